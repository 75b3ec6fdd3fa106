// The failure block of the job summary: ❌ and the one-line cause, each bad input as a list item,
// then what to do, worded for what happened: a check the inputs asked for, an operation that
// finished with part of it undone, or a failure before or after any request went out.
import { escapeHtml, plural } from './format.js'

/** What failed: the cause as the failure line says it; `problems`: each bad input (InputError). */
export interface FailureView {
  cause: string
  problems?: string[]
  /** How many inputs the problems are about (one input may have several); their count if absent. */
  inputs?: number
  /** The operation finished (its outputs are set) and the step fails all the same. */
  finished?: boolean
  /** … because of a check the inputs asked for (fail-if-missing, fail-on-mismatch). */
  check?: boolean
  /** Whether any request went out before the failure; unknown when absent. */
  sent?: boolean
  /** What to do, when the operation knows better than the general advice. */
  todo?: string
}

export function failureBlock(failure: FailureView): string {
  const problems = failure.problems ?? []
  if (problems.length > 1) {
    const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')
    const inputs = failure.inputs ?? problems.length
    const need = `${plural(inputs, 'input')} ${inputs === 1 ? 'needs' : 'need'} fixing`
    const count = inputs === problems.length ? '' : ` (${problems.length} problems)`
    return (
      `<p>❌ <strong>Failed:</strong> ${need}${count}; nothing was sent.</p>\n` +
      `<ul>\n${items}\n</ul>\n` +
      `<p><strong>What to do:</strong> correct ${inputs === 1 ? 'this input' : 'these inputs'} in the workflow and run it again.</p>\n`
    )
  }
  return (
    `<p>❌ <strong>Failed:</strong> ${escapeHtml(failure.cause)}</p>\n` +
    `<p><strong>What to do:</strong> ${whatToDo(failure, problems.length === 1)}</p>\n`
  )
}

function whatToDo(failure: FailureView, oneBadInput: boolean): string {
  if (failure.todo !== undefined) return failure.todo
  if (failure.check) {
    return 'this is the check the inputs asked for; the outputs are set for the steps after it.'
  }
  if (failure.finished) {
    return 'the cause above says what was not done; the outputs are set for the steps after it.'
  }
  if (oneBadInput) return 'correct this input in the workflow and run it again.'
  if (failure.sent === false) {
    return 'fix what the cause above names and run the job again; no request was sent, so nothing was changed.'
  }
  return 'the cause above says what to check; re-run the job once it is fixed. With debug logging on, the step log shows each request.'
}
