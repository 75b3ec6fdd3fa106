// `node bench/variants.mjs <out-dir> [variant…]`: builds of the action without one of its build
// tricks, for bench/compare.mjs to measure against dist/ (docs/decisions/0001-lazy-chunks.md).
// Each is `npm run build`'s ncc build but for the one thing it leaves out:
//
// - `shipped`: nothing left out, dist/ as `npm run build` writes it (without its licenses);
// - `static`: every import() of a module of the project or of `yaml` made a static import (the
//   sources are copied and rewritten, src/ stays as it is), so no lazy chunk but undici's, which
//   the proxy and @actions/github load;
// - `static:<text>[,<text>…]`: only the import() whose module name contains a <text>
//   (`static:yaml`, `static:rotate`, `static:builds,export`): what those chunks buy;
// - `no-patch`: without patches/@actions+core+*.patch (`"sideEffects": false`), so webpack keeps
//   what @actions/core imports but the action never calls in dist/index.js: @actions/exec and
//   @actions/io (its `platform` export), @actions/http-client and undici (its OIDC client).
//   node_modules/@actions/core/package.json is changed for the build and put back after it.
//
// Without a variant, all of them: shipped, static, static:<each name>, no-patch. Writes
// <out-dir>/<name>/; best outside the project (eslint and prettier would read the builds).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SRC = join(ROOT, 'src')
// A copy of the sources must resolve packages from the project's node_modules: it lives inside.
const WORK = join(ROOT, '.tmp', 'bench-variants')
const CORE_MANIFEST = join(ROOT, 'node_modules', '@actions', 'core', 'package.json')
const LAZY = /\bimport\((['"])([^'"]+)\1\)/g

/** Whether an import() of this module is one of the action's own lazy chunks (not undici's). */
const isOwnChunk = (/** @type {string} */ specifier) =>
  specifier.startsWith('.') || specifier === 'yaml'

/** @returns {Generator<string>} every .ts file under dir */
function* sources(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) yield join(entry.parentPath, entry.name)
  }
}

/** The module names the project loads with import() and that are its own chunks. */
export function lazyModules() {
  const names = new Set()
  for (const file of sources(SRC)) {
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(LAZY)) {
      if (isOwnChunk(specifier)) names.add(specifier)
    }
  }
  return [...names].sort()
}

/**
 * A file's import() of the modules `pick` selects, as static imports: `import * as x from 'm'`
 * at the top and `Promise.resolve(x)` where it was loaded (the same namespace, at once).
 */
export function withStaticImports(code, pick) {
  const names = new Map()
  const body = code.replace(LAZY, (call, _quote, specifier) => {
    if (!pick(specifier)) return call
    if (!names.has(specifier)) names.set(specifier, `benchStatic${names.size}`)
    return `Promise.resolve(${names.get(specifier)})`
  })
  const imports = [...names].map(([specifier, name]) => `import * as ${name} from '${specifier}'\n`)
  return imports.join('') + body
}

/** ncc as `npm run build` runs it, without its cache (the variants differ only in what it caches). */
function ncc(entry, out) {
  rmSync(out, { recursive: true, force: true })
  execFileSync(
    process.execPath,
    ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', out, '--no-cache', '-q'],
    { cwd: ROOT, stdio: 'inherit' }
  )
}

function buildStatic(name, pick, out) {
  const copy = join(WORK, name)
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  cpSync(SRC, join(copy, 'src'), { recursive: true })
  cpSync(join(ROOT, 'tsconfig.json'), join(copy, 'tsconfig.json'))
  for (const file of sources(join(copy, 'src'))) {
    const code = readFileSync(file, 'utf8')
    const rewritten = withStaticImports(code, pick)
    if (rewritten !== code) writeFileSync(file, rewritten)
  }
  try {
    ncc(join(copy, 'src', 'index.ts'), out)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

function buildWithoutPatch(out) {
  const patched = readFileSync(CORE_MANIFEST, 'utf8')
  const manifest = JSON.parse(patched)
  if (manifest.sideEffects !== false) throw new Error('@actions/core is not patched')
  delete manifest.sideEffects
  writeFileSync(CORE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
  try {
    ncc('src/index.ts', out)
  } finally {
    writeFileSync(CORE_MANIFEST, patched)
  }
}

/** @param {string} variant */
function build(variant, outDir) {
  const out = join(outDir, variant.replace(/[^\w.-]+/g, '_'))
  if (variant === 'shipped') ncc('src/index.ts', out)
  else if (variant === 'static') buildStatic(variant, isOwnChunk, out)
  else if (variant.startsWith('static:')) {
    const texts = variant.slice('static:'.length).split(',')
    const pick = (/** @type {string} */ s) =>
      isOwnChunk(s) && texts.some((text) => s.includes(text))
    buildStatic(variant.replace(/\W+/g, '_'), pick, out)
  } else if (variant === 'no-patch') buildWithoutPatch(out)
  else throw new Error(`unknown variant ${variant}`)
  console.log(`${variant}: ${out}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [outDir, ...variants] = process.argv.slice(2)
  if (!outDir) throw new Error('usage: node bench/variants.mjs <out-dir> [variant…]')
  const all = ['shipped', 'static', ...lazyModules().map((name) => `static:${name}`), 'no-patch']
  for (const variant of variants.length > 0 ? variants : all) build(variant, outDir)
}
