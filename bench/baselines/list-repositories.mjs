// An owner's repositories, active or not, newest first: the first page tells the count, then the
// other pages 10 at a time; the slugs as one JSON array on stdout.
import { everyPage } from './travis.mjs'

const owner = encodeURIComponent(process.env.OWNER ?? '')
const repositories = await everyPage(`/owner/${owner}/repos?sort_by=id:desc`, 'repositories')
console.log(JSON.stringify(repositories.map((repo) => repo.slug)))
