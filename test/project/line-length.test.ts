// No line of src/ over 160 characters: a message that long is built from named parts (a sentence
// joined from its clauses), so that a reader sees its pieces and a diff shows which one changed.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = new URL('../../src/', import.meta.url).pathname

const MAX_LINE = 160

/** Every line over the limit, as 'travis/pages.ts:12 (183 characters)'. */
function longLines(files: Map<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => line.length > MAX_LINE)
      .map(({ line, number }) => `${file}:${number} (${line.length} characters)`)
  )
}

function sourcesOf(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  return new Map(
    files
      .map((file) => file.split('\\').join('/'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')])
  )
}

describe('line length', () => {
  it(`no line of src/ is over ${MAX_LINE} characters`, () => {
    const sources = sourcesOf(SRC)
    expect(sources.size).toBeGreaterThan(50)
    expect(longLines(sources)).toEqual([])
  })

  it('finds a long line and names its file and line; a line of exactly the limit passes', () => {
    const sources = new Map([
      ['a.ts', `const ok = 1\n${'x'.repeat(MAX_LINE)}\n`],
      ['b.ts', `// one\n\nconst long = '${'y'.repeat(MAX_LINE)}'\n`]
    ])
    expect(longLines(sources)).toEqual([`b.ts:3 (${MAX_LINE + 15} characters)`])
  })
})
