// The inputs every operation shares: which operation, which repository, and how to reach Travis.
import { OPERATIONS, type Operation } from '../model/operations.js'
import type { Connection, RepoRef } from '../model/repository.js'
import { INVALID, complete, quoted, type InputReader, type Read } from './reader.js'
import { INPUTS, INPUT_NAMES, inputApplies } from './table.js'
import { didYouMean } from '../lib/closest.js'

const SLUG = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
/** Travis ids are database integers: 18 digits are far beyond any. */
const REPO_ID = /^\d{1,18}$/
/** The longest owner login (GitHub allows 39) and repository name (GitHub allows 100) taken. */
const SLUG_PART_LIMIT = 100
const REPO_ALLOWED = 'owner/name or a numeric Travis repository id'
/** A provider is a word such as github, bitbucket, gitlab or assembla. */
const PROVIDER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const API_URL_ALLOWED =
  'an http(s) URL such as https://api.travis-ci.com or https://travis.example.com/api'
/** The base of every request URL: servers refuse request lines of more than a few KiB. */
const API_URL_LIMIT = 2048

export function readOperation(reader: InputReader): Read<Operation> {
  const value = reader.raw('operation')
  const operation = OPERATIONS.find((known) => known === value)
  if (operation === undefined) {
    const allowed = OPERATIONS.join(', ')
    return reader.fail(
      value === ''
        ? `Input 'operation' is required: one of ${allowed}.`
        : `Input 'operation' must be one of ${allowed}, got ${quoted(value)}.${didYouMean(value, OPERATIONS)}`
    )
  }
  warnAboutUnusedInputs(reader, operation)
  return operation
}

/** An input set (not to its default) for an operation that does not use it is a warning. */
function warnAboutUnusedInputs(reader: InputReader, operation: Operation): void {
  for (const name of INPUT_NAMES) {
    const given = reader.source.get(name).trim()
    if (!inputApplies(name, operation) && given !== '' && given !== INPUTS[name].default) {
      reader.warn(`Input '${name}' is not used by ${operation} and was ignored.`)
    }
  }
}

function readRepo(reader: InputReader): Read<RepoRef> {
  const value = reader.raw('repo') || reader.source.workflowRepository()
  if (REPO_ID.test(value)) return { kind: 'id', id: value }
  if (!SLUG.test(value)) {
    return reader.fail(
      value === ''
        ? `Input 'repo' is required: ${REPO_ALLOWED}.`
        : `Input 'repo' must be ${REPO_ALLOWED}, got ${quoted(value)}.`
    )
  }
  const [owner = '', name = ''] = value.split('/')
  // The parts become path segments of GitHub's URLs (/repos/{owner}/{name}): '..' would climb.
  if ([owner, name].some((part) => /^\.+$/.test(part))) {
    return reader.fail(
      `Input 'repo' must be ${REPO_ALLOWED}; an owner or name of dots only ('.', '..') is a path step, got ${quoted(value)}.`
    )
  }
  if (owner.length > SLUG_PART_LIMIT || name.length > SLUG_PART_LIMIT) {
    return reader.fail(
      `Input 'repo' must be ${REPO_ALLOWED} with an owner and a name of at most ${SLUG_PART_LIMIT} characters each, got ${quoted(value)}.`
    )
  }
  return { kind: 'slug', owner, name }
}

/**
 * Reads the connection inputs, all of them even after a bad one, so every problem is reported.
 * The repository comes back on its own too: failures name it whenever it was valid.
 */
export function readConnection(
  reader: InputReader,
  operation: Read<Operation>
): {
  connection: Read<Connection>
  repo: Read<RepoRef>
} {
  // travis-api lints without a login, so a fork's pull request (no secrets) can be checked.
  const token = reader.token('travis-token', operation !== 'check-travis-yml')
  const repo = readRepo(reader)
  const fields = complete({
    token,
    repo,
    provider: readProvider(reader),
    apiUrl: readApiUrl(reader),
    timeoutSeconds: reader.wholeNumber('timeout-seconds', 1, 600),
    retries: reader.wholeNumber('retries', 0, 10)
  } as const)
  if (fields === INVALID) return { connection: INVALID, repo }
  const { timeoutSeconds, ...rest } = fields
  return { connection: { ...rest, timeoutMs: timeoutSeconds * 1000 }, repo }
}

function readProvider(reader: InputReader): Read<string> {
  const value = reader.raw('provider')
  return value === '' || PROVIDER.test(value)
    ? value
    : reader.fail(
        `Input 'provider' must be a provider name such as github (a letter, then up to 63 letters, digits, - or _), got ${quoted(value)}.`
      )
}

function readApiUrl(reader: InputReader): Read<string> {
  const value = reader.text('api-url', API_URL_LIMIT, 'it starts every request URL')
  if (value === INVALID) return INVALID
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return reader.fail(`Input 'api-url' must be ${API_URL_ALLOWED}, got ${quoted(value)}.`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
    return reader.fail(
      `Input 'api-url' must be ${API_URL_ALLOWED} (no query or fragment), got ${quoted(value)}.`
    )
  }
  if (url.username !== '' || url.password !== '') {
    // Do not echo it: credentials in a URL are secrets.
    return reader.fail(
      "Input 'api-url' must not contain a user name or password; pass the token in 'travis-token'."
    )
  }
  // travis-ci.org stopped building in June 2021; its repositories moved to travis-ci.com.
  if (/(^|\.)travis-ci\.org\.?$/i.test(url.hostname)) {
    return reader.fail(
      `Input 'api-url' points at ${url.host}, the API of travis-ci.org, ` +
        'which Travis CI retired in 2021 (its repositories moved to travis-ci.com), ' +
        `got ${quoted(value)}; use https://api.travis-ci.com (the default).`
    )
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    // The host only: the URL holds no credentials (refused above), and the token is never shown.
    reader.warn(
      `Input 'api-url' uses plain http:// to ${url.host}: the Travis token travels unencrypted ` +
        'to it and to anyone on the way; use https:// unless the network is yours alone.'
    )
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/**
 * This machine, as the URL parser writes its host: localhost and *.localhost (RFC 6761),
 * 127.0.0.0/8 (2130706433 and 127.1 come out as 127.0.0.1), ::1 and ::ffff:127.x.y.z.
 */
function isLoopback(hostname: string): boolean {
  return (
    /(^|\.)localhost\.?$/i.test(hostname) ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    /^\[(::1|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/.test(hostname)
  )
}

/** GitHub knows repositories by owner/name only: a Travis id cannot go with a 'github-token'. */
export function requireSlugForGitHub(
  reader: InputReader,
  githubToken: Read<string>,
  repo: Read<RepoRef>
): void {
  if (githubToken !== INVALID && githubToken !== '' && repo !== INVALID && repo.kind === 'id') {
    reader.fail(
      `Input 'repo' must be owner/name when 'github-token' is set (GitHub does not know Travis ids), got '${repo.id}'.`
    )
  }
}
