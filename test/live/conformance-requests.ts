// What the conformance test sends to the fake and to travis-api: the data both hold, and the
// requests, in order. The requests are the ones the action sends (src/travis/paths.ts, the
// operations' queries and bodies), their error cases, and the server's answers the action
// relies on; writes come in the order that keeps both servers' data the same.
import { generateKeyPairSync } from 'node:crypto'
import {
  ADMIN_TOKEN,
  PUSH_TOKEN,
  READONLY_TOKEN,
  daysAgo,
  passedBuilds,
  type SeedDocument,
  type SeedRepository
} from './seed.js'

export interface ProbeRequest {
  label: string
  method: string
  /** Path and query, as the action sends them. */
  path: string
  /** null: anonymous. */
  token: string | null
  body?: unknown
  headers?: Record<string, string>
  /**
   * Keep the answer's `id` under this name, per server: a later path's `{name}` is replaced by
   * each server's own (an env var's id is a random UUID, so the two servers' ids differ).
   */
  capture?: string
  /** Where the kept id is in the answer, as a dotted path (`builds.0.id`); `id` by default. */
  captureFrom?: string
  /**
   * Times the server stamps when it answers (a cron's created_at and next_run): compared by
   * their form only, as the two servers answer seconds apart.
   */
  stampsTimes?: boolean
  /**
   * The body's listing under this key comes in no defined order: travis-api's Queries::Crons
   * (`Models::Cron.where(branch_id: …)`) has no ORDER BY, so PostgreSQL answers in heap order,
   * which the update of next_run right after each insert (Models::Cron after_create
   * schedule_first_build) can reshuffle; the live tier saw both orders. A page holding the whole
   * listing is compared sorted by id; a part of it, by the shape of its items only (which items a
   * part holds is the heap's choice).
   */
  unordered?: string
  /**
   * Times the database stamps when a row is written (a build's updated_at: the schema's trigger
   * `set_updated_at_on_builds`, `statement_timestamp()`, travis-migrations structure.sql), which
   * is when each server was seeded, milliseconds apart: compared by their form only. Times a seed
   * gives are whole seconds and stay compared.
   */
  stampsRows?: boolean
  /**
   * Keep the answer's `@pagination.next['@href']` under this name, per server: a later path
   * `{name}` follows it as the server wrote it.
   */
  captureNext?: string
  /**
   * Times within a few minutes of now, with or without milliseconds (what the gatekeeper, the
   * workers and travis-hub stamp as they act: a commit's committed_at, a job's created_at,
   * updated_at and restarted_at): compared by their form only, as the two servers act
   * milliseconds apart; the times a step gives (an hour ago, 400 days ago) stay compared.
   */
  stampsNow?: boolean
}

/**
 * A step of the background services: on the kit a POST to its control server (its stand-ins
 * for travis-gatekeeper, the workers and travis-hub: ../shared/travis-api-live/README.md "The
 * build pipeline"), on the fake the state function that mirrors it (`state.gatekeeper`,
 * `setBuildState`, `jobLog`, `hub`). Each server's answer gives its own ids (`captures`).
 */
export interface ControlStep {
  label: string
  control: 'gatekeeper' | 'builds' | 'jobLog' | 'hub'
  /** The build (`builds`) or job (`jobLog`) as a captured `{name}`. */
  target?: string
  body?: Record<string, unknown>
  /** name → where its id is in the answer, as a dotted path (`processed.0.jobs.1`). */
  captures?: Record<string, string>
  /**
   * The two answers are compared too (the gatekeeper's, the workers' `/builds/{id}` and the
   * hub's, which the fake mirrors; not `/jobs/{id}/log`, whose answer the fake keeps short).
   */
  compare?: boolean
}

export type ConformanceStep = ProbeRequest | ControlStep

function rsaPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return String(privateKey.export({ type: 'pkcs1', format: 'pem' }))
}

const SEEDED_KEY = rsaPem()
/** An env var id no server gave. */
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000'
const NEW_KEY = rsaPem()
/** Every repository's generated key (key_pair/generated), the same on both servers. */
const GENERATED_KEY = rsaPem()
const NOW = Date.now()
const at = (daysBack: number) => daysAgo(daysBack, NOW)

/** 105 more repositories of octo-org (ids 101…): more than a page; every third private. */
const MANY: SeedRepository[] = Array.from({ length: 105 }, (_, i) => ({
  owner: 'octo-org',
  name: `repo-${String(i + 1).padStart(3, '0')}`,
  id: 101 + i,
  private: i % 3 === 2,
  active: i % 5 !== 4
}))

/** The public repository of octo-org that no user has a permission row on (MANY's first). */
const NO_ROW = '/repo/octo-org%2Frepo-001'
/** A private repository of octo-org that only octo-user has a row on (MANY's third). */
const PRIVATE_NO_ROW_FOR_PUSHER = '/repo/octo-org%2Frepo-003'

/** 30 more branches of the user repository: more cron jobs than the server's page of 25. */
const NIGHTLY = Array.from({ length: 30 }, (_, i) => ({
  name: `nightly-${String(i + 1).padStart(2, '0')}`,
  builds: passedBuilds(1, 8)
}))

