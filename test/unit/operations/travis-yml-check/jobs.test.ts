// The preview's jobs as shown (stage, name, language, version, os, dist, env, the other matrix
// values; never the whole config) and two files' jobs compared by stage, name and matrix values,
// not by position.
import { describe, expect, it } from 'vitest'
import { diffJobs, expandedJob } from '../../../../src/operations/travis-yml-check/jobs.js'

const job = (config: Record<string, unknown>) => expandedJob({ config })

describe('a job as shown', () => {
  it('takes the language version key, os, env (secure hidden) and allowed failure', () => {
    const view = job({
      os: 'osx',
      osx_image: 'xcode15',
      node_js: '20',
      language: 'node_js',
      env: [{ A: '1' }, { secure: 'c2VjcmV0' }],
      stage: 'test',
      allow_failure: true,
      deploy: [{ provider: 'heroku', api_key: 'plain-secret' }]
    }).view
    expect(view).toEqual({
      stage: 'test',
      name: null,
      language: 'node_js',
      version: '20',
      os: 'osx',
      dist: null,
      env: ['A=1', '[secure]'],
      matrix: { osx_image: 'xcode15' },
      allowFailure: true
    })
    expect(JSON.stringify(job({ deploy: [{ api_key: 'plain-secret' }] }))).not.toContain(
      'plain-secret'
    )
  })

  it('uses each language its own key (rvm for ruby, compiler for C)', () => {
    expect(job({ language: 'ruby', rvm: '3.2' }).view.version).toBe('3.2')
    expect(job({ language: 'c', compiler: 'clang' }).view.version).toBe('clang')
    expect(job({ language: 'shell' }).view.version).toBeNull()
  })
})

describe('jobs compared', () => {
  const test31 = { language: 'ruby', rvm: '3.1', os: 'linux', stage: 'test', script: ['rake'] }
  const test32 = { ...test31, rvm: '3.2' }
  const deploy = {
    language: 'ruby',
    rvm: '3.1',
    os: 'linux',
    stage: 'deploy',
    script: ['./deploy.sh']
  }

  it('finds a removed job whatever its position', () => {
    const diff = diffJobs([test31, test32, deploy].map(job), [deploy, test32].map(job))
    expect(diff.removed.map((j) => j.version)).toEqual(['3.1'])
    expect(diff.added).toEqual([])
    expect(diff.changed).toEqual([])
  })

  it('names the keys of a matched job that changed, not their values', () => {
    const diff = diffJobs(
      [job(test31)],
      [job({ ...test31, script: ['rake spec'], allow_failure: true })]
    )
    expect(diff.changed).toHaveLength(1)
    expect(diff.changed[0]?.keys).toEqual(['allow_failure', 'script'])
    expect(JSON.stringify(diff)).not.toContain('rake spec')
  })

  it('a job whose matrix values change is one removed and one added', () => {
    const diff = diffJobs([job(test31)], [job({ ...test31, os: 'osx' })])
    expect(diff.removed.map((j) => j.os)).toEqual(['linux'])
    expect(diff.added.map((j) => j.os)).toEqual(['osx'])
  })

  it('matches a job without a stage with the same job in test, once a file names stages', () => {
    const unstaged = { language: 'ruby', rvm: '3.2', os: 'linux', script: ['rake'] }
    const diff = diffJobs([job(unstaged)], [job({ ...unstaged, stage: 'test' }), job(deploy)])
    expect(diff.removed).toEqual([])
    expect(diff.changed).toEqual([])
    expect(diff.added.map((j) => j.stage)).toEqual(['deploy'])
  })

  it('matches jobs by every matrix value, not by position (gemfile, jdk, arch, dist, osx_image, …)', () => {
    const values = [
      { gemfile: 'a.gemfile' },
      { jdk: 'openjdk17' },
      { arch: 'arm64' },
      { dist: 'jammy' },
      { osx_image: 'xcode15' },
      { otp_release: '26' },
      { dart_task: { test: '--platform vm' } }
    ]
    for (const value of values) {
      const other = { ...test31, ...value }
      const diff = diffJobs([job(other), job(test31)], [job(test31)])
      expect(diff.changed).toEqual([])
      expect(diff.removed).toEqual([job(other).view])
    }
    expect(job({ ...test31, gemfile: 'a.gemfile', dart_task: { test: 'x' } }).view.matrix).toEqual({
      gemfile: 'a.gemfile',
      dart_task: '{"test":"x"}'
    })
  })

  it('keeps the keys that are no matrix value out of the match: a new install is changed', () => {
    const gemfile = { ...test31, gemfile: 'b.gemfile' }
    const diff = diffJobs([job(gemfile)], [job({ ...gemfile, install: ['bundle'] })])
    expect(diff.added).toEqual([])
    expect(diff.removed).toEqual([])
    expect(diff.changed.map((change) => change.keys)).toEqual([['install']])
  })

  it('counts identical jobs one by one', () => {
    const diff = diffJobs([job(test31), job(test31)], [job(test31)])
    expect(diff.removed).toHaveLength(1)
  })
})
