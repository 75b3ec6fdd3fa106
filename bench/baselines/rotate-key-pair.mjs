// Rotate the key pair with GitHub: read the Travis key pair and the deploy keys at once, make a
// 2048-bit RSA key, then add it as a deploy key, install it on Travis and remove the previous
// deploy key (titled 'Travis CI deploy key …'), all at once; the new deploy key on stdout.
import { generateKeyPair } from 'node:crypto'
import { promisify } from 'node:util'
import { repoPath, travis } from './travis.mjs'

const TITLE = 'Travis CI deploy key'
const githubKeys = `${process.env.GITHUB_API}/repos/${process.env.GITHUB_REPOSITORY}/keys`
const github = async (url, init = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: {
      Authorization: `token ${process.env.GITHUB_TOKEN}`,
      Accept: 'application/vnd.github+json',
      'Content-Type': 'application/json'
    }
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`)
  return response.status === 204 ? null : response.json()
}

/** `ssh-rsa AAAA…`: the SSH wire form of the public key. */
function sshRsaLine(publicKey) {
  const { e, n } = publicKey.export({ format: 'jwk' })
  const string = (bytes) => {
    const size = Buffer.alloc(4)
    size.writeUInt32BE(bytes.length)
    return Buffer.concat([size, bytes])
  }
  const mpint = (base64url) => {
    const bytes = Buffer.from(base64url, 'base64url')
    return string(bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
  }
  return `ssh-rsa ${Buffer.concat([string(Buffer.from('ssh-rsa')), mpint(e), mpint(n)]).toString('base64')}`
}

const [current, keys] = await Promise.all([
  travis(`${repoPath}/key_pair`).catch(() => null),
  github(`${githubKeys}?per_page=100`)
])
const previous = keys.find((key) => key.title.startsWith(TITLE))
const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
const [added] = await Promise.all([
  github(githubKeys, {
    method: 'POST',
    body: JSON.stringify({
      title: `${TITLE} ${new Date().toISOString().slice(0, 10)}`,
      key: sshRsaLine(publicKey),
      read_only: true
    })
  }),
  travis(`${repoPath}/key_pair`, {
    method: current ? 'PATCH' : 'POST',
    body: JSON.stringify({ 'key_pair.value': privateKey.export({ type: 'pkcs1', format: 'pem' }) })
  }),
  previous && github(`${githubKeys}/${previous.id}`, { method: 'DELETE' })
])
console.log(JSON.stringify({ id: added.id, key: added.key }))
