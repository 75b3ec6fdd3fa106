// A cancelled workflow as the action sees it: the runner sends SIGINT, then SIGTERM, and kills
// the process a few seconds later. Work that must answer it (waiting for a build, which
// 'cancel-on-abort' cancels) runs inside `during`; everywhere else Node's default applies and the
// process ends at once.

export interface Interrupts {
  /** Runs `work` with a signal that aborts on SIGINT or SIGTERM; the handlers go when it ends. */
  during<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>
}

export const processInterrupts: Interrupts = {
  async during(work) {
    const controller = new AbortController()
    const onSignal = (signal: NodeJS.Signals) => controller.abort(signal)
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
    try {
      return await work(controller.signal)
    } finally {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
  }
}
