// Every branch, sorted by name (with recent builds when INCLUDE_RECENT_BUILDS=true): the first
// page tells the count, then the other pages, 10 in flight; one JSON array on stdout.
import { repoPath, travis } from './travis.mjs'

const IN_FLIGHT = 10
const include = process.env.INCLUDE_RECENT_BUILDS === 'true' ? '&include=branch.recent_builds' : ''
const page = (offset) =>
  travis(`${repoPath}/branches?sort_by=name${include}&limit=100&offset=${offset}`)

const first = await page(0)
const offsets = []
for (let offset = 100; offset < first['@pagination'].count; offset += 100) offsets.push(offset)
const rest = []
let next = 0
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (next < offsets.length) {
      const index = next++
      rest[index] = (await page(offsets[index])).branches
    }
  })
)
console.log(JSON.stringify([first.branches, ...rest].flat()))
