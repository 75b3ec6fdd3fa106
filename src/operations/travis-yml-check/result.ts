// The result of check-travis-yml: plain data for report/. No job config is in it whole (it may
// hold secrets), only the jobs' views.
import type { FailOn } from '../../inputs/parsed.js'
import type { Base } from '../result-base.js'
import type { PreviewJob, JobsDiff } from './jobs.js'
import type { ConfigMessage } from './messages.js'

export type { ChangedJob, PreviewJob, JobsDiff } from './jobs.js'
export type { ConfigMessage, MessageLevel } from './messages.js'

/** What was asked of Travis CI: lint alone, or lint and the preview of the jobs. */
export type CheckDepth = 'lint' | 'preview'

export interface TravisYmlCheckResult extends Base {
  kind: 'travis-yml-check'
  operation: 'check-travis-yml'
  /** 'travis-yml' as given, the path annotations point at. */
  file: string
  depth: CheckDepth
  /** Why the preview was not asked for or not answered, when depth is lint. */
  lintOnlyBecause: string | null
  messages: ConfigMessage[]
  /** true when no message is at error or alert. */
  valid: boolean
  failOn: FailOn
  /** The expanded jobs, in Travis CI's order; empty without the preview. */
  jobs: PreviewJob[]
  /** With 'base-travis-yml' and the preview: its file and the jobs the change adds, removes, changes. */
  base: { file: string; jobs: PreviewJob[]; diff: JobsDiff } | null
  /** The branch the preview evaluated conditions for; null: the repository's default. */
  branch: string | null
}
