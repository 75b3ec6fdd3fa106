// The preview's expanded jobs as the action shows them: stage, name and the matrix values
// (language, its version, os, dist, env, gemfile, jdk, arch, …), never the whole job config, which
// may hold secrets (a deploy's api_key). Two files' jobs compared: matched by all of those, not by
// position; a matched job whose config differs otherwise (script) is changed, the keys that
// differ named, their values not.
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
  /** The distribution on that os (`focal`; travis-yml fills it in on Linux). */
  dist: string | null
  /** The job's variables, `NAME=value` each, a secure one as `[secure]`. */
  env: string[]
  /** Its other matrix values by key (`gemfile`, `jdk`, `arch`, `osx_image`, …). */
  matrix: Record<string, string>
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

/**
 * The keys a job is told apart by beside stage, name and language: every key travis-yml expands a
 * matrix by (`matrix :key` in schema/def/root.rb and lang/*.rb), and dist, which jobs.include
 * entries often differ by alone. The other keys (script, install, …) are what a job does, not
 * which job it is.
 */
const MATRIX_KEYS = new Set(
  `os arch compiler osx_image dist env
  jdk crystal dotnet mono solution d dart dart_task elixir otp_release elm node_js go hhvm php ghc haxe
  julia matlab nix perl perl6 python r rvm gemfile xcode_scheme xcode_sdk rust scala smalltalk
  smalltalk_config smalltalk_vm`.split(/\s+/)
)

/** Keys of the view (the matrix keys too), not compared again as "changed". */
const SHOWN = new Set(['stage', 'name', 'language', 'allow_failure', ...MATRIX_KEYS])

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
    dist: scalar(config.dist),
    env: envOf(config.env),
    matrix: matrixOf(config, versionKey),
    allowFailure: config.allow_failure === true
  }
  const digests: Record<string, string> = {}
  for (const [key, value] of Object.entries(config)) {
    if (SHOWN.has(key)) continue
    digests[key] = createHash('sha256').update(JSON.stringify(value)).digest('hex')
  }
  return { view, digests }
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

/** The matrix values the view holds no field of, as text (a dart_task mapping as JSON). */
function matrixOf(
  config: Record<string, unknown>,
  versionKey: string | undefined
): Record<string, string> {
  const own = ([key]: [string, unknown]) =>
    MATRIX_KEYS.has(key) && !['os', 'dist', 'env', versionKey].includes(key)
  return Object.fromEntries(
    Object.entries(config)
      .filter(own)
      .map(([key, value]) => [key, scalar(value) ?? JSON.stringify(value)])
  )
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
  const matrix = Object.entries(view.matrix).sort(([a], [b]) => (a < b ? -1 : 1))
  const { name, language, version, os, dist, env } = view
  return JSON.stringify([stage, name, language, version, os, dist, env, matrix])
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
