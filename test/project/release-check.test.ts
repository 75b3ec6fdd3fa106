// Issue 21, item 2: scripts/release-check.mjs, which the release workflow runs before it tags
// anything: the versions and the CHANGELOG.md section agree with the version asked for, the
// tag is new and the major tag moves forward; and the workflow's own command lines, run as the
// runner runs them (bash -e, its env:, GITHUB_OUTPUT), on a copy of the project.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { changelogSection, checkRelease } from '../../scripts/release-check.mjs'
import { parseOutputFile } from '../support/run-action.mjs'
import { interpolate } from '../support/workflow-expressions.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const FILES = [
  'package.json',
  'package-lock.json',
  'src/runtime/version.ts',
  'CHANGELOG.md',
  'scripts/release-check.mjs'
]
const DATED = (text: string) => text.replace('## [1.0.0] - unreleased', '## [1.0.0] - 2026-03-14')
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version

const scratch = mkdtempSync(join(tmpdir(), 'release-check-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let copies = 0

/** A copy of the files the check reads (and the script), each changed by `edits` if named. */
function project(edits: Record<string, (text: string) => string> = {}): string {
  const root = join(scratch, String(++copies))
  for (const file of FILES) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), (edits[file] ?? ((same: string) => same))(text))
  }
  return root
}

const dated = () => project({ 'CHANGELOG.md': DATED })

describe('the project as it is', () => {
  it('agrees on its version everywhere but the CHANGELOG date, which is written when releasing', () => {
    expect(VERSION).toBe('1.0.0')
    expect(checkRelease({ version: VERSION, root: ROOT, existingTags: [] }).problems).toEqual([
      'CHANGELOG.md: date the release in its heading, "## [1.0.0] - YYYY-MM-DD" (UTC), not "## [1.0.0] - unreleased"'
    ])
  })
})

describe('checkRelease', () => {
  it('passes a dated section, and its notes are the section without heading or links', () => {
    const result = checkRelease({ version: '1.0.0', root: dated(), existingTags: ['v0.9.0'] })
    expect(result.problems).toEqual([])
    expect(result).toMatchObject({ tag: 'v1.0.0', majorTag: 'v1' })
    expect(result.notes).toMatch(/^The first release: /)
    expect(result.notes).toContain('### Added')
    expect(result.notes).not.toMatch(/## \[|^\[1\.0\.0\]:|\[Unreleased\]/m)
  })

  it.each(['v1.0.0', '1.0', '1.0.0-rc.1', '01.0.0', '', '1.0.0\n::warning::x'])(
    'refuses the version %j',
    (version) => {
      expect(checkRelease({ version, root: dated() }).problems).toEqual([
        `the version must be X.Y.Z (e.g. 1.2.3, no v), not ${JSON.stringify(version)}`
      ])
    }
  )

  it('names each file whose version differs', () => {
    const root = project({
      'CHANGELOG.md': (text) => DATED(text).replaceAll('1.0.0', '1.0.1'),
      'src/runtime/version.ts': (text) => text.replace("'1.0.0'", "'1.0.1'")
    })
    expect(checkRelease({ version: '1.0.1', root }).problems).toEqual([
      'package.json has version 1.0.0: run npm version 1.0.1 --no-git-tag-version',
      'package-lock.json has version 1.0.0: run npm install',
      'package-lock.json packages[""] has version 1.0.0: run npm install'
    ])
  })

  it('refuses a tag that exists, and a version below one of the same major', () => {
    const root = dated()
    expect(checkRelease({ version: '1.0.0', root, existingTags: ['v1.0.0'] }).problems).toEqual([
      'the tag v1.0.0 exists already: release a new version'
    ])
    expect(
      checkRelease({ version: '1.0.0', root, existingTags: ['v1', 'v1.0.1', 'v1.10.0', 'v2.0.0'] })
        .problems
    ).toEqual(['v1.0.1, v1.10.0 are newer than 1.0.0: v1 would move back'])
  })
})

describe('changelogSection', () => {
  const changelog = (unreleased: string, heading = '## [2.1.0] - 2026-01-31', links = true) =>
    [
      '# Changelog',
      '',
      '## [Unreleased]',
      unreleased,
      heading,
      '',
      '- Fixed a thing.',
      '',
      '## [2.0.0] - 2025-12-01',
      '',
      '- Older.',
      '',
      links ? '[2.1.0]: https://example.test/v2.1.0\n[2.0.0]: https://example.test/v2.0.0' : ''
    ].join('\n')

  it('gives the section up to the next version', () => {
    expect(changelogSection(changelog(''), '2.1.0')).toEqual({
      problems: [],
      notes: '- Fixed a thing.'
    })
    expect(changelogSection(changelog(''), '2.0.0').notes).toBe('- Older.')
  })

  it.each([
    ['no section', changelog(''), '2.2.0', 'CHANGELOG.md has no ## [2.2.0] section'],
    [
      'an impossible date',
      changelog('', '## [2.1.0] - 2026-02-30'),
      '2.1.0',
      'CHANGELOG.md: date the release in its heading, "## [2.1.0] - YYYY-MM-DD" (UTC), not "## [2.1.0] - 2026-02-30"'
    ],
    [
      'entries left under Unreleased',
      changelog('\n- Not released.\n'),
      '2.1.0',
      'CHANGELOG.md: ## [Unreleased] still has entries: move them under ## [2.1.0]'
    ],
    [
      'no link reference',
      changelog('', undefined, false),
      '2.1.0',
      'CHANGELOG.md has no link reference "[2.1.0]: …" at the bottom'
    ],
    [
      'no Unreleased section',
      changelog('').replace('## [Unreleased]\n', ''),
      '2.1.0',
      'CHANGELOG.md: keep an empty ## [Unreleased] section above the release'
    ],
    [
      'an empty section',
      changelog('').replace('- Fixed a thing.', ''),
      '2.1.0',
      'CHANGELOG.md: the ## [2.1.0] section is empty'
    ]
  ])('finds %s', (_, text, version, problem) => {
    expect(changelogSection(text, version).problems).toEqual([problem])
  })
})

// --- The workflow's steps that call the script, as the runner runs them ---

interface Step {
  name?: string
  id?: string
  run?: string
  env?: Record<string, string>
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>
}
const stepOf = (job: string, name: string): Step => {
  const step = workflow.jobs[job]?.steps.find((candidate) => candidate.name === name)
  if (step?.run === undefined) throw new Error(`release.yml: no step "${name}" in job ${job}`)
  return step
}

/** `bash -e` on the step's script in `root`, with its env: evaluated for `version`. */
function runStep(step: Step, root: string, version: string) {
  const temp = mkdtempSync(join(scratch, 'runner-'))
  const output = join(temp, 'output')
  writeFileSync(output, '')
  const env = Object.fromEntries(
    Object.entries(step.env ?? {}).map(([name, value]) => [
      name,
      interpolate(value, { inputs: { version } })
    ])
  )
  const run = spawnSync('bash', ['-e', '-c', step.run ?? ''], {
    cwd: root,
    encoding: 'utf8',
    env: {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: temp,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: temp,
      ...env
    }
  })
  return { ...run, outputs: parseKeyValues(readFileSync(output, 'utf8')), temp }
}

/** `name=value` lines, and the `name<<delimiter` blocks parseOutputFile reads. */
function parseKeyValues(text: string): Record<string, string> {
  const simple = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[\w-]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  )
  return { ...simple, ...parseOutputFile(text) }
}

