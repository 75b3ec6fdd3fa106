// The rewrite of `.travis.yml` that encrypt-travis-yml makes, pure: every `secure:` entry of
// env.global is replaced by one per declared name, each under a `# NAME` comment, and every other
// byte of the file is kept. The YAML parser only finds the entries (their source ranges); the new
// text is the old one with whole lines taken out and put in, never a document stringified again
// (`travis encrypt --add` re-wrote the whole file and lost its comments, travis.rb#144). The result
// is parsed once more and must read as the old document with only those entries changed.
import { isDeepStrictEqual } from 'node:util'
import type * as YamlModule from 'yaml'

type Yaml = typeof YamlModule
type Node = YamlModule.ParsedNode

/** One `secure:` entry to write: its name, and its encrypted value (null in a dry run). */
export interface SecureEntry {
  name: string
  secure: string | null
}

/** The new text and which lines changed (1-based): `removed` of the old text, `added` of the new. */
export interface TravisYmlRewrite {
  text: string
  removed: number[]
  added: number[]
  /** The lines put in, each secure value written as "…" (for a dry run's summary and log). */
  shown: string[]
}

/** A comment the action writes above an entry, `# NAME`: it goes with the entry it names. */
const NAME_COMMENT = /^[ \t]*#[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*\r?\n?$/
const HIDDEN = '…'

