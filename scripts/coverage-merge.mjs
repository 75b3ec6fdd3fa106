// Adds the e2e children's hits (measured on the ncc bundle) to vitest's coverage of src/.
//
// Why not istanbul's own merge: it matches items by exact location, and the two sides locate the
// same code differently. vitest maps its transform back to exact columns; ncc's source map is
// "cheap-module-source-map" (webpack's devtool in ncc), which keeps lines only, so every bundle
// item starts at column 0. Merged by location, each statement would appear twice, once covered and
// once not. Both sides come from the same converter walking the same source code in the same
// order, so the items starting on one line pair up in order: the n-th statement of line 12 on one
// side is the n-th on the other. Where a line's items do not pair up (a count or kind differs), a
// bundle hit is credited only when every bundle item of that line was hit, so the merge can
// under-count but never invents coverage. Branches pair in walk order where both sides list the
// same ones (addBranchCountsInWalkOrder says why), by line otherwise.

/**
 * @param {import('istanbul-lib-coverage').FileCoverageData} target vitest's coverage of a file,
 *   updated in place
 * @param {import('istanbul-lib-coverage').FileCoverageData} bundle the bundle's coverage of it
 */
export function addBundleHits(target, bundle) {
  addCounts(target.statementMap, target.s, bundle.statementMap, bundle.s, (item) => item.start)
  addCounts(target.fnMap, target.f, bundle.fnMap, bundle.f, (item) => item.decl.start)
  addBranchCounts(target, bundle)
}

/** Item ids grouped by key, each group in id order (the converter's walk order). */
function groupBy(map, keyOf) {
  /** @type {Map<string, string[]>} */
  const groups = new Map()
  for (const id of Object.keys(map).sort((a, b) => Number(a) - Number(b))) {
    const key = keyOf(map[id])
    groups.set(key, [...(groups.get(key) ?? []), id])
  }
  return groups
}

function addCounts(targetMap, targetCounts, bundleMap, bundleCounts, startOf) {
  const targetLines = groupBy(targetMap, (item) => String(startOf(item).line))
  for (const [line, bundleIds] of groupBy(bundleMap, (item) => String(startOf(item).line))) {
    const targetIds = targetLines.get(line) ?? []
    const hits = bundleIds.map((id) => bundleCounts[id] ?? 0)
    targetIds.forEach((id, index) => {
      targetCounts[id] += targetIds.length === bundleIds.length ? hits[index] : Math.min(...hits)
    })
  }
}

function addBranchCounts(target, bundle) {
  if (addBranchCountsInWalkOrder(target, bundle)) return
  // A branch pairs with one of the same kind and arity on the same line.
  const keyOf = (branch) => `${branch.loc.start.line}:${branch.type}:${branch.locations.length}`
  const targetGroups = groupBy(target.branchMap, keyOf)
  for (const [key, bundleIds] of groupBy(bundle.branchMap, keyOf)) {
    const targetIds = targetGroups.get(key) ?? []
    const paired = targetIds.length === bundleIds.length
    targetIds.forEach((id, index) => {
      target.b[id] = target.b[id].map((count, arm) =>
        paired
          ? count + (bundle.b[bundleIds[index]][arm] ?? 0)
          : count + Math.min(...bundleIds.map((bundleId) => bundle.b[bundleId][arm] ?? 0))
      )
    })
  }
}

/**
 * The compiler folds an expression spread over several source lines (a condition on the line
 * after `const x =`, the arguments of a call) into one generated line, which the bundle's map
 * gives the line of its first token: such a branch is located a few lines before vitest's, and
 * pairing by line misses it. When both sides list the same branches in the same walk order (kind
 * and arity alike, none located after its counterpart), they are the same branches: add them one
 * by one. Returns false, changing nothing, when the two lists differ.
 */
function addBranchCountsInWalkOrder(target, bundle) {
  const byId = (map) => Object.keys(map).sort((a, b) => Number(a) - Number(b))
  const targetIds = byId(target.branchMap)
  const bundleIds = byId(bundle.branchMap)
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
    target.b[id] = target.b[id].map((count, arm) => count + (bundle.b[bundleIds[index]][arm] ?? 0))
  })
  return true
}