/** A git repository of the copy, with these tags on its one commit. */
function gitProject(tags: string[]): string {
  const root = dated()
  const git = (...args: string[]) => {
    const result = spawnSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args],
      {
        cwd: root,
        encoding: 'utf8'
      }
    )
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  }
  git('init', '-q')
  git('commit', '-q', '--allow-empty', '-m', 'release')
  for (const tag of tags) git('tag', tag)
  return root
}

describe('release.yml', () => {
  const check = stepOf('check', 'Versions, CHANGELOG.md and tags agree with the input')
  const notes = stepOf('release', 'Release notes from CHANGELOG.md')

  it('passes the input through env:, never into the script', () => {
    for (const step of [check, notes]) {
      expect(step.run).not.toContain('${{')
      expect(step.env).toEqual({ VERSION: '${{ inputs.version }}' })
    }
  })

  it('checks the repository’s tags', () => {
    const passed = runStep(check, gitProject(['v0.9.0', 'v0']), '1.0.0')
    expect({ status: passed.status, stdout: passed.stdout }).toEqual({
      status: 0,
      stdout: 'v1.0.0: versions and CHANGELOG.md agree; v1 will move to it.\n'
    })
    const refused = runStep(check, gitProject(['v1.0.0']), '1.0.0')
    expect({ status: refused.status, stdout: refused.stdout }).toEqual({
      status: 1,
      stdout: '::error::the tag v1.0.0 exists already: release a new version\n'
    })
  })

  it('refuses an input that is not a version, on one line', () => {
    const run = runStep(check, gitProject([]), '1.0.0"; echo injected; "\n::warning::x')
    expect(run.status).toBe(1)
    expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(1)
    expect(run.stdout).toMatch(/^::error::the version must be X\.Y\.Z/)
    expect(run.stdout).not.toMatch(/^injected/m)
  })

  it('writes the notes, the tag and the major tag for the release job', () => {
    const run = runStep(notes, dated(), '1.0.0')
    expect(run.status).toBe(0)
    const file = join(run.temp, 'notes.md')
    expect(run.outputs).toEqual({ tag: 'v1.0.0', 'major-tag': 'v1', 'notes-file': file })
    const section = checkRelease({ version: '1.0.0', root: dated() }).notes
    expect(readFileSync(file, 'utf8')).toBe(`${section}\n`)
  })
})
