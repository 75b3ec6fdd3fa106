// run(): read inputs, run the operation, report. The one try/catch that ends in setFailed.
import * as core from '@actions/core'
import { INPUT_ADVICE } from './failure-advice.js'
import { InputError, readInputs } from './inputs/index.js'
import type { Runner } from './runner.js'
import { ActionError } from './action-error.js'
import { runOperation } from './operations/index.js'
import { report, reportFailure } from './report/index.js'
import { describeRepo } from './model/repository.js'
import type { ActionInputs } from './inputs/parsed.js'
import type { OperationContext } from './operations/context.js'
import { DeployKeys, GitHubApiError } from './github/deploy-keys.js'
import { PullRequests } from './github/pull-requests.js'
import { TravisClient } from './travis/client.js'
import { TravisApiError } from './travis/errors.js'
import { VERSION } from './version.js'

export interface RunDependencies {
  /** Transport for every HTTP call; tests may inject one. */
  fetch?: typeof globalThis.fetch
}

const coreRunner: Runner = {
  debug: (message) => core.debug(message),
  info: (message) => core.info(message),
  notice: (message) => core.notice(message),
  warning: (message) => core.warning(message),
  group: (title, work) => core.group(title, work),
  mask: (secret) => core.setSecret(secret)
}

export async function run(dependencies: RunDependencies = {}): Promise<void> {
  let operation = 'travis-repo-action'
  let repoLabel = ''
  try {
    const inputs = readInputs()
    operation = inputs.operation.operation
    repoLabel = describeRepo(inputs.connection.repo)
    for (const warning of inputs.warnings) core.warning(warning)
    const client = new TravisClient({
      connection: inputs.connection,
      advice: INPUT_ADVICE,
      version: VERSION,
      runner: coreRunner,
      fetch: dependencies.fetch
    })
    core.info(`${operation} on ${repoLabel} (${inputs.connection.apiUrl})`)
    const result = await runOperation(
      { client, runner: coreRunner, repoLabel, ...gitHubFor(inputs, client, dependencies) },
      inputs.operation
    )
    await report(result, repoLabel)
    if (result.failure !== undefined)
      core.setFailed(`${operation} on ${repoLabel} failed: ${result.failure}`)
  } catch (error) {
    if (error instanceof InputError) {
      operation = error.operation ?? operation
      repoLabel = error.repoLabel ?? repoLabel
      for (const warning of error.warnings) core.warning(warning)
    }
    const message = explain(error)
    core.setFailed(
      repoLabel === ''
        ? `${operation}: ${message}`
        : `${operation} on ${repoLabel} failed: ${message}`
    )
    await reportFailure(operation, repoLabel, message)
  }
}

/**
 * The GitHub side of the run, only with a 'github-token' (inputs/ then ensured an owner/name
 * repo): deploy keys for rotate-key-pair, pull request states for 'stale-branches'.
 */
function gitHubFor(
  inputs: ActionInputs,
  client: TravisClient,
  dependencies: RunDependencies
): Pick<OperationContext, 'deployKeys' | 'pullRequests'> {
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
    fetch: dependencies.fetch
  }
  const prunes = 'selection' in operation && operation.selection.staleBranches
  return {
    deployKeys: operation.operation === 'rotate-key-pair' ? new DeployKeys(options) : null,
    pullRequests: prunes ? new PullRequests(options) : null
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
