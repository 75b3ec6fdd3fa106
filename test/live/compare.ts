// How two answers to the same request differ: status, the headers the action reads, and the body
// (JSON compared key by key, with key order; text compared as text).

/** An answer as the conformance test keeps it. */
export interface Answer {
  status: number
  /** The headers the action reads (src/travis/client.ts, failed-requests.ts); null when absent. */
  headers: {
    'content-type': string | null
    location: string | null
    'retry-after': string | null
    /** `Date` (travis/server-clock.ts) as `now`: an HTTP date within a minute of this machine's clock. */
    date: string | null
  }
  text: string
}

export interface Difference {
  /** `status`, `header content-type`, `body`, or a JSON path such as `body.caches[0].branch`. */
  where: string
  fake: string
  real: string
}

const READ_HEADERS = ['content-type', 'location', 'retry-after', 'date'] as const

/**
 * Objects whose key order is no contract: travis-api builds `@permissions` from the permission
 * class's `public_instance_methods(false)` (permissions/generic.rb `access_rights`), in the order
 * of Ruby's method table, which can differ between boots and machines (a cron's came back
 * `read,delete,start` on one kit and `read,start,delete` on another). Their names and values are
 * still compared; every renderer's own fields keep their order.
 */
const UNORDERED_OBJECTS = /\.@permissions$/

/** Both servers run on this machine: each answer's `Date` is its clock now, whatever second. */
function dateOf(header: string | null): string | null {
  if (header === null) return null
  const stamped = Date.parse(header)
  return Math.abs(stamped - Date.now()) < 60_000 && /GMT$/.test(header) ? 'now' : header
}

export function answerOf(status: number, headers: Headers, text: string): Answer {
  return {
    status,
    headers: {
      'content-type': headers.get('content-type'),
      location: headers.get('location'),
      'retry-after': headers.get('retry-after'),
      date: dateOf(headers.get('date'))
    },
    text
  }
}

export function differences(fake: Answer, real: Answer): Difference[] {
  const found: Difference[] = []
  if (fake.status !== real.status) {
    found.push({ where: 'status', fake: String(fake.status), real: String(real.status) })
  }
  for (const name of READ_HEADERS) {
    if (fake.headers[name] !== real.headers[name]) {
      found.push({
        where: `header ${name}`,
        fake: String(fake.headers[name]),
        real: String(real.headers[name])
      })
    }
  }
  const fakeJson = parseJson(fake.text)
  const realJson = parseJson(real.text)
  if (fakeJson === undefined || realJson === undefined) {
    if (fake.text !== real.text) found.push({ where: 'body', fake: fake.text, real: real.text })
  } else {
    compareJson('body', fakeJson, realJson, found)
  }
  return found
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined'
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

function kind(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

function compareJson(where: string, fake: unknown, real: unknown, found: Difference[]): void {
  if (kind(fake) !== kind(real)) {
    found.push({ where, fake: show(fake), real: show(real) })
    return
  }
  if (Array.isArray(fake) && Array.isArray(real)) {
    if (fake.length !== real.length) {
      found.push({ where: `${where}.length`, fake: String(fake.length), real: String(real.length) })
    }
    for (let i = 0; i < Math.min(fake.length, real.length); i++) {
      compareJson(`${where}[${i}]`, fake[i], real[i], found)
    }
    return
  }
  if (typeof fake === 'object' && fake !== null && typeof real === 'object' && real !== null) {
    const fakeKeys = Object.keys(fake)
    const realKeys = Object.keys(real)
    const missing = realKeys.filter((key) => !fakeKeys.includes(key))
    const extra = fakeKeys.filter((key) => !realKeys.includes(key))
    for (const key of missing) {
      found.push({
        where: `${where}.${key}`,
        fake: '(absent)',
        real: show(real[key as keyof typeof real])
      })
    }
    for (const key of extra) {
      found.push({
        where: `${where}.${key}`,
        fake: show(fake[key as keyof typeof fake]),
        real: '(absent)'
      })
    }
    const shared = realKeys.filter((key) => fakeKeys.includes(key))
    const fakeOrder = fakeKeys.filter((key) => shared.includes(key))
    if (!UNORDERED_OBJECTS.test(where) && shared.join(',') !== fakeOrder.join(',')) {
      found.push({
        where: `${where} (key order)`,
        fake: fakeOrder.join(','),
        real: shared.join(',')
      })
    }
    for (const key of shared) {
      compareJson(
        `${where}.${key}`,
        fake[key as keyof typeof fake],
        real[key as keyof typeof real],
        found
      )
    }
    return
  }
  if (fake !== real) found.push({ where, fake: show(fake), real: show(real) })
}
