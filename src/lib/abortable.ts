// Waiting that the workflow's cancel ends (SIGINT/SIGTERM, runtime/interrupts.ts): a pause that
// keeps no timer behind it (a timer left would keep the process alive after the action has said
// everything), and work raced against the signal, so that nothing holds back what must follow.

/** Resolves after `ms`, or at once when `signal` aborts (or has aborted). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })
}

export const ABORTED = Symbol('aborted')

/**
 * `work`'s value, or ABORTED as soon as `signal` aborts (`work`, which should end with the same
 * signal, then goes on unheeded and its failure is dropped).
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal
): Promise<T | typeof ABORTED> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => {})
      resolve(ABORTED)
    }
    if (signal.aborted) {
      onAbort()
      return
    }
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      }
    )
  })
}
