// Delete the caches of BRANCHES (comma separated) last modified more than OLDER_THAN days ago:
// list each branch's caches at once, then delete the old ones at once; the deleted on stdout.
import { repoPath, travis } from './travis.mjs'

const cutoff = Date.now() - Number(process.env.OLDER_THAN) * 86_400_000
const branches = (process.env.BRANCHES ?? '').split(',')
const listed = await Promise.all(
  branches.map(async (branch) => {
    const { caches } = await travis(`${repoPath}/caches?branch=${encodeURIComponent(branch)}`)
    return caches.map((cache) => ({ ...cache, branch }))
  })
)
const old = listed.flat().filter((cache) => Date.parse(cache.last_modified) < cutoff)
await Promise.all(
  old.map((cache) =>
    travis(
      `${repoPath}/caches?branch=${encodeURIComponent(cache.branch)}&match=${encodeURIComponent(cache.name)}`,
      { method: 'DELETE' }
    )
  )
)
console.log(JSON.stringify(old.map(({ name, branch, size }) => ({ name, branch, size }))))
