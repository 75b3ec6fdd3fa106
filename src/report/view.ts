// What the job summary knows besides the result: the pages to link, and which output holds the
// whole listing when a table shows only its first rows.
import { NO_PAGES, type RepositoryPages } from './links.js'

/**
 * Where the full `result` went (index.ts, output-limits.ts): 'outputs' when every output was set
 * whole; 'file' when the outputs were cut and the file named by 'result-file' holds it; 'lost'
 * when no file could be written either.
 */
export type FullResult = 'outputs' | 'file' | 'lost'

export interface SummaryView {
  pages: RepositoryPages
  fullResult: FullResult
}

/** No pages to link, every output whole: a summary on its own (tests, a failure). */
export const PLAIN_VIEW: SummaryView = { pages: NO_PAGES, fullResult: 'outputs' }

/**
 * Where all `total` items of a cut table can be read, for its `… and N more` line; `noun` names
 * them when the table's rows are not the items themselves (a subtotal per branch). Escaped.
 */
export function wholeListIn(fullResult: FullResult, total: number, noun = ''): string {
  const all = `all ${total}${noun === '' ? '' : ` ${noun}`}`
  switch (fullResult) {
    case 'outputs':
      return `${all} are in the <code>result</code> output`
    case 'file':
      return `${all} are in the file named by the <code>result-file</code> output`
    case 'lost':
      return 'the outputs hold only the first ones, and no file could be written for the rest (see the warning)'
  }
}
