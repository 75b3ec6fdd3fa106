// The check that lets scripts/coverage.mjs add the e2e children's coverage to vitest's by
// istanbul's merge: that both name the same statements, functions and branches at the same places.
// istanbul matches items by location (start and end, as text); an item located differently on the
// two sides would count twice, once hit and once not, and the totals would be wrong. A branch is
// checked on every location of its arms, not only the first that istanbul matches on.

/** @param {{ start: { line: number, column: number | null }, end: { line: number, column: number | null } }} loc */
const key = ({ start, end }) => `${start.line}:${start.column}-${end.line}:${end.column}`

/**
 * Each kind of item, where a file's coverage lists them and the locations that must match. A
 * branch is matched on all its locations, in order: istanbul finds a branch by its first
 * location only and then adds the hits location by location, so two branches that start at the
 * same place but differ after it (another arm, or one arm more) would have the hits of one arm
 * counted for another.
 */
const KINDS = [
  ['statement', 'statementMap', (item) => key(item)],
  ['function', 'fnMap', (item) => key(item.loc)],
  ['branch', 'branchMap', (item) => item.locations.map(key).join(' ')]
]

/**
 * Every item of a file both sides measured that one side has and the other does not, as
 * `file line:column-line:column kind (side only)` (a branch with the locations of all its arms,
 * separated by spaces). A file only one side measured is added whole,
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
