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

/** `buildsPage`: the repository's builds page, whose builds' links the cause may carry; null: none. */
export function failureBlock(failure: FailureView, buildsPage: string | null): string {
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
  const todo = whatToDo(failure, problems.length === 1)
  return (
    `<p>❌ <strong>Failed:</strong> ${linkedBuilds(escapeHtml(failure.cause), buildsPage)}</p>\n` +
    (todo === null ? '' : `<p><strong>What to do:</strong> ${todo}</p>\n`)
  )
}

/**
 * `build #57 (https://…/builds/123)` as the failure line writes it (the log shows URLs as
 * links), linked here instead: the summary shows each fact once, not as text and as a link. Only
 * a page of the repository's own builds, as the action writes them: the cause may quote a
 * server's text, which must never link the summary (or the plan comment) anywhere else.
 */
function linkedBuilds(escapedCause: string, buildsPage: string | null): string {
  if (buildsPage === null) return escapedCause
  const page = escapeHtml(buildsPage).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return escapedCause.replace(
    new RegExp(`\\bbuild (#[^\\s()]+) \\((${page}/\\d+)\\)`, 'g'),
    (_whole, name: string, url: string) => `<a href="${url}">build ${name}</a>`
  )
}

/** Something to do, or null: a line that only points at the cause tells the reader nothing. */
function whatToDo(failure: FailureView, oneBadInput: boolean): string | null {
  if (failure.todo !== undefined) return failure.todo
  // A check the inputs asked for, or an operation that finished with part of it undone: the
  // cause is the news, and the outputs are set for the steps after it either way.
  if (failure.check || failure.finished) return null
  if (oneBadInput) return 'correct this input in the workflow and run it again.'
  if (failure.sent === false) {
    return 'fix what the cause above names and run the job again; no request was sent, so nothing was changed.'
  }
  return 're-run the job with debug logging on (Re-run jobs → Enable debug logging): the step log then shows each request and its answer.'
}
