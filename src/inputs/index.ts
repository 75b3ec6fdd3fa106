// The one place that reads inputs. Every value is checked here, so a bad input fails the step
// with a message naming the input, the value and what is allowed, before any request is sent.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { describeRepo } from '../model/repository.js'
import { readConnection, readOperation } from './connection.js'
import { readOperationInputs } from './operation-inputs.js'
import type { ActionInputs } from './parsed.js'
import { INVALID, InputReader, type InputSource } from './reader.js'

export type { InputSource } from './reader.js'

/** Bad input: the message says which input, what it got, and what is allowed. */
export class InputError extends Error {
  constructor(
    readonly problems: string[],
    /** The operation and repository, when those inputs themselves were valid. */
    readonly operation?: string,
    readonly repoLabel?: string,
    readonly warnings: string[] = []
  ) {
    super(problems.join(' '))
    this.name = 'InputError'
  }
}

const runnerInputs: InputSource = {
  get: (name) => core.getInput(name),
  mask: (secret) => core.setSecret(secret),
  readFile: (path) => readFileSync(path, 'utf8'),
  workflowRepository: () => process.env.GITHUB_REPOSITORY ?? ''
}

export function readInputs(source: InputSource = runnerInputs): ActionInputs {
  const reader = new InputReader(source)
  const operation = readOperation(reader)
  const { connection, repo } = readConnection(reader)
  const repoLabel = repo === INVALID ? undefined : describeRepo(repo)
  if (operation === INVALID) {
    throw new InputError(reader.problems, undefined, repoLabel, reader.warnings)
  }
  const inputs = readOperationInputs(reader, operation, repo)
  if (connection === INVALID || inputs === INVALID || reader.problems.length > 0) {
    throw new InputError(reader.problems, operation, repoLabel, reader.warnings)
  }
  return { connection, operation: inputs, warnings: reader.warnings }
}
