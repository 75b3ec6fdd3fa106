// In-memory data of the fake Travis server. Plain objects and arrays, so tests can read and
// change them directly; the helpers only fill in defaults.

/**
 * @typedef {object} TravisBuild
 * @property {number} id
 * @property {string} number
 * @property {string} state
 * @property {string | Date | null} startedAt
 * @property {string | Date | null} finishedAt
 * @property {string} eventType push, pull_request, api, cron
 * @property {number | null} [duration] seconds; computed from the timestamps when absent
 * @property {string | null} [previousState] defaults to the state of the next older build
 */

/**
 * @typedef {object} TravisBranch
 * @property {string} name
 * @property {boolean} existsOnHost
 * @property {TravisBuild[]} builds newest first; builds[0] is `last_build`
 */

/**
 * @typedef {object} TravisCache
 * @property {string} group storage branch segment: normalised branch name or `PR.<n>`
 * @property {string} name
 * @property {number} size bytes
 * @property {string | Date} lastModified
 */

/**
 * @typedef {object} TravisKeyPair
 * @property {string} privateKey PEM exactly as uploaded
 * @property {string | null} description
 */

/**
 * @typedef {object} TravisRepo
 * @property {number} id
 * @property {string} slug owner/name
 * @property {string} provider e.g. github
 * @property {boolean} private
 * @property {string} defaultBranch
 * @property {TravisKeyPair | null} keyPair
 * @property {TravisCache[]} caches
 * @property {Record<string, unknown>} settings stored values overriding the defaults
 * @property {TravisBranch[]} branches
 */

/**
 * @typedef {object} TravisToken
 * @property {string} user
 * @property {boolean} [settingsRead] default true
 * @property {boolean} [settingsWrite] default true
 * @property {boolean} [keyPairWrite] default true (create, update and delete)
 * @property {boolean} [cacheView] default true
 * @property {boolean} [cacheDelete] default true
 */

/**
 * @typedef {object} RepoSpec
 * @property {number} id
 * @property {string} slug
 * @property {string} [provider]
 * @property {boolean} [private]
 * @property {string} [defaultBranch]
 * @property {TravisKeyPair | null} [keyPair]
 * @property {TravisCache[]} [caches]
 * @property {Record<string, unknown>} [settings]
 * @property {TravisBranch[]} [branches]
 */

/**
 * @typedef {object} BranchSpec
 * @property {string} name
 * @property {boolean} [existsOnHost] default true
 * @property {number | Partial<TravisBuild>[]} [builds] how many builds to generate, or partial
 *   builds (newest first) to complete; default 1
 */

/**
 * @typedef {object} CacheSpec
 * @property {string} [group] storage group as is
 * @property {string} [branch] branch name, normalised into the group
 * @property {number} [pullRequest] gives the group `PR.<n>`
 * @property {string} name
 * @property {number} [size]
 * @property {string | Date} [lastModified]
 */

/**
 * The cache group the service stores a branch's caches under.
 * @param {string} branch
 * @returns {string}
 */
export function cacheGroupOf(branch) {
  return branch.replace(/[^A-Za-z0-9_.-]/g, '')
}

const BASE_TIME = Date.parse('2024-05-01T08:00:00Z')

