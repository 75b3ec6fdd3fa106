// The check that lets scripts/coverage.mjs add the e2e children's coverage to vitest's by
// istanbul's merge: that both name the same statements, functions and branches at the same places.
// istanbul matches items by location (start and end, as text); an item located differently on the
// two sides would count twice, once hit and once not, and the totals would be wrong.

/** @param {{ start: { line: number, column: number | null }, end: { line: number, column: number | null } }} loc */
const key = ({ start, end }) => `${start.line}:${start.column}-${end.line}:${end.column}`

/** Each kind of item, where a file's coverage lists them and the location istanbul matches on. */
const KINDS = [
  ['statement', 'statementMap', (item) => key(item)],
  ['function', 'fnMap', (item) => key(item.loc)],
  ['branch', 'branchMap', (item) => key(item.locations[0])]
]

/**
 * Every item of a file both sides measured that one side has and the other does not, as
 * `file line:column-line:column kind (side only)`. A file only one side measured is added whole,
 * and cannot count twice.
 * @param {import('istanbul-lib-coverage').CoverageMap} unit vitest's map
 * @param {import('istanbul-lib-coverage').CoverageMap} children the e2e children's map
 * @returns {string[]}
 */
export function differentItems(unit, children) {
  const differences = []
  for (const file of children.files()) {
    if (!unit.data[file]) continue
    const ours = unit.fileCoverageFor(file).data
    const theirs = children.fileCoverageFor(file).data
    for (const [kind, field, keyOf] of KINDS) {
      const unitKeys = Object.values(ours[field]).map(keyOf)
      const childKeys = Object.values(theirs[field]).map(keyOf)
      const only = (side, keys, others) =>
        keys.filter((k) => !others.includes(k)).map((k) => `${file} ${k} ${kind} (${side} only)`)
      differences.push(
        ...only('unit', unitKeys, childKeys),
        ...only('children', childKeys, unitKeys)
      )
    }
  }
  return differences
}