export function conformanceSeed(): SeedDocument {
  return {
    generated_key: GENERATED_KEY,
    users: [
      {
        login: 'octo-user',
        id: 1,
        tokens: [ADMIN_TOKEN],
        permissions: {
          'octo-org/private-repo': 'admin',
          'octo-org/public-repo': 'push',
          'octo-user/user-repo': 'admin',
          'other-user/shared-repo': 'push',
          ...Object.fromEntries(
            MANY.filter((r) => r.private).map((r) => [`octo-org/${r.name}`, 'admin' as const])
          )
        }
      },
      {
        login: 'ro-user',
        id: 2,
        tokens: [READONLY_TOKEN],
        permissions: { 'octo-org/private-repo': 'pull' }
      },
      {
        login: 'pusher',
        id: 3,
        tokens: [PUSH_TOKEN],
        permissions: { 'octo-org/private-repo': 'push' }
      },
      { login: 'other-user', id: 4, permissions: { 'other-user/shared-repo': 'admin' } }
    ],
    organizations: [
      {
        login: 'octo-org',
        id: 1,
        members: { 'octo-user': 'admin', 'ro-user': 'member', pusher: 'member' }
      }
    ],
    repositories: [
      {
        owner: 'octo-org',
        name: 'private-repo',
        id: 1,
        private: true,
        default_branch: 'main',
        settings: { build_pushes: true, maximum_number_of_builds: 3 },
        key_pair: { value: SEEDED_KEY, description: 'seeded deploy key' },
        branches: [
          { name: 'main', builds: passedBuilds(2, 1) },
          {
            name: 'feature/login',
            builds: [{ state: 'failed', started_at: at(3), duration: 240 }]
          },
          { name: 'release', builds: passedBuilds(1, 4) },
          { name: 'release/v2', builds: passedBuilds(1, 5) },
          {
            name: 'gone',
            exists_on_github: false,
            builds: [{ state: 'errored', started_at: at(30) }]
          },
          { name: 'stale', exists_on_github: false },
          { name: 'never-built' },
          {
            name: 'pr-base',
            builds: [{ state: 'passed', started_at: at(6), pull_request_number: 12 }]
          },
          // Names a path must encode (a cron is created on each), and more builds than the 10
          // recent_builds shows.
          { name: 'my feature', builds: passedBuilds(1, 7) },
          { name: 'deps+update', builds: passedBuilds(1, 8) },
          { name: 'café', builds: passedBuilds(1, 9) },
          { name: 'busy', builds: passedBuilds(12, 10) },
          // `branch.name` is a comma separated list: `fix,cleanup` selects fix and cleanup, and
          // no filter can select the branch named `fix,cleanup` (docs/travis-api.md#builds).
          { name: 'fix', builds: passedBuilds(1, 23) },
          { name: 'cleanup', builds: passedBuilds(1, 24) },
          { name: 'fix,cleanup', builds: passedBuilds(1, 25) }
        ],
        caches: [
          { branch: 'main', name: 'cache-linux.tgz', size: 1000, last_modified: at(1) },
          { branch: 'main', name: 'cache-osx.tgz', size: 2000, last_modified: at(100) },
          { branch: 'feature/login', name: 'cache-linux.tgz', size: 512, last_modified: at(5) },
          { branch: 'release', name: 'cache-linux.tgz', size: 256, last_modified: at(10) },
          { branch: 'release', name: 'cache-osx.tgz', size: 300, last_modified: at(10) },
          { branch: 'release/v2', name: 'cache-linux.tgz', size: 128, last_modified: at(10) },
          { pr: 12, name: 'cache-linux.tgz', size: 64, last_modified: at(40) },
          { branch: 'my feature', name: 'cache-linux.tgz', size: 32, last_modified: at(2) },
          { branch: 'café', name: 'cache-linux.tgz', size: 16, last_modified: at(2) },
          { branch: 'deps+update', name: 'cache-linux.tgz', size: 8, last_modified: at(2) }
        ]
      },
      {
        owner: 'octo-org',
        name: 'public-repo',
        id: 2,
        private: false,
        default_branch: 'main',
        branches: [{ name: 'main', builds: passedBuilds(2, 2) }]
      },
      {
        owner: 'octo-user',
        name: 'user-repo',
        id: 3,
        private: true,
        default_branch: 'master',
        branches: [{ name: 'master', builds: passedBuilds(1, 7) }, ...NIGHTLY]
      },
      { owner: 'other-user', name: 'shared-repo', id: 4, private: true },
      ...MANY
    ],
    safelisted_ips: ['127.0.0.1']
  }
}

const REPO = '/repo/octo-org%2Fprivate-repo'
const PUBLIC = '/repo/octo-org%2Fpublic-repo'
const LIGHT =
  'sort_by=id%3Adesc&representation=minimal&include=repository.active%2Crepository.private'

function get(label: string, path: string, token: string | null = ADMIN_TOKEN): ProbeRequest {
  return { label, method: 'GET', path, token }
}

function write(
  label: string,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = ADMIN_TOKEN
): ProbeRequest {
  return { label, method, path, token, ...(body === undefined ? {} : { body }) }
}

// `.travis.yml` checks (check-travis-yml; ../shared/ACTION-SPEC.md "`.travis.yml` checked on pull
// requests"): lint (no login needed) and the request preview, which travis-api asks travis-yml
// for; the fake models a subset of travis-yml (test/fakes/fake-travis/config-checks.mjs).
const TRAVIS_YML = {
  valid: 'language: node_js\nnode_js: 20\nscript: npm test\n',
  unknownKey: 'language: ruby\nfoo: bar\nbaz: [1, 2]\n',
  misspelledKey: 'language: ruby\nscirpt: rake\n',
  misspelledLanguage: 'language: rubby\n',
  plaintextApiKey: 'language: ruby\ndeploy:\n  provider: heroku\n  api_key: 0123456789abcdef\n',
  all: 'language: rubby\nscirpt: rake\nfoo: bar\ndeploy:\n  provider: heroku\n  api_key: 0123456789abcdef\n',
  invalid: 'language: [ruby\n',
  rubyMatrix:
    'language: ruby\nrvm:\n  - "3.1"\n  - "3.2"\nscirpt: rake\ndeploy:\n  provider: heroku\n  api_key: 0123456789abcdef\njobs:\n  include:\n    - stage: deploy\n      script: ./deploy.sh\n',
  nodeMatrix:
    'language: node_js\nnode_js: [18, 20]\nenv:\n  - A=1\n  - B=2\nos: [linux, osx]\njobs:\n  allow_failures:\n    - os: osx\n  exclude:\n    - node_js: 18\n      os: osx\n  include:\n    - name: Lint\n      stage: check\n      script: npm run lint\nstages: [check, test]\n',
  single: 'language: python\npython: "3.12"\nscript: pytest\n'
}

function lintProbe(label: string, content: string, token: string | null = ADMIN_TOKEN) {
  return write(label, 'POST', '/lint', { content }, token)
}

function previewProbe(
  label: string,
  config: string,
  token: string | null = ADMIN_TOKEN,
  repo = REPO
): ProbeRequest {
  return write(
    label,
    'POST',
    `${repo}/request/config`,
    { configs: [{ config, mode: 'replace' }], ref: 'main', data: { branch: 'main' } },
    token
  )
}

