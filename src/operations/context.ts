import type { DeployKeysPort } from '../github/deploy-keys.js'
import type { PullRequestStates } from '../github/pull-requests.js'
import type { Interrupts } from '../runtime/interrupts.js'
import type { Runner } from '../runtime/runner.js'
import type { TravisClient } from '../travis/client.js'

/**
 * What every operation gets: the Travis client, the runner, and for messages what the run works
 * on (`repoLabel`: the repository, or the owner for list-repositories).
 */
export interface OperationContext {
  client: TravisClient
  runner: Runner
  repoLabel: string
  /** GitHub deploy keys of the repository; null without a 'github-token'. */
  deployKeys: DeployKeysPort | null
  /** Pull request states for 'stale-branches'; null without a 'github-token'. */
  pullRequests: PullRequestStates | null
  /** The web page of a build; null where the action cannot know Travis CI's web app. */
  buildUrl: (id: number) => string | null
  /** A cancelled workflow, for the work that answers it (waiting for a build). */
  interrupts: Interrupts
}
