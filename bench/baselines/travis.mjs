// What every fetch baseline starts with: the Travis CI API v3 at TRAVIS_API, the repository and a
// token from the environment, and a helper that fails loudly on an error status.
export const api = process.env.TRAVIS_API
export const repoPath = `/repo/${encodeURIComponent(process.env.REPO ?? '')}`
export const headers = {
  'Travis-API-Version': '3',
  Authorization: `token ${process.env.TRAVIS_TOKEN}`,
  'Content-Type': 'application/json'
}

/**
 * @param {string} path
 * @param {RequestInit} [init]
 */
export async function travis(path, init = {}) {
  const response = await fetch(`${api}${path}`, { ...init, headers })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`)
  return response.json()
}

/** At most this many requests in flight, as the action keeps (a shared service). */
const IN_FLIGHT = 10

/**
 * Every item of a paged listing: the first page tells the count, then the other pages, at most
 * IN_FLIGHT at a time.
 * @param {string} path with a query, to which `&limit=…&offset=…` is added
 * @param {string} key where a page holds its items, e.g. 'branches'
 */
export async function everyPage(path, key) {
  const page = (/** @type {number} */ offset) => travis(`${path}&limit=100&offset=${offset}`)
  const first = await page(0)
  const offsets = []
  for (let offset = 100; offset < first['@pagination'].count; offset += 100) offsets.push(offset)
  /** @type {unknown[][]} */
  const rest = new Array(offsets.length)
  let next = 0
  const worker = async () => {
    while (next < offsets.length) {
      const index = next++
      rest[index] = (await page(offsets[index] ?? 0))[key]
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return [first[key], ...rest].flat()
}
