// Issue 32, item 5: a README a team reads in ten minutes. At most 400 lines, no line of prose over
// 160 characters (tables and fenced code may be wider: a table row is one line, and code is copied
// as it is), every operation in its table of operations linked to its family page, and every
// secret its workflows use named in its table of secrets.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAMILIES } from '../../scripts/doc-tables.mjs'
import { OPERATIONS } from '../../src/model/operations.js'

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const MAX_LINES = 400
const MAX_WIDTH = 160

/**
 * The lines of `markdown` longer than `max` characters, outside fenced code blocks (``` or ~~~,
 * closed by the same fence) and table rows (lines that start with `|`), as `line N (length)`.
 */
function longProseLines(markdown: string, max: number): string[] {
  const long: string[] = []
  let fence: string | null = null
  markdown.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence !== null) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) {
        fence = null
      }
      return
    }
    if (opening !== undefined) {
      fence = opening
      return
    }
    if (/^\s*\|/.test(line)) return
    if ([...line].length > max) long.push(`line ${index + 1} (${[...line].length})`)
  })
  return long
}

describe('longProseLines', () => {
  const long = 'x'.repeat(161)

  it('reports a long line of prose, and none of exactly the limit', () => {
    expect(longProseLines(`# Title\n\n${long}\n${'y'.repeat(160)}\n`, 160)).toEqual([
      'line 3 (161)'
    ])
  })

  it('leaves out long lines of tables and fenced code, and finds one after a closed fence', () => {
    const markdown = [
      '| a | b |',
      '| --- | --- |',
      `| ${long} | b |`,
      '```sh',
      long,
      '```',
      '~~~',
      `\`\`\` ${long}`,
      '~~~',
      long
    ].join('\n')
    expect(longProseLines(markdown, 160)).toEqual(['line 10 (161)'])
  })

  it('counts characters, not bytes', () => {
    expect(longProseLines('→'.repeat(160), 160)).toEqual([])
  })
})

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES)
  })

  it(`has no line over ${MAX_WIDTH} characters outside tables and fenced code`, () => {
    expect(longProseLines(README, MAX_WIDTH)).toEqual([])
  })

  it('lists every operation in its table, linked to the page of its family', () => {
    const rows = README.split('\n').filter((line) => line.startsWith('| [`'))
    const linked = new Map(
      rows.map((row) => {
        const [, operation = '', page = ''] = /^\| \[`([^`]+)`\]\(([^)]+)\)/.exec(row) ?? []
        return [operation, page]
      })
    )
    const expected = new Map(
      FAMILIES.flatMap((family) => family.operations.map((operation) => [operation, family.page]))
    )
    expect(OPERATIONS.map((operation) => [operation, linked.get(operation)])).toEqual(
      OPERATIONS.map((operation) => [operation, expected.get(operation)])
    )
  })

  it('names every secret its workflows use in its table of secrets', () => {
    const used = new Set(
      [...README.matchAll(/secrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1])
    )
    const table = README.split('\n').filter((line) => /^\| (`[A-Z_]+`|other values)/.test(line))
    const named = new Set(
      table.flatMap((row) => [...row.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]))
    )
    expect(used.size).toBeGreaterThanOrEqual(4)
    expect([...used].filter((secret) => !named.has(secret))).toEqual([])
  })

  it('links the examples of its three quick starts', () => {
    for (const example of [
      'examples/clear-caches-after-merge.yml',
      'examples/deploy-after-travis-build.yml',
      'examples/travis-as-code.yml'
    ]) {
      expect(README).toContain(`](${example})`)
    }
  })
})
