// Adds the e2e children's hits (measured on the ncc bundle) to vitest's coverage of src/.
//
// Why not istanbul's own merge: it matches items by exact location, and the two sides locate the
// same code differently. vitest maps its transform back to exact columns; ncc's source map is
// "cheap-module-source-map" (webpack's devtool in ncc), which keeps lines only, so every bundle
// item starts at column 0. Merged by location, each statement would appear twice, once covered and
// once not. Both sides come from the same converter walking the same source code in the same
// order, so the items of one kind starting on one line pair up in order: the n-th statement of
// line 12 on one side is the n-th on the other. Branches pair in walk order where a file's two
// lists are the same (addBranchesInWalkOrder), by line otherwise. Two cases need more:
// - a line whose items do not pair up (a count differs): a bundle hit is credited only when every
//   bundle item of that line was hit;
// - an item whose start the bundle maps to another line (the build joins a condition written over
//   several lines and maps it to the line above): it pairs with the one unpaired item of its kind
//   that starts within the lines the bundle item spans, if there is exactly one.
// Both are heuristics: they may still miss e2e hits the build moved further, and in rare cases
// credit a hit to a neighbouring item of the same kind; coverage/index.html shows each file.

/**
 * @param {import('istanbul-lib-coverage').FileCoverageData} target vitest's coverage of a file,
 *   updated in place
 * @param {import('istanbul-lib-coverage').FileCoverageData} bundle the bundle's coverage of it
 */
export function addBundleHits(target, bundle) {
  const statement = () => 'statement'
  pair([target.statementMap, target.s], [bundle.statementMap, bundle.s], (item) => item, statement)
  const fnRange = (fn) => ({ start: fn.decl.start, end: fn.loc.end })
  pair([target.fnMap, target.f], [bundle.fnMap, bundle.f], fnRange, statement)
  const branchKind = (branch) => `${branch.type}:${branch.locations.length}`
  // A branch starts at its first arm, not at the whole expression: the line-only map places a
  // condition written on the line after `const x =` on the line of `const x =`, while its arms
  // keep their own lines.
  const branchRange = (branch) => ({ start: branch.locations[0].start, end: branch.loc.end })
  if (!addBranchesInWalkOrder(target, bundle)) {
    pair([target.branchMap, target.b], [bundle.branchMap, bundle.b], branchRange, branchKind)
  }
}

/**
 * When both sides list the same branches in the same walk order (kind and arity alike, none
 * located after its counterpart: the build only ever moves a branch up to the first line of its
 * expression), they are the same branches: add them one by one. Returns false, changing nothing,
 * when the two lists differ.
 */
function addBranchesInWalkOrder(target, bundle) {
  const targetIds = inWalkOrder(target.branchMap)
  const bundleIds = inWalkOrder(bundle.branchMap)
  const same = (targetId, index) => {
    const mine = target.branchMap[targetId]
    const theirs = bundle.branchMap[bundleIds[index]]
    return (
      mine.type === theirs.type &&
      mine.locations.length === theirs.locations.length &&
      theirs.loc.start.line <= mine.loc.start.line
    )
  }
  if (targetIds.length !== bundleIds.length || !targetIds.every(same)) return false
  targetIds.forEach((id, index) => {
    target.b[id] = plus(target.b[id], bundle.b[bundleIds[index]])
  })
  return true
}

/**
 * Adds the bundle's counts to the target's, pairing items as the header says. `rangeOf` gives an
 * item's lines, `kindOf` what it may pair with. Counts are numbers (statements, functions) or
 * arrays of arm counts (branches).
 */
function pair([targetMap, targetCounts], [bundleMap, bundleCounts], rangeOf, kindOf) {
  const keyOf = (item) => `${rangeOf(item).start.line}:${kindOf(item)}`
  const targetGroups = groupBy(targetMap, keyOf)
  const bundleGroups = groupBy(bundleMap, keyOf)
  const unpaired = [...targetGroups]
    .filter(([key]) => !bundleGroups.has(key))
    .flatMap(([, ids]) => ids)

  for (const [key, bundleIds] of bundleGroups) {
    const targetIds = targetGroups.get(key)
    if (targetIds === undefined) {
      for (const bundleId of bundleIds) pairAcrossLines(bundleId)
    } else if (targetIds.length === bundleIds.length) {
      targetIds.forEach((id, index) => add(id, bundleCounts[bundleIds[index]]))
    } else {
      const leastHit = bundleIds.map((id) => bundleCounts[id]).reduce(minimum)
      for (const id of targetIds) add(id, leastHit)
    }
  }

  function pairAcrossLines(bundleId) {
    const { start, end } = rangeOf(bundleMap[bundleId])
    const candidates = unpaired.filter((id) => {
      const line = rangeOf(targetMap[id]).start.line
      return (
        kindOf(targetMap[id]) === kindOf(bundleMap[bundleId]) &&
        line >= start.line &&
        line <= end.line
      )
    })
    if (candidates.length !== 1) return
    add(candidates[0], bundleCounts[bundleId])
    unpaired.splice(unpaired.indexOf(candidates[0]), 1)
  }

  function add(id, counts) {
    targetCounts[id] = plus(targetCounts[id], counts)
  }
}

/** Counts added: numbers (statements, functions), or arm by arm (branches). */
function plus(current, counts) {
  return Array.isArray(current)
    ? current.map((count, arm) => count + (counts[arm] ?? 0))
    : current + (counts ?? 0)
}

function minimum(low, counts) {
  return Array.isArray(low)
    ? low.map((count, arm) => Math.min(count, counts[arm] ?? 0))
    : Math.min(low, counts ?? 0)
}

/** A map's item ids in the converter's walk order (its ids count up as it walks). */
function inWalkOrder(map) {
  return Object.keys(map).sort((a, b) => Number(a) - Number(b))
}

/** Item ids grouped by key, each group in walk order. */
function groupBy(map, keyOf) {
  /** @type {Map<string, string[]>} */
  const groups = new Map()
  for (const id of inWalkOrder(map)) {
    const key = keyOf(map[id])
    groups.set(key, [...(groups.get(key) ?? []), id])
  }
  return groups
}