export function createTravisState() {
  /** @type {TravisRepo[]} */
  const repos = []
  let nextBuildId = 1000
  let nextBuildNumber = 1

  /**
   * @param {RepoSpec} spec
   * @returns {TravisRepo}
   */
  function addRepo(spec) {
    /** @type {TravisRepo} */
    const repo = {
      id: spec.id,
      slug: spec.slug,
      provider: spec.provider ?? 'github',
      private: spec.private ?? true,
      defaultBranch: spec.defaultBranch ?? 'master',
      keyPair: spec.keyPair ?? null,
      caches: spec.caches ?? [],
      settings: spec.settings ?? {},
      branches: spec.branches ?? []
    }
    repos.push(repo)
    return repo
  }

  /**
   * @param {number | TravisRepo} repoOrId
   * @returns {TravisRepo}
   */
  function repoOf(repoOrId) {
    if (typeof repoOrId !== 'number') return repoOrId
    const repo = repos.find((candidate) => candidate.id === repoOrId)
    if (!repo) throw new Error(`fake travis: no repo with id ${repoOrId}`)
    return repo
  }

  /**
   * Completes a partial build; ids, numbers and start times grow with every generated build.
   * @param {Partial<TravisBuild>} partial
   * @returns {TravisBuild}
   */
  function completeBuild(partial) {
    const id = partial.id ?? nextBuildId++
    const started = new Date(BASE_TIME + id * 60_000)
    return {
      id,
      number: partial.number ?? String(nextBuildNumber++),
      state: partial.state ?? 'passed',
      startedAt: partial.startedAt === undefined ? started : partial.startedAt,
      finishedAt:
        partial.finishedAt === undefined
          ? new Date(started.getTime() + 95_000)
          : partial.finishedAt,
      eventType: partial.eventType ?? 'push',
      ...(partial.duration !== undefined && { duration: partial.duration }),
      ...(partial.previousState !== undefined && { previousState: partial.previousState })
    }
  }

  /**
   * @param {number | TravisRepo} repoOrId
   * @param {BranchSpec} spec
   * @returns {TravisBranch}
   */
  function addBranch(repoOrId, spec) {
    const wanted = spec.builds ?? 1
    const partials =
      typeof wanted === 'number' ? Array.from({ length: wanted }, () => ({})) : wanted
    // Generate oldest first so that ids grow towards the newest build, then store newest first.
    const builds = [...partials].reverse().map(completeBuild).reverse()
    const branch = { name: spec.name, existsOnHost: spec.existsOnHost ?? true, builds }
    repoOf(repoOrId).branches.push(branch)
    return branch
  }

  /**
   * @param {number | TravisRepo} repoOrId
   * @param {CacheSpec} spec
   * @returns {TravisCache}
   */
  function addCache(repoOrId, spec) {
    const group =
      spec.group ??
      (spec.pullRequest !== undefined ? `PR.${spec.pullRequest}` : cacheGroupOf(spec.branch ?? ''))
    const cache = {
      group,
      name: spec.name,
      size: spec.size ?? 1024,
      lastModified: spec.lastModified ?? '2024-05-01T12:00:00Z'
    }
    repoOf(repoOrId).caches.push(cache)
    return cache
  }

  return {
    repos,
    addRepo,
    addBranch,
    addCache,
    seedDemo: () => seedDemo({ addRepo, addBranch, addCache })
  }
}

/** @typedef {ReturnType<typeof createTravisState>} TravisState */

/**
 * The demo repository: private, caches on several groups, 205 branches of which 3 have no build
 * (so the default listing has 202 entries, master first: pages of 100, 100 and 2).
 * @param {Pick<TravisState, 'addRepo' | 'addBranch' | 'addCache'>} state
 * @returns {TravisRepo}
 */
function seedDemo({ addRepo, addBranch, addCache }) {
  const repo = addRepo({
    id: 1,
    slug: 'octo-org/hello-world',
    private: true,
    defaultBranch: 'master'
  })
  const names = [
    'develop',
    'feature/login',
    ...Array.from({ length: 196 }, (_, i) => `feature-${String(i + 1).padStart(3, '0')}`),
    'release-1.0',
    'release-1.1',
    'hotfix/urgent'
  ]
  names.forEach((name, index) => {
    addBranch(repo, { name, existsOnHost: index % 10 !== 9, builds: (index % 3) + 1 })
  })
  for (const name of ['never-built-1', 'never-built-2', 'never-built-3']) {
    addBranch(repo, { name, existsOnHost: true, builds: 0 })
  }
  // The default branch gets the newest builds.
  addBranch(repo, { name: 'master', builds: 3 })

  const linux = 'cache-linux-focal-e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
  addCache(repo, {
    branch: 'master',
    name: `${linux}--rvm-3.2--gemfile-Gemfile.tgz`,
    size: 20_308_738
  })
  addCache(repo, { branch: 'master', name: `${linux}--node-20.tgz`, size: 5_242_880 })
  addCache(repo, { branch: 'feature/login', name: `${linux}--node-20.tgz`, size: 4_980_736 })
  addCache(repo, {
    branch: 'feature/login',
    name: 'cache-osx-xcode15-e3b0c442--node-20.tgz',
    size: 7_340_032
  })
  addCache(repo, { pullRequest: 42, name: `${linux}--node-20.tgz`, size: 5_111_808 })
  addCache(repo, { branch: 'develop', name: `${linux}--node-20.tgz`, size: 4_194_304 })
  return repo
}
