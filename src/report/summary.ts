// The job summary as HTML: a heading naming the operation and repository, a DRY RUN banner,
// one line saying what happened, and a table. Pure functions; index.ts writes the result.
import type {
  BranchesResult,
  CachesResult,
  KeyPairResult,
  OperationResult,
  RepositoriesResult,
  RotationResult
} from '../operations/result.js'
import { escapeHtml, humanSize, sumSizes } from './format.js'
import { code, keyValueTable, table } from './html.js'
import { settingBody, settingsBody, settingsCheckBody } from './settings-summary.js'

export { MAX_TABLE_ROWS } from './html.js'

export function heading(operation: string, repoLabel: string): string {
  return `<h2>Travis CI: ${escapeHtml(operation)} · ${escapeHtml(repoLabel)}</h2>\n`
}

export function renderSummary(result: OperationResult, repoLabel: string): string {
  const parts = [heading(result.operation, repoLabel)]
  if (result.dryRun) {
    parts.push(
      '<p><strong>DRY RUN</strong>: nothing was changed; this is what a real run would do.</p>\n'
    )
  }
  parts.push(renderBody(result))
  for (const note of result.notes) parts.push(`<p>${escapeHtml(note)}</p>\n`)
  if (result.failure !== undefined)
    parts.push(`<p><strong>Failed:</strong> ${escapeHtml(result.failure)}</p>\n`)
  return parts.join('')
}

export function renderFailureSummary(
  operation: string,
  repoLabel: string,
  message: string
): string {
  return `${heading(operation, repoLabel)}<p><strong>Failed:</strong> ${escapeHtml(message)}</p>\n`
}

/** The body of each kind of result. */
const BODIES: {
  [K in OperationResult['kind']]: (result: Extract<OperationResult, { kind: K }>) => string
} = {
  'key-pair': (result) => keyPairBody(result),
  rotation: (result) => rotationBody(result),
  caches: (result) => cachesBody(result),
  settings: (result) => settingsBody(result),
  setting: (result) => settingBody(result),
  'settings-check': (result) => settingsCheckBody(result),
  branches: (result) => branchesBody(result),
  repositories: (result) => repositoriesBody(result)
}

function renderBody<R extends OperationResult>(result: R): string {
  return (BODIES[result.kind] as (result: R) => string)(result)
}

const KEY_PAIR_VERBS: Record<KeyPairResult['action'], [real: string, dry: string]> = {
  found: ['Key pair found.', 'Key pair found.'],
  absent: ['The repository has no key pair.', 'The repository has no key pair.'],
  created: ['Key pair created.', 'A key pair would be created.'],
  updated: ['Key pair updated.', 'The key pair would be updated.'],
  unchanged: [
    'The key pair is already as requested; nothing was sent.',
    'The key pair is already as requested.'
  ],
  deleted: ['Key pair deleted.', 'The key pair would be deleted.']
}

function keyPairBody(result: KeyPairResult): string {
  const [real, dry] = KEY_PAIR_VERBS[result.action]
  const rows: Array<[string, string]> = []
  if (result.keyPair !== null) {
    rows.push(['Fingerprint', code(result.keyPair.fingerprint)])
    if (result.fingerprintSha256 !== null) {
      rows.push(['SHA256 fingerprint', code(result.fingerprintSha256)])
    }
    rows.push(['Description', escapeHtml(result.keyPair.description || '(none)')])
  }
  if (
    result.previousFingerprint !== null &&
    result.previousFingerprint !== result.keyPair?.fingerprint
  ) {
    rows.push(['Previous fingerprint', code(result.previousFingerprint)])
  }
  const publicKey =
    result.keyPair === null
      ? ''
      : `<details><summary>Public key</summary><pre>${escapeHtml(result.keyPair.public_key)}</pre></details>\n`
  return `<p>${result.dryRun ? dry : real}</p>\n${rows.length ? keyValueTable(rows) : ''}${publicKey}`
}

