// travis-api's `.travis.yml` checks, both answered by travis-yml, Travis CI's config parser
// (docs/travis-api.md#config-checks): POST /lint (services/lint/lint.rb, renderer/lint.rb; no
// login needed) and POST /repo/{repo}/request/config, the preview of a build request
// (services/request/preview.rb, renderer/request_preview.rb; needs create_request). Both change
// nothing, so both are retried as a GET is.
import type { TravisClient } from '../client.js'
import { arrayOf, nullable, object, optional, shape, text, textOrNull } from '../shapes.js'

/** One lint warning: `message` is `[level] on key.path: text`; `key` is always [] (renderer/lint.rb). */
export interface LintWarning {
  message: string
}

export interface LintAnswer {
  warnings: LintWarning[]
}

/**
 * One message of the preview (travis-yml `Msgs#message`): `line` counts from 0 and is null for a
 * message about the whole file (a default it filled in); `args` holds what the message names.
 */
export interface PreviewMessage {
  level: string
  key: string
  code: string
  args?: Record<string, unknown>
  /** The file it is about: `api` (or none) for the config sent, else an imported file. */
  src?: string | null
  line?: number | null
}

/** One expanded job: its whole config, which may hold secrets (it is never shown whole). */
export interface JobConfigRecord {
  config: Record<string, unknown>
}

export interface PreviewAnswer {
  job_configs: JobConfigRecord[]
  messages: PreviewMessage[]
  /** The messages as sentences, in the same order (travis-yml `Msgs#full_messages`). */
  full_messages?: string[]
}

export const LINT = shape(
  'a lint answer',
  'warnings[].message',
  object({ warnings: arrayOf(object({ message: text })) })
)

const messageLine = (value: unknown, where: string): string | null =>
  value === undefined || value === null || (Number.isSafeInteger(value) && (value as number) >= 0)
    ? null
    : `${where} is not a line number`

export const PREVIEW = shape(
  'a request preview',
  'job_configs[].config, messages[].level, key, code, line',
  object({
    job_configs: arrayOf(object({ config: object({}) })),
    messages: arrayOf(
      object({
        level: text,
        key: text,
        code: text,
        args: optional(nullable(object({}))),
        src: optional(textOrNull),
        line: messageLine
      })
    ),
    full_messages: optional(arrayOf(text))
  })
)

export function requestLintPost(client: TravisClient, content: string): Promise<LintAnswer> {
  // A question whose answer changes nothing: retried as a GET is.
  return client.send<LintAnswer>('POST', '/lint', LINT, { body: { content }, retried: true })
}

/**
 * The jobs Travis CI would run for `content` alone (`mode: replace`: nothing is merged from the
 * repository's own file, which travis-yml would fetch from GitHub), on `branch` (null: the
 * repository's default branch, travis-api's `ref`), its conditions evaluated for that branch and
 * the `event` (`push`, `pull_request`; null: none).
 */
export function requestRequestConfigPost(
  client: TravisClient,
  content: string,
  { branch, event }: { branch: string | null; event: string | null }
): Promise<PreviewAnswer> {
  // `data` is what travis-yml evaluates `if:` conditions with (travis-conditions: branch, type).
  const data = {
    ...(branch === null ? {} : { branch }),
    ...(event === null ? {} : { type: event })
  }
  const body = {
    configs: [{ config: content, mode: 'replace' }],
    ...(branch === null ? {} : { ref: branch }),
    ...(Object.keys(data).length === 0 ? {} : { data })
  }
  const path = `${client.repositoryPath}/request/config`
  return client.send<PreviewAnswer>('POST', path, PREVIEW, { body, retried: true })
}
