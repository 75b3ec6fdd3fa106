// The actions the examples call are pinned as the README ("Versions and pinning") recommends: a
// full commit SHA with its release tag in a comment, the same pin as .github/workflows where both
// use an action, and Dependabot moves them (its github-actions updates cover examples/). Our own
// action stays at its major tag, `@v1`, which the README shows first.
import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8')
const yamlFiles = (dir: string): string[] =>
  readdirSync(new URL(dir, root))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `${dir}${name}`)

const OURS = 'travis-repo-action/travis-repo-action'

interface Use {
  where: string
  action: string
  ref: string
  comment: string
}

/** Every `uses: owner/repo[/path]@ref  # comment` line of a workflow (local and docker ones aside). */
function usesOf(path: string): Use[] {
  const lines = read(path).split('\n')
  return lines.flatMap((line, index) => {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)['"]?\s*(?:#\s*(.*))?$/.exec(line)
    const [, reference = '', comment = ''] = match ?? []
    if (!match || reference.startsWith('./') || reference.startsWith('docker://')) return []
    const at = reference.lastIndexOf('@')
    return [
      {
        where: `${path}:${index + 1}`,
        action: reference.slice(0, at),
        ref: reference.slice(at + 1),
        comment: comment.trim()
      }
    ]
  })
}

const examples = yamlFiles('examples/').flatMap(usesOf)
const workflows = yamlFiles('.github/workflows/').flatMap(usesOf)
const theirs = examples.filter((use) => use.action !== OURS)

describe('the actions examples/ call', () => {
  it('are found: our action in every example, and others beside it', () => {
    expect(
      new Set(examples.filter((use) => use.action === OURS).map((use) => use.where.split(':')[0]))
        .size
    ).toBe(yamlFiles('examples/').length)
    expect(theirs.map((use) => use.action)).toEqual(
      expect.arrayContaining([
        'actions/checkout',
        'actions/create-github-app-token',
        'peter-evans/create-pull-request'
      ])
    )
  })

  it('are pinned by a full commit SHA with the release tag in a comment', () => {
    const loose = theirs
      .filter((use) => !/^[0-9a-f]{40}$/.test(use.ref) || !/^v\d+\.\d+\.\d+$/.test(use.comment))
      .map((use) => `${use.where}: ${use.action}@${use.ref} # ${use.comment}`)
    expect(loose).toEqual([])
  })

  it('are pinned as .github/workflows pins the same action', () => {
    const pinned = new Map(workflows.map((use) => [use.action, `${use.ref} # ${use.comment}`]))
    const shared = theirs.filter((use) => pinned.has(use.action))
    expect(shared.length).toBeGreaterThan(0)
    const differing = shared
      .filter((use) => pinned.get(use.action) !== `${use.ref} # ${use.comment}`)
      .map(
        (use) => `${use.where}: ${use.ref} # ${use.comment}, workflows: ${pinned.get(use.action)}`
      )
    expect(differing).toEqual([])
  })

  it('use one pin per action across the examples', () => {
    const pins = new Map<string, Set<string>>()
    for (const use of theirs)
      pins.set(use.action, (pins.get(use.action) ?? new Set()).add(`${use.ref} # ${use.comment}`))
    const several = [...pins].filter(([, refs]) => refs.size > 1).map(([action]) => action)
    expect(several).toEqual([])
  })

  it('include ours at its major tag, as a user names it', () => {
    const refs = new Set(examples.filter((use) => use.action === OURS).map((use) => use.ref))
    expect([...refs]).toEqual(['v1'])
  })
})

describe('Dependabot', () => {
  it("moves the examples' pins with the workflows' (github-actions updates of / and /examples)", () => {
    const config = parse(read('.github/dependabot.yml')) as {
      updates: Array<{ 'package-ecosystem': string; directory?: string; directories?: string[] }>
    }
    const actions = config.updates.filter(
      (update) => update['package-ecosystem'] === 'github-actions'
    )
    expect(actions).toHaveLength(1)
    expect(actions[0]?.directories).toEqual(['/', '/examples'])
  })
})
