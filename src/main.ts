// run(): read inputs, run the operation, report. The one try/catch that ends in setFailed.
import * as core from '@actions/core'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { EOL } from 'node:os'
import { INPUT_ADVICE, unreachableAdvice } from './failure-advice.js'
import { InputError, loadInputParsers, readInputs } from './inputs/index.js'
import { ANNOTATION_LIMIT, logLine, untrustedLine, type Runner } from './runtime/runner.js'
import { ActionError, messageOf } from './lib/action-error.js'
import { rememberSecret } from './runtime/mask.js'
import { runOperation } from './operations/index.js'
import { report, reportFailure } from './report/index.js'
import { NO_PAGES, repositoryPages, type RepositoryPages } from './report/links.js'
import { subjectPhrase } from './model/operations.js'
import type { ActionInputs, PlanCommentTarget } from './inputs/parsed.js'
import { defaultRetryPolicy } from './lib/retry.js'
import type { OperationContext } from './operations/context.js'
import { GitHubApiError } from './github/errors.js'
import { TravisClient } from './travis/client.js'
import { TravisApiError } from './travis/errors.js'
import { VERSION } from './runtime/version.js'
import { processInterrupts } from './runtime/interrupts.js'

export interface RunDependencies {
  /** Transport for every HTTP call; tests may inject one. */
  fetch?: typeof globalThis.fetch
}

/**
 * The runner behind every log line of a run, main's own included: each message becomes one line
 * (runner.ts `logLine`), so no input or server text can start a workflow command.
 */
const coreRunner: Runner = {
  debug: (message) => core.debug(logLine(message)),
  info: (message) => core.info(logLine(message)),
  notice: (message) => core.notice(logLine(message, ANNOTATION_LIMIT)),
  warning: (message) => core.warning(logLine(message, ANNOTATION_LIMIT)),
  group: (title, work) => core.group(logLine(title), work),
  mask: (secret) => {
    if (rememberSecret(secret)) core.setSecret(secret)
  },
  annotate: (level, message, { file, line }) => {
    const annotate =
      level === 'error' ? core.error : level === 'warning' ? core.warning : core.notice
    annotate(logLine(message, ANNOTATION_LIMIT), { file, startLine: line })
  },
  printUntrusted
}

/** How much of an untrusted text goes to stdout at once. */
const PRINT_CHUNK = 64 * 1024

/**
 * Runner.printUntrusted: the lines between `::stop-commands::<token>` and `::<token>::`, where the
 * runner reads no workflow command, with a token nobody can guess (so no line can resume the
 * commands), inside one group that only the action closes. Written a piece at a time, each after
 * the runner has taken the one before (stdout is a pipe: what it has not read would pile up in
 * memory).
 */
async function printUntrusted(
  title: string,
  lines: Iterable<string> | AsyncIterable<string>
): Promise<void> {
  const token = randomBytes(16).toString('hex')
  core.startGroup(logLine(title))
  core.info(`::stop-commands::${token}`)
  let chunk = ''
  try {
    for await (const line of lines) {
      chunk += `${untrustedLine(line)}${EOL}`
      if (chunk.length >= PRINT_CHUNK) {
        await written(chunk)
        chunk = ''
      }
    }
  } finally {
    // Whatever ends the lines (a body cut short), the runner reads commands again after them.
    await written(chunk)
    core.info(`::${token}::`)
    core.endGroup()
  }
}

/** `text` written to stdout, once the stream has room for more. */
async function written(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain')
}

/**
 * Fails the step with one line of at most 1,000 characters (cut at a word boundary); returns the
 * cause as that line shows it.
 */
function fail(prefix: string, cause: string): string {
  const line = logLine(`${prefix}${cause}`, ANNOTATION_LIMIT)
  core.setFailed(line)
  return line.startsWith(prefix) ? line.slice(prefix.length) : line
}

/**
 * A safety net for index.ts: run() catches its own errors, but a stray rejection must still fail
 * the step, in one line like every other failure.
 */
export function failOnStrayRejection(reason: unknown): void {
  fail('Unhandled error: ', messageOf(reason))
}

