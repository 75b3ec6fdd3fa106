// What the GitHub client refuses or reports, in a module of its own: main.ts tells this error
// from others on every run, and must not load Octokit (and its undici) to do so.
export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A write whose answer was lost and that could not be looked for: its outcome is unknown. */
    readonly outcomeUnknown = false
  ) {
    super(message)
    this.name = 'GitHubApiError'
  }
}
