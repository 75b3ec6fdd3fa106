// `npm run test:live` without the kit: one line saying what it needs, exit 1, nothing started.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('../../scripts/test-live.mjs', import.meta.url))

describe('scripts/test-live.mjs', () => {
  it('without the kit, says in one line what it needs and exits 1', () => {
    const run = spawnSync(process.execPath, [SCRIPT], {
      env: { ...process.env, TRAVIS_LIVE_KIT: '/nonexistent/travis-api-live' },
      encoding: 'utf8'
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('test:live needs the travis-api-live kit')
    expect(lines[0]).toContain('TRAVIS_LIVE_KIT')
    expect(lines[0]).toContain('/nonexistent/travis-api-live')
  })
})
