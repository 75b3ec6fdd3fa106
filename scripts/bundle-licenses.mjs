// `node scripts/bundle-licenses.mjs <dist>`, run by `npm run build` after ncc: writes
// <dist>/licenses.txt, the license of every package bundled into any file of <dist>, from the
// webpack stats ncc wrote to <dist>/stats.json (--stats-out), and <dist>/chunks.json, what each
// file of <dist> holds (chunk-map.mjs), then removes the stats.
// ncc's own --license writes one list per chunk under one file name, so once import() splits the
// bundle, the last chunk's list replaces the entry's. This renders what ncc renders for a bundle
// of one file (package name, license id, license text; sorted by name), over all chunks.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chunkMap } from './chunk-map.mjs'

const dist = process.argv[2]
if (!dist) throw new Error('usage: node scripts/bundle-licenses.mjs <dist>')
const statsFile = join(dist, 'stats.json')
const stats = JSON.parse(readFileSync(statsFile, 'utf8'))

/** The folder of each package a module of the bundle comes from (the innermost node_modules). */
const packageRoots = new Set()
const visit = (module) => {
  // A concatenated module lists the modules it is made of.
  for (const inner of module.modules ?? []) visit(inner)
  const path = module.nameForCondition
  const root =
    typeof path === 'string' &&
    /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(path)
  if (root) packageRoots.add(root[1])
}
for (const module of stats.modules) visit(module)

// By name, as ncc's license plugin keeps them (two versions of a package are one entry).
const licenses = new Map()
for (const root of [...packageRoots].sort()) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const id =
    typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? pkg.licenses?.[0]?.type)
  const file = readdirSync(root)
    .sort()
    .find((name) => /^licen[cs]e/i.test(name) && !statSync(join(root, name)).isDirectory())
  const text = file === undefined ? undefined : readFileSync(join(root, file), 'utf8')
  licenses.set(pkg.name, { name: pkg.name, id, text })
}

const rendered = [...licenses.values()]
  .sort((a, b) => (a.name < b.name ? -1 : 1))
  .map((entry) => [entry.name, entry.id, entry.text].filter(Boolean).join('\n'))
  .join('\n\n')
writeFileSync(join(dist, 'licenses.txt'), `${rendered.trim()}\n`)
const root = fileURLToPath(new URL('../', import.meta.url))
const chunks = Object.entries(chunkMap(stats, root)).sort(([a], [b]) => (a < b ? -1 : 1))
writeFileSync(join(dist, 'chunks.json'), `${JSON.stringify(Object.fromEntries(chunks), null, 2)}\n`)
rmSync(statsFile)