const CONFIG_CHECKS: ProbeRequest[] = [
  lintProbe('lint a valid .travis.yml', TRAVIS_YML.valid),
  lintProbe('lint an unknown key', TRAVIS_YML.unknownKey),
  lintProbe('lint a misspelled key', TRAVIS_YML.misspelledKey),
  lintProbe('lint a misspelled language', TRAVIS_YML.misspelledLanguage),
  lintProbe('lint a plaintext deploy.api_key', TRAVIS_YML.plaintextApiKey),
  lintProbe('lint invalid YAML (500 bad request)', TRAVIS_YML.invalid),
  // Sorted by level, alert first, each level in travis-yml's own order.
  lintProbe('lint anonymously, every message', TRAVIS_YML.all, null),
  previewProbe('preview a ruby matrix with a deploy stage', TRAVIS_YML.rubyMatrix),
  previewProbe('preview a node matrix: exclude, allow_failures, stages', TRAVIS_YML.nodeMatrix),
  previewProbe('preview a single job', TRAVIS_YML.single),
  previewProbe('preview every message', TRAVIS_YML.all),
  previewProbe('preview, read-only token (403)', TRAVIS_YML.single, READONLY_TOKEN),
  previewProbe('preview without a token', TRAVIS_YML.single, null),
  previewProbe('preview on a public repository (push)', TRAVIS_YML.single, ADMIN_TOKEN, PUBLIC),
  previewProbe(
    'preview on an unknown repository',
    TRAVIS_YML.single,
    ADMIN_TOKEN,
    '/repo/octo-org%2Fno-such-repo'
  ),
  previewProbe('preview invalid YAML (400)', TRAVIS_YML.invalid)
]

const branchPage = (query: string) => `${REPO}/branches?${query}`
const USER_REPO = '/repo/octo-user%2Fuser-repo'

function capture(name: string, probe: ProbeRequest): ProbeRequest {
  return { ...probe, capture: name }
}

function captureAt(name: string, from: string, probe: ProbeRequest): ProbeRequest {
  return { ...probe, capture: name, captureFrom: from }
}

function stamped(probe: ProbeRequest): ProbeRequest {
  return { ...probe, stampsTimes: true }
}

function rowsStamped(probe: ProbeRequest): ProbeRequest {
  return { ...probe, stampsRows: true }
}

function recent(probe: ProbeRequest): ProbeRequest {
  return { ...probe, stampsNow: true }
}

function control(
  label: string,
  kind: ControlStep['control'],
  body: Record<string, unknown>,
  options: { target?: string; captures?: Record<string, string>; compare?: boolean } = {}
): ControlStep {
  return { label, control: kind, body, ...options }
}

function nextOf(name: string, probe: ProbeRequest): ProbeRequest {
  return { ...probe, captureNext: name }
}

/** A crons listing: stamped, and in no defined order (ProbeRequest.unordered). */
function cronListing(probe: ProbeRequest): ProbeRequest {
  return { ...probe, stampsTimes: true, unordered: 'crons' }
}

const cron = (interval: string, dontRun = false) => ({
  'cron.interval': interval,
  'cron.dont_run_if_recent_build_exists': dontRun
})

// Jobs, their logs and restarts, request messages, the builds listing's lists and pages, and a
// repository (docs/travis-api.md#jobs, #job-logs, #job-restarts, #request-messages, #builds):
// each server's stand-ins for travis-gatekeeper, the workers and travis-hub act when a control
// step says, so both hold the same builds, jobs, logs and messages.
const INCLUDE_JOBS = 'include=build.jobs%2Cjob.state%2Cjob.config'
/** Times a step gives, far enough from now to be compared as they are. */
const HOUR_AGO = daysAgo(1 / 24, NOW)
const FIFTY_MINUTES_AGO = daysAgo(50 / (24 * 60), NOW)
/** Named jobs in two stages, one allowed to fail, configs the obfuscator changes. */
const STAGED_JOBS = [
  {
    name: 'unit tests',
    stage: 'test',
    config: { language: 'node_js', node_js: '20', os: 'linux', env: 'A=1', script: 'npm test' }
  },
  { config: { language: 'node_js', node_js: '22', os: 'linux', env: ['B=2', { C: '3' }] } },
  {
    name: 'deploy',
    stage: 'deploy',
    config: {
      language: 'node_js',
      deploy: { provider: 'script', script: './deploy.sh' },
      addons: { apt: { packages: ['jq'] }, sauce_connect: true }
    }
  },
  {
    name: 'lint',
    stage: 'test',
    allow_failure: true,
    config: { language: 'node_js', script: 'npm run lint', source_key: 'not shown' }
  }
]
/** travis-yml's messages about a configuration, in no level order, one without line or args. */
const MESSAGES = [
  { level: 'info', key: 'root', code: 'deprecated_key', args: { key: 'sudo' }, src: '.travis.yml' },
  {
    level: 'error',
    key: 'branches',
    code: 'invalid_condition',
    args: { condition: 'x' },
    src: '.travis.yml',
    line: 3
  },
  { level: 'alert', key: 'deploy.api_key', code: 'secure', src: '.travis.yml', line: 7 },
  {
    level: 'warn',
    key: 'language',
    code: 'unknown_default',
    args: { value: 'rubby', default: 'ruby' },
    src: '.travis.yml',
    line: 0
  }
]
/** A log as travis-build writes one: folds, carriage returns, colours, non-ASCII. */
const LOG_TEXT =
  'travis_fold:start:install\r\u001b[0Ktravis_time:start:0a1b2c3d\r\u001b[0K$ npm ci\n' +
  'café ✓\n\u001b[31;1mThe command "npm test" exited with 1.\u001b[0m\n\n\nDone. Your build exited with 1.\n'

