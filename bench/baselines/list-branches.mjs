// Every branch, sorted by name (with recent builds when INCLUDE_RECENT_BUILDS=true): the first
// page tells the count, then the other pages, 10 at a time; one JSON array on stdout.
import { everyPage, repoPath } from './travis.mjs'

const include = process.env.INCLUDE_RECENT_BUILDS === 'true' ? '&include=branch.recent_builds' : ''
const branches = await everyPage(`${repoPath}/branches?sort_by=name${include}`, 'branches')
console.log(JSON.stringify(branches))
