// The one place that reads inputs. Every value is checked here, so a bad input fails the step
// with a message naming the input, the value and what is allowed, before any request is sent.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { INPUTS, INPUT_NAMES, inputApplies, type InputName } from './table.js'
import { OPERATIONS, type Operation } from '../model/operations.js'
import { describeRepo, type Connection, type RepoRef } from '../model/repository.js'
import type { SettingValue } from '../model/repository-settings.js'
import type {
  ActionInputs,
  CacheSelection,
  KeyInput,
  OperationInputs,
  SortField,
  SortTerm
} from './parsed.js'
import {
  KNOWN_SETTINGS,
  KNOWN_SETTING_NAMES,
  allowedValuesOf,
  parseSettingValue
} from '../model/repository-settings.js'
import { branchGroup, pullRequestGroup, type CacheGroup } from '../model/cache-groups.js'
import { maskSecret } from '../mask.js'

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

/** Where inputs come from; the runner's environment by default, a map in tests. */
export interface InputSource {
  get(name: InputName): string
  /** Registers a secret with the runner so it is masked in the log. */
  mask(secret: string): void
  readFile(path: string): string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY). */
  workflowRepository(): string
}

export const runnerInputSource: InputSource = {
  get: (name) => core.getInput(name),
  mask: (secret) => core.setSecret(secret),
  readFile: (path) => readFileSync(path, 'utf8'),
  workflowRepository: () => process.env.GITHUB_REPOSITORY ?? ''
}

const BOOLEAN_TEXT: Record<string, boolean> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false
}
const SORT_FIELDS: readonly SortField[] = ['name', 'last_build', 'exists_on_host', 'default_branch']
const SLUG = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
const INCLUDE_ITEM = /^[a-z_]+\.@?[a-z_]+$/

export function readInputs(source: InputSource = runnerInputSource): ActionInputs {
  const reader = new InputReader(source)
  const operation = reader.operation()
  const connection = reader.connection()
  const repoProblem = reader.problems.some((problem) => problem.startsWith("Input 'repo'"))
  const repoLabel = repoProblem ? undefined : describeRepo(connection.repo)
  if (operation === null)
    throw new InputError(reader.problems, undefined, repoLabel, reader.warnings)
  const settings = reader.operationSettings(operation, connection)
  if (reader.problems.length > 0)
    throw new InputError(reader.problems, operation, repoLabel, reader.warnings)
  return { connection, operation: settings, warnings: reader.warnings }
}

/** Collects every problem, so one run reports all bad inputs at once. */
class InputReader {
  readonly problems: string[] = []
  readonly warnings: string[] = []

  constructor(private readonly source: InputSource) {}

  readonly mask = (secret: string): void => this.source.mask(secret)

  raw(name: InputName): string {
    const value = this.source.get(name).trim()
    return value === '' ? INPUTS[name].default : value
  }

  fail(message: string): void {
    this.problems.push(message)
  }

  operation(): Operation | null {
    const value = this.raw('operation')
    if ((OPERATIONS as readonly string[]).includes(value)) {
      const operation = value as Operation
      this.warnAboutUnusedInputs(operation)
      return operation
    }
    const allowed = OPERATIONS.join(', ')
    this.fail(
      value === ''
        ? `Input 'operation' is required: one of ${allowed}.`
        : `Input 'operation' must be one of ${allowed}, got '${value}'.`
    )
    return null
  }

  warnAboutUnusedInputs(operation: Operation): void {
    for (const name of INPUT_NAMES) {
      const given = this.source.get(name).trim()
      if (!inputApplies(name, operation) && given !== '' && given !== INPUTS[name].default) {
        this.warnings.push(`Input '${name}' is not used by ${operation} and was ignored.`)
      }
    }
  }

  connection(): Connection {
    return {
      token: this.token('travis-token', true),
      repo: this.repo(),
      provider: this.provider(),
      apiUrl: this.apiUrl(),
      timeoutMs: (this.integer('timeout-seconds', 1, 600) ?? 30) * 1000,
      retries: this.integer('retries', 0, 10) ?? 3
    }
  }

