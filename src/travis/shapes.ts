// What a success answer must hold before an operation reads it, one shape per resource the
// action reads or writes (travis-api-contract §2.1 key pair, §3.1 caches, §4.1 settings, §5.1
// branches; an owner's repositories as travis-api's `renderer/repository.rb` renders them). The
// client checks every 2xx body against the shape of its path, so a server that answers 200 with
// something else fails naming the endpoint, before any output is set. Problems name fields and
// positions only, never a value the server sent.

export interface Shape {
  /** The resource, for the failure line: "a key pair". */
  what: string
  /** Its fields, for the failure line: "description, public_key, fingerprint". */
  fields: string
  /** The first thing wrong with `body`, e.g. "caches[0].size is not a number"; null when none. */
  problem(body: unknown): string | null
}

type Check = (value: unknown, where: string) => string | null

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value === 'string'
      ? null
      : `${where} is not text`

/**
 * A whole number from 0 to 2^53 - 1: ids, sizes and counts. A fraction, a negative number or one
 * too large to add up exactly (1e308) is no count a server keeps (it would show as Infinity).
 */
const count: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value !== 'number'
      ? `${where} is not a number`
      : Number.isSafeInteger(value) && value >= 0
        ? null
        : `${where} is not a whole number from 0 to 2^53 - 1`

/** A page size: 1 or more (0 or a fraction would page forever or never). */
const pageSize: Check = (value, where) =>
  count(value, where) ?? (value === 0 ? `${where} is 0` : null)

const flag: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value === 'boolean'
      ? null
      : `${where} is not true or false`

const present: Check = (value, where) => (value === undefined ? `${where} is missing` : null)

const optional =
  (check: Check): Check =>
  (value, where) =>
    value === undefined ? null : check(value, where)

const nullable =
  (check: Check): Check =>
  (value, where) =>
    value === null ? null : check(value, where)

const textOrNull = nullable(text)

/** An object whose fields pass their checks (other fields are left alone). */
function object(fields: Record<string, Check>): Check {
  return (value, where) => {
    if (!isObject(value)) return `${where || 'the body'} is not an object`
    for (const [name, check] of Object.entries(fields)) {
      const problem = check(value[name], where === '' ? name : `${where}.${name}`)
      if (problem !== null) return problem
    }
    return null
  }
}

function arrayOf(item: Check): Check {
  return (value, where) => {
    if (value === undefined) return `${where} is missing`
    if (!Array.isArray(value)) return `${where} is not a list`
    for (const [index, entry] of value.entries()) {
      const problem = item(entry, `${where}[${index}]`)
      if (problem !== null) return problem
    }
    return null
  }
}

function shape(what: string, fields: string, check: Check): Shape {
  return { what, fields, problem: (body) => check(body, '') }
}

/** §2.1: `description` is null when none was given. */
const KEY_PAIR = shape(
  'a key pair',
  'description, public_key, fingerprint',
  object({ description: textOrNull, public_key: text, fingerprint: text })
)

/** §3.1 (GET) and §3.3 (DELETE answers with the caches it deleted). */
const CACHES = shape(
  'a cache list',
  'caches: a list of {name, branch, size, last_modified}',
  object({
    caches: arrayOf(object({ name: text, branch: text, size: count, last_modified: text }))
  })
)

/** §4.1: a value is whatever the server stored, so only its presence is checked. */
const SETTING_FIELDS = { name: text, value: present }

const SETTINGS = shape(
  'a settings list',
  'settings: a list of {name, value}',
  object({ settings: arrayOf(object(SETTING_FIELDS)) })
)

const SETTING = shape('a setting', 'name, value', object(SETTING_FIELDS))

/**
 * §1.8: pages are computed from `@pagination`, so its numbers must be whole numbers and a page
 * size at least 1; but the id cursor of a server that pages by id is null on an empty page
 * (paginator.rb `page.last&.id`), the page after a listing of exactly so many full pages.
 */
const PAGINATION: Check = optional(
  nullable(
    object({
      count: optional(count),
      limit: optional(pageSize),
      offset: optional(nullable(count)),
      next: optional(nullable(object({})))
    })
  )
)

/** §5.1. */
const BRANCHES = shape(
  'a branch list',
  'branches: a list of {name, …}, @pagination',
  object({ branches: arrayOf(object({ name: text })), '@pagination': PAGINATION })
)

/** GET /owner/{login}/repos: the fields the listing reads of each repository. */
const REPOSITORIES = shape(
  'a repository list',
  'repositories: a list of {id, slug, active, private, …}, @pagination',
  object({
    repositories: arrayOf(object({ id: count, slug: text, active: flag, private: flag })),
    '@pagination': PAGINATION
  })
)

/** The resource a request path ends in, before its query. */
const RESOURCE_AT_END = /^[^?]*\/(key_pair|caches|settings|setting\/[^/?]+|branches|repos)(?:\?|$)/

/**
 * The shape of a success answer to `method` on `path` (a request path, query allowed), chosen by
 * the resource the path ends in; null where no body is read (DELETE key_pair answers 204, §1.6).
 */
export function shapeOf(method: string, path: string): Shape | null {
  const resource = RESOURCE_AT_END.exec(path)?.[1]
  switch (resource) {
    case undefined:
      return null
    case 'key_pair':
      return method === 'DELETE' ? null : KEY_PAIR
    case 'caches':
      return CACHES
    case 'settings':
      return SETTINGS
    case 'branches':
      return BRANCHES
    case 'repos':
      return REPOSITORIES
    default:
      return SETTING
  }
}
