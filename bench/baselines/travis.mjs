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