const JOBS_AND_MESSAGES: ConformanceStep[] = [
  // The request left pending above, taken: a build of one job without config or stage.
  control(
    'the gatekeeper takes the pending request',
    'gatekeeper',
    { jobs: 1 },
    { captures: { apiBuild: 'processed.0.build_id', apiJob: 'processed.0.jobs.0' }, compare: true }
  ),
  recent(get('the build request, taken', `${REPO}/request/{buildRequest}`)),
  recent(get('a build of one job without config', `/build/{apiBuild}?${INCLUDE_JOBS}`)),
  captureAt(
    'stagedRequest',
    'request.id',
    write('a build request for a build in stages', 'POST', `${REPO}/requests`, {
      'request.branch': 'main',
      'request.message': 'stages',
      'request.sha': '3f2c1a9e5b7d4c6a8f0e1d2c3b4a59687f6e5d4c'
    })
  ),
  control(
    'the gatekeeper makes named jobs in two stages',
    'gatekeeper',
    { jobs: STAGED_JOBS },
    {
      captures: {
        stagedBuild: 'processed.0.build_id',
        unitJob: 'processed.0.jobs.0',
        nodeJob: 'processed.0.jobs.1',
        lintJob: 'processed.0.jobs.2'
      },
      compare: true
    }
  ),
  recent(get('a build in stages, jobs with their configs', `/build/{stagedBuild}?${INCLUDE_JOBS}`)),
  recent(
    get(
      'a build in stages, jobs without configs',
      '/build/{stagedBuild}?include=build.jobs%2Cjob.state'
    )
  ),
  recent(get('a build in stages, jobs minimal', '/build/{stagedBuild}')),
  recent(
    get(
      'the newest builds of main, with their jobs',
      `${REPO}/builds?branch.name=main&${INCLUDE_JOBS}&limit=3`
    )
  ),
  recent(get('a job', '/job/{unitJob}')),
  recent(get('a job with its config', '/job/{lintJob}?include=job.config')),
  get('an unknown job', '/job/999999'),
  control(
    'the workers finish the build in stages',
    'builds',
    {
      state: 'failed',
      jobs: ['failed', 'passed', 'failed', 'canceled'],
      started_at: HOUR_AGO,
      finished_at: FIFTY_MINUTES_AGO
    },
    { target: 'stagedBuild', compare: true }
  ),
  recent(get('a finished build in stages', `/build/{stagedBuild}?${INCLUDE_JOBS}`)),
  // The branch's last build is the newest the gatekeeper made there (what wait-for-build by
  // branch reads first).
  get('a branch, its last build one the API made', `${REPO}/branch/main`),

  // Job logs: log.txt, text/plain whatever Accept says, errors as JSON text.
  control('a worker writes a log', 'jobLog', { content: LOG_TEXT }, { target: 'unitJob' }),
  get('a job log', '/job/{unitJob}/log.txt'),
  {
    ...get('a job log, Accept text/plain', '/job/{unitJob}/log.txt'),
    headers: { accept: 'text/plain' }
  },
  get('a job log, read-only token', '/job/{unitJob}/log.txt', READONLY_TOKEN),
  get('a job log, anonymous', '/job/{unitJob}/log.txt', null),
  get('a job without a log', '/job/{nodeJob}/log.txt'),
  get('a job without a log, anonymous', '/job/{nodeJob}/log.txt', null),
  get('the log of an unknown job', '/job/999999/log.txt'),
  get('the log of a build id', '/job/{stagedBuild}/log.txt'),
  write('limit logs to push access', 'PATCH', `${REPO}/setting/job_log_access_based_limit`, {
    'setting.value': true
  }),
  get(
    'a job log under the access limit, read-only token',
    '/job/{unitJob}/log.txt',
    READONLY_TOKEN
  ),
  get('a job log under the access limit, push token', '/job/{unitJob}/log.txt', PUSH_TOKEN),
  get('a job log under the access limit, anonymous', '/job/{unitJob}/log.txt', null),
  write('lift the access limit', 'PATCH', `${REPO}/setting/job_log_access_based_limit`, {
    'setting.value': false
  }),
  // A job started long ago (the setting is 60 days since "set within bounds").
  captureAt(
    'oldRequest',
    'request.id',
    write('a build request for an old build', 'POST', `${REPO}/requests`, {
      'request.branch': 'release',
      'request.message': 'old'
    })
  ),
  control(
    'the gatekeeper makes two jobs and stores messages',
    'gatekeeper',
    { jobs: 2, messages: [MESSAGES[3], MESSAGES[2]] },
    {
      captures: {
        oldBuild: 'processed.0.build_id',
        oldJob: 'processed.0.jobs.0',
        oldJob2: 'processed.0.jobs.1'
      },
      compare: true
    }
  ),
  control(
    'the workers ran it 400 days ago',
    'builds',
    { state: 'passed', started_at: at(400), finished_at: at(399.99) },
    { target: 'oldBuild', compare: true }
  ),
  control('a worker writes the old log', 'jobLog', { content: 'old log\n' }, { target: 'oldJob' }),
  get('a branch, its last build 400 days old', `${REPO}/branch/release`),
  get('an expired log', '/job/{oldJob}/log.txt'),
  get('an expired log, read-only token', '/job/{oldJob}/log.txt', READONLY_TOKEN),
  get('an expired log, anonymous', '/job/{oldJob}/log.txt', null),
  get('an old job without a log', '/job/{oldJob2}/log.txt'),
  write('switch log expiry off', 'PATCH', `${REPO}/setting/job_log_time_based_limit`, {
    'setting.value': true
  }),
  get('an old log, expiry off', '/job/{oldJob}/log.txt'),
  write('switch log expiry on', 'PATCH', `${REPO}/setting/job_log_time_based_limit`, {
    'setting.value': false
  }),
  recent(get('an approved request with messages', `${REPO}/request/{oldRequest}`)),
  get('the messages of an approved request', `${REPO}/request/{oldRequest}/messages`),

  // Job restarts, applied by travis-hub.
  control(
    'the workers start the one-job build',
    'builds',
    { state: 'started', started_at: HOUR_AGO },
    { target: 'apiBuild', compare: true }
  ),
  write('restart a started job (409)', 'POST', '/job/{apiJob}/restart'),
  write(
    'restart a job, read-only token',
    'POST',
    '/job/{unitJob}/restart',
    undefined,
    READONLY_TOKEN
  ),
  write('restart a job, anonymous', 'POST', '/job/{unitJob}/restart', undefined, null),
  write('restart an unknown job', 'POST', '/job/999999/restart'),
  write('restart a failed job (202)', 'POST', '/job/{unitJob}/restart'),
  control('travis-hub applies the restart', 'hub', {}, { compare: true }),
  get('the log of a restarted job', '/job/{unitJob}/log.txt'),
  recent(get('a restarted job', '/job/{unitJob}')),
  recent(get('a build after a job restart', `/build/{stagedBuild}?${INCLUDE_JOBS}`)),
  write('restart a job back in created (403)', 'POST', '/job/{unitJob}/restart'),

  // Request messages: a rejected request's, by level, paged, with no access check.
  captureAt(
    'rejectedRequest',
    'request.id',
    write('a build request to be rejected', 'POST', `${REPO}/requests`, {
      'request.branch': 'main',
      'request.message': 'to be rejected'
    })
  ),
  control(
    'the gatekeeper rejects it and stores messages',
    'gatekeeper',
    { reject: 'Branch "main" not included per configuration.', messages: MESSAGES },
    { compare: true }
  ),
  get('the messages of a rejected request', `${REPO}/request/{rejectedRequest}/messages`),
  get('messages, one a page', `${REPO}/request/{rejectedRequest}/messages?limit=1`),
  get('messages, the second page', `${REPO}/request/{rejectedRequest}/messages?limit=1&offset=1`),
  get('messages, anonymous', `${REPO}/request/{rejectedRequest}/messages`, null),
  get('messages through another repository', `${PUBLIC}/request/{rejectedRequest}/messages`),
  get('the messages of a request without any', `${REPO}/request/{buildRequest}/messages`),
  get('the messages of an unknown request', `${REPO}/request/999999/messages`),
  stamped(get('a rejected request', `${REPO}/request/{rejectedRequest}`)),
  stamped(
    get(
      'a rejected request, its messages included',
      `${REPO}/request/{rejectedRequest}?include=request.messages`
    )
  ),
  stamped(get('a request through another repository', `${PUBLIC}/request/{rejectedRequest}`)),
  get('a rejected request, anonymous', `${REPO}/request/{rejectedRequest}`, null),
  stamped(get('the newest build request alone, rejected', `${REPO}/requests?limit=1`)),

  // The builds listing: lists split at commas, pages.
  get(
    'pull request builds',
    `${REPO}/builds?build.event_type=pull_request&${INCLUDE_JOBS}&limit=25`
  ),
  get(
    'builds of two branches, comma separated',
    `${REPO}/builds?branch.name=fix%2Ccleanup&limit=25`
  ),
  get('builds of a branch, a trailing comma', `${REPO}/builds?branch.name=busy%2C&limit=3`),
  get('builds, an empty branch filter', `${REPO}/builds?branch.name=&limit=5`),
  get('builds, an empty state filter', `${REPO}/builds?build.state=&limit=5`),
  get(
    'builds, push or pull request',
    `${REPO}/builds?build.event_type=push%2Cpull_request&limit=3`
  ),
  get('builds, a page in the middle', `${REPO}/builds?branch.name=busy&limit=5&offset=5`),
  get('builds, the last page', `${REPO}/builds?branch.name=busy&limit=5&offset=10`),

  // A repository, standard: default_branch as a branch.
  get('a repository', REPO),
  get('a repository by id', '/repo/1'),
  get('a repository, read-only token', REPO, READONLY_TOKEN),
  get('a public repository, anonymous', PUBLIC, null),
  get('a private repository, anonymous', REPO, null),
  get('a user repository', USER_REPO),
  get('an unknown repository', '/repo/octo-org%2Fno-such-repo'),

  // A branch by name: its last build; a comma is part of a name here (the builds filter splits).
  get('a branch named with a comma', `${REPO}/branch/fix%2Ccleanup`),
  get('a branch of a pull request build', `${REPO}/branch/pr-base`),
  get('a branch, read-only token', `${REPO}/branch/fix`, READONLY_TOKEN),
  get('a branch of a public repository, anonymous', `${PUBLIC}/branch/main`, null),
  get('a branch of a private repository, anonymous', `${REPO}/branch/main`, null),
  // An unknown name is written as a branch (models/repository.rb find_or_create_branch) yet
  // answered 404; the next read finds it. "a cron on an unknown branch (404)" wrote no-such-branch.
  get('an unknown branch', `${REPO}/branch/never-pushed`),
  get('an unknown branch, read again', `${REPO}/branch/never-pushed`),
  get('a branch an earlier 404 wrote', `${REPO}/branch/no-such-branch`),
  stamped(
    write(
      'a cron on a branch an earlier 404 wrote',
      'POST',
      `${REPO}/branch/never-pushed/cron`,
      cron('monthly')
    )
  )
]

