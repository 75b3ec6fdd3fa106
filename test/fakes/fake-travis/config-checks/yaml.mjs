// Reading the YAML as travis-yml's support/yaml.rb does (Psych, YAML 1.1), in the forms the fake
// models: mappings that keep their keys' lines, lists, and plain scalars typed as Psych types them.
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument } from 'yaml'

/**
 * A YAML mapping as travis-yml's loader keeps it: its keys in order, each with its 0-based line
 * (support/yaml.rb `to_key`: `Key.new(key, node.start_line)`).
 */
export class YMap {
  /** @param {{ key: string, line: number, value: any }[]} entries */
  constructor(entries) {
    this.entries = entries
  }
}

/** A list, with the line of the key it belongs to (for messages on its items). */
export class YSeq {
  /** @param {any[]} items */
  constructor(items) {
    this.items = items
  }
}

/**
 * Psych's float (ScalarScanner FLOAT), kept as written by travis-yml's ScalarScanner, like times
 * and yes/no/on/off (`KEEP`, unanchored), which YAML 1.2 reads as strings anyway.
 */
const FLOAT =
  /^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$/
const INTEGER = /^[-+]?(0|[1-9][0-9_]*)$/

/**
 * A plain scalar as Psych (YAML 1.1) types it, in the forms modelled: integers, floats kept as
 * written, booleans, null; anything else a string. Other YAML 1.1 forms (octal, `1:20`, `y`)
 * are read as strings and reported as not modelled.
 * @param {string} text
 * @param {(what: string) => void} unmodelled
 */
function plainScalar(text, unmodelled) {
  if (INTEGER.test(text)) return Number(text.replace(/_/g, ''))
  if (FLOAT.test(text)) return text
  if (/^(true|True|TRUE)$/.test(text)) return true
  if (/^(false|False|FALSE)$/.test(text)) return false
  if (/^(~|null|Null|NULL|)$/.test(text)) return null
  if (/^[-+]?0[0-7_]+$|^[-+]?0x[0-9a-fA-F_]+$|^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+$/.test(text)) {
    unmodelled(`scalar ${text}`)
  }
  return text
}

/**
 * @param {string} text
 * @returns {{ root: any } | { error: string }}
 */
export function readYaml(text) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, schema: 'failsafe', uniqueKeys: false })
  if (doc.errors.length > 0) return { error: doc.errors[0].message.split('\n')[0] }
  /** @type {string[]} */
  const unmodelled = []
  const note = (/** @type {string} */ what) => unmodelled.push(what)
  const lineOf = (/** @type {any} */ node) =>
    node?.range ? lineCounter.linePos(node.range[0]).line - 1 : null
  /** @returns {any} */
  const convert = (/** @type {any} */ node) => {
    if (isAlias(node)) return convert(node.resolve(doc))
    if (isMap(node)) {
      /** @type {{ key: string, line: number, value: any }[]} */
      const entries = []
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : null
        if (key === null || key === '<<') {
          note('a merge key or a key that is not a scalar')
          continue
        }
        const name = key.startsWith(':') ? key.slice(1) : key
        const at = entries.findIndex((entry) => entry.key === name)
        if (at >= 0) {
          note(`duplicate key ${name}`)
          entries.splice(at, 1)
        }
        entries.push({ key: name, line: lineOf(pair.key), value: convert(pair.value) })
      }
      return new YMap(entries)
    }
    if (isSeq(node)) return new YSeq(node.items.map(convert))
    if (isScalar(node)) {
      if (node.tag) note(`tag ${node.tag}`)
      return node.type === 'PLAIN' ? plainScalar(String(node.value), note) : String(node.value)
    }
    return null
  }
  return { root: convert(doc.contents), unmodelled }
}

/**
 * A value read, as plain JSON values (maps as objects, lists as arrays).
 * @param {unknown} value
 */
export function toPlain(value) {
  if (value instanceof YMap) {
    return Object.fromEntries(value.entries.map((entry) => [entry.key, toPlain(entry.value)]))
  }
  if (value instanceof YSeq) return value.items.map(toPlain)
  return value
}
