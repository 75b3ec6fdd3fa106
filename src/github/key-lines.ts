// Comparing OpenSSH public key lines, apart from the GitHub client: rotation compares the keys it
// lists with its own, and importing this from deploy-keys.ts would copy the whole client (and
// Octokit's setup) into rotation's chunk of dist/ as well as the client's own.

/** Two OpenSSH public key lines hold the same key when type and base64 match (comments aside). */
export function sameKey(a: string, b: string): boolean {
  return a.trim().split(/\s+/).slice(0, 2).join(' ') === b.trim().split(/\s+/).slice(0, 2).join(' ')
}
