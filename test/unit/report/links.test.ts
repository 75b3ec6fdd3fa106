// The pages the job summary links to: derived from 'api-url' only where its form is known
// (docs/travis-api.md#web-pages), never guessed.
import { describe, expect, it } from 'vitest'
import type { RepoRef } from '../../../src/model/repository.js'
import { NO_PAGES, pagesFor, repositoryPages } from '../../../src/report/links.js'

const SLUG: RepoRef = { kind: 'slug', owner: 'octo-org', name: 'hello.world' }

function pages(apiUrl: string, provider = '', serverUrl?: string, repo: RepoRef = SLUG) {
  return repositoryPages({ apiUrl, provider, repo }, serverUrl)
}

describe('repository pages', () => {
  it('travis-ci.com: the app at app.travis-ci.com, caches page included; GitHub at github.com', () => {
    expect(pages('https://api.travis-ci.com')).toEqual({
      travisSettings: 'https://app.travis-ci.com/github/octo-org/hello.world/settings',
      travisCaches: 'https://app.travis-ci.com/github/octo-org/hello.world/caches',
      travisBranches: 'https://app.travis-ci.com/github/octo-org/hello.world/branches',
      travisBuilds: 'https://app.travis-ci.com/github/octo-org/hello.world/builds',
      travisJobs: 'https://app.travis-ci.com/github/octo-org/hello.world/jobs',
      githubDeployKeys: 'https://github.com/octo-org/hello.world/settings/keys'
    })
  })

  it('Enterprise: the web app where the API has its /api; no caches page there', () => {
    expect(pages('https://travis.example.com/api', 'github', 'https://ghe.example.com/')).toEqual({
      travisSettings: 'https://travis.example.com/github/octo-org/hello.world/settings',
      travisCaches: null,
      travisBranches: 'https://travis.example.com/github/octo-org/hello.world/branches',
      travisBuilds: 'https://travis.example.com/github/octo-org/hello.world/builds',
      travisJobs: 'https://travis.example.com/github/octo-org/hello.world/jobs',
      githubDeployKeys: 'https://ghe.example.com/octo-org/hello.world/settings/keys'
    })
  })

  it('an API URL of no known form (a local server, another host) links nothing on Travis CI', () => {
    for (const apiUrl of [
      'http://127.0.0.1:4567',
      'https://api.travis-ci.org',
      'https://ci.example.com/v3'
    ]) {
      const found = pages(apiUrl)
      expect(found.travisSettings, apiUrl).toBeNull()
      expect(found.travisCaches, apiUrl).toBeNull()
      expect(found.githubDeployKeys, apiUrl).toBe(
        'https://github.com/octo-org/hello.world/settings/keys'
      )
    }
  })

  it('another provider: its segment on Travis CI, and no GitHub page; an unknown one: nothing', () => {
    expect(pages('https://api.travis-ci.com', 'gitlab')).toMatchObject({
      travisSettings: 'https://app.travis-ci.com/gitlab/octo-org/hello.world/settings',
      githubDeployKeys: null
    })
    expect(pages('https://api.travis-ci.com', 'example-vcs')).toEqual({
      ...NO_PAGES
    })
  })

  it('a repository given by its Travis id, or a server URL that is not one, links nothing of it', () => {
    expect(pages('https://api.travis-ci.com', '', undefined, { kind: 'id', id: '42' })).toEqual(
      NO_PAGES
    )
    expect(pages('https://api.travis-ci.com', '', 'not a url').githubDeployKeys).toBeNull()
  })

  it('each operation links the pages that show what it read or changed', () => {
    const hosted = pages('https://api.travis-ci.com')
    const labels = (operation: string) => pagesFor(operation, hosted).map(([label]) => label)
    expect(labels('delete-caches')).toEqual(['caches on Travis CI'])
    expect(labels('list-branches')).toEqual(['branches on Travis CI'])
    expect(labels('apply-settings')).toEqual(['settings on Travis CI'])
    expect(labels('set-key-pair')).toEqual(['settings on Travis CI'])
    expect(labels('rotate-key-pair')).toEqual(['settings on Travis CI', 'deploy keys on GitHub'])
    expect(labels('list-repositories')).toEqual([])
  })
})