export async function run(dependencies: RunDependencies = {}): Promise<void> {
  let operation = 'travis-repo-action'
  // What the run works on: the repository, or the owner for list-repositories.
  let label = ''
  let pages: RepositoryPages = NO_PAGES
  let apiUrl = ''
  // Whether any request went out decides what a failure tells the user to do.
  let client: TravisClient | null = null
  const github = { requests: 0 }
  const onGitHubRequest = () => (github.requests += 1)
  // Known once the run knows it is to comment on the pull request: the plan, or why there is none.
  let planComment: PlanCommentTarget | null = null
  const comment = async (summary: string, planned: boolean) => {
    const target = planComment
    if (target === null) return
    // Octokit is loaded only now; without a Travis client (bad inputs), the connection's retries.
    const { commentThePlan } = await import('./github/plan-comment.js')
    await commentThePlan({
      token: target.githubToken,
      runner: coreRunner,
      retryPolicy: client?.retryPolicy ?? defaultRetryPolicy(target.connection.retries),
      timeoutMs: target.connection.timeoutMs,
      fetch: dependencies.fetch,
      onRequest: onGitHubRequest,
      label,
      summary,
      planned
    })
  }
  try {
    await loadInputParsers()
    const inputs = readInputs()
    operation = inputs.operation.operation
    label = inputs.label
    apiUrl = inputs.connection.apiUrl
    pages = repositoryPages(inputs.connection, process.env.GITHUB_SERVER_URL)
    for (const warning of inputs.warnings) coreRunner.warning(warning)
    for (const notice of inputs.notices) coreRunner.notice(notice)
    const asked = 'planComment' in inputs.operation ? inputs.operation.planComment : null
    planComment = asked === null ? null : { ...asked, connection: inputs.connection }
    client = new TravisClient({
      connection: inputs.connection,
      advice: INPUT_ADVICE,
      version: VERSION,
      runner: coreRunner,
      fetch: dependencies.fetch
    })
    coreRunner.info(`${operation} ${subjectPhrase(operation, label)} (${inputs.connection.apiUrl})`)
    const result = await runOperation(
      {
        client,
        runner: coreRunner,
        repoLabel: label,
        buildUrl: (id) => (pages.travisBuilds === null ? null : `${pages.travisBuilds}/${id}`),
        interrupts: processInterrupts,
        ...(await gitHubFor(inputs, client, dependencies, onGitHubRequest))
      },
      inputs.operation
    )
    await comment(await report(result, label, coreRunner, pages), true)
    if (result.failure !== undefined) fail(failurePrefix(operation, label), result.failure)
  } catch (error) {
    if (error instanceof InputError) {
      operation = error.operation ?? operation
      label = error.label ?? label
      planComment = error.planComment ?? null
      for (const warning of error.warnings) coreRunner.warning(warning)
    }
    // The summary shows the cause as the failure line does.
    const advice = unreachableAdvice(error, apiUrl)
    const cause = fail(
      failurePrefix(operation, label),
      `${explain(error)}${advice === '' ? '' : ` ${advice}`}`
    )
    const problems = error instanceof InputError ? error.problems : undefined
    const inputs = error instanceof InputError ? error.inputCount : undefined
    const sent = (client?.requestsSent ?? 0) + github.requests > 0
    const failure = { cause, problems, inputs, sent }
    await comment(await reportFailure(operation, label, failure, coreRunner, pages), false)
  }
}

/** `list-caches on octo-org/hello failed: `, `list-repositories for octo-org failed: `. */
function failurePrefix(operation: string, label: string): string {
  return label === ''
    ? `${operation}: `
    : `${operation} ${subjectPhrase(operation, label)} failed: `
}

/**
 * The GitHub side of the run, only with a 'github-token' (inputs/ then ensured an owner/name
 * repo): deploy keys for rotate-key-pair, pull request states for 'stale-branches'. Their
 * modules, with Octokit, are loaded only then: no other run needs them (docs/architecture.md).
 */
async function gitHubFor(
  inputs: ActionInputs,
  client: TravisClient,
  dependencies: RunDependencies,
  onRequest: () => void
): Promise<Pick<OperationContext, 'deployKeys' | 'pullRequests'>> {
  const { operation, connection } = inputs
  const token = 'githubToken' in operation ? operation.githubToken : ''
  if (token === '' || connection.repo.kind !== 'slug')
    return { deployKeys: null, pullRequests: null }
  const options = {
    token,
    owner: connection.repo.owner,
    repo: connection.repo.name,
    runner: coreRunner,
    retryPolicy: client.retryPolicy,
    timeoutMs: connection.timeoutMs,
    fetch: dependencies.fetch,
    onRequest
  }
  const rotates = operation.operation === 'rotate-key-pair'
  const prunes = 'selection' in operation && operation.selection.staleBranches
  return {
    deployKeys: rotates ? new (await import('./github/deploy-keys.js')).DeployKeys(options) : null,
    pullRequests: prunes
      ? new (await import('./github/pull-requests.js')).PullRequests(options)
      : null
  }
}

function explain(error: unknown): string {
  if (error instanceof TravisApiError) return error.explanation
  if (
    error instanceof InputError ||
    error instanceof ActionError ||
    error instanceof GitHubApiError
  ) {
    return error.message
  }
  // Anything else is a bug or an unexpected runtime condition: keep its message, not its stack.
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
