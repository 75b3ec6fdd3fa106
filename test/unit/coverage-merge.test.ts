import { describe, expect, it } from 'vitest'
import { addBundleHits } from '../../scripts/coverage-merge.mjs'

// Istanbul's FileCoverageData, reduced to what the merge reads.
interface Loc {
  start: { line: number; column: number }
  end: { line: number; column: number | null }
}
const at = (line: number, column: number): Loc => ({
  start: { line, column },
  end: { line, column: null }
})

function fileCoverage(options: {
  statements: Array<[Loc, number]>
  functions?: Array<[Loc, number]>
  branches?: Array<[Loc, string, number[], Loc[]?]>
}) {
  const entries = <T>(items: T[]) => Object.fromEntries(items.map((item, i) => [String(i), item]))
  const functions = options.functions ?? []
  const branches = options.branches ?? []
  return {
    path: '/repo/src/x.ts',
    statementMap: entries(options.statements.map(([loc]) => loc)),
    s: entries(options.statements.map(([, count]) => count)),
    fnMap: entries(
      functions.map(([loc], i) => ({ name: `f${i}`, decl: loc, loc, line: loc.start.line }))
    ),
    f: entries(functions.map(([, count]) => count)),
    branchMap: entries(
      branches.map(([loc, type, counts, arms]) => ({
        type,
        line: loc.start.line,
        loc,
        locations: arms ?? counts.map(() => loc)
      }))
    ),
    b: entries(branches.map(([, , counts]) => counts))
  }
}

describe('adding the bundle’s hits to vitest’s coverage (scripts/coverage-merge.mjs)', () => {
  it('pairs the statements of a line in order, though the bundle knows no columns', () => {
    const target = fileCoverage({
      statements: [
        [at(3, 2), 0],
        [at(3, 14), 0],
        [at(4, 2), 1]
      ]
    })
    const bundle = fileCoverage({
      statements: [
        [at(3, 0), 5],
        [at(3, 0), 0],
        [at(4, 0), 2]
      ]
    })
    addBundleHits(target, bundle)
    expect(target.s).toEqual({ '0': 5, '1': 0, '2': 3 })
  })

  it('credits a line whose items do not pair up only with what every bundle item of it had', () => {
    const target = fileCoverage({
      statements: [
        [at(7, 2), 0],
        [at(7, 9), 0]
      ]
    })
    const partly = fileCoverage({
      statements: [
        [at(7, 0), 4],
        [at(7, 0), 0],
        [at(7, 0), 1]
      ]
    })
    addBundleHits(target, partly)
    expect(target.s).toEqual({ '0': 0, '1': 0 })

    const fully = fileCoverage({
      statements: [
        [at(7, 0), 4],
        [at(7, 0), 2],
        [at(7, 0), 1]
      ]
    })
    addBundleHits(target, fully)
    expect(target.s).toEqual({ '0': 1, '1': 1 })
  })

  it('adds arm counts to the branch of the same kind and arity on the same line', () => {
    const target = fileCoverage({
      statements: [],
      branches: [
        [at(10, 4), 'if', [3, 0]],
        [at(10, 20), 'binary-expr', [0, 0, 0]]
      ]
    })
    const bundle = fileCoverage({
      statements: [],
      branches: [
        [at(10, 0), 'binary-expr', [2, 1, 0]],
        [at(10, 0), 'if', [0, 6]],
        [at(11, 0), 'if', [9, 9]]
      ]
    })
    addBundleHits(target, bundle)
    expect(target.b).toEqual({ '0': [3, 6], '1': [2, 1, 0] })
  })

  it('pairs an item the bundle maps to the line above with the one item of its kind within its lines', () => {
    const spanning = (from: number, to: number): Loc => ({
      start: { line: from, column: 0 },
      end: { line: to, column: 1 }
    })
    const target = fileCoverage({
      statements: [],
      branches: [
        [at(12, 6), 'binary-expr', [0, 0]],
        [at(20, 4), 'if', [0, 0]],
        [at(21, 4), 'if', [0, 0]]
      ]
    })
    const bundle = fileCoverage({
      statements: [],
      branches: [
        [spanning(11, 13), 'binary-expr', [4, 1]],
        // Two candidates within its lines: which one it is cannot be told, so neither is credited.
        [spanning(19, 22), 'if', [2, 2]]
      ]
    })
    addBundleHits(target, bundle)
    expect(target.b).toEqual({ '0': [4, 1], '1': [0, 0], '2': [0, 0] })
  })

  it('pairs a condition written below its `const x =` by the lines of its arms', () => {
    // `const line =\n  drift.length === 0\n    ? 'all match'\n    : 'some differ'`: vitest starts
    // the ternary at its condition (line 21), the bundle's line-only map at `const line =` (20).
    const target = fileCoverage({
      statements: [],
      branches: [[at(21, 4), 'cond-expr', [0, 0], [at(22, 8), at(23, 8)]]]
    })
    const bundle = fileCoverage({
      statements: [],
      branches: [[at(20, 0), 'cond-expr', [1, 9], [at(22, 0), at(23, 0)]]]
    })
    addBundleHits(target, bundle)
    expect(target.b).toEqual({ '0': [1, 9] })
  })

  it('pairs branches in walk order when both sides list the same ones, wherever the bundle puts them', () => {
    // `const changed =\n  a || b` and a call whose argument `c ? x : y` is on its own line: the
    // bundle folds each into one generated line, located at the statement's first line.
    const target = fileCoverage({
      statements: [],
      branches: [
        [at(12, 4), 'binary-expr', [0, 0]],
        [at(16, 6), 'cond-expr', [0, 0]],
        [at(20, 2), 'if', [1, 0]]
      ]
    })
    const bundle = fileCoverage({
      statements: [],
      branches: [
        [at(11, 0), 'binary-expr', [2, 1]],
        [at(14, 0), 'cond-expr', [1, 1]],
        [at(20, 0), 'if', [0, 3]]
      ]
    })
    addBundleHits(target, bundle)
    expect(target.b).toEqual({ '0': [2, 1], '1': [1, 1], '2': [1, 3] })
  })

  it('does not pair in walk order when a branch of the bundle comes after its counterpart', () => {
    const target = fileCoverage({
      statements: [],
      branches: [
        [at(12, 4), 'if', [0, 0]],
        [at(30, 4), 'if', [0, 0]]
      ]
    })
    const bundle = fileCoverage({
      statements: [],
      branches: [
        [at(30, 0), 'if', [5, 5]],
        [at(40, 0), 'if', [7, 7]]
      ]
    })
    addBundleHits(target, bundle)
    // By line: only line 30 pairs.
    expect(target.b).toEqual({ '0': [0, 0], '1': [5, 5] })
  })

  it('adds function calls by the line the function is declared on', () => {
    const target = fileCoverage({
      statements: [],
      functions: [
        [at(2, 16), 0],
        [at(5, 0), 1]
      ]
    })
    const bundle = fileCoverage({
      statements: [],
      functions: [
        [at(2, 0), 7],
        [at(6, 0), 1]
      ]
    })
    addBundleHits(target, bundle)
    expect(target.f).toEqual({ '0': 7, '1': 1 })
  })
})
