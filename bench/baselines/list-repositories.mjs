// An owner's repositories, active or not, newest first: the first page tells the count, then the
// other pages at once; the slugs as one JSON array on stdout.
import { travis } from './travis.mjs'

const page = (offset) =>
  travis(
    `/owner/${encodeURIComponent(process.env.OWNER ?? '')}/repos?sort_by=id:desc&limit=100&offset=${offset}`
  )

const first = await page(0)
const offsets = []
for (let offset = 100; offset < first['@pagination'].count; offset += 100) offsets.push(offset)
const rest = await Promise.all(offsets.map(async (offset) => (await page(offset)).repositories))
console.log(JSON.stringify([first.repositories, ...rest].flat().map((repo) => repo.slug)))
