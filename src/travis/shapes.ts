// What a success answer must hold before anything reads it: the checks each resource's shape is
// made of (travis/resources/*.ts define the shapes, beside their wire types and calls). The
// client checks every 2xx body against the shape its caller names, so a server that answers 200
// with something else fails naming the endpoint, before any output is set. Problems name fields
// and positions only, never a value the server sent.

export interface Shape {
  /** The resource, for the failure line: "a key pair". */
  what: string
  /** Its fields, for the failure line: "description, public_key, fingerprint". */
  fields: string
  /** The first thing wrong with `body`, e.g. "caches[0].size is not a number"; null when none. */
  problem(body: unknown): string | null
}

export type Check = (value: unknown, where: string) => string | null

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const text: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value === 'string'
      ? null
      : `${where} is not text`

/**
 * A whole number from 0 to 2^53 - 1: ids, sizes and counts. A fraction, a negative number or one
 * too large to add up exactly (1e308) is no count a server keeps (it would show as Infinity).
 */
export const count: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value !== 'number'
      ? `${where} is not a number`
      : Number.isSafeInteger(value) && value >= 0
        ? null
        : `${where} is not a whole number from 0 to 2^53 - 1`

/** A page size: 1 or more (0 or a fraction would page forever or never). */
export const pageSize: Check = (value, where) =>
  count(value, where) ?? (value === 0 ? `${where} is 0` : null)

export const flag: Check = (value, where) =>
  value === undefined
    ? `${where} is missing`
    : typeof value === 'boolean'
      ? null
      : `${where} is not true or false`

export const present: Check = (value, where) => (value === undefined ? `${where} is missing` : null)

export const optional =
  (check: Check): Check =>
  (value, where) =>
    value === undefined ? null : check(value, where)

export const nullable =
  (check: Check): Check =>
  (value, where) =>
    value === null ? null : check(value, where)

export const textOrNull = nullable(text)

/** An object whose fields pass their checks (other fields are left alone). */
export function object(fields: Record<string, Check>): Check {
  return (value, where) => {
    if (!isObject(value)) return `${where || 'the body'} is not an object`
    for (const [name, check] of Object.entries(fields)) {
      const problem = check(value[name], where === '' ? name : `${where}.${name}`)
      if (problem !== null) return problem
    }
    return null
  }
}

export function arrayOf(item: Check): Check {
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

export function shape(what: string, fields: string, check: Check): Shape {
  return { what, fields, problem: (body) => check(body, '') }
}

/**
 * `shape` for the answer to a read of one resource by its id: an answer about another id (a
 * proxy's cache, a server bug) is malformed too, so that no caller takes it for the one asked for.
 */
export function withId(shape: Shape, id: number): Shape {
  return {
    what: `${shape.what} with id ${id}`,
    fields: shape.fields,
    problem: (body) =>
      shape.problem(body) ?? ((body as { id?: unknown }).id === id ? null : `id is not ${id}`)
  }
}

/**
 * One page of a listing: `key` holding a list of items with `fields` (`shown`: the ones its
 * description names), and `@pagination`.
 */
export function pageShape(
  what: string,
  key: string,
  shown: string,
  fields: Record<string, Check>
): Shape {
  return shape(
    what,
    `${key}: a list of {${shown}, …}, @pagination`,
    object({ [key]: arrayOf(object(fields)), '@pagination': PAGINATION })
  )
}

/**
 * docs/travis-api.md#page-params: pages are computed from `@pagination`, so its numbers must be whole numbers and a page
 * size at least 1; but the id cursor of a server that pages by id is null on an empty page
 * (paginator.rb `page.last&.id`), the page after a listing of exactly so many full pages.
 */
export const PAGINATION: Check = optional(
  nullable(
    object({
      count: optional(count),
      limit: optional(pageSize),
      offset: optional(nullable(count)),
      next: optional(nullable(object({})))
    })
  )
)