  token(name: 'travis-token' | 'github-token', required: boolean): string {
    const value = this.raw(name)
    maskSecret(this.mask, value)
    if (value === '' && required) {
      this.fail(
        `Input '${name}' is required and was empty. Pass it from a secret, e.g. ${name}: \${{ secrets.TRAVIS_TOKEN }}; ` +
          'secrets are not available to workflows triggered from forks.'
      )
    } else if (/[^\x21-\x7e]/.test(value)) {
      // The value is a secret: say what is wrong with it without showing it.
      this.fail(
        `Input '${name}' contains spaces, line breaks or non-ASCII characters; pass the token alone.`
      )
    }
    return value
  }

  repo(): RepoRef {
    const value = this.raw('repo') || this.source.workflowRepository()
    if (/^\d+$/.test(value)) return { kind: 'id', id: value }
    if (SLUG.test(value)) {
      const [owner, name] = value.split('/') as [string, string]
      return { kind: 'slug', owner, name }
    }
    this.fail(
      value === ''
        ? "Input 'repo' is required: owner/name or a numeric Travis repository id."
        : `Input 'repo' must be owner/name or a numeric Travis repository id, got '${value}'.`
    )
    return { kind: 'id', id: '0' }
  }

  provider(): string {
    const value = this.raw('provider')
    if (value !== '' && !/^[A-Za-z][A-Za-z0-9_-]*$/.test(value)) {
      this.fail(`Input 'provider' must be a provider name such as github, got '${value}'.`)
    }
    return value
  }

  apiUrl(): string {
    const value = this.raw('api-url')
    const allowed =
      'an http(s) URL such as https://api.travis-ci.com or https://travis.example.com/api'
    let url: URL
    try {
      url = new URL(value)
    } catch {
      this.fail(`Input 'api-url' must be ${allowed}, got '${value}'.`)
      return ''
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
      this.fail(`Input 'api-url' must be ${allowed} (no query or fragment), got '${value}'.`)
    } else if (url.username !== '' || url.password !== '') {
      // Do not echo it: credentials in a URL are secrets.
      this.fail(
        "Input 'api-url' must not contain a user name or password; pass the token in 'travis-token'."
      )
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  }

  boolean(name: InputName): boolean {
    const value = this.raw(name)
    const parsed = BOOLEAN_TEXT[value]
    if (parsed === undefined) {
      this.fail(`Input '${name}' must be true or false, got '${value}'.`)
      return false
    }
    return parsed
  }

  optionalBoolean(name: InputName): boolean | null {
    return this.raw(name) === '' ? null : this.boolean(name)
  }

  /** A plain decimal whole number within [min, max]; null when empty. */
  integer(name: InputName, min: number, max: number): number | null {
    const value = this.raw(name)
    if (value === '') return null
    const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) {
      this.fail(`Input '${name}' must be a whole number from ${min} to ${max}, got '${value}'.`)
      return null
    }
    return number
  }

  list(name: InputName): string[] {
    return splitList(this.raw(name))
  }

  include(operation: Operation): string[] {
    if (!inputApplies('include', operation)) return []
    const items = this.list('include')
    for (const item of items) {
      if (!INCLUDE_ITEM.test(item)) {
        this.fail(
          `Input 'include' must list attributes as type.field (e.g. branch.recent_builds), got '${item}'.`
        )
      }
    }
    return items
  }

  cacheSelection(): CacheSelection {
    const groups: CacheGroup[] = []
    for (const branch of this.list('branch')) {
      // Sent as given: the storage keeps the branch name itself (model/cache-groups.ts).
      if (hasControlCharacter(branch) || /^\/|\/$|\/\//.test(branch)) {
        this.fail(
          `Input 'branch' has '${[...branch].map((c) => (hasControlCharacter(c) ? '?' : c)).join('')}', which is no branch name ` +
            '(control characters, or a / at the start, at the end or twice in a row).'
        )
      } else groups.push(branchGroup(branch))
    }
    for (const item of this.list('pull-request')) {
      const number = /^\d{1,9}$/.test(item) ? Number(item) : 0
      if (number < 1) {
        this.fail(
          `Input 'pull-request' must be pull request numbers (whole numbers from 1), one per line or comma separated, got '${item}'.`
        )
      } else groups.push(pullRequestGroup(number))
    }
    const unique = groups.filter((g, i) => groups.findIndex((o) => o.storage === g.storage) === i)
    return {
      groups: unique,
      match: this.raw('match'),
      olderThanDays: this.integer('older-than', 1, 3650),
      staleBranches: this.boolean('stale-branches')
    }
  }

