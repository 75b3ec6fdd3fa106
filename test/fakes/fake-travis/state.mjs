// In-memory data of the fake Travis server. Plain objects and arrays, so tests can read and
// change them directly; the helpers only fill in defaults.
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { gatekeeper, jobLog, locateBuild, setBuildState } from './pipeline.mjs'

/** @type {string | null} */
let generatedKeyOfProcess = null

/**
 * The key repositories get unless their spec names one: made once per process, when first asked
 * for (a 2048-bit key takes some tens of milliseconds), as the kit seeds one fixed key for every
 * repository.
 * @returns {string} PEM private key
 */
export function sharedGeneratedKey() {
  generatedKeyOfProcess ??= String(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem'
    })
  )
  return generatedKeyOfProcess
}

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
 * @property {number | null} [pullRequestNumber] a pull request build's number (null for others)
 * @property {string | null} [pullRequestTitle] its title
 * @property {string | null} [message] the commit message (an API build's: its request's)
 * @property {string | null} [sha]
 * @property {string | Date | null} [createdAt]
 * @property {TravisJob[]} [jobs] default none (seeded builds have none on the live kit either)
 * @property {TravisStage[]} [stages] its stages (`stages` rows); made from the jobs' stage names
 *   when absent (fake-travis/pipeline.mjs stagesOf)
 * @property {PipelineStep[]} [script] what the next reads of `/build/{id}` show, one step per read
 *   (fake-travis/builds.mjs)
 * @property {TravisCommit} [commit] the build's commit as a seed or the gatekeeper wrote it;
 *   default made up
 * @property {number[]} [jobIds] its jobs in recent_builds; default one
 * @property {TravisSender | null} [createdBy] null: no sender (the kit's seeder writes none)
 * @property {string | Date} [updatedAt] when its row was last written; default its finish
 * @property {string | Date | null} [restartedAt] set by travis-hub's restart
 * @property {number} [requestId] the request it was made of
 */

/**
 * A job of a build (`jobs` rows, renderer/job.rb).
 * @typedef {object} TravisJob
 * @property {number} id from the builds' sequence (`shared_builds_tasks_seq`)
 * @property {string} number `{build number}.{n}`
 * @property {string} state
 * @property {boolean} [allowFailure] default false
 * @property {string} [stage] the name of its stage (one of the build's `stages`); none: no stage
 * @property {Record<string, unknown>} [config] as stored (`job_configs`), rendered with
 *   `include=job.config` through travis-api's ConfigObfuscator; default `{}`
 * @property {string | Date | null} [startedAt] absent: the build's, once the job has started
 * @property {string | Date | null} [finishedAt] absent: the build's, once the job has finished
 * @property {string | Date | null} [restartedAt]
 * @property {string | null} [log] the job's log as travis-logs holds it: its text; `''` a log row
 *   without content (a restart cleared it: `log.txt` answers the 4 bytes `null`); null or absent
 *   no log (404)
 * @property {string | Date} [createdAt] default the build's
 * @property {string | Date} [updatedAt] default its creation
 */

/**
 * A stage of a build (`stages` rows, renderer/stage.rb).
 * @typedef {object} TravisStage
 * @property {number} id
 * @property {number} number 1, 2, … in order of first appearance
 * @property {string} name
 * @property {string} state
 * @property {string | Date | null} startedAt
 * @property {string | Date | null} finishedAt
 */

/**
 * A commit (`commits` rows).
 * @typedef {object} TravisCommit
 * @property {number} id
 * @property {string} sha
 * @property {string} message
 * @property {string | Date} committedAt
 * @property {string} [ref] default `refs/heads/{branch}`, or `refs/pull/{n}/merge` for a pull
 *   request build
 * @property {string | null} [compareUrl] default `https://github.com/{slug}/compare/{sha[0,12]}`
 *   (the kit's seeder)
 * @property {string} [branch] the branch it was made for (a request's `branch_name`)
 */

/** @typedef {TravisCommit} SeededCommit */

/**
 * A build's sender (`created_by`), a user.
 * @typedef {object} TravisSender
 * @property {number} id
 * @property {string} login
 */

/**
 * A job description, as the kit's control `/gatekeeper` takes it (lib/pipeline.rb `job_specs`).
 * @typedef {object} JobSpec
 * @property {string} [name] stored in the config (a job has no name of its own)
 * @property {string} [stage] when any job names one: a job without is in the previous job's stage
 *   (the first in `test`)
 * @property {boolean} [allow_failure]
 * @property {Record<string, unknown>} [config]
 */

/**
 * A request message, as the gatekeeper stores travis-yml's (`messages` rows).
 * @typedef {object} MessageSpec
 * @property {'alert' | 'error' | 'warn' | 'info'} level
 * @property {string} [key]
 * @property {string} code
 * @property {Record<string, unknown> | null} [args]
 * @property {string} [src]
 * @property {number | null} [line]
 * @property {string} [type]
 */

/**
 * @typedef {object} TravisMessage
 * @property {number} id
 * @property {string} level
 * @property {string | null} key
 * @property {string} code
 * @property {Record<string, unknown> | null} args
 * @property {string | null} src
 * @property {number | null} line
 */

/**
 * One step of the fake's pipeline (fake-travis/pipeline.mjs moveBuild): a state, or a state with
 * each job's (`jobs`, in job order), how long a build that finishes now has run (`ranSeconds`), and
 * the text each job's log then holds (`logs`, in job order, verbatim; null: none written).
 * @typedef {string | { state: string, jobs?: string[], ranSeconds?: number, logs?: (string | null)[] }} PipelineStep
 */

/**
 * What `state.travisStarts` takes: a build Travis CI starts itself (from GitHub's webhook).
 * @typedef {object} TravisStartSpec
 * @property {string} branch the branch built (a pull request's base branch)
 * @property {string} sha
 * @property {'push' | 'pull_request'} [eventType] default push, or pull_request with a number
 * @property {number} [pullRequestNumber]
 * @property {string} [pullRequestTitle] default `PR #{n}`
 * @property {string} [message] the commit message; default `commit on {branch}`
 * @property {number} [afterReads] reads of the repository's builds or requests before the
 *   gatekeeper takes it (on the next one); default 0
 * @property {string} [reject] the request is rejected with this message, no build
 * @property {MessageSpec[]} [messages] default pipeline.messages
 * @property {number | JobSpec[]} [jobs] default pipeline.jobs
 * @property {PipelineStep[]} [states] default pipeline.states
 */

/**
 * @typedef {object} TravisStart
 * @property {number} repoId
 * @property {TravisStartSpec} spec
 * @property {number} reads
 * @property {TravisRequest} [request] once taken
 * @property {TravisBuild} [build] once taken, unless rejected
 */

/**
 * A build request (`requests` table): pending until the gatekeeper takes it.
 * @typedef {object} TravisRequest
 * @property {number} id
 * @property {number} repoId
 * @property {string} state pending, finished
 * @property {string | null} result approved, rejected
 * @property {string | null} message why it was rejected
 * @property {string} branch
 * @property {string | null} commitMessage the `message` it was sent with
 * @property {string | null} sha
 * @property {unknown} config
 * @property {unknown} mergeMode
 * @property {Date} createdAt
 * @property {number} reads GETs of it so far
 * @property {number | null} buildId
 * @property {string} [eventType] default api
 * @property {TravisCommit} [commit] once taken (an API request rejected has none)
 * @property {TravisMessage[]} [messages] the gatekeeper's
 * @property {string} [senderLogin] the login of the token that made it
 */

/**
 * What travis-gatekeeper, the workers and travis-hub do (fake-travis/builds.mjs, pipeline.mjs).
 * @typedef {object} TravisPipeline
 * @property {number} pendingReads reads of a request answered pending before it is taken
 * @property {string | null} reject the gatekeeper rejects requests with this message
 * @property {number | JobSpec[]} jobs jobs per build, or their descriptions (JobSpec)
 * @property {MessageSpec[]} messages stored for each request the gatekeeper takes
 * @property {PipelineStep[]} states a new (or restarted) build's states, one per read
 * @property {number} maxRequests API build requests per hour (requests/create.rb LIMIT)
 */

/**
 * @typedef {object} TravisBranch
 * @property {number} id database id (`branches.id`), given by addBranch in insertion order; only
 *   efficient pagination's id cursor shows it (docs/travis-api.md#page-efficient, `paginator.rb`)
 * @property {string} name
 * @property {boolean} existsOnHost
 * @property {TravisBuild[]} builds newest first; builds[0] is `last_build`
 */

/**
 * A cache object in storage. Its key is `{repo id}/{group}/{name}` (the repo id stands for the
 * repository's vcs_id/github_id, which is what travis-build and travis-api put first).
 * @typedef {object} TravisCache
 * @property {string} group the storage directory as the bucket holds it: the branch name itself
 *   (may contain `/`, spaces, non-ASCII), `PR.<n>`, or an old build's stripped name
 * @property {string} name the file name, e.g. `cache-linux-…--node-20.tgz`
 * @property {number} size bytes
 * @property {string | Date} lastModified
 */

/**
 * @typedef {object} TravisKeyPair
 * @property {string} privateKey PEM exactly as uploaded
 * @property {string | null} description
 */

/**
 * A variable of a repository's settings column (`models/env_var.rb`).
 * @typedef {object} TravisEnvVar
 * @property {string} id a UUID (`Travis::Settings::Collection#create`)
 * @property {string} name
 * @property {string | null} value
 * @property {boolean | null} public null when created without it
 * @property {string | null} branch null: every branch
 */

/**
 * A row of the crons table (`models/cron.rb`): one per branch.
 * @typedef {object} TravisCron
 * @property {number} id from one sequence over every repository
 * @property {number} repoId
 * @property {string} branch the branch's name
 * @property {string} interval daily, weekly or monthly
 * @property {boolean} dontRunIfRecentBuildExists
 * @property {boolean} active
 * @property {string | Date | null} lastRun
 * @property {string | Date | null} nextRun
 * @property {string | Date} createdAt
 */

/**
 * @typedef {object} EnvVarSpec
 * @property {string} name
 * @property {string | null} [value]
 * @property {boolean | null} [public] default false
 * @property {string | null} [branch] default null
 */

/**
 * @typedef {object} CronSpec
 * @property {string} branch
 * @property {string} [interval] default daily
 * @property {boolean} [dontRunIfRecentBuildExists] default false
 * @property {boolean} [active] default true; false: stopped by travis-api's scheduler
 *   (models/cron.rb `enqueue` → `deactivate`, when the repository is inactive or the branch gone
 *   from GitHub), which the API itself never does
 * @property {string | Date | null} [lastRun]
 */

/**
 * @typedef {object} TravisRepo
 * @property {number} id
 * @property {number} githubId `github_id`/`vcs_id` (the kit's seeder gives 3000 + id); default id
 * @property {string} slug owner/name
 * @property {string} provider e.g. github
 * @property {boolean} private
 * @property {string} ownerName the owner's login as the repository stores it (`owner_name`), the
 *   slug's first part
 * @property {boolean} active `repositories.active`; listings filter on it (`repository.active`)
 * @property {boolean} invalidated `invalidated_at` is set: never listed, never found
 *   (`queries/repositories.rb` `filter`, `access_control/generic.rb` `repository_visible?`)
 * @property {string} defaultBranch
 * @property {TravisKeyPair | null} keyPair
 * @property {string | null} [generatedKey] the repository's own key (`ssl_keys`), PEM private key:
 *   what `/repo/{id}/key_pair/generated` renders the public half of; null: none (404 key_pair);
 *   absent: sharedGeneratedKey()
 * @property {TravisCache[]} caches
 * @property {Record<string, unknown>} settings stored values overriding the defaults
 * @property {TravisBranch[]} branches
 * @property {TravisEnvVar[]} envVars in the order of the settings column
 */

/**
 * @typedef {object} TravisToken
 * @property {string} user
 * @property {boolean} [settingsRead] default true
 * @property {boolean} [settingsWrite] default true
 * @property {boolean} [keyPairWrite] default true (create, update and delete)
 * @property {boolean} [cacheView] default true
 * @property {boolean} [cacheDelete] default true
 * @property {boolean} [buildWrite] default true (cancel and restart builds)
 * @property {string[] | null} [owners] logins of the owners on whose repositories the user has
 *   permission rows (`permissions`, which decide private visibility: `access_control/user.rb`
 *   `visible_repositories`, `private_repository_visible?`); default (absent or null): every
 *   repository, as the fake has always assumed
 * @property {Record<string, RepositoryRights> | null} [repositories] the rights per repository,
 *   as travis-api checks them (docs/travis-api.md#permissions-per-repository): the slugs (lower case) the
 *   user has permission rows on, each with its rights over the token's; with it, a private
 *   repository not listed is invisible and a public one read-only (the kit's authorizer answers
 *   `repository_settings_read` and `repository_log_view` only, travis-api-live README
 *   "Permissions"). Default (absent or null): the token's rights on every repository
 */

/**
 * What a permission row grants on one repository (the token's rights stand for the rest).
 * @typedef {object} RepositoryRights
 * @property {boolean} [settingsWrite]
 * @property {boolean} [keyPairWrite]
 * @property {boolean} [cacheView]
 * @property {boolean} [cacheDelete]
 * @property {boolean} [buildWrite]
 */

/**
 * An account that owns repositories (`Models::User` or `Models::Organization`). `/owner/{login}`
 * looks organizations up first, then users (`queries/owner.rb` `find`).
 * @typedef {object} TravisOwner
 * @property {number} id `users.id` / `organizations.id`, in the owner's `@href`
 * @property {string} login
 * @property {'User' | 'Organization'} type
 * @property {string} provider e.g. github (`vcs_type` GithubUser / GithubOrganization)
 * @property {number} githubId `vcs_id`/`github_id`, what `/owner/github_id/{id}` looks up
 * @property {number[]} sharedRepositoryIds a user's permission rows on repositories of owners
 *   other than their organisations (`models/user.rb` `shared_repositories_ids`): the user's own
 *   listing holds these too (`repositories`); empty for organisations
 */

/**
 * @typedef {object} OwnerSpec
 * @property {string} login
 * @property {'User' | 'Organization'} [type] default Organization
 * @property {string} [provider] default github
 * @property {number} [id] default the next free owner id
 * @property {number} [githubId] default 1000000 + id
 */

/**
 * @typedef {object} SeedOwnerOptions
 * @property {'User' | 'Organization'} [type] default Organization
 * @property {string} [provider] default github
 * @property {number} [firstId] id of the first repository; default one above the highest id held
 * @property {(index: number) => boolean} [isPrivate] default every third (index % 3 === 2)
 * @property {(index: number) => boolean} [isActive] default all but every fifth (index % 5 !== 4)
 * @property {(index: number) => boolean} [isInvalidated] default none

/**
 * @typedef {object} RepoSpec
 * @property {number} id
 * @property {number} [githubId] default id
 * @property {string} slug
 * @property {string} [provider]
 * @property {boolean} [private]
 * @property {boolean} [active] default true
 * @property {boolean} [invalidated] default false
 * @property {'User' | 'Organization'} [ownerType] type of the owner when addRepo creates it
 *   (default Organization); an owner already held keeps its type
 * @property {string} [defaultBranch]
 * @property {TravisKeyPair | null} [keyPair]
 * @property {string | null} [generatedKey] default: one 2048-bit key made once per process and
 *   shared by the fake's repositories (the kit seeds one fixed key, `lib/generated-key.pem`)
 * @property {TravisCache[]} [caches]
 * @property {Record<string, unknown>} [settings]
 * @property {TravisBranch[]} [branches]
 * @property {TravisEnvVar[]} [envVars]
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
 * @property {string} [group] storage directory as is (e.g. an old build's `featurelogin`)
 * @property {string} [branch] branch name, stored as is (e.g. `feature/login`)
 * @property {number} [pullRequest] gives the group `PR.<n>`
 * @property {string} name
 * @property {number} [size]
 * @property {string | Date} [lastModified]
 */

/**
 * The storage key of a cache: `{repo id}/{group}/{name}`.
 * @param {TravisRepo} repo
 * @param {TravisCache} cache
 * @returns {string}
 */
export function cacheKey(repo, cache) {
  return `${repo.id}/${cache.group}/${cache.name}`
}

/**
 * S3 lists keys in lexicographic UTF-8 byte (code point) order (ListObjects/ListObjectsV2; S3
 * User Guide, "Listing object keys programmatically"); JavaScript's `<` compares UTF-16 code
 * units, which differs for characters beyond U+FFFF.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareKeys(a, b) {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

const BASE_TIME = Date.parse('2024-05-01T08:00:00Z')

export function createTravisState() {
  /** @type {TravisRepo[]} */
  const repos = []
  /** @type {TravisOwner[]} */
  const owners = []
  /**
   * The last id each sequence gave (PostgreSQL sequences): builds and jobs share one
   * (`shared_builds_tasks_seq`, travis-migrations structure.sql). test/live/seed.ts sets them
   * where the kit's seeder leaves them (lib/seeder.rb `sequences_sql`: after the highest id).
   */
  const sequences = { build: 999, commit: 0, request: 0, stage: 0, message: 0 }
  let nextBuildNumber = 1
  let nextBranchId = 1
  /** @type {TravisCron[]} every repository's, in id order */
  const crons = []
  let cronSequence = 0
  /** @type {TravisRequest[]} every repository's build requests */
  const requests = []
  /** @type {TravisPipeline} */
  const pipeline = {
    pendingReads: 0,
    reject: null,
    jobs: 2,
    messages: [],
    states: ['passed'],
    maxRequests: 10
  }
  /** @type {TravisStart[]} builds Travis CI starts itself (travisStarts), in call order */
  const travisStarted = []
  /** @type {{ event: string, id: number }[]} what travis-hub applied since the last hub() */
  const hubApplied = []
  /**
   * The server's clock, which stamps a request's `created_at` and every answer's `Date` header
   * (travis-api `renderer.rb` times; RFC 9110 §6.6.1): a test sets `offsetMs` to make it disagree
   * with the runner's (an injected fault: the kit's clock is the machine's).
   */
  const clock = { offsetMs: 0 }

  /**
   * @param {RepoSpec} spec
   * @returns {TravisRepo}
   */
  function addRepo(spec) {
    const provider = spec.provider ?? 'github'
    const ownerName = spec.slug.split('/')[0]
    addOwner({ login: ownerName, provider, type: spec.ownerType })
    /** @type {TravisRepo} */
    const repo = {
      id: spec.id,
      githubId: spec.githubId ?? spec.id,
      slug: spec.slug,
      provider,
      private: spec.private ?? true,
      ownerName,
      active: spec.active ?? true,
      invalidated: spec.invalidated ?? false,
      defaultBranch: spec.defaultBranch ?? 'master',
      keyPair: spec.keyPair ?? null,
      generatedKey: spec.generatedKey,
      caches: spec.caches ?? [],
      settings: spec.settings ?? {},
      branches: spec.branches ?? [],
      envVars: spec.envVars ?? []
    }
    repos.push(repo)
    return repo
  }

  /**
   * The owner with this login and provider (case-insensitive), created if not held yet. An owner
   * without repositories is still found by `/owner/{login}/repos` (an empty list, not a 404:
   * `services/repositories/for_owner.rb` 404s only when `find(:owner)` finds none).
   * @param {OwnerSpec} spec
   * @returns {TravisOwner}
   */
  function addOwner(spec) {
    const provider = spec.provider ?? 'github'
    const held = owners.find(
      (owner) =>
        owner.login.toLowerCase() === spec.login.toLowerCase() &&
        owner.provider.toLowerCase() === provider.toLowerCase()
    )
    if (held) return held
    const id = spec.id ?? owners.reduce((max, owner) => Math.max(max, owner.id), 0) + 1
    /** @type {TravisOwner} */
    const owner = {
      id,
      login: spec.login,
      type: spec.type ?? 'Organization',
      provider,
      githubId: spec.githubId ?? 1_000_000 + id,
      sharedRepositoryIds: []
    }
    owners.push(owner)
    return owner
  }

  /**
   * `count` repositories `{login}/repo-001`… of one owner, with consecutive ids.
   * @param {string} login
   * @param {number} count
   * @param {SeedOwnerOptions} [options]
   * @returns {TravisRepo[]}
   */
  function seedOwner(login, count, options = {}) {
    addOwner({ login, type: options.type, provider: options.provider })
    const firstId = options.firstId ?? repos.reduce((max, repo) => Math.max(max, repo.id), 0) + 1
    const isPrivate = options.isPrivate ?? ((index) => index % 3 === 2)
    const isActive = options.isActive ?? ((index) => index % 5 !== 4)
    const isInvalidated = options.isInvalidated ?? (() => false)
    return Array.from({ length: count }, (_, index) =>
      addRepo({
        id: firstId + index,
        slug: `${login}/repo-${String(index + 1).padStart(3, '0')}`,
        provider: options.provider,
        private: isPrivate(index),
        active: isActive(index),
        invalidated: isInvalidated(index)
      })
    )
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
    const id = partial.id ?? ++sequences.build
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
      ...(partial.previousState !== undefined && { previousState: partial.previousState }),
      ...(partial.commit !== undefined && { commit: partial.commit }),
      ...(partial.jobIds !== undefined && { jobIds: partial.jobIds }),
      ...(partial.jobs !== undefined && { jobs: partial.jobs }),
      ...(partial.stages !== undefined && { stages: partial.stages }),
      ...(partial.message !== undefined && { message: partial.message }),
      ...(partial.sha !== undefined && { sha: partial.sha }),
      ...(partial.createdAt !== undefined && { createdAt: partial.createdAt }),
      ...(partial.createdBy !== undefined && { createdBy: partial.createdBy }),
      ...(partial.updatedAt !== undefined && { updatedAt: partial.updatedAt }),
      ...(partial.pullRequestNumber !== undefined &&
        partial.pullRequestNumber !== null && {
          pullRequestNumber: partial.pullRequestNumber,
          pullRequestTitle: partial.pullRequestTitle ?? null
        })
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
    const branch = {
      id: nextBranchId++,
      name: spec.name,
      existsOnHost: spec.existsOnHost ?? true,
      builds
    }
    repoOf(repoOrId).branches.push(branch)
    return branch
  }

  /**
   * Stores a cache where a build would: travis-build pushes to
   * `/{bucket}/{github_id}/{URI::Parser.new.escape(group)}/{slug}.tgz`, group = `PR.<n>` for pull
   * request builds, else the branch (directory_cache/base.rb `group`, `push_url`,
   * `uri_normalize_name`); casher uploads with `curl -T file $url` (bin/casher). S3 (and GCS's XML
   * API) percent-decode the request path into the object key, so the key holds the branch name
   * itself (`feature/login`, `my feature`, `café`), not `%XX` (docs/travis-api.md#cache-keys; the
   * decoding makes that wrong). Old builds used `normalize_name` (`featurelogin`): seed those
   * with `group`. A second upload to the same key replaces the object, as an S3 PUT does.
   * @param {number | TravisRepo} repoOrId
   * @param {CacheSpec} spec
   * @returns {TravisCache}
   */
  function addCache(repoOrId, spec) {
    const repo = repoOf(repoOrId)
    const group =
      spec.group ??
      (spec.pullRequest !== undefined ? `PR.${spec.pullRequest}` : (spec.branch ?? ''))
    /** @type {TravisCache} */
    const cache = {
      group,
      name: spec.name,
      size: spec.size ?? 1024,
      lastModified: spec.lastModified ?? '2024-05-01T12:00:00Z'
    }
    const key = cacheKey(repo, cache)
    const same = repo.caches.findIndex((stored) => cacheKey(repo, stored) === key)
    if (same >= 0) repo.caches.splice(same, 1)
    // Kept in key order, the order in which the storage lists them.
    const after = repo.caches.findIndex((stored) => compareKeys(cacheKey(repo, stored), key) > 0)
    repo.caches.splice(after < 0 ? repo.caches.length : after, 0, cache)
    return cache
  }

  /**
   * A variable as a create stores it (a new UUID), appended to the repository's list.
   * @param {number | TravisRepo} repoOrId
   * @param {EnvVarSpec} spec
   * @returns {TravisEnvVar}
   */
  function addEnvVar(repoOrId, spec) {
    /** @type {TravisEnvVar} */
    const variable = {
      id: randomUUID(),
      name: spec.name,
      value: spec.value ?? null,
      public: spec.public === undefined ? false : spec.public,
      branch: spec.branch ?? null
    }
    repoOf(repoOrId).envVars.push(variable)
    return variable
  }

  /** The crons table's next id (a sequence: ids are never given twice). */
  function nextCronId() {
    cronSequence += 1
    return cronSequence
  }

  /**
   * A cron job on a branch of the repository, replacing the one it had, as a create does.
   * @param {number | TravisRepo} repoOrId
   * @param {CronSpec} spec
   * @returns {TravisCron}
   */
  function addCron(repoOrId, spec) {
    const repo = repoOf(repoOrId)
    const held = crons.findIndex((cron) => cron.repoId === repo.id && cron.branch === spec.branch)
    if (held >= 0) crons.splice(held, 1)
    const createdAt = new Date(BASE_TIME)
    /** @type {TravisCron} */
    const cron = {
      id: nextCronId(),
      repoId: repo.id,
      branch: spec.branch,
      interval: spec.interval ?? 'daily',
      dontRunIfRecentBuildExists: spec.dontRunIfRecentBuildExists ?? false,
      active: spec.active ?? true,
      lastRun: spec.lastRun ?? null,
      nextRun: new Date(BASE_TIME + 60_000),
      createdAt
    }
    crons.push(cron)
    return cron
  }

  /**
   * A build Travis CI starts itself (a push or a pull request, from GitHub's webhook, not through
   * POST /requests): pending until the repository's `GET builds` or `GET requests` has been read
   * `afterReads` times after this call; on the next such read, before it is answered,
   * travis-gatekeeper takes it (fake-travis/pipeline.mjs takeTravisStart).
   * @param {number | TravisRepo} repoOrId
   * @param {TravisStartSpec} spec
   * @returns {{ request(): TravisRequest | undefined, build(): TravisBuild | undefined }}
   */
  function travisStarts(repoOrId, spec) {
    const repo = repoOf(repoOrId)
    if (spec.eventType === 'pull_request' && spec.pullRequestNumber === undefined) {
      throw new Error('fake travis: a pull_request build needs pullRequestNumber')
    }
    /** @type {TravisStart} */
    const start = { repoId: repo.id, spec, reads: 0 }
    travisStarted.push(start)
    return { request: () => start.request, build: () => start.build }
  }

  const state = {
    repos,
    owners,
    crons,
    requests,
    pipeline,
    clock,
    sequences,
    travisStarted,
    hubApplied,
    now: () => Date.now() + clock.offsetMs,
    nextRequestId: () => ++sequences.request,
    nextBuildId: () => ++sequences.build,
    nextCommitId: () => ++sequences.commit,
    nextStageId: () => ++sequences.stage,
    nextMessageId: () => ++sequences.message,
    nextCronId,
    addEnvVar,
    addCron,
    addRepo,
    addOwner,
    seedOwner,
    addBranch,
    addCache,
    travisStarts,
    /**
     * The kit's control `/gatekeeper`: every pending request taken (a build with `jobs`, default
     * 1, or rejected with `reject`; `messages` stored for each); answers as the kit does. As on
     * the kit, nothing moves these builds but setBuildState (no `script`).
     * @param {import('./pipeline.mjs').GatekeeperOptions} [body]
     * @returns {{ processed: Record<string, unknown>[] }}
     */
    gatekeeper: (body = {}) => gatekeeper(state, { ...body, script: [] }),
    /**
     * The kit's control `/builds/{id}`: the build and its jobs moved to a state.
     * @param {number} id
     * @param {import('./pipeline.mjs').BuildStateBody} body
     * @returns {{ build: number, state: string, jobs: Record<string, string> }}
     */
    setBuildState: (id, body) => setBuildState(state, id, body),
    /**
     * The kit's control `/jobs/{id}/log`: the job's log (`content`, `parts`).
     * @param {number} jobId
     * @param {import('./pipeline.mjs').JobLogBody} body
     * @returns {{ job_id: number, bytes: number }}
     */
    jobLog: (jobId, body) => jobLog(state, jobId, body),
    /** The kit's control `/hub`: what travis-hub applied since the last call (the fake applies at once). */
    hub: () => ({ applied: hubApplied.splice(0) }),
    /**
     * @param {number} id
     * @returns {TravisBuild | undefined}
     */
    findBuild: (id) => locateBuild(state, id)?.build,
    seedDemo: (/** @type {string | undefined} */ slug) =>
      seedDemo({ addRepo, addBranch, addCache }, slug)
  }
  return state
}