export const CONFORMANCE_REQUESTS: ConformanceStep[] = [
  // Authentication and addressing.
  get('no token', `${REPO}/key_pair`, null),
  get('unknown token', `${REPO}/key_pair`, 'no-such-token'),
  {
    label: 'another scheme',
    method: 'GET',
    path: `${REPO}/settings`,
    token: null,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` }
  },
  get('unknown repository', '/repo/octo-org%2Fno-such-repo/settings'),
  get('by numeric id', '/repo/1/settings'),
  get('with a provider segment', `/repo/github${REPO.slice(5)}/settings`),
  get('unknown route', `${REPO}/no-such-thing`),
  write('wrong method', 'PUT', `${REPO}/key_pair`, { 'key_pair.description': 'x' }),

  // Key pair: find, the writes and their refusals.
  get('key pair', `${REPO}/key_pair`),
  get('key pair, read-only token', `${REPO}/key_pair`, READONLY_TOKEN),
  get('key pair of a public repository', `${PUBLIC}/key_pair`),
  get('key pair with an include', `${REPO}/key_pair?include=key_pair.description`),
  get('key pair with an include of an unknown field', `${REPO}/key_pair?include=key_pair.nothing`),
  get('key pair with an include of an illegal form', `${REPO}/key_pair?include=nothing`),
  // The repository's own key (encrypt-value, encrypt-travis-yml): any repository, any reader.
  get('generated key', `${REPO}/key_pair/generated`),
  get('generated key, read-only token', `${REPO}/key_pair/generated`, READONLY_TOKEN),
  get('generated key of a public repository', `${PUBLIC}/key_pair/generated`),
  get('generated key, no token', `${REPO}/key_pair/generated`, null),
  write('create when one exists', 'POST', `${REPO}/key_pair`, { 'key_pair.value': NEW_KEY }),
  write(
    'create, read-only token',
    'POST',
    `${REPO}/key_pair`,
    { 'key_pair.value': NEW_KEY },
    READONLY_TOKEN
  ),
  write(
    'update, read-only token',
    'PATCH',
    `${REPO}/key_pair`,
    { 'key_pair.description': 'x' },
    READONLY_TOKEN
  ),
  write('update the description', 'PATCH', `${REPO}/key_pair`, {
    'key_pair.description': 'renamed'
  }),
  write('update with a key that is not one', 'PATCH', `${REPO}/key_pair`, {
    'key_pair.value': 'not a key'
  }),
  write('update with an unknown parameter', 'PATCH', `${REPO}/key_pair`, {
    'key_pair.description': 'renamed',
    'key_pair.xyz': 1
  }),
  write('update with a new key', 'PATCH', `${REPO}/key_pair`, {
    'key_pair.value': NEW_KEY,
    'key_pair.description': 'rotated'
  }),
  get('key pair after the update', `${REPO}/key_pair`),
  write('delete, read-only token', 'DELETE', `${REPO}/key_pair`, undefined, READONLY_TOKEN),
  write('delete', 'DELETE', `${REPO}/key_pair`),
  get('no key pair', `${REPO}/key_pair`),
  write('delete when none', 'DELETE', `${REPO}/key_pair`),
  write('update when none', 'PATCH', `${REPO}/key_pair`, { 'key_pair.description': 'x' }),
  write('create without a value', 'POST', `${REPO}/key_pair`, { 'key_pair.description': 'x' }),
  write('create with a body that is not JSON', 'POST', `${REPO}/key_pair`, '{"key_pair.value": '),
  write('create', 'POST', `${REPO}/key_pair`, {
    'key_pair.value': SEEDED_KEY,
    'key_pair.description': 'created'
  }),
  get('key pair after the create', `${REPO}/key_pair`),

  // Settings.
  get('settings of a private repository', `${REPO}/settings`),
  get('settings of a public repository', `${PUBLIC}/settings`),
  get('settings, read-only token', `${REPO}/settings`, READONLY_TOKEN),
  get('settings with an include', `${REPO}/settings?include=setting.value`),
  get('a boolean setting', `${REPO}/setting/build_pushes`),
  get('a setting with an include', `${REPO}/setting/build_pushes?include=setting.name`),
  get('an integer setting', `${REPO}/setting/maximum_number_of_builds`),
  get('allow_config_imports', `${REPO}/setting/allow_config_imports`),
  get('an unknown setting', `${REPO}/setting/no_such_setting`),
  write('set a boolean', 'PATCH', `${REPO}/setting/build_pushes`, { 'setting.value': false }),
  write('set an integer', 'PATCH', `${REPO}/setting/maximum_number_of_builds`, {
    'setting.value': 7
  }),
  write('set allow_config_imports', 'PATCH', `${REPO}/setting/allow_config_imports`, {
    'setting.value': true
  }),
  write('set a value out of bounds', 'PATCH', `${REPO}/setting/job_log_access_older_than_days`, {
    'setting.value': 5
  }),
  write('set within bounds', 'PATCH', `${REPO}/setting/job_log_access_older_than_days`, {
    'setting.value': 60
  }),
  write(
    'set, read-only token',
    'PATCH',
    `${REPO}/setting/build_pushes`,
    { 'setting.value': true },
    READONLY_TOKEN
  ),
  write(
    'set, push token',
    'PATCH',
    `${REPO}/setting/auto_cancel_pushes`,
    { 'setting.value': true },
    PUSH_TOKEN
  ),
  write('set an unknown setting', 'PATCH', `${REPO}/setting/no_such_setting`, {
    'setting.value': true
  }),
  get('settings after the writes', `${REPO}/settings`),

  // Caches, as the action lists and deletes them.
  get('every cache', `${REPO}/caches`),
  get('caches of a branch with a slash', `${REPO}/caches?branch=feature%2Flogin`),
  get('caches of a branch with a nested one', `${REPO}/caches?branch=release`),
  get('caches of a pull request', `${REPO}/caches?branch=PR.12`),
  get('caches matching', `${REPO}/caches?match=osx`),
  get('caches of a branch, matching', `${REPO}/caches?branch=release&match=cache-osx.tgz`),
  get('caches of no branch', `${REPO}/caches?branch=no-such-branch`),
  get('caches of a branch with a space', `${REPO}/caches?branch=my%20feature`),
  get('caches of a branch with a non-ASCII name', `${REPO}/caches?branch=caf%C3%A9`),
  get('caches of a branch with a plus', `${REPO}/caches?branch=deps%2Bupdate`),
  get('caches, a plus sent as is (a space)', `${REPO}/caches?branch=deps+update`),
  get('caches, read-only token', `${REPO}/caches`, READONLY_TOKEN),
  get('caches of a public repository', `${PUBLIC}/caches`),
  write(
    'delete caches, read-only token',
    'DELETE',
    `${REPO}/caches?branch=main`,
    undefined,
    READONLY_TOKEN
  ),
  write('delete one cache', 'DELETE', `${REPO}/caches?branch=release&match=cache-osx.tgz`),
  write('delete a pull request group', 'DELETE', `${REPO}/caches?branch=PR.12`),
  write('delete matching', 'DELETE', `${REPO}/caches?match=osx`),
  write('delete nothing', 'DELETE', `${REPO}/caches?branch=no-such-branch`),
  get('caches after the deletes', `${REPO}/caches`),

  // Branches: the pages, sorts and filters list-branches and the caches survey send.
  get('branches, first page', branchPage('limit=100&offset=0')),
  get('branches, anonymous, public repository', `${PUBLIC}/branches?limit=100&offset=0`, null),
  nextOf('smallPages', get('branches, small pages', branchPage('limit=2&offset=2'))),
  get('branches, following the next link', '{smallPages}'),
  get('branches, past the end', branchPage('limit=100&offset=100')),
  get('branches by name', branchPage('sort_by=name&limit=100&offset=0')),
  get('branches by name, descending', branchPage('sort_by=name%3Adesc&limit=100&offset=0')),
  get('branches by last build', branchPage('sort_by=last_build%2Cname&limit=100&offset=0')),
  get(
    'branches by last build, descending',
    branchPage('sort_by=last_build%3Adesc%2Cname&limit=100&offset=0')
  ),
  get('branches, default first', branchPage('sort_by=default_branch%2Cname&limit=100&offset=0')),
  get(
    'branches by exists_on_github',
    branchPage('sort_by=exists_on_github%2Cname&limit=100&offset=0')
  ),
  get(
    'branches, the interface sort name',
    branchPage('sort_by=exists_on_host%2Cname&limit=100&offset=0')
  ),
  get(
    'branches, the interface filter name',
    branchPage('branch.exists_on_host=false&limit=100&offset=0')
  ),
  get('branches gone from GitHub', branchPage('branch.exists_on_github=false&limit=100&offset=0')),
  get(
    'branches on GitHub, by name',
    branchPage('branch.exists_on_github=true&sort_by=name&limit=100&offset=0')
  ),
  get('branches by a name filter', branchPage('branch.name=RELEASE&limit=100&offset=0')),
  get(
    'branches by a name filter with a LIKE wildcard',
    branchPage('branch.name=r_lease&limit=100&offset=0')
  ),
  get('branches by a name no branch has', branchPage('branch.name=zzz&limit=100&offset=0')),
  rowsStamped(
    get(
      'branches with recent builds',
      branchPage('include=branch.recent_builds&limit=100&offset=0')
    )
  ),
  rowsStamped(
    get(
      'a branch with more than 10 builds, its recent builds',
      branchPage('branch.name=busy&include=branch.recent_builds&limit=100&offset=0')
    )
  ),
  get(
    'branches, an include of an unknown field',
    branchPage('include=branch.nothing&limit=100&offset=0')
  ),
  get('branches, a limit that is not a number', branchPage('limit=ten&offset=0')),
  get('branches, limit 0', branchPage('limit=0&offset=0')),

  // An owner's repositories, as list-repositories asks for them.
  get(
    'organisation, active',
    `/owner/octo-org/repos?repository.active=true&${LIGHT}&limit=100&offset=0`
  ),
  get(
    'organisation, second page',
    `/owner/octo-org/repos?repository.active=true&${LIGHT}&limit=100&offset=100`
  ),
  nextOf('orgAny', get('organisation, any', `/owner/octo-org/repos?${LIGHT}&limit=100&offset=0`)),
  get('organisation, following the next link', '{orgAny}'),
  get(
    'organisation, private',
    `/owner/octo-org/repos?repository.private=true&${LIGHT}&limit=100&offset=0`
  ),
  get(
    'organisation, inactive public',
    `/owner/octo-org/repos?repository.active=false&repository.private=false&${LIGHT}&limit=100&offset=0`
  ),
  get('organisation, anonymous', `/owner/octo-org/repos?${LIGHT}&limit=100&offset=0`, null),
  get('organisation with a provider', `/owner/github/octo-org/repos?${LIGHT}&limit=5&offset=0`),
  get('a user with a shared repository', `/owner/octo-user/repos?${LIGHT}&limit=100&offset=0`),
  get('an unknown owner', `/owner/no-such-owner/repos?${LIGHT}&limit=100&offset=0`),

  // Rights per repository: a token's rights come from its permission row on each repository.
  get('settings, public repository, no permission row', `${NO_ROW}/settings`),
  write('set, public repository, no permission row', 'PATCH', `${NO_ROW}/setting/build_pushes`, {
    'setting.value': false
  }),
  get('caches, public repository, no permission row', `${NO_ROW}/caches`),
  get('env vars, public repository, no permission row', `${NO_ROW}/env_vars`),
  write('create an env var, public repository, no permission row', 'POST', `${NO_ROW}/env_vars`, {
    'env_var.name': 'NO_ROW',
    'env_var.value': 'x',
    'env_var.public': true
  }),
  get(
    'settings, private repository, push token without a row there',
    `${PRIVATE_NO_ROW_FOR_PUSHER}/settings`,
    PUSH_TOKEN
  ),
  get('settings, private repository, admin with a row', `${PRIVATE_NO_ROW_FOR_PUSHER}/settings`),
  write('set, public repository, push row', 'PATCH', `${PUBLIC}/setting/build_pushes`, {
    'setting.value': false
  }),
  write(
    'set, public repository, read-only token without a row',
    'PATCH',
    `${PUBLIC}/setting/build_pushes`,
    { 'setting.value': true },
    READONLY_TOKEN
  ),
  get('settings, public repository, read-only token', `${PUBLIC}/settings`, READONLY_TOKEN),

  // Environment variables: the list (never paged), the writes apply-settings sends, their
  // refusals (a duplicate 409, a create without a name 422), a private variable's missing value.
  get('no env vars', `${REPO}/env_vars`),
  get('env vars, read-only token', `${REPO}/env_vars`, READONLY_TOKEN),
  capture(
    'publicVar',
    write('create a public env var', 'POST', `${REPO}/env_vars`, {
      'env_var.name': 'NODE_ENV',
      'env_var.value': 'production',
      'env_var.public': true
    })
  ),
  capture(
    'privateVar',
    write('create a private env var', 'POST', `${REPO}/env_vars`, {
      'env_var.name': 'DEPLOY_TOKEN',
      'env_var.value': 'conformance-secret',
      'env_var.public': false
    })
  ),
  capture(
    'mainVar',
    write('create an env var on a branch', 'POST', `${REPO}/env_vars`, {
      'env_var.name': 'TARGET',
      'env_var.value': 'prod',
      'env_var.public': true,
      'env_var.branch': 'main'
    })
  ),
  capture(
    'releaseVar',
    write('the same name on another branch', 'POST', `${REPO}/env_vars`, {
      'env_var.name': 'TARGET',
      'env_var.value': 'staging',
      'env_var.public': true,
      'env_var.branch': 'release'
    })
  ),
  write('create an env var that exists (409)', 'POST', `${REPO}/env_vars`, {
    'env_var.name': 'NODE_ENV',
    'env_var.value': 'other',
    'env_var.public': true
  }),
  write('create an env var without a name (422)', 'POST', `${REPO}/env_vars`, {
    'env_var.value': 'x',
    'env_var.public': true
  }),
  capture(
    'noPublicVar',
    write('create an env var without public', 'POST', `${REPO}/env_vars`, {
      'env_var.name': 'NO_PUBLIC',
      'env_var.value': 'x'
    })
  ),
  write(
    'create an env var, read-only token',
    'POST',
    `${REPO}/env_vars`,
    { 'env_var.name': 'RO', 'env_var.value': 'x', 'env_var.public': true },
    READONLY_TOKEN
  ),
  get('env vars', `${REPO}/env_vars`),
  get('a public env var', `${REPO}/env_var/{publicVar}`),
  get('a private env var', `${REPO}/env_var/{privateVar}`),
  write('update a public env var', 'PATCH', `${REPO}/env_var/{publicVar}`, {
    'env_var.value': 'staging',
    'env_var.public': true
  }),
  write('update a private value', 'PATCH', `${REPO}/env_var/{privateVar}`, {
    'env_var.value': 'conformance-secret-2'
  }),
  write(
    'update an env var, read-only token',
    'PATCH',
    `${REPO}/env_var/{privateVar}`,
    { 'env_var.value': 'x' },
    READONLY_TOKEN
  ),
  write('update an unknown env var', 'PATCH', `${REPO}/env_var/${UNKNOWN_UUID}`, {
    'env_var.value': 'x'
  }),
  write('update a private value, public false', 'PATCH', `${REPO}/env_var/{privateVar}`, {
    'env_var.value': 'conformance-secret-3',
    'env_var.public': false
  }),
  get('a private env var after its update', `${REPO}/env_var/{privateVar}`),
  write('turn a private env var public', 'PATCH', `${REPO}/env_var/{privateVar}`, {
    'env_var.public': true
  }),
  write(
    'delete an env var, read-only token',
    'DELETE',
    `${REPO}/env_var/{publicVar}`,
    undefined,
    READONLY_TOKEN
  ),
  write('delete an env var', 'DELETE', `${REPO}/env_var/{publicVar}`),
  write('delete an env var again', 'DELETE', `${REPO}/env_var/{publicVar}`),
  get('env vars after the writes', `${REPO}/env_vars`),

  // Cron jobs: the list (paged), a create (200) and a replace, the two 422s, an unknown branch,
  // the delete outside /repo.
  get('no crons', `${REPO}/crons`),
  get('no crons, as the action pages', `${REPO}/crons?limit=100&offset=0`),
  stamped(
    capture(
      'firstCron',
      write('create a cron', 'POST', `${REPO}/branch/main/cron`, cron('daily', true))
    )
  ),
  stamped(
    capture('mainCron', write('replace a cron', 'POST', `${REPO}/branch/main/cron`, cron('weekly')))
  ),
  stamped(
    write(
      'a cron on a nested branch',
      'POST',
      `${REPO}/branch/feature%2Flogin/cron`,
      cron('monthly')
    )
  ),
  write(
    'a cron on a branch not on GitHub (422)',
    'POST',
    `${REPO}/branch/stale/cron`,
    cron('daily')
  ),
  write(
    'a cron with an unknown interval (422)',
    'POST',
    `${REPO}/branch/main/cron`,
    cron('hourly')
  ),
  write(
    'a cron on an unknown branch (404)',
    'POST',
    `${REPO}/branch/no-such-branch/cron`,
    cron('daily')
  ),
  write(
    'a cron, read-only token',
    'POST',
    `${REPO}/branch/release/cron`,
    cron('daily'),
    READONLY_TOKEN
  ),
  ...['my%20feature', 'deps%2Bupdate', 'caf%C3%A9'].map((branch) =>
    stamped(
      write(
        `a cron on ${decodeURIComponent(branch)}`,
        'POST',
        `${REPO}/branch/${branch}/cron`,
        cron('daily')
      )
    )
  ),
  cronListing(get('crons', `${REPO}/crons?limit=100&offset=0`)),
  cronListing(get('crons, anonymous', `${REPO}/crons?limit=100&offset=0`, null)),
  cronListing(
    get('crons of a public repository, anonymous', `${PUBLIC}/crons?limit=100&offset=0`, null)
  ),
  write('delete a replaced cron', 'DELETE', '/cron/{firstCron}'),
  write('delete a cron, read-only token', 'DELETE', '/cron/{mainCron}', undefined, READONLY_TOKEN),
  write('delete a cron', 'DELETE', '/cron/{mainCron}'),
  write('delete a cron again', 'DELETE', '/cron/{mainCron}'),
  write('delete a cron that is not a number', 'DELETE', '/cron/abc'),
  cronListing(get('crons after the delete', `${REPO}/crons`)),
  ...NIGHTLY.map((branch) =>
    stamped(
      write(
        `a cron on ${branch.name}`,
        'POST',
        `${USER_REPO}/branch/${branch.name}/cron`,
        cron('weekly')
      )
    )
  ),
  cronListing(get('crons, the first page of 25', `${USER_REPO}/crons`)),
  cronListing(get('crons, as the action pages', `${USER_REPO}/crons?limit=100&offset=0`)),
  cronListing(get('crons, a page in the middle', `${USER_REPO}/crons?limit=10&offset=20`)),
  cronListing(get('crons, past the end', `${USER_REPO}/crons?limit=100&offset=100`)),
  ...CONFIG_CHECKS,
  // Builds and build requests (docs/travis-api.md#builds): the build the action waits for, the
  // listing it filters, the 409 and 403 of its writes, a request and its pending state.
  captureAt(
    'mainBuild',
    'builds.0.id',
    get(
      'the newest build of a branch, with its jobs',
      `${REPO}/builds?branch.name=main&include=build.jobs%2Cjob.state&limit=1`
    )
  ),
  get('a build with its jobs', '/build/{mainBuild}?include=build.jobs%2Cjob.state'),
  get('a build, jobs minimal', '/build/{mainBuild}'),
  get(
    'builds by state and event',
    `${REPO}/builds?build.state=failed%2Cerrored&build.event_type=push&limit=100&offset=0`
  ),
  get('builds of a branch that has none', `${REPO}/builds?branch.name=never-built&limit=1`),
  get('an unknown build', '/build/999999?include=build.jobs%2Cjob.state'),
  write('cancel a finished build (409)', 'POST', '/build/{mainBuild}/cancel'),
  write(
    'restart a build, read-only token',
    'POST',
    '/build/{mainBuild}/restart',
    undefined,
    READONLY_TOKEN
  ),
  write(
    'cancel a build, read-only token',
    'POST',
    '/build/{mainBuild}/cancel',
    undefined,
    READONLY_TOKEN
  ),
  write('a build request, read-only token', 'POST', `${REPO}/requests`, {}, READONLY_TOKEN),
  captureAt(
    'buildRequest',
    'request.id',
    write('a build request (202 pending)', 'POST', `${REPO}/requests`, {
      'request.branch': 'main',
      'request.message': 'conformance'
    })
  ),
  stamped(get('the pending build request', `${REPO}/request/{buildRequest}`)),
  // trigger-build reads the newest requests after a lost POST answer: newest first. One, as the
  // seeds differ in the requests before (accepted-differences.ts).
  stamped(get('the newest build request alone', `${REPO}/requests?limit=1`)),
  get('an unknown build request', `${REPO}/request/999999`),
  ...JOBS_AND_MESSAGES,
  // Last: travis-hub applies a restart later on the real server, at once on the fake.
  write('restart a finished build (202)', 'POST', '/build/{mainBuild}/restart')
]