function rotationBody(result: RotationResult): string {
  const rows: Array<[string, string]> = [
    [
      'Fingerprint',
      `${code(result.previousFingerprint ?? 'none')} → ${code(result.keyPair?.fingerprint ?? '(not installed)')}`
    ]
  ]
  if (result.keyPair !== null && result.fingerprintSha256 !== null) {
    rows.push(['SHA256 fingerprint', code(result.fingerprintSha256)])
  }
  if (result.deployKey !== null) {
    rows.push([
      'New deploy key',
      `${escapeHtml(result.deployKey.title)} (id ${result.deployKey.id})`
    ])
  }
  if (result.previousDeployKey !== null) {
    const removed =
      result.removedDeployKeyId !== null ? 'removed' : result.dryRun ? 'would be removed' : 'kept'
    rows.push([
      'Previous deploy key',
      `${escapeHtml(result.previousDeployKey.title)} (id ${result.previousDeployKey.id}), ${removed}`
    ])
  }
  if (result.keyAgeDays !== null) {
    rows.push(['Previous deploy key age', `${result.keyAgeDays} day(s)`])
  }
  const what = result.changed
    ? result.dryRun
      ? 'The key pair would be rotated.'
      : 'The key pair was rotated.'
    : 'No rotation was needed.'
  return `<p>${what}</p>\n${keyValueTable(rows)}`
}

function cachesBody(result: CachesResult): string {
  const count = result.caches.length
  const size = humanSize(sumSizes(result.caches))
  const filters = describeCacheSelection(result)
  const line =
    result.operation === 'list-caches'
      ? `${count} cache(s), ${size} in all${filters}.`
      : result.dryRun
        ? `${count} cache(s) would be deleted, ${size} in all${filters}.`
        : `Deleted ${count} cache(s), ${size} in all${filters}.`
  const rows = result.caches.map((c) => [
    escapeHtml(c.name),
    branchCell(c.branch),
    humanSize(c.size),
    escapeHtml(c.last_modified)
  ])
  const skipped = result.skipped.map(({ cache, reason }) => [
    escapeHtml(cache.name),
    branchCell(cache.branch),
    escapeHtml(reason)
  ])
  return (
    `<p>${line}</p>\n${count ? table(['Name', 'Branch', 'Size', 'Last modified'], rows) : ''}` +
    (skipped.length
      ? `<p>Skipped for safety: ${skipped.length} selected cache(s) (see the warnings).</p>\n${table(['Name', 'Branch', 'Why'], skipped)}`
      : '')
  )
}

function branchCell(branch: string | null): string {
  return branch === null ? '<em>unknown</em>' : escapeHtml(branch)
}

function describeCacheSelection(result: CachesResult): string {
  const { groups, match, olderThanDays, staleBranches } = result.selection
  const parts: string[] = []
  if (groups.length) parts.push(`of ${groups.map((g) => code(g)).join(', ')}`)
  if (match !== '') parts.push(`name containing ${code(match)}`)
  if (olderThanDays !== null) parts.push(`last used more than ${olderThanDays} day(s) ago`)
  if (staleBranches) parts.push('of branches deleted on GitHub and closed pull requests')
  return parts.length ? ` (${parts.join('; ')})` : ''
}

function branchesBody(result: BranchesResult): string {
  const total = result.total === null ? '' : ` (the server has ${result.total} for these filters)`
  const rows = result.branches.map((b) => {
    const build = (b.last_build ?? null) as {
      number?: string
      state?: string
      finished_at?: string | null
    } | null
    return [
      escapeHtml(b.name),
      b.default_branch === true ? 'yes' : '',
      b.exists_on_host === null ? '?' : b.exists_on_host ? 'yes' : 'no',
      build === null
        ? ''
        : `#${escapeHtml(String(build.number ?? ''))} ${escapeHtml(String(build.state ?? ''))}`,
      escapeHtml(build?.finished_at ?? '')
    ]
  })
  return `<p>${result.branches.length} branch(es)${total}.</p>\n${
    rows.length
      ? table(['Branch', 'Default', 'Exists on host', 'Last build', 'Finished'], rows)
      : ''
  }`
}

function repositoriesBody(result: RepositoriesResult): string {
  const { active, private: isPrivate } = result.filters
  const which = [
    active === null ? '' : active ? 'active' : 'inactive',
    isPrivate === null ? '' : isPrivate ? 'private' : 'public'
  ].filter((word) => word !== '')
  const total = result.total === null ? '' : ` (the server has ${result.total} for these filters)`
  const rows = result.repositories.map((r) => [
    code(r.slug),
    String(r.id),
    r.active ? 'yes' : 'no',
    r.private ? 'yes' : 'no'
  ])
  const count = result.repositories.length
  const noun = [...which, count === 1 ? 'repository' : 'repositories'].join(' ')
  const line = `${count} ${noun} of ${code(result.owner)}${total}.`
  return `<p>${line}</p>\n${
    rows.length ? table(['Repository', 'Id', 'Active', 'Private'], rows) : ''
  }`
}
