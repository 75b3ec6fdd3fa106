// The file read here first, before anything is sent: invalid YAML fails with the parser's line
// and column (travis-api would answer only a bare 500 "bad request", queries/lint.rb), and the
// parse tells the line of a key path for a message that comes without one (lint's never do).
// Read as travis-yml reads it (Psych: YAML 1.1, merge keys, a repeated key allowed).
import type * as YamlModule from 'yaml'
import { ActionError } from '../../lib/action-error.js'

export type Yaml = typeof YamlModule
type Node = YamlModule.Node | null | undefined

export interface LocalDocument {
  /** How many lines the file has (at least 1): no annotation goes past it. */
  lineCount: number
  /**
   * The values the file gives keys named like secrets (`api_key`, `token`, `password`, …), a
   * `secure:` entry's, and a `NAME=value` variable's whose name is such: travis-yml quotes values
   * in its messages ("unknown key "herokutoken" (…)"), so they are masked before any is shown.
   */
  secretValues(): string[]
  /**
   * The 1-based line of a key path (`deploy.api_key`: `api_key` under `deploy`, in a mapping or in
   * any item of a list of them; `root` is the file), then of `child` under it when given (the
   * key a message names); null when the path is not in the file.
   */
  lineOf(path: string, child?: string): number | null
}

/**
 * A file that cannot be checked: `problem` says why after the input's name (`is not valid YAML at
 * …`), for a caller that words it otherwise (the base file's warning).
 */
export class UncheckableFile extends ActionError {
  constructor(
    input: string,
    readonly problem: string,
    message = `Input '${input}' ${problem}; nothing was sent.`
  ) {
    super(message)
  }
}

/** A file that is not YAML: where the parser stopped (within the file's lines), and why. */
export class InvalidYaml extends UncheckableFile {
  constructor(
    input: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string
  ) {
    super(input, `is not valid YAML at line ${line}, column ${column}: ${reason}`)
  }
}

export function parseTravisYml(yaml: Yaml, text: string, input: string): LocalDocument {
  const lines = new yaml.LineCounter()
  let doc: YamlModule.Document.Parsed | undefined
  try {
    // A file may hold several documents (`---`): travis-yml reads the first.
    const docs = yaml.parseAllDocuments(text, {
      version: '1.1',
      merge: true,
      uniqueKeys: false,
      lineCounter: lines,
      prettyErrors: false
    })
    // An empty file is no document: travis-yml fills in its defaults.
    doc = docs[0]
  } catch (error) {
    // The parser recurses into nested lists and mappings and runs out of stack on a deep one.
    if (error instanceof RangeError) {
      throw new UncheckableFile(input, 'nests lists or mappings too deeply to be read')
    }
    throw error
  }
  if (doc?.errors[0] !== undefined) throw invalidAt(lines, text, input, doc.errors[0])
  const contents = doc?.contents ?? null
  if (contents !== null && !yaml.isMap(contents)) {
    const top = yaml.isSeq(contents) ? 'list' : 'single value'
    const problem = `must be a YAML mapping of keys (language:, script:, …); its top level is a ${top}`
    throw new UncheckableFile(input, problem, `Input '${input}' ${problem}. Nothing was sent.`)
  }
  const lineAt = (node: Node) => {
    const start = node?.range?.[0]
    return start === undefined ? null : lines.linePos(start).line
  }
  return {
    lineOf(path, child) {
      const steps = path === 'root' || path === '' ? [] : path.split('.')
      if (child !== undefined) steps.push(child)
      return lineAt(keyAt(yaml, contents, steps))
    },
    lineCount: linesOf(text).length,
    secretValues: () => [...new Set(secretsIn(yaml, contents, false))]
  }
}

/** Where the parser stopped (an error's start), within the file's lines, and why. */
function invalidAt(
  lines: YamlModule.LineCounter,
  text: string,
  input: string,
  syntax: YamlModule.YAMLError | undefined
): InvalidYaml {
  const reason = syntax?.message ?? 'the parser gave up'
  const { line, col } = lines.linePos(syntax?.pos[0] ?? 0)
  // The parser may stop at the end, past the last line break: annotations need a line of the
  // file, so such an error is placed at the end of the last line.
  const fileLines = linesOf(text)
  const last = fileLines.length
  const end = (fileLines[last - 1] ?? '').replace(/\r$/, '').length + 1
  return line > last
    ? new InvalidYaml(input, last, end, reason)
    : new InvalidYaml(input, line, col, reason)
}

/** The file's lines (one at least: an empty file is one empty line), a last line break ending none. */
function linesOf(text: string): string[] {
  return text.replace(/\r?\n$/, '').split('\n')
}

/** Names of keys and variables whose values are secrets, by the words they are made of. */
const SECRET_NAME = /key|token|secret|passw|auth|credential|private|webhook|secure/i
/**
 * Shorter values are words of the file (`api`, `true`), not secrets worth masking everywhere; a
 * `$VARIABLE` is a reference to one, not a secret.
 */
const SECRET_MIN = 6
const isSecretText = (text: string) => text.length >= SECRET_MIN && !/^\$\{?\w+\}?$/.test(text)

/** Every text scalar under `node` when `secret`, and under any key named like a secret. */
function secretsIn(yaml: Yaml, node: Node, secret: boolean): string[] {
  if (yaml.isScalar(node)) {
    if (typeof node.value !== 'string') return []
    const variable = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/.exec(node.value)
    const value = secret
      ? node.value
      : SECRET_NAME.test(variable?.[1] ?? '')
        ? (variable?.[2] ?? '')
        : ''
    return isSecretText(value) ? [value] : []
  }
  if (yaml.isSeq(node)) return node.items.flatMap((item) => secretsIn(yaml, item as Node, secret))
  if (!yaml.isMap(node)) return []
  return node.items.flatMap((pair) => {
    const named = yaml.isScalar(pair.key) && SECRET_NAME.test(keyText(pair.key))
    // A key's own name is no secret ("unknown key "herokutoken" (…)" quotes both): its value is.
    return secretsIn(yaml, pair.value as Node, secret || named)
  })
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
  const pair = node.items.find((entry) => yaml.isScalar(entry.key) && keyText(entry.key) === step)
  if (pair === undefined) return null
  return rest.length === 0 ? (pair.key as Node) : keyAt(yaml, pair.value as Node, rest)
}

/**
 * A key as the file writes it: YAML 1.1 reads `on:` (deploy.on), `yes:`, `off:`, `y:` as
 * booleans, but travis-yml's key paths name them as written.
 */
function keyText(key: YamlModule.Scalar): string {
  return key.source ?? String(key.value)
}
