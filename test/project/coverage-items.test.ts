// scripts/coverage-items.mjs: the gate adds the e2e children's coverage to vitest's only when both
// name the same items at the same places (scripts/coverage.mjs, test/README.md "Coverage gate").
import { describe, expect, it } from 'vitest'
import { differentItems } from '../../scripts/coverage-items.mjs'

type Loc = { start: { line: number; column: number }; end: { line: number; column: number | null } }
const at = (line: number, column: number, endColumn: number | null = null): Loc => ({
  start: { line, column },
  end: { line, column: endColumn }
})

/**
 * One file's coverage (istanbul's data): statements and a branch, each with its count; the
 * branch's location is its first arm's, and it has one arm per location given.
 */
function file(path: string, statements: Array<[Loc, number]>, branch?: [Loc, number[], Loc[]?]) {
  const entries = <T>(items: T[]) => Object.fromEntries(items.map((item, i) => [String(i), item]))
  const arms = branch && (branch[2] ?? [branch[0]])
  return {
    path,
    statementMap: entries(statements.map(([loc]) => loc)),
    s: entries(statements.map(([, count]) => count)),
    fnMap: {},
    f: {},
    branchMap: branch
      ? { '0': { type: 'if', line: branch[0].start.line, loc: branch[0], locations: arms } }
      : {},
    b: branch ? { '0': branch[1] } : {}
  }
}

/** What differentItems reads of istanbul's CoverageMap. */
function coverageMap(...files: Array<ReturnType<typeof file>>) {
  const data = Object.fromEntries(files.map((f) => [f.path, f]))
  return {
    data,
    files: () => Object.keys(data),
    fileCoverageFor: (path: string) => ({ data: data[path] })
  }
}

describe('the items of the two sides (scripts/coverage-items.mjs)', () => {
  it('finds none different when both name the same items at the same places', () => {
    const unit = coverageMap(
      file(
        '/repo/src/a.ts',
        [
          [at(3, 2, 9), 0],
          [at(4, 2), 1]
        ],
        [at(3, 2, 9), [0, 0]]
      )
    )
    const children = coverageMap(
      file(
        '/repo/src/a.ts',
        [
          [at(3, 2, 9), 5],
          [at(4, 2), 0]
        ],
        [at(3, 2, 9), [5, 0]]
      )
    )
    expect(differentItems(unit, children)).toEqual([])
  })

  it('names an item located elsewhere on either side, by its end column too', () => {
    const unit = coverageMap(
      file('/repo/src/a.ts', [
        [at(3, 2, 9), 0],
        [at(4, 2), 1]
      ])
    )
    const children = coverageMap(
      file('/repo/src/a.ts', [
        [at(3, 2), 5],
        [at(4, 2), 0]
      ])
    )
    expect(differentItems(unit, children)).toEqual([
      '/repo/src/a.ts 3:2-3:9 statement (unit only)',
      '/repo/src/a.ts 3:2-3:null statement (children only)'
    ])
  })

  it('names a branch whose arms differ after the first, which istanbul alone would merge', () => {
    const ternary = (second: Loc, third?: Loc) =>
      file(
        '/repo/src/a.ts',
        [[at(5, 2), 1]],
        [at(5, 10, 14), [1, 0], [at(5, 10, 14), second, ...(third ? [third] : [])]]
      )
    const same = ternary(at(5, 17, 20))
    expect(differentItems(coverageMap(same), coverageMap(ternary(at(5, 17, 20))))).toEqual([])
    // Another second arm; then one arm more.
    expect(differentItems(coverageMap(same), coverageMap(ternary(at(5, 17, 24))))).toEqual([
      '/repo/src/a.ts 5:10-5:14 5:17-5:20 branch (unit only)',
      '/repo/src/a.ts 5:10-5:14 5:17-5:24 branch (children only)'
    ])
    expect(
      differentItems(coverageMap(same), coverageMap(ternary(at(5, 17, 20), at(5, 23, 25))))
    ).toEqual([
      '/repo/src/a.ts 5:10-5:14 5:17-5:20 branch (unit only)',
      '/repo/src/a.ts 5:10-5:14 5:17-5:20 5:23-5:25 branch (children only)'
    ])
  })

  it('names no file only one side measured (added whole, it cannot count twice)', () => {
    const unit = coverageMap(
      file('/repo/src/a.ts', [[at(1, 0), 1]]),
      file('/repo/src/c.ts', [[at(1, 0), 1]])
    )
    const children = coverageMap(file('/repo/src/b.ts', [[at(1, 0), 1]]))
    expect(differentItems(unit, children)).toEqual([])
  })
})
