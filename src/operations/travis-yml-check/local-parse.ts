// The file read here first, before anything is sent: invalid YAML fails with the parser's line
// and column (travis-api would answer only a bare 500 "bad request", queries/lint.rb), and the
// parse tells the line of a key path for a message that comes without one (lint's never do).
// Read as travis-yml reads it (Psych: YAML 1.1, merge keys, a repeated key allowed).
import type * as YamlModule from 'yaml'
import { ActionError } from '../../lib/action-error.js'

export type Yaml = typeof YamlModule
type Node = YamlModule.Node | null | undefined

export interface LocalDocument {
  /**
   * The 1-based line of a key path (`deploy.api_key`: `api_key` under `deploy`, in a mapping or in
   * any item of a list of them; `root` is the file), then of `child` under it when given (the
   * key a message names); null when the path is not in the file.
   */
  lineOf(path: string, child?: string): number | null
}

/** A file that is not YAML: where the parser stopped (within the file's lines), and why. */
export class InvalidYaml extends ActionError {
  constructor(
    input: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string
  ) {
    super(
      `Input '${input}' is not valid YAML at line ${line}, column ${column}: ${reason}; nothing was sent.`
    )
  }
}

export function parseTravisYml(yaml: Yaml, text: string, input: string): LocalDocument {
  const lines = new yaml.LineCounter()
  let doc: YamlModule.Document.Parsed
  try {
    doc = yaml.parseDocument(text, {
      version: '1.1',
      merge: true,
      uniqueKeys: false,
      lineCounter: lines,
      prettyErrors: false
    })
  } catch (error) {
    // The parser recurses into nested lists and mappings and runs out of stack on a deep one.
    if (error instanceof RangeError) {
      throw new ActionError(
        `Input '${input}' nests lists or mappings too deeply to be read; nothing was sent.`
      )
    }
    throw error
  }
  const syntax = doc.errors[0]
  if (syntax !== undefined) {
    const { line, col } = lines.linePos(syntax.pos[0])
    // The parser may stop at the end, past the last line break: annotations need a line of the
    // file, so such an error is placed at the end of the last line.
    const lastLines = text.replace(/\r?\n$/, '').split('\n')
    const last = Math.max(1, lastLines.length)
    const end = (lastLines[last - 1] ?? '').replace(/\r$/, '').length + 1
    throw line > last
      ? new InvalidYaml(input, last, end, syntax.message)
      : new InvalidYaml(input, line, col, syntax.message)
  }
  const lineAt = (node: Node) => {
    const start = node?.range?.[0]
    return start === undefined ? null : lines.linePos(start).line
  }
  return {
    lineOf(path, child) {
      const steps = path === 'root' || path === '' ? [] : path.split('.')
      if (child !== undefined) steps.push(child)
      return lineAt(keyAt(yaml, doc.contents, steps))
    }
  }
}

/** The key node at the end of `steps` (the document's root for none), or null. */
function keyAt(yaml: Yaml, node: Node, steps: string[]): Node {
  if (steps.length === 0) return node
  const [step, ...rest] = steps
  if (yaml.isSeq(node)) {
    for (const item of node.items as Node[]) {
      const found = keyAt(yaml, item, steps)
      if (found !== null) return found
    }
    return null
  }
  if (!yaml.isMap(node)) return null
  const pair = node.items.find(
    (entry) => yaml.isScalar(entry.key) && String(entry.key.value) === step
  )
  if (pair === undefined) return null
  return rest.length === 0 ? (pair.key as Node) : keyAt(yaml, pair.value as Node, rest)
}
