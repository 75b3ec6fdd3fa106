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

/**
 * Runs `work` over items with at most `limit` started but not yet delivered, and hands each
 * result to `deliver` in input order as soon as those before it are delivered. A slow item holds
 * the window rather than letting later results pile up, so memory stays bounded by `limit`.
 * After a failure (of `work` or `deliver`) no new item starts and nothing more is delivered;
 * those already running finish, then the first failure is thrown.
 */
export function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  deliver: (result: R, index: number) => void
): Promise<void> {
  return new Promise((resolve, reject) => {
    const ready = new Map<number, R>()
    let started = 0
    let delivered = 0
    let running = 0
    let failure: { error: unknown } | null = null
    const pump = (): void => {
      while (failure === null && ready.has(delivered)) {
        const result = ready.get(delivered) as R
        ready.delete(delivered)
        try {
          deliver(result, delivered++)
        } catch (error) {
          failure = { error }
        }
      }
      while (failure === null && started < items.length && started - delivered < limit) {
        start(started++)
      }
      if (running > 0) return
      if (failure !== null) reject(failure.error)
      else if (delivered === items.length) resolve()
    }
    const start = (index: number): void => {
      running++
      // A `work` that throws at once fails like one that rejects.
      new Promise<R>((settle) => settle(work(items[index] as T, index)))
        .then(
          (result) => void ready.set(index, result),
          (error: unknown) => void (failure ??= { error })
        )
        .finally(() => {
          running--
          pump()
        })
    }
    pump()
  })
}

/**
 * At most `limit` calls of `run` at work at once; the others wait for a free slot. The bound on
 * requests in flight to one server, whatever part of a run sends them.
 */
export class Slots {
  private busy = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    while (this.busy >= this.limit) await new Promise<void>((free) => this.waiting.push(free))
    this.busy++
    try {
      return await work()
    } finally {
      this.busy--
      this.waiting.shift()?.()
    }
  }
}
