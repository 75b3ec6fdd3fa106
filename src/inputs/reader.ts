// Typed readers over the raw inputs, and the list of problems found. A reader that meets a bad
// value records one problem (naming the input, the value and what is allowed) and returns INVALID,
// so every bad input of a run is reported at once and no placeholder value travels on.
import { maskSecret } from '../runtime/mask.js'
import { grouped } from '../runtime/text.js'
import { INPUTS, INPUT_NAMES, inputVariable, type InputName } from './table.js'

/** What a file is, as fs.statSync tells it (symbolic links followed). */
export interface FileFacts {
  /** Not a directory, device, pipe or socket. */
  regularFile: boolean
  size: number
}

/** Where inputs come from; the runner's environment by default, a map in tests. */
export interface InputSource {
  get(name: InputName): string
  /** Registers a secret with the runner so it is masked in the log. */
  mask(secret: string): void
  /** Looks at a file without opening it; throws (with an errno `code`) when it cannot. */
  stat(path: string): FileFacts
  /** The text of a regular file of at most `maxBytes` bytes; throws for anything else. */
  readFile(path: string, maxBytes: number): string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY). */
  workflowRepository(): string
  /** The names of the step's INPUT_* variables: one per `with:` key, declared in action.yml or not. */
  inputVariables(): string[]
  /** A variable of the step's environment (`env:` of the step, where secrets go); from-env reads it. */
  environment(name: string): string | undefined
}

/** How GitHub's tokens start (personal, OAuth, user-to-server, server-to-server, refresh, fine-grained). */
const GITHUB_TOKEN_PREFIXES = ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_']

/** What a reader returns for a bad value; the problem is already recorded. */
export const INVALID = Symbol('invalid input')
export type Read<T> = T | typeof INVALID

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false
}

/** Longer values are shown by their start and their length: a problem stays one short sentence. */
/** Inputs sent in a request URL: servers refuse request lines of more than a few KiB. */
export const QUERY_LIMIT = 1024
export const QUERY_REASON = 'it is sent in the request URL'

const SHOWN_CHARACTERS = 80
/** Tokens travel in a request header; servers refuse headers over a few KiB (HTTP 431). */
const TOKEN_LIMIT = 4096

/**
 * A value as a problem shows it: quoted, and when longer than 80 characters cut to its first 80
 * with its length, e.g. 'aaaa…' (70,000 characters). Never used for a secret.
 */
export function quoted(value: string): string {
  const characters = [...value]
  if (characters.length <= SHOWN_CHARACTERS) return `'${value}'`
  const start = characters.slice(0, SHOWN_CHARACTERS).join('')
  return `'${start}…' (${grouped(characters.length)} characters)`
}

/** true/True/TRUE or false/False/FALSE as core.getBooleanInput reads them; undefined otherwise. */
export function booleanOf(text: string): boolean | undefined {
  return BOOLEAN_TEXT[text]
}

export class InputReader {
  readonly problems: string[] = []
  readonly warnings: string[] = []
  readonly notices: string[] = []

  constructor(readonly source: InputSource) {}

  /** The value, trimmed; an empty input means its action.yml default. */
  raw(name: InputName): string {
    const value = this.source.get(name).trim()
    return value === '' ? INPUTS[name].default : value
  }

  fail(message: string): typeof INVALID {
    this.problems.push(message)
    return INVALID
  }

  warn(message: string): void {
    this.warnings.push(message)
  }

  /** What an input was read as where that is not what it says. */
  note(message: string): void {
    this.notices.push(message)
  }

  mask(secret: string): void {
    maskSecret((s) => this.source.mask(s), secret)
  }

  /** `raw`, refused (without being shown) when longer than `limit` bytes. */
  text(name: InputName, limit: number, reason: string): Read<string> {
    const value = this.raw(name)
    return this.tooLong(name, value, limit, reason) ? INVALID : value
  }

  /**
   * Records a problem, naming the input and the limit but not the value (it may be a secret),
   * when `value` is longer than `limit` bytes (UTF-8); `reason` says where the limit comes from.
   */
  tooLong(name: InputName, value: string, limit: number, reason: string, what = 'is'): boolean {
    const size = Buffer.byteLength(value, 'utf8')
    if (size <= limit) return false
    this.fail(
      `Input '${name}' ${what} ${size} bytes long; at most ${grouped(limit)} bytes are allowed (${reason}).`
    )
    return true
  }

  /**
   * Only true/True/TRUE/false/False/FALSE, as core.getBooleanInput, which refuses an empty value
   * too. The runner sets every input, to its default when the step does not set it, so an empty
   * one is an expression that came out empty (`${{ inputs.dryrun }}`): a guard left unset, never
   * its default.
   */
  boolean(name: InputName): Read<boolean> {
    if (this.setEmpty(name)) {
      return this.fail(
        `Input '${name}' is empty (an expression that came out empty?); it must be true or false.` +
          ` Its default, ${INPUTS[name].default}, applies only when the step does not set it.`
      )
    }
    const value = this.raw(name)
    return (
      BOOLEAN_TEXT[value] ??
      this.fail(`Input '${name}' must be true or false, got ${quoted(value)}.`)
    )
  }

