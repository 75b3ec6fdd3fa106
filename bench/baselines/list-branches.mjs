// Every branch, sorted by name (with recent builds when INCLUDE_RECENT_BUILDS=true): the first
// page tells the count, then every other page at once; one JSON array on stdout.
import { repoPath, travis } from './travis.mjs'

const include = process.env.INCLUDE_RECENT_BUILDS === 'true' ? '&include=branch.recent_builds' : ''
const page = (offset) =>
  travis(`${repoPath}/branches?sort_by=name${include}&limit=100&offset=${offset}`)

const first = await page(0)
const offsets = []
for (let offset = 100; offset < first['@pagination'].count; offset += 100) offsets.push(offset)
const rest = await Promise.all(offsets.map(async (offset) => (await page(offset)).branches))
console.log(JSON.stringify([first.branches, ...rest].flat()))
