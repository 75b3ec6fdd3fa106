// Runs async work over items with at most `limit` in flight, keeping results in input order.
// Every promise is awaited, so nothing is left running when the caller moves on.

export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T, index)
    }
  }
  const workers = Array.from({ length: Math.min(limit, items.length) }, worker)
  // allSettled first so no worker is abandoned mid-flight, then surface the first failure.
  const outcomes = await Promise.allSettled(workers)
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (failed) throw failed.reason
  return results
}
