// What each file of dist/ holds, from ncc's webpack stats (run by bundle-licenses.mjs, the build's
// one reader of the stats, which then removes them): dist/chunks.json names, for the entry and
// every lazy chunk, the files of src/ and the packages bundled into it, and the import() calls
// that load it. The stats name modules by path; the chunk files by number only. generate-docs.mjs
// writes the chunk table of docs/decisions/0001-lazy-chunks.md from it, and its --check compares.
import { relative } from 'node:path'

/** The package a module's path belongs to (the innermost node_modules), or null. */
function packageOf(path) {
  return /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(
    path
  )?.[1]
}

/**
 * @param {{ chunks?: Array<{ files: string[], entry: boolean, modules?: any[], origins?: Array<{ moduleName?: string, request?: string }> }> }} stats
 * @param {string} root the project's folder (module paths are absolute)
 * @returns {Record<string, { src: string[], packages: string[], loadedBy: string[] }>} by file name
 */
export function chunkMap(stats, root) {
  const src = `${root.replace(/[\\/]$/, '')}/src`
  /** @type {Record<string, { src: string[], packages: string[], loadedBy: string[] }>} */
  const map = {}
  for (const chunk of stats.chunks ?? []) {
    const files = new Set()
    const packages = new Set()
    const visit = (module) => {
      // A concatenated module lists the modules it is made of.
      for (const inner of module.modules ?? []) visit(inner)
      const path = module.nameForCondition
      if (typeof path !== 'string' || (module.modules ?? []).length > 0) return
      const name = packageOf(path)
      if (name) packages.add(name)
      else if (path.startsWith(`${src}/`)) files.add(relative(src, path))
    }
    for (const module of chunk.modules ?? []) visit(module)
    const loadedBy = chunk.entry
      ? []
      : (chunk.origins ?? []).map(
          ({ moduleName = '', request = '' }) =>
            `${moduleName.replace(/^\.\/src\//, '')} → ${request}`
        )
    for (const file of chunk.files.filter((name) => name.endsWith('.js'))) {
      map[file] = {
        src: [...files].sort(),
        packages: [...packages].sort(),
        loadedBy: [...new Set(loadedBy)].sort()
      }
    }
  }
  return map
}
