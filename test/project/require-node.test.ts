// On a Node older than .node-version, the package scripts that need it stop at once with one line
// (found, needed, how to get it) instead of failing minutes later in a test.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GUARD = 'node scripts/require-node.cjs && '
const PRETEND = fileURLToPath(new URL('../support/pretend-node-version.cjs', import.meta.url))
const NEEDED = readFileSync(`${ROOT}.node-version`, 'utf8').trim()
const SCRIPTS: Record<string, string> = JSON.parse(
  readFileSync(`${ROOT}package.json`, 'utf8')
).scripts

/** Runs a command with every Node process in it claiming to be `version`. */
function asNode(version: string, command: string, args: string[]) {
  return spawnSync(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PRETEND_NODE_VERSION: version,
      NODE_OPTIONS: `--require ${PRETEND}`
    },
    encoding: 'utf8',
    timeout: 60_000
  })
}

describe('scripts/require-node.cjs', () => {
  it('on an older Node: one line with the version found, the one needed and how to get it', () => {
    const run = asNode('20.20.2', process.execPath, ['scripts/require-node.cjs'])
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`needs Node.js ${NEEDED} or newer (.node-version says ${NEEDED})`)
    expect(lines[0]).toContain('found v20.20.2')
    expect(lines[0]).toContain(`nvm install ${NEEDED}`)
  })

  it('on this Node (or a newer one) it says nothing', () => {
    for (const version of [process.versions.node, '30.0.0']) {
      const run = asNode(version, process.execPath, ['scripts/require-node.cjs'])
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout + run.stderr).toBe('')
    }
  })

  it('npm run test:unit on an older Node stops at once, before vitest starts', () => {
    // Were vitest to start, it would find no test file there and end at once too.
    const args = ['run', 'test:unit', '--silent', '--', '--dir', 'test/no-such-dir']
    const run = asNode('20.20.2', 'npm', args)
    expect(run.status).not.toBe(0)
    const output = (run.stdout + run.stderr).trim().split('\n')
    expect(output).toHaveLength(1)
    expect(output[0]).toContain('found v20.20.2')
  })

  it('every script that runs the project or its tests starts with the check', () => {
    const needing = [
      'build',
      'test',
      'test:no-coverage',
      'test:unit',
      'test:live',
      'demo',
      'local-action',
      'summary:preview'
    ]
    for (const name of needing) expect(SCRIPTS[name], name).toMatch(new RegExp(`^${GUARD}`))
  })
})
