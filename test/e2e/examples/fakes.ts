// Fakes seeded for the example workflows (examples.test.ts): each example's real use, on the
// workflow's own repository (octo-org/hello-world, the runner's github.repository).
import { createPublicKey } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect } from 'vitest'
import { startFakeGitHub } from '../../fakes/fake-github.mjs'
import { readWorkflow, type WorkflowResult, type Workflow } from '../../support/workflow-run.js'
import { JOB_TOKEN } from '../../support/workflow-run.js'
import { REPO, TOKEN, fakeTravis, type FakeTravis } from '../helpers.js'
import {
  GITHUB_TOKEN,
  daysAgo,
  pemOf,
  rsaPrivateKey,
  sshRsaLine,
  type FakeGitHub
} from '../rotation/helpers.js'

type CacheSpec = Parameters<FakeTravis['state']['addCache']>[1]

export const EXAMPLES_DIR = fileURLToPath(new URL('../../../examples/', import.meta.url))
/**
 * The read-only token the examples' checks and plans use (TRAVIS_READ_TOKEN): it may read
 * settings, variables, crons and repositories, and write nothing (readOnlyTravis registers it).
 */
export const READ_TOKEN = 'fake-travis-read-token'
/**
 * The token the cache examples delete with (TRAVIS_CACHE_TOKEN): a user with push access, who
 * may delete caches and start builds but not change settings or key pairs (cachesRepo registers it).
 */
export const CACHE_TOKEN = 'fake-travis-cache-token'
/** The secrets as the secrets convention names them (the harness gives every job all of them). */
export const SECRETS = {
  TRAVIS_TOKEN: TOKEN,
  TRAVIS_READ_TOKEN: READ_TOKEN,
  TRAVIS_CACHE_TOKEN: CACHE_TOKEN,
  DEPLOY_KEY_ADMIN_TOKEN: GITHUB_TOKEN
}

/** Lets READ_TOKEN in: a user with read access only (403 on any write, as the live tier's ro-user). */
export function readOnlyToken(fake: FakeTravis): FakeTravis {
  fake.tokens[READ_TOKEN] = {
    user: 'reader',
    settingsWrite: false,
    keyPairWrite: false,
    cacheDelete: false,
    buildWrite: false
  }
  return fake
}

/** A fake Travis with the demo repository that knows READ_TOKEN too. */
export async function exampleTravis(): Promise<FakeTravis> {
  return readOnlyToken(await fakeTravis())
}

export function example(file: string): Workflow {
  return readWorkflow(join(EXAMPLES_DIR, file))
}

/**
 * The scenarios of one example file: a describe block named after it. A minute per test: a
 * scenario runs the action several times, and rotations generate 4096-bit keys (the default).
 */
export function scenariosOf(file: string, body: () => void): void {
  describe(file, { timeout: 60_000 }, body)
}

/**
 * The examples/*.yml no `scenariosOf('<file>', …)` in test/e2e/examples/*.test.ts covers (read as
 * text, since each test file runs in its own module graph).
 */
