// 'desired-settings' of check-settings and apply-settings: a YAML mapping of setting name → value,
// read with a real YAML parser (duplicate keys detected, no custom tags) and checked name by name
// before any request: known settings by their type, others as true, false or a whole number (the
// server's current value types them later). Quoted text is never a value: 'false' stays text; a
// quoted key is the same key ("build_pushes" is build_pushes). A mapping with a `settings:`,
// `env:` or `crons:` key is sectioned (desired-sections.ts); any other stays settings only.
import type { Pair, ParsedNode } from 'yaml'
import {
  knownSettingType,
  SETTING_NAME,
  allowedValuesOf,
  type SettingValue
} from '../model/repository-settings.js'
import type { DesiredSetting } from './parsed.js'
import { quoted } from './reader.js'
import { SECTIONS, isSectioned, readSections, type ParsedSections } from './desired-sections.js'
import { closest } from '../lib/closest.js'
import { parseInputYaml, yaml, type Yaml } from './yaml.js'

export const INPUT = "Input 'desired-settings'"
export const EXAMPLE = "one 'name: value' per line, e.g. build_pushes: true."
const TS_TYPE = { boolean: 'boolean', integer: 'number' } as const

export interface ParsedDesiredSettings {
  settings: DesiredSetting[]
  /** The `env:` and `crons:` sections; null for a flat mapping (settings only). */
  sections: ParsedSections | null
  /** One sentence per problem, naming the setting (and its line) where there is one. */
  problems: string[]
}

/**
 * Reads the mapping; `settings` is meaningful only when `problems` is empty. `source` starts each
 * problem: the input, and for 'desired-settings-file' the file. The YAML parser recurses into
 * nested lists and mappings and runs out of stack somewhere past a few hundred levels: that is
 * one clear problem, not the parser's RangeError.
 */
export function parseDesiredSettings(text: string, source = INPUT): ParsedDesiredSettings {
  try {
    return parseMapping(text, source)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return refused(tooDeep(source))
  }
}

function tooDeep(source: string): string {
  return `${source} nests lists or mappings too deeply for a settings file (the YAML parser ran out of stack): ${EXAMPLE}`
}

function parseMapping(text: string, source: string): ParsedDesiredSettings {
  const { isMap, isScalar } = yaml()
  const parsed = parseInputYaml(text)
  if (parsed === 'too deep') return refused(tooDeep(source))
  const { doc, lineAt } = parsed
  // Duplicates are named below, with both lines; every other parse error ends the reading.
  const syntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY')
  if (syntax !== undefined) {
    return refused(
      `${source} is not valid YAML: ${syntax.message} (line ${lineAt(syntax.pos[0])}).`
    )
  }
  const contents = doc.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return refused(`${source} has no settings: ${EXAMPLE}`)
  }
  if (!isMap(contents)) {
    return refused(`${source} must be a YAML mapping of setting name to value: ${EXAMPLE}`)
  }
  if (contents.items.length === 0) return refused(`${source} is an empty mapping: ${EXAMPLE}`)
  if (isSectioned(contents)) return readSections(contents, lineAt, readSettingItems, source)
  return { ...readSettingItems(contents.items, lineAt, source), sections: null }
}

function refused(problem: string): ParsedDesiredSettings {
  return { settings: [], sections: null, problems: [problem] }
}

/** The settings of a mapping's items (the whole input, or its `settings:` section). */
function readSettingItems(
  items: Array<Pair<ParsedNode, ParsedNode | null>>,
  lineAt: (offset: number) => number,
  source: string
): { settings: DesiredSetting[]; problems: string[] } {
  const { isScalar } = yaml()
  const settings: DesiredSetting[] = []
  const problems: string[] = []
  const firstLine = new Map<string, number>()
  // Every key the parser makes is a node with its place in the text, even an empty one.
  for (const { key, value } of items) {
    const line = lineAt(key.range[0])
    // YAML read as YAML: "build_pushes" and 'build_pushes' are the key build_pushes; a key the
    // parser reads as another type (true, 1, null) is no name.
    const name = isScalar(key) ? key.value : null
    if (typeof name !== 'string' || !SETTING_NAME.test(name)) {
      const shown = isScalar(key) ? quoted(String(key.value)) : 'a key'
      problems.push(
        `${source} has ${shown} on line ${line}, which is no setting name (lower case letters, digits and _, at most 100, e.g. build_pushes).`
      )
      continue
    }
    const seen = firstLine.get(name)
    if (seen !== undefined) {
      problems.push(`${source} names '${name}' twice (lines ${seen} and ${line}).`)
      continue
    }
    firstLine.set(name, line)
    const read = readValue(name, value, isScalar)
    if (typeof read === 'string') {
      // `cron:` holding branches is a mistyped section more likely than a setting.
      const section = knownSettingType(name) === undefined ? closest(name, SECTIONS) : null
      const hint = section === null ? '' : ` Did you mean the section '${section}:'?`
      problems.push(`${source} sets '${name}' (line ${line}) ${read}${hint}`)
    } else settings.push({ name, value: read.value })
  }
  return { settings, problems }
}

/** The typed value, or the rest of a sentence saying why it is refused. */
function readValue(
  name: string,
  node: ParsedNode | null,
  isScalar: Yaml['isScalar']
): { value: SettingValue } | string {
  const type = knownSettingType(name)
  const allowed =
    type === undefined
      ? 'a setting takes true, false or a whole number (0 or more)'
      : `the ${type} setting takes ${allowedValuesOf(type)}`
  // `name:` holds an empty scalar; `{name}` and `? name` hold no node at all.
  if (node === null || (isScalar(node) && node.value === null)) return `to nothing; ${allowed}.`
  if (!isScalar(node)) return `to a list, mapping or alias; ${allowed}.`
  // The text as written: 4.50 is shown as 4.50.
  const source = node.source
  if (node.tag !== undefined) return `with a YAML tag; tags are not allowed, ${allowed}.`
  if (node.type !== 'PLAIN') return `to the quoted text ${quoted(source)}; ${allowed}, unquoted.`
  const value =
    typeof node.value === 'boolean'
      ? node.value
      : typeof node.value === 'number' && /^\d{1,9}$/.test(source)
        ? node.value
        : null
  if (value === null || (type !== undefined && typeof value !== TS_TYPE[type])) {
    return `to ${quoted(source)}; ${allowed}.`
  }
  return { value }
}