  /** 'github-token' for caches operations: only 'stale-branches' reads pull request states. */
  cachesGithubToken(selection: CacheSelection, connection: Connection): string {
    const token = this.token('github-token', false)
    if (token === '') return ''
    if (!selection.staleBranches) {
      this.warnings.push(
        "Input 'github-token' is used by caches operations only with 'stale-branches: true'."
      )
    } else if (connection.repo.kind === 'id') {
      this.fail(
        `Input 'repo' must be owner/name when 'github-token' is set (GitHub does not know Travis ids), got '${connection.repo.id}'.`
      )
    }
    return token
  }

  key(required: boolean): KeyInput | null {
    const inline = this.raw('private-key')
    const path = this.raw('private-key-path')
    const passphrase = this.raw('passphrase')
    maskSecret(this.mask, inline)
    maskSecret(this.mask, passphrase)
    if (inline !== '' && path !== '') {
      this.fail("Inputs 'private-key' and 'private-key-path' are both set; give only one.")
      return null
    }
    let text = inline
    if (path !== '') {
      try {
        text = this.source.readFile(path)
        maskSecret(this.mask, text)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
        this.fail(`Input 'private-key-path' names a file that cannot be read: '${path}' (${code}).`)
        return null
      }
    }
    if (text.trim() === '') {
      if (required) {
        this.fail(
          "Input 'private-key' (or 'private-key-path') is required: an RSA private key in PEM or OpenSSH format, from a secret."
        )
      }
      return null
    }
    return { text, passphrase, from: path === '' ? 'private-key' : 'private-key-path' }
  }

  settingName(operation: Operation): string {
    const value = this.raw('setting')
    if (!/^[a-z][a-z0-9_]*$/.test(value)) {
      const known = KNOWN_SETTING_NAMES.join(', ')
      this.fail(
        value === ''
          ? `Input 'setting' is required for ${operation}: a setting name such as ${known}.`
          : `Input 'setting' must be a setting name such as ${known}, got '${value}'.`
      )
    }
    return value
  }

  /** `true`/`false` or a whole number; checked against the setting's type when it is known. */
  settingValue(name: 'value' | 'expect', setting: string, required: boolean): SettingValue | null {
    const value = this.raw(name)
    if (value === '') {
      if (required) this.fail(`Input '${name}' is required: true, false or a whole number.`)
      return null
    }
    const type = KNOWN_SETTINGS[setting]
    if (type !== undefined) {
      const parsed = parseSettingValue(value, type)
      if (parsed === null) {
        this.fail(
          `Input '${name}' for the ${type} setting '${setting}' must be ${allowedValuesOf(type)}, got '${value}'.`
        )
      }
      return parsed
    }
    const parsed = parseSettingValue(value, 'boolean') ?? parseSettingValue(value, 'integer')
    if (parsed === null)
      this.fail(`Input '${name}' must be true, false or a whole number, got '${value}'.`)
    return parsed
  }

  sortBy(): SortTerm[] {
    const terms: SortTerm[] = []
    for (const item of this.list('sort-by')) {
      const [rawField = '', order, extra] = item.split(':')
      // The live server's spelling is accepted too; the client picks the one the server knows.
      const field = rawField === 'exists_on_github' ? 'exists_on_host' : rawField
      if (
        !(SORT_FIELDS as readonly string[]).includes(field) ||
        extra !== undefined ||
        !['asc', 'desc', undefined].includes(order)
      ) {
        this.fail(
          `Input 'sort-by' has '${item}'; allowed are ${SORT_FIELDS.join(', ')}, each optionally followed by :asc or :desc, comma separated.`
        )
      } else terms.push({ field: field as SortField, descending: order === 'desc' })
    }
    return terms
  }