export function examplesWithoutScenario(): string[] {
  const here = fileURLToPath(new URL('.', import.meta.url))
  const sources = readdirSync(here)
    .filter((file) => /\.test\.ts$/.test(file))
    .map((file) => readFileSync(join(here, file), 'utf8'))
    .join('\n')
  const covered = new Set([...sources.matchAll(/scenariosOf\(\s*'([^']+)'/g)].map((m) => m[1]))
  return readdirSync(EXAMPLES_DIR)
    .filter((file) => /\.ya?ml$/.test(file) && !covered.has(file))
    .map((file) => `examples/${file}`)
}

const githubs: FakeGitHub[] = []

/** A fake GitHub knowing the repository; the job token (github.token) reads pull requests. */
export async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub()
  githubs.push(github)
  github.addRepo(REPO)
  github.tokens[JOB_TOKEN] = { user: 'github-actions[bot]', admin: false }
  return github
}

export async function closeGitHubs(): Promise<void> {
  await Promise.all(githubs.splice(0).map((github) => github.close()))
}

/**
 * The workflow's repository (id 1) with these branches (name → exists on GitHub) and caches; the
 * fake knows CACHE_TOKEN.
 */
export async function cachesRepo(branches: Record<string, boolean>, caches: CacheSpec[]) {
  const fake = await fakeTravis({ seedDemo: false })
  fake.tokens[CACHE_TOKEN] = {
    user: 'pusher',
    settingsWrite: false,
    keyPairWrite: false,
    cacheDelete: true,
    buildWrite: true
  }
  const repo = fake.addRepo({ id: 1, slug: REPO })
  for (const [name, existsOnHost] of Object.entries(branches)) {
    fake.state.addBranch(repo, { name, existsOnHost })
  }
  for (const spec of caches) fake.state.addCache(repo, spec)
  return { fake, repo }
}

/** `group/name` of every cache the repository still holds. */
export function stored(repo: { caches: Array<{ group: string; name: string }> }): string[] {
  return repo.caches.map((cache) => `${cache.group}/${cache.name}`).sort()
}

/** The fake's requests as `METHOD path`. */
export function requestsOf(fake: FakeTravis | FakeGitHub): string[] {
  return fake.requests.map((request) => `${request.method} ${request.path}`)
}

/** prune-stale-caches' repository: a deleted branch, a closed and an open pull request, an old cache. */
export async function staleCachesFakes() {
  const { fake, repo } = await cachesRepo({ master: true, gone: false }, [
    { branch: 'master', name: 'cache-linux.tgz', size: 1, lastModified: daysAgo(1) },
    { branch: 'master', name: 'cache-old.tgz', size: 80, lastModified: daysAgo(40) },
    { branch: 'gone', name: 'cache-linux.tgz', size: 10, lastModified: daysAgo(1) },
    { pullRequest: 7, name: 'cache-linux.tgz', size: 20, lastModified: daysAgo(1) },
    { pullRequest: 8, name: 'cache-linux.tgz', size: 40, lastModified: daysAgo(1) }
  ])
  const github = await fakeGitHub()
  github.addPullRequest(REPO, { number: 7, state: 'closed' })
  github.addPullRequest(REPO, { number: 8, state: 'open' })
  return { fake, repo, github }
}

/** Every step of ours in the run succeeded; returns how many ran. */
export function expectOurStepsSucceeded(result: WorkflowResult): number {
  const ours = result.jobs.flatMap((job) => job.steps).filter((step) => step.run !== null)
  for (const step of ours) {
    const run = step.run
    expect(run?.errors, `${step.id ?? step.name}: ${run?.stdout}`).toEqual([])
    expect(run?.exitCode).toBe(0)
  }
  return ours.length
}

export type Organisation = Awaited<ReturnType<typeof organisation>>

/**
 * octo-org on Travis: hello-world (id 1) and repo-001…004 (ids 2–5); repo-003 is public and
 * repo-004 inactive, so three are listed. Each listed one holds a key pair whose deploy key is
 * 100 days old, but repo-002's, 10 days old. `listed`: those three, newest first.
 */
export async function organisation(listed: string[], appToken: string) {
  const travis = await exampleTravis()
  travis.state.seedOwner('octo-org', 4, {
    isPrivate: (index) => index !== 2,
    isActive: (index) => index !== 3
  })
  const github = await fakeGitHub()
  github.tokens[appToken] = { user: 'deploy-keys[bot]', admin: true }
  const before: Record<string, { pem: string; keyId: number }> = {}
  for (const slug of listed) {
    const key = rsaPrivateKey()
    const pem = pemOf(key)
    const repo = travis.state.repos.find((candidate) => candidate.slug === slug)
    if (repo) repo.keyPair = { privateKey: pem, description: 'old key' }
    const ageDays = slug === 'octo-org/repo-002' ? 10 : 100
    const added = github.addKey(slug, {
      key: sshRsaLine(createPublicKey(key)),
      title: 'Travis CI deploy key 2024-01-01',
      created_at: daysAgo(ageDays)
    })
    before[slug] = { pem, keyId: added.id }
  }
  const writes = () =>
    [...travis.requests, ...github.requests].filter((request) => request.method !== 'GET')
  return { travis, github, before, writes }
}
