// 'desired-settings' of check-settings and apply-settings: a YAML mapping of setting name → value,
// read with a real YAML parser (duplicate keys detected, no custom tags) and checked name by name
// before any request: known settings by their type, others as true, false or a whole number (the
// server's current value types them later). Quoted text is never a value: 'false' stays text.
import { LineCounter, isMap, isScalar, parseDocument, type Node } from 'yaml'
import { KNOWN_SETTINGS, allowedValuesOf, type SettingValue } from '../model/repository-settings.js'
import type { DesiredSetting, InputsFor } from './parsed.js'
import { INVALID, type InputReader, type Read } from './reader.js'

const NAME = /^[a-z][a-z0-9_]*$/
const INPUT = "Input 'desired-settings'"
const EXAMPLE = "one 'name: value' per line, e.g. build_pushes: true."
const TS_TYPE = { boolean: 'boolean', integer: 'number' } as const

export interface ParsedDesiredSettings {
  settings: DesiredSetting[]
  /** One sentence per problem, naming the setting (and its line) where there is one. */
  problems: string[]
}

/** Reads the mapping; `settings` is meaningful only when `problems` is empty. */
export function parseDesiredSettings(text: string): ParsedDesiredSettings {
  const lines = new LineCounter()
  const doc = parseDocument(text, {
    uniqueKeys: true,
    customTags: [],
    schema: 'core',
    merge: false,
    lineCounter: lines
  })
  const lineOf = (node: Node | null | undefined): number =>
    node?.range ? lines.linePos(node.range[0]).line : 1
  // Duplicates are named below, with both lines; every other parse error ends the reading.
  const syntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY')
  if (syntax !== undefined) {
    const reason = (syntax.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')
    const line = syntax.linePos?.[0].line ?? 1
    return { settings: [], problems: [`${INPUT} is not valid YAML: ${reason} (line ${line}).`] }
  }
  const contents = doc.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return { settings: [], problems: [`${INPUT} has no settings: ${EXAMPLE}`] }
  }
  if (!isMap(contents)) {
    return {
      settings: [],
      problems: [`${INPUT} must be a YAML mapping of setting name to value: ${EXAMPLE}`]
    }
  }
  if (contents.items.length === 0) {
    return { settings: [], problems: [`${INPUT} is an empty mapping: ${EXAMPLE}`] }
  }
  const settings: DesiredSetting[] = []
  const problems: string[] = []
  const firstLine = new Map<string, number>()
  for (const { key, value } of contents.items) {
    const keyNode = key as Node | null
    const line = lineOf(keyNode)
    const name = isScalar(keyNode) && keyNode.type === 'PLAIN' ? keyNode.value : null
    if (typeof name !== 'string' || !NAME.test(name)) {
      const shown = isScalar(keyNode) ? `'${String(keyNode.value)}'` : 'a key'
      problems.push(
        `${INPUT} has ${shown} on line ${line}, which is no setting name (lower case letters, digits and _, e.g. build_pushes).`
      )
      continue
    }
    const seen = firstLine.get(name)
    if (seen !== undefined) {
      problems.push(`${INPUT} names '${name}' twice (lines ${seen} and ${line}).`)
      continue
    }
    firstLine.set(name, line)
    const read = readValue(name, value as Node | null)
    if (typeof read === 'string') problems.push(`${INPUT} sets '${name}' (line ${line}) ${read}`)
    else settings.push({ name, value: read.value })
  }
  return { settings, problems }
}

/** The typed value, or the rest of a sentence saying why it is refused. */
function readValue(name: string, node: Node | null): { value: SettingValue } | string {
  const type = KNOWN_SETTINGS[name]
  const allowed =
    type === undefined
      ? 'a setting takes true, false or a whole number (0 or more)'
      : `the ${type} setting takes ${allowedValuesOf(type)}`
  if (!isScalar(node) || node.value === null) {
    return `to ${isScalar(node) ? 'nothing' : 'a list, mapping or alias'}; ${allowed}.`
  }
  const source = String(node.source ?? node.value)
  if (node.tag !== undefined) return `with a YAML tag; tags are not allowed, ${allowed}.`
  if (node.type !== 'PLAIN') return `to the quoted text '${source}'; ${allowed}, unquoted.`
  const value =
    typeof node.value === 'boolean'
      ? node.value
      : typeof node.value === 'number' && /^\d{1,9}$/.test(source)
        ? node.value
        : null
  if (value === null || (type !== undefined && typeof value !== TS_TYPE[type])) {
    return `to '${source}'; ${allowed}.`
  }
  return { value }
}

/** At most 64 KiB: a settings file is a few lines (the server has 14 settings). */
const DESIRED_LIMIT = 64 * 1024

/** The inputs of check-settings (with 'fail-on-mismatch') or apply-settings (with 'dry-run'). */
export function readSettingsAsCode(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings'
): Read<InputsFor<'check-settings'> | InputsFor<'apply-settings'>> {
  const desired = readDesiredSettings(reader, operation)
  const flag = reader.boolean(operation === 'check-settings' ? 'fail-on-mismatch' : 'dry-run')
  if (desired === INVALID || flag === INVALID) return INVALID
  return operation === 'check-settings'
    ? { operation, desired, failOnMismatch: flag }
    : { operation, desired, dryRun: flag }
}

/** 'desired-settings' for `operation`: required, bounded, every problem recorded. */
function readDesiredSettings(
  reader: InputReader,
  operation: 'check-settings' | 'apply-settings'
): Read<DesiredSetting[]> {
  const text = reader.text('desired-settings', DESIRED_LIMIT, 'a settings file is a few lines')
  if (text === INVALID) return INVALID
  if (text === '') {
    return reader.fail(`${INPUT} is required for ${operation}: ${EXAMPLE}`)
  }
  const { settings, problems } = parseDesiredSettings(text)
  for (const problem of problems) reader.fail(problem)
  return problems.length === 0 ? settings : INVALID
}
