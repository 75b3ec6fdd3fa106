// The failure block of the job summary: ❌ and the one-line cause, each bad input as a list item,
// then what to do.
import { escapeHtml } from './format.js'

/** What failed: the cause as the failure line says it; `problems`: each bad input (InputError). */
export interface FailureView {
  cause: string
  problems?: string[]
  /** The operation finished and a check asked for by an input failed (e.g. fail-on-mismatch). */
  check?: boolean
  /** What to do, when the operation knows better than the general advice. */
  todo?: string
}

export function failureBlock(failure: FailureView): string {
  const problems = failure.problems ?? []
  if (problems.length > 1) {
    const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')
    return (
      `<p>❌ <strong>Failed:</strong> ${problems.length} inputs need fixing; nothing was sent.</p>\n` +
      `<ul>\n${items}\n</ul>\n` +
      '<p><strong>What to do:</strong> correct these inputs in the workflow and run it again.</p>\n'
    )
  }
  const todo =
    failure.todo ??
    (failure.check
      ? 'this is the check the inputs asked for; the outputs are set for the steps after it.'
      : problems.length === 1
        ? 'correct this input in the workflow and run it again.'
        : 'the cause above says what to check; the step log shows each request. Re-run the job once it is fixed.')
  return (
    `<p>❌ <strong>Failed:</strong> ${escapeHtml(failure.cause)}</p>\n` +
    `<p><strong>What to do:</strong> ${todo}</p>\n`
  )
}