/** The rewrite, or why the file cannot be rewritten safely (a sentence after the file's name). */
export function rewriteTravisYml(
  yaml: Yaml,
  text: string,
  entries: readonly SecureEntry[]
): TravisYmlRewrite | string {
  const lines = splitLines(text)
  const starts = lineStarts(lines)
  const lineOf = (offset: number) => lineIndexAt(starts, offset)
  const doc = yaml.parseDocument(text, { prettyErrors: false, merge: true })
  const error = doc.errors[0]
  if (error !== undefined) {
    return `is not valid YAML: ${error.message} (line ${lineOf(error.pos[0]) + 1}).`
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n'
  const place = findPlace(yaml, doc.contents as Node | null, text, lines, lineOf)
  if (typeof place === 'string') return place
  const block = (indent: string) =>
    entries.flatMap((entry) => [
      `${indent}# ${entry.name}${eol}`,
      `${indent}- secure: "${entry.secure ?? HIDDEN}"${eol}`
    ])
  const out = [...lines]
  const removed = new Set(place.removed)
  // The line before a new one ends in a line break, so that the new lines stand on their own.
  const before = place.at - 1
  if (before >= 0 && !/\n$/.test(out[before] ?? '')) out[before] = `${out[before]}${eol}`
  const inserted = [...place.header.map((line) => `${line}${eol}`), ...block(place.indent)]
  const next: string[] = []
  const added: number[] = []
  for (let index = 0; index <= out.length; index++) {
    if (index === place.at) {
      for (const line of inserted) {
        next.push(line)
        added.push(next.length)
      }
    }
    if (index < out.length && !removed.has(index)) next.push(out[index] ?? '')
  }
  const rewritten = next.join('')
  const check = sameButTheEntries(yaml, doc, rewritten, entries)
  if (check !== null) return check
  return {
    text: rewritten,
    removed: place.removed.map((index) => index + 1),
    added,
    shown: inserted.map((line) => line.replace(/\r?\n$/, '').replace(/"[^"]*"$/, `"${HIDDEN}"`))
  }
}

interface Place {
  /** Lines (0-based) of the old text taken out: the old entries and their `# NAME` comments. */
  removed: number[]
  /** The old line (0-based) before which the new lines go; lines.length for the end. */
  at: number
  /** Lines written before the entries (`env:`, `global:`), without line breaks. */
  header: string[]
  /** The entries' indentation. */
  indent: string
}

function findPlace(
  yaml: Yaml,
  contents: Node | null,
  text: string,
  lines: string[],
  lineOf: (offset: number) => number
): Place | string {
  const { isMap, isScalar, isSeq } = yaml
  const end = lines.length
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return { removed: [], at: end, header: ['env:', '  global:'], indent: '    ' }
  }
  if (!isMap(contents) || contents.flow === true) {
    return 'is not a block mapping of keys (language:, script:, env: …), so no env.global can be added to it.'
  }
  const env = pairOf(yaml, contents, 'env')
  if (env === undefined) {
    return { removed: [], at: end, header: ['env:', '  global:'], indent: '    ' }
  }
  const envKey = env.key as Node
  const envValue = env.value as Node | null
  const column = (node: Node) => node.range[0] - (text.lastIndexOf('\n', node.range[0] - 1) + 1)
  const spaces = (count: number) => ' '.repeat(count)
  if (
    envValue === null ||
    (isScalar(envValue) && envValue.value === null && envValue.source === '')
  ) {
    return {
      removed: [],
      at: lineOf(envKey.range[1]) + 1,
      header: [`${spaces(column(envKey) + 2)}global:`],
      indent: spaces(column(envKey) + 4)
    }
  }
  if (!isMap(envValue)) {
    return isSeq(envValue)
      ? 'has env: as a list (the build matrix); env.global needs env: as a mapping: move the list under env: jobs: first.'
      : 'has env: as neither a mapping nor a list; write it as a mapping with global: and jobs:.'
  }
  if (envValue.flow === true) {
    return 'has env: written in flow style ({ … }); write it as a block mapping (one key per line) first.'
  }
  const global = pairOf(yaml, envValue, 'global')
  if (global === undefined) {
    const first = envValue.items[0]?.key as Node | undefined
    const indent = first === undefined ? column(envKey) + 2 : column(first)
    return {
      removed: [],
      at: lineOf(Math.max(contentEnd(text, envValue) - 1, envValue.range[0])) + 1,
      header: [`${spaces(indent)}global:`],
      indent: spaces(indent + 2)
    }
  }
  const globalKey = global.key as Node
  const list = global.value as Node | null
  if (list === null || (isScalar(list) && list.value === null && list.source === '')) {
    return {
      removed: [],
      at: lineOf(globalKey.range[1]) + 1,
      header: [],
      indent: spaces(column(globalKey) + 2)
    }
  }
  if (!isSeq(list) || list.flow === true) {
    return 'has env.global written otherwise than as a block list (one "- …" per line); write it so first.'
  }
  return placeInList(yaml, list, text, lines, lineOf)
}

function placeInList(
  yaml: Yaml,
  list: YamlModule.YAMLSeq<Node>,
  text: string,
  lines: string[],
  lineOf: (offset: number) => number
): Place | string {
  const removed: number[] = []
  let at = -1
  let indent = ''
  let lastLine = -1
  for (const item of list.items) {
    const dash = text.lastIndexOf('-', item.range[0] - 1)
    const dashLine = lineOf(dash)
    const leading = /^[ \t]*/.exec(lines[dashLine] ?? '')?.[0] ?? ''
    if (
      dash < 0 ||
      !/^[ \t]*-/.test(lines[dashLine] ?? '') ||
      text.slice(dash + 1, item.range[0]).trim() !== ''
    ) {
      return `has an env.global entry the action cannot place (line ${lineOf(item.range[0]) + 1}); write each entry as "- …" on its own line.`
    }
    const end = contentEnd(text, item)
    const last = lineOf(Math.max(end - 1, item.range[0]))
    lastLine = last
    if (!isSecureEntry(yaml, item)) {
      if (removed.length === 0) indent = leading
      continue
    }
    const lineEnd = text.indexOf('\n', end)
    const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd + 1)
    if (!/^[ \t]*(#.*)?\r?\n?$/.test(rest)) {
      return `has a secure: entry followed by more on its line (line ${last + 1}); put each entry on lines of its own.`
    }
    const first =
      dashLine > 0 && NAME_COMMENT.test(lines[dashLine - 1] ?? '') ? dashLine - 1 : dashLine
    if (removed.length === 0) {
      at = first
      indent = leading
    }
    for (let line = first; line <= last; line++) removed.push(line)
  }
  if (removed.length === 0) return { removed, at: lastLine + 1, header: [], indent }
  return { removed, at, header: [], indent }
}

/** Where a node's own text ends: a mapping's range runs on past its last line break. */
function contentEnd(text: string, node: Node): number {
  return node.range[0] + text.slice(node.range[0], node.range[1]).trimEnd().length
}

/** An entry `secure: …` alone: a mapping of the one key `secure`. */
function isSecureEntry(yaml: Yaml, item: Node): boolean {
  if (!yaml.isMap(item) || item.items.length !== 1) return false
  const key = item.items[0]?.key
  return yaml.isScalar(key) && key.value === 'secure'
}

function pairOf(
  yaml: Yaml,
  map: YamlModule.YAMLMap<unknown, unknown>,
  name: string
): YamlModule.Pair<unknown, unknown> | undefined {
  return map.items.find((pair) => yaml.isScalar(pair.key) && pair.key.value === name)
}

/**
 * null when `rewritten` reads as the old document with env.global's secure entries replaced by
 * `entries` (in the place of the first, or at the end of the list); else why not.
 */
function sameButTheEntries(
  yaml: Yaml,
  doc: YamlModule.Document.Parsed,
  rewritten: string,
  entries: readonly SecureEntry[]
): string | null {
  const after = yaml.parseDocument(rewritten, { prettyErrors: false, merge: true })
  const refused =
    'could not be rewritten without changing more than its secure: entries (the action checks the result); nothing was written.'
  if (after.errors.length > 0) return refused
  let expected: Record<string, unknown>
  let actual: unknown
  try {
    expected = (doc.toJS({ maxAliasCount: -1 }) ?? {}) as Record<string, unknown>
    actual = after.toJS({ maxAliasCount: -1 })
  } catch (error) {
    // An alias to no anchor, a merge of no mapping: what the parser reads but cannot resolve.
    return `is not valid YAML: ${error instanceof Error ? error.message : String(error)}.`
  }
  const env = (expected.env ?? {}) as Record<string, unknown>
  const old = Array.isArray(env.global) ? (env.global as unknown[]) : []
  const isSecure = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    'secure' in value
  const firstSecure = old.findIndex(isSecure)
  const kept = old.filter((value) => !isSecure(value))
  const at =
    firstSecure < 0 ? kept.length : old.slice(0, firstSecure).filter((v) => !isSecure(v)).length
  const fresh = entries.map((entry) => ({ secure: entry.secure ?? HIDDEN }))
  expected.env = { ...env, global: [...kept.slice(0, at), ...fresh, ...kept.slice(at)] }
  return isDeepStrictEqual(actual, expected) ? null : refused
}

/** The lines of `text`, each with its line break (the last one may have none). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? []
}

function lineStarts(lines: readonly string[]): number[] {
  const starts: number[] = []
  let offset = 0
  for (const line of lines) {
    starts.push(offset)
    offset += line.length
  }
  return starts
}

/** The line (0-based) holding `offset`. */
function lineIndexAt(starts: readonly number[], offset: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if ((starts[middle] ?? 0) <= offset) low = middle
    else high = middle - 1
  }
  return Math.max(low, 0)
}
