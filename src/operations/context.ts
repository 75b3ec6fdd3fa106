import type { Log } from '../log.js'
import type { TravisClient } from '../travis/client.js'

/** What every operation gets: the Travis client, the log, and the repository for messages. */
export interface OperationContext {
  client: TravisClient
  log: Log
  repoLabel: string
}

/** A refusal by one of the action's own guards (not the server): the step fails, nothing changed. */
export class GuardError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GuardError'
  }
}