  operationSettings(operation: Operation, connection: Connection): OperationInputs {
    const include = this.include(operation)
    switch (operation) {
      case 'find-key-pair':
        return { operation, include, failIfMissing: this.boolean('fail-if-missing') }
      case 'create-key-pair':
      case 'set-key-pair': {
        const key = this.key(true) as KeyInput
        return {
          operation,
          key,
          description: this.raw('description'),
          dryRun: this.boolean('dry-run')
        }
      }
      case 'update-key-pair': {
        const key = this.key(false)
        const description = this.raw('description')
        if (key === null && description === '' && this.problems.length === 0) {
          this.fail(
            "update-key-pair needs 'private-key' (or 'private-key-path'), 'description', or both."
          )
        }
        return { operation, key, description, dryRun: this.boolean('dry-run') }
      }
      case 'delete-key-pair':
        return { operation, dryRun: this.boolean('dry-run') }
      case 'rotate-key-pair':
        return this.rotation(connection)
      case 'list-caches': {
        const selection = this.cacheSelection()
        const githubToken = this.cachesGithubToken(selection, connection)
        return { operation, include, selection, githubToken }
      }
      case 'delete-caches':
        return this.cacheDeletion(connection)
      case 'list-settings':
        return { operation, include }
      case 'get-setting': {
        const setting = this.settingName(operation)
        const expect = this.settingValue('expect', setting, false)
        const failOnMismatch = this.boolean('fail-on-mismatch')
        if (failOnMismatch && expect === null) {
          this.warnings.push("Input 'fail-on-mismatch' has no effect without 'expect'.")
        }
        return { operation, include, setting, expect, failOnMismatch }
      }
      case 'set-setting': {
        const setting = this.settingName(operation)
        const value = this.settingValue('value', setting, true) ?? false
        return { operation, setting, value, dryRun: this.boolean('dry-run') }
      }
      case 'list-branches':
        return {
          operation,
          include,
          name: this.raw('name'),
          existsOnHost: this.optionalBoolean('exists-on-host'),
          sortBy: this.sortBy(),
          limit: this.integer('limit', 1, 10_000),
          offset: this.integer('offset', 0, 1_000_000) ?? 0,
          includeRecentBuilds: this.boolean('include-recent-builds')
        }
    }
  }

  cacheDeletion(connection: Connection): OperationInputs {
    const selection = this.cacheSelection()
    const githubToken = this.cachesGithubToken(selection, connection)
    const allowDeleteAll = this.boolean('allow-delete-all')
    const selects =
      selection.groups.length > 0 ||
      selection.match !== '' ||
      selection.olderThanDays !== null ||
      selection.staleBranches
    if (!selects && !allowDeleteAll) {
      this.fail(
        `delete-caches without 'branch', 'pull-request', 'match', 'older-than' or 'stale-branches' would delete every cache of ${describeRepo(connection.repo)}; ` +
          "set one of those, or 'allow-delete-all: true' to really delete them all."
      )
    }
    return {
      operation: 'delete-caches',
      selection,
      githubToken,
      allowDeleteAll,
      maxDeletions: this.integer('max-deletions', 0, 1_000_000),
      dryRun: this.boolean('dry-run')
    }
  }

  rotation(connection: Connection): OperationInputs {
    const githubToken = this.token('github-token', false)
    const keyBitsText = this.raw('key-bits')
    if (!['2048', '3072', '4096'].includes(keyBitsText)) {
      this.fail(`Input 'key-bits' must be 2048, 3072 or 4096, got '${keyBitsText}'.`)
    }
    const rotateIfOlderThanDays = this.integer('rotate-if-older-than', 0, 36_500)
    if (rotateIfOlderThanDays !== null && githubToken === '') {
      this.fail(
        "Input 'rotate-if-older-than' needs 'github-token': the key's age comes from its GitHub deploy key (a Travis key pair has no date)."
      )
    }
    if (githubToken !== '' && connection.repo.kind === 'id') {
      this.fail(
        `Input 'repo' must be owner/name when 'github-token' is set (GitHub does not know Travis ids), got '${connection.repo.id}'.`
      )
    }
    return {
      operation: 'rotate-key-pair',
      keyBits: (Number(keyBitsText) || 4096) as 2048 | 3072 | 4096,
      description: this.raw('description'),
      githubToken,
      deployKeyTitle: this.raw('deploy-key-title'),
      deployKeyReadOnly: this.boolean('deploy-key-read-only'),
      rotateIfOlderThanDays,
      dryRun: this.boolean('dry-run')
    }
  }
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
}

/** Splits a list input on commas and line breaks, dropping empty items. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