/** @typedef {ReturnType<typeof createTravisState>} TravisState */

/**
 * The demo repository: private, caches on several groups, 205 branches of which 3 have no build
 * (so the default listing has 202 entries, master first: pages of 100, 100 and 2); 20 of the
 * built branches do not exist on the host.
 * Caches, in key order: `PR.42`, `develop`, `feature/login` (two), `master` (two), `release/1.x`
 * and `release` (same file name in both, so `branch=release` selects both and `branch=release/1.x`
 * only the nested one).
 * @param {Pick<TravisState, 'addRepo' | 'addBranch' | 'addCache'>} state
 * @param {string} [slug] default octo-org/hello-world (scripts/fake-server.mjs seeds it under the
 *   workflow's repository, for the action's `repo` default)
 * @returns {TravisRepo}
 */
function seedDemo({ addRepo, addBranch, addCache }, slug = 'octo-org/hello-world') {
  const repo = addRepo({
    id: 1,
    slug,
    private: true,
    defaultBranch: 'master'
  })
  const features = Array.from(
    { length: 196 },
    (_, i) => `feature-${String(i + 1).padStart(3, '0')}`
  )
  // `release` and `release/1.x` take the places (so the flags and build counts) of feature-188
  // (gone from the host) and feature-195 (on the host).
  features[187] = 'release'
  features[194] = 'release/1.x'
  const names = [
    'develop',
    'feature/login',
    ...features,
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
  addCache(repo, { branch: 'release', name: `${linux}--node-20.tgz`, size: 2_097_152 })
  addCache(repo, { branch: 'release/1.x', name: `${linux}--node-20.tgz`, size: 1_048_576 })
  return repo
}
