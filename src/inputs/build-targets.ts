// Which build a builds operation works on: 'build-id', or the newest build of 'branch' (one branch
// name); for wait-for-build also the build Travis CI starts itself for a commit ('sha', on 'branch')
// or for a pull request ('pull-request', with its head 'sha' if given).
import type { BuildTarget, WaitTarget } from './parsed.js'
import {
  INVALID,
  QUERY_LIMIT,
  QUERY_REASON,
  quoted,
  type InputReader,
  type Read
} from './reader.js'

/** Travis build ids are database ids: whole numbers, far below 2^53. */
const BUILD_ID = /^[1-9]\d{0,14}$/
/** A commit as git abbreviates it (7 characters at least) or whole. */
const SHORT_SHA = /^[0-9a-f]{7,40}$/i

/** The operations that address one build. */
type OneBuildOperation = 'wait-for-build' | 'restart-build' | 'cancel-build'

/** One branch name: a line break would make it two. */
export function readBranch(reader: InputReader): Read<string> {
  const branch = reader.text('branch', QUERY_LIMIT, QUERY_REASON)
  if (branch === INVALID || !/[\r\n]/.test(branch)) return branch
  return reader.fail(
    `Input 'branch' must be one branch name for this operation, got ${quoted(branch)}.`
  )
}

/** 'build-id', or the newest build of 'branch': one of them, not both. */
export function readTarget(reader: InputReader, operation: OneBuildOperation): Read<BuildTarget> {
  const given = reader.raw('build-id')
  const branch = readBranch(reader)
  if (branch === INVALID) return INVALID
  if (given === '' && branch === '') {
    const travisBuilds =
      operation === 'wait-for-build'
        ? ", or 'sha' or 'pull-request' (the build Travis CI starts for that commit or pull request)"
        : ''
    const empty = travisBuilds === '' ? 'both' : 'all'
    return reader.fail(
      `${operation} needs 'build-id' (a build's number in its URL, e.g. 123456789) or 'branch' (its newest build)` +
        `${travisBuilds}; ${empty} are empty.`
    )
  }
  if (given !== '' && branch !== '') {
    return reader.fail(
      `Inputs 'build-id' and 'branch' are both set for ${operation}; set one: 'build-id' names a build, 'branch' takes its newest build.`
    )
  }
  if (given === '') return { branch }
  if (!BUILD_ID.test(given)) {
    return reader.fail(
      `Input 'build-id' must be a Travis CI build id (a whole number, e.g. 123456789 from the build's URL), got ${quoted(given)}.`
    )
  }
  return { buildId: Number(given) }
}

/**
 * wait-for-build's build: 'build-id' or the newest of 'branch' (readTarget), or the build Travis CI
 * starts itself for 'sha' (on 'branch', default the default branch) or for 'pull-request' (its
 * head commit 'sha', when given). One of 'build-id', 'sha' and 'pull-request' at most.
 */
export function readWaitTarget(reader: InputReader): Read<WaitTarget> {
  const given = (['build-id', 'sha', 'pull-request'] as const).filter(
    (name) => reader.raw(name) !== ''
  )
  if (given.length > 1 && !(given.length === 2 && given.join() === 'sha,pull-request')) {
    const names = given.map((name) => `'${name}'`).join(' and ')
    return reader.fail(
      `Inputs ${names} are both set for wait-for-build; 'build-id' names a build, ` +
        "'sha' (with 'branch') or 'pull-request' (with its head 'sha', if you like) the build Travis CI starts itself."
    )
  }
  if (given.length === 0 || given[0] === 'build-id') return readTarget(reader, 'wait-for-build')
  const sha = readShortSha(reader)
  if (given.includes('pull-request')) {
    const number = readPullRequest(reader)
    if (reader.raw('branch') !== '') {
      return reader.fail(
        "Input 'branch' does not go with 'pull-request' for wait-for-build: " +
          "a pull request's build is found by its number (and head 'sha'); leave 'branch' empty."
      )
    }
    return sha === INVALID || number === INVALID ? INVALID : { pullRequest: { number, sha } }
  }
  const branch = readBranch(reader)
  return sha === INVALID || branch === INVALID ? INVALID : { commit: { sha, branch } }
}

/** A commit of 7 to 40 hexadecimal characters (git's abbreviations included), in lower case. */
function readShortSha(reader: InputReader): Read<string> {
  const sha = reader.raw('sha')
  if (sha === '' || SHORT_SHA.test(sha)) return sha.toLowerCase()
  return reader.fail(
    `Input 'sha' must be a commit SHA of 7 to 40 hexadecimal characters (e.g. \${{ github.sha }}), got ${quoted(sha)}.`
  )
}

/** One pull request number. */
function readPullRequest(reader: InputReader): Read<number> {
  const given = reader.raw('pull-request')
  const number = /^\d{1,9}$/.test(given) ? Number(given) : 0
  if (number >= 1) return number
  return reader.fail(
    `Input 'pull-request' must be one pull request number for wait-for-build (e.g. \${{ github.event.pull_request.number }}), got ${quoted(given)}.`
  )
}