  /** Set by the step (its INPUT_ variable is there) to nothing but white space. */
  private setEmpty(name: InputName): boolean {
    if (this.source.get(name).trim() !== '') return false
    return this.source.inputVariables().includes(inputVariable(name))
  }

  /** One of a few words, spelled exactly. */
  choice<T extends string>(name: InputName, allowed: readonly T[]): Read<T> {
    const value = this.raw(name)
    const known = allowed.find((candidate) => candidate === value)
    return (
      known ??
      this.fail(`Input '${name}' must be one of ${allowed.join(', ')}, got ${quoted(value)}.`)
    )
  }

  /** A boolean, or null when the input is empty. */
  optionalBoolean(name: InputName): Read<boolean | null> {
    return this.raw(name) === '' ? null : this.boolean(name)
  }

  /** `wholeNumber`, or null when the input is empty (it has no default). */
  integer(name: InputName, min: number, max: number): Read<number | null> {
    return this.raw(name) === '' ? null : this.wholeNumber(name, min, max)
  }

  /** A plain decimal whole number within [min, max]: an input whose action.yml default is one. */
  wholeNumber(name: InputName, min: number, max: number): Read<number> {
    const value = this.raw(name)
    const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN
    return number >= min && number <= max
      ? number
      : this.fail(
          `Input '${name}' must be a whole number from ${min} to ${max}, got ${quoted(value)}.`
        )
  }

  /** 'limit' (1 to 10,000; null for all) and 'offset' (0 to 1,000,000) of a paged listing. */
  window(): Read<{ limit: number | null; offset: number }> {
    const limit = this.integer('limit', 1, 10_000)
    const offset = this.wholeNumber('offset', 0, 1_000_000)
    return limit === INVALID || offset === INVALID ? INVALID : { limit, offset }
  }

  /** One item per line, each trimmed and otherwise as written (commas included); no empty ones. */
  lines(name: InputName): string[] {
    return this.raw(name)
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
  }

  /** Items separated by commas or line breaks, trimmed, without empty ones. */
  list(name: InputName): string[] {
    return this.raw(name)
      .split(/[\n,]+/)
      .map((item) => item.trim())
      .filter((item) => item !== '')
  }

  /** A token: masked at once, and described without being shown when it is malformed. */
  token(name: 'travis-token' | 'github-token', required: boolean): Read<string> {
    const value = this.raw(name)
    this.mask(value)
    if (value === '' && required) {
      return this.fail(
        `Input '${name}' is required and was empty. Pass it from a secret, e.g. ${name}: \${{ secrets.TRAVIS_TOKEN }}; ` +
          'secrets are not available to workflows triggered from forks, ' +
          "and runs Dependabot triggers get Dependabot's secrets, not the repository's " +
          "(guard the job with if: github.actor != 'dependabot[bot]', or add the secret under Dependabot secrets)."
      )
    }
    if (this.tooLong(name, value, TOKEN_LIMIT, 'a token is sent in a request header')) {
      return INVALID
    }
    if (/[^\x21-\x7e]/.test(value)) {
      return this.fail(
        `Input '${name}' contains spaces, line breaks or non-ASCII characters; pass the token alone.`
      )
    }
    const prefix = GITHUB_TOKEN_PREFIXES.find((start) => value.startsWith(start))
    if (name === 'travis-token' && prefix !== undefined) {
      // Sent to Travis CI it would only be refused (403), and travel to a second service for it.
      return this.fail(
        `Input 'travis-token' is a GitHub token (it starts with ${prefix}), not a Travis CI token; nothing was sent with it. ` +
          'A Travis CI token comes from Travis CI: Settings → API authentication (or `travis token`); store it as a secret and pass that.'
      )
    }
    return value
  }
}

/**
 * How many inputs the problems are about: each problem counts for the first input it names
 * ('desired-settings' with five problems is one input to fix); one naming no input counts alone.
 */
export function inputsNamed(problems: readonly string[]): number {
  const named = new Set<string>()
  let unnamed = 0
  for (const problem of problems) {
    const first = [...problem.matchAll(/'[a-z-]+'/g)]
      .map((match) => match[0].slice(1, -1))
      .find((name) => (INPUT_NAMES as readonly string[]).includes(name))
    if (first === undefined) unnamed += 1
    else named.add(first)
  }
  return named.size + unnamed
}

type Complete<T> = { [K in keyof T]: Exclude<T[K], typeof INVALID> }

/**
 * The inputs of an operation, when none of their fields is INVALID (each bad one has recorded
 * its problem); else INVALID. Fields are read in the order written, so problems keep that order.
 */
export function complete<T extends Record<string, unknown>>(
  fields: T
): Complete<T> | typeof INVALID {
  return Object.values(fields).includes(INVALID) ? INVALID : (fields as Complete<T>)
}
