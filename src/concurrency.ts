// Runs async work over items with at most `limit` in flight, keeping results in input order.
// Every promise is awaited, so nothing is left running when the caller moves on.

export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async (): Promise<void> => {
    // After a failure no new item starts; those already running finish.
    while (next < items.length && !failed) {
      const index = next++
      try {
        results[index] = await work(items[index] as T, index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const workers = Array.from({ length: Math.min(limit, items.length) }, worker)
  // allSettled first so no worker is abandoned mid-flight, then surface the first failure.
  const outcomes = await Promise.allSettled(workers)
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (rejected) throw rejected.reason
  return results
}

/** Both results; on a failure, waits for the other to settle before throwing the first failure. */
export async function both<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b])
  if (first.status === 'rejected') throw first.reason
  if (second.status === 'rejected') throw second.reason
  return [first.value, second.value]
}
