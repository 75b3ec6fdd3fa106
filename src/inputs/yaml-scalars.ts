// Reading one scalar of a parsed YAML document the way the sections of 'desired-settings' take
// them: text as written, and booleans only unquoted; and the fields of one entry.
import type { Pair, ParsedNode } from 'yaml'
import { didYouMean } from '../lib/closest.js'
import { quoted } from './reader.js'
import { yaml } from './yaml.js'

/** An unquoted true or false; null for anything else. */
export function plainBoolean(node: ParsedNode | null): boolean | null {
  const { isScalar } = yaml()
  return isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'boolean'
    ? node.value
    : null
}

/**
 * The text of a scalar as written: a string as parsed (quoted or not), a plain number or boolean
 * as its source (`1.10` stays `1.10`); null for anything else (empty, a list, a mapping, a tag).
 */
export function scalarText(node: ParsedNode | null | undefined): string | null {
  const { isScalar } = yaml()
  if (!isScalar(node) || node.tag !== undefined || node.value === null) return null
  if (typeof node.value === 'string') return node.value
  return node.type === 'PLAIN' ? node.source : null
}

/** The items of a parsed YAML mapping. */
export type Items = Array<Pair<ParsedNode, ParsedNode | null>>

/**
 * An entry's fields by name, or the rest of a sentence saying why it is refused: a field it does
 * not take, or one given twice (the parser keeps both, and a silent last-wins could change what
 * the entry says). An unknown field beside an inline `value:` is not shown: in
 * `{ value: s3cr,et }` the field `et` is the rest of a value cut at its comma.
 */
export function entryFields(
  items: Items,
  allowed: string[],
  takes: string
): Map<string, ParsedNode | null> | string {
  const fields = new Map<string, ParsedNode | null>()
  const hasValue = items.some((pair) => scalarText(pair.key) === 'value')
  for (const pair of items) {
    const field = scalarText(pair.key)
    if (field === null || !allowed.includes(field)) {
      if (hasValue) {
        return (
          'has a field it does not take ' +
          `(not shown: beside value:, it may be part of the value, cut at a comma; quote a value that holds a comma); ${takes}.`
        )
      }
      if (field === null) return `has a key that is not text; ${takes}.`
      return `has ${quoted(field)}; ${takes}.${didYouMean(field, allowed)}`
    }
    if (fields.has(field)) return `gives ${field} twice; give it once.`
    fields.set(field, pair.value)
  }
  return fields
}
