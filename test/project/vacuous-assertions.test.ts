// An assertion that a condition holds for every request passes on an empty list: a run that sent
// nothing would "send only GETs". Tests compare the set of what went out instead (issue 26, item
// 10), and this keeps new tests from bringing the vacuous form back.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const TEST = new URL('..', import.meta.url).pathname

/** `requests.every(` / `.lines().every(` / `recorder().lines().every(` and their spread forms. */
const VACUOUS = /\b(?:requests|lines\(\))\s*\.every\(/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** The line of each vacuous form, also when `.every(` stands on the next line. */
export function vacuousLines(text: string): number[] {
  const pattern = new RegExp(VACUOUS.source, 'g')
  return [...text.matchAll(pattern)].map((match) => text.slice(0, match.index).split('\n').length)
}

describe('assertions over the requests that went out', () => {
  it('never use .every() over a request list (it passes when nothing was sent)', () => {
    const found = testFiles(TEST)
      .filter((file) => !file.endsWith('vacuous-assertions.test.ts'))
      .flatMap((file) =>
        vacuousLines(readFileSync(file, 'utf8')).map((line) => `${relative(TEST, file)}:${line}`)
      )
    expect(found).toEqual([])
  })

  it('the check sees the forms it forbids', () => {
    expect(
      vacuousLines("expect(fake.requests.every((r) => r.method === 'GET')).toBe(true)")
    ).toEqual([1])
    expect(vacuousLines("liveRecorder()\n  .lines().every((l) => l.startsWith('GET '))")).toEqual([
      2
    ])
    expect(
      vacuousLines("expect([...new Set(fake.requests.map((r) => r.method))]).toEqual(['GET'])")
    ).toEqual([])
  })
})
