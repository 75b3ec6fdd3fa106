// The preview's expanded jobs as the action shows them: stage, name and the matrix values
// (language, its version, os, env), never the whole job config, which may hold secrets (a
// deploy's api_key). Two files' jobs compared: matched by all of those, not by position; a
// matched job whose config differs otherwise is changed, the keys that differ named, their values not.
import { createHash } from 'node:crypto'
import type { JobConfigRecord } from '../../travis/resources/config-checks.js'

export interface PreviewJob {
  /** null when the file names no stages (travis-yml then gives none). */
  stage: string | null
  name: string | null
  language: string | null
  /** The language's own version key's value (`rvm: 3.2`, `node_js: 20`), e.g. `3.2`. */
  version: string | null
  os: string | null
  /** The job's variables, `NAME=value` each, a secure one as `[secure]`. */
  env: string[]
  allowFailure: boolean
}

export interface ChangedJob {
  before: PreviewJob
  after: PreviewJob
  /** The top-level keys of the job config that differ (`script`), without their values. */
  keys: string[]
}

export interface JobsDiff {
  added: PreviewJob[]
  removed: PreviewJob[]
  changed: ChangedJob[]
}

/** A job as compared: its view, and a digest of each key of its config (values never kept). */
export interface ExpandedJob {
  view: PreviewJob
  digests: Record<string, string>
}

/**
 * Each language's version key: the first `matrix` key of its definition in travis-yml's schema
 * (lib/travis/yml/schema/def/lang/*.rb); C and C++ expand by `compiler` (compilers.rb).
 */
const VERSION_KEYS: Readonly<Record<string, string>> = {
  android: 'jdk',
  c: 'compiler',
  clojure: 'jdk',
  cpp: 'compiler',
  crystal: 'crystal',
  csharp: 'mono',
  d: 'd',
  dart: 'dart',
  elixir: 'elixir',
  elm: 'elm',
  erlang: 'otp_release',
  go: 'go',
  groovy: 'jdk',
  hack: 'hhvm',
  haskell: 'ghc',
  haxe: 'haxe',
  java: 'jdk',
  julia: 'julia',
  matlab: 'matlab',
  nix: 'nix',
  node_js: 'node_js',
  'objective-c': 'rvm',
  perl: 'perl',
  perl6: 'perl6',
  php: 'php',
  python: 'python',
  r: 'r',
  ruby: 'rvm',
  rust: 'rust',
  scala: 'scala',
  smalltalk: 'smalltalk'
}

/** Keys of the view, not compared again as "changed". */
const SHOWN = new Set(['stage', 'name', 'language', 'os', 'env', 'allow_failure'])

export function expandedJob(record: JobConfigRecord): ExpandedJob {
  const config = record.config
  const language = scalar(config.language)
  // Own keys only: a language named `constructor` has no version key.
  const versionKey =
    language !== null && Object.hasOwn(VERSION_KEYS, language) ? VERSION_KEYS[language] : undefined
  const view: PreviewJob = {
    stage: scalar(config.stage),
    name: scalar(config.name),
    language,
    version: versionKey === undefined ? null : scalar(config[versionKey]),
    os: scalar(config.os),
    env: envOf(config.env),
    allowFailure: config.allow_failure === true
  }
  const digests: Record<string, string> = {}
  for (const [key, value] of Object.entries(config)) {
    if (SHOWN.has(key) || key === versionKey) continue
    digests[key] = createHash('sha256').update(JSON.stringify(value)).digest('hex')
  }
  return { view, digests }
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

/** `env` of a job config: a list of one-variable mappings (`[{A: "1"}, {secure: "…"}]`). */
function envOf(value: unknown): string[] {
  const entries = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value]
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry]
    if (typeof entry !== 'object' || entry === null) return []
    return Object.entries(entry as Record<string, unknown>).map(([name, v]) =>
      name === 'secure' ? '[secure]' : `${name}=${scalar(v) ?? '…'}`
    )
  })
}

/**
 * What identifies a job across two files: its stage, name and matrix values. A file without
 * stages gives its jobs none, and once one names a stage the others are in `test` (travis-yml's
 * default stage): the same stage, so adding a first stage does not make every job new.
 */
function identity(view: PreviewJob): string {
  const stage = view.stage ?? 'test'
  return JSON.stringify([stage, view.name, view.language, view.version, view.os, view.env])
}

/** The jobs of `after` that `before` has not, the reverse, and the matched ones that differ. */
export function diffJobs(before: ExpandedJob[], after: ExpandedJob[]): JobsDiff {
  const unmatched = new Map<string, ExpandedJob[]>()
  for (const job of before) {
    const key = identity(job.view)
    unmatched.set(key, [...(unmatched.get(key) ?? []), job])
  }
  const diff: JobsDiff = { added: [], removed: [], changed: [] }
  for (const job of after) {
    const candidates = unmatched.get(identity(job.view)) ?? []
    const match = candidates.shift()
    if (match === undefined) {
      diff.added.push(job.view)
      continue
    }
    const keys = differingKeys(match, job)
    if (keys.length > 0) diff.changed.push({ before: match.view, after: job.view, keys })
  }
  for (const rest of unmatched.values()) diff.removed.push(...rest.map((job) => job.view))
  return diff
}

function differingKeys(before: ExpandedJob, after: ExpandedJob): string[] {
  const keys = new Set([...Object.keys(before.digests), ...Object.keys(after.digests)])
  const differing = [...keys].filter((key) => before.digests[key] !== after.digests[key])
  if (before.view.allowFailure !== after.view.allowFailure) differing.push('allow_failure')
  return differing.sort()
}
