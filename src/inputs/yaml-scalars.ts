// Reading one scalar of a parsed YAML document the way the sections of 'desired-settings' take
// them: text as written, and booleans only unquoted.
import type { ParsedNode } from 'yaml'
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
