// Issue 21, item 13: CONTRIBUTING.md's links lead somewhere: each relative link to a file of the
// project, and each #anchor to a heading of the file it names.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const anchorsOf = (path: string): string[] =>
  [...read(path).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1] ?? ''))

describe('CONTRIBUTING.md', () => {
  const links = [...read('CONTRIBUTING.md').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))

  it('links to test/README.md, the architecture, the release workflow and how to release', () => {
    expect(links).toEqual(
      expect.arrayContaining([
        'test/README.md',
        'docs/architecture.md#where-each-kind-of-change-goes',
        '.github/workflows/release.yml',
        'docs/development.md#releasing'
      ])
    )
  })

  it.each(links)('%s exists', (target) => {
    const [path = '', hash] = target.split('#')
    expect(existsSync(new URL(path, root)), path).toBe(true)
    if (hash !== undefined) expect(anchorsOf(path)).toContain(hash)
  })
})
