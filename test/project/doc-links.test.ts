// The links of the README, SECURITY.md, CONTRIBUTING.md, CHANGELOG.md, test/README.md,
// bench/README.md and every page of docs/ (the family pages among them) lead somewhere: every
// relative link names a file or folder of the project, and every `#anchor` a heading of the page
// it points to, as GitHub spells a heading's anchor.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { EVERY_OPERATION, FAMILIES } from '../../scripts/doc-tables.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.md'))
  .map((path) => `docs/${path}`)
const PAGES = [
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'test/README.md',
  'bench/README.md',
  ...DOCS
]
// Pages that must link somewhere: a page that lost all its links by mistake shows here. The
// family pages and docs/every-operation.md link to each other and to the README's sections.
const LINKING = new Set([
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  'docs/internals.md',
  'docs/architecture.md',
  'test/README.md',
  EVERY_OPERATION.page,
  ...FAMILIES.map((family) => family.page)
])

/** The text outside code blocks and code spans, where links and headings are. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/**
 * GitHub's anchor for a heading: lower case, code marks and punctuation dropped (letters, digits,
 * `-` and `_` kept), spaces as `-`; a repeated heading gets `-1`, `-2`, …; and `<a id="…">`.
 */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const withoutBlocks = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  for (const [, heading = ''] of withoutBlocks.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  // And the anchors a page sets itself, as docs/travis-api.md does for each fact.
  for (const [, id = ''] of withoutBlocks.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id)
  return anchors
}

/** Every link target of a page: inline links and images, and reference definitions. */
function linksOf(markdown: string): string[] {
  const text = prose(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)]
  return [...inline, ...references].map((match) => match[1] ?? '')
}

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

describe.each(PAGES)('%s', (page) => {
  const links = linksOf(read(page)).filter((link) => !/^[a-z][a-z+.-]*:/i.test(link))

  it.runIf(LINKING.has(page))('has relative links to check', () => {
    expect(links.length).toBeGreaterThan(0)
  })

  it('links only to files and folders of the project', () => {
    const missing = links
      .map((link) => link.split('#')[0] ?? '')
      .filter((path) => path !== '')
      .filter((path) => !existsSync(join(ROOT, dirname(page), decodeURI(path))))
    expect(missing).toEqual([])
  })

  it('links only to anchors that its pages have', () => {
    const broken = links
      .filter((link) => link.includes('#'))
      .filter((link) => {
        const [path = '', anchor = ''] = link.split('#')
        const target = path === '' ? page : normalize(join(dirname(page), decodeURI(path)))
        return !target.endsWith('.md') || !anchorsOf(read(target)).has(decodeURIComponent(anchor))
      })
    expect(broken).toEqual([])
  })
})

describe('the anchors GitHub makes', () => {
  it('drop code marks and punctuation, keep _ and -, and number repeats', () => {
    const anchors = anchorsOf(
      "# Two names: `exists_on_host` and `Service-API-Version`\n## A user's list\n## Notes\n## Notes\n"
    )
    expect([...anchors]).toEqual([
      'two-names-exists_on_host-and-service-api-version',
      'a-users-list',
      'notes',
      'notes-1'
    ])
  })
})
