// package.json declares what the project imports, and `npm ci` fails when a patch of patches/ no
// longer applies, on every machine (patch-package alone fails only where it detects a CI).
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const CODE = /\.(?:[cm]?js|ts)$/

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* codeFiles(path)
    else if (CODE.test(entry.name)) yield path
  }
}

/** The packages a line of code imports: import/export … from, import(), require(). */
function packagesOf(source: string): string[] {
  const specifiers: string[] = []
  for (const line of source.split('\n')) {
    const code = line.trim()
    if (/^(\/\/|\/?\*)/.test(code)) continue
    const patterns = [
      /^(?:import|export)\b.*\bfrom\s+['"]([^'"]+)['"]/,
      /^}\s*from\s+['"]([^'"]+)['"]/,
      /^import\s+['"]([^'"]+)['"]/,
      /\bimport\(\s*['"]([^'"]+)['"]\s*\)/,
      /\brequire\(\s*['"]([^'"]+)['"]\s*\)/
    ]
    for (const pattern of patterns) {
      const found = pattern.exec(code)?.[1]
      if (found !== undefined) specifiers.push(found)
    }
  }
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:'))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/')
    )
    .filter((name) => !builtinModules.includes(name))
}

describe('package.json', () => {
  it('declares every package that the sources, scripts, tests and bench import', () => {
    const declared = new Set([
      ...Object.keys(MANIFEST.dependencies),
      ...Object.keys(MANIFEST.devDependencies)
    ])
    const files = [
      ...['src', 'scripts', 'test', 'bench'].flatMap((dir) => [...codeFiles(join(ROOT, dir))]),
      ...readdirSync(ROOT)
        .filter((name) => CODE.test(name))
        .map((name) => join(ROOT, name))
    ]
    const undeclared = files.flatMap((file) =>
      packagesOf(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${name} (${file.slice(ROOT.length)})`)
    )
    expect(undeclared).toEqual([])
  })

  describe('postinstall applies patches/ and fails when one no longer applies', () => {
    const dirs: string[] = []
    afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

    /** `npm run postinstall` in a project holding each package's package.json as given. */
    function postinstallWith(manifests: Record<string, string>) {
      const dir = mkdtempSync(join(tmpdir(), 'patch-check-'))
      dirs.push(dir)
      const scripts = { postinstall: MANIFEST.scripts.postinstall }
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'patch-check', scripts }))
      cpSync(join(ROOT, 'patches'), join(dir, 'patches'), { recursive: true })
      for (const [name, packageJson] of Object.entries(manifests)) {
        const installed = join(dir, 'node_modules', name)
        mkdirSync(installed, { recursive: true })
        writeFileSync(join(installed, 'package.json'), packageJson)
      }
      // No CI variable: a developer's machine, where patch-package would only warn by itself.
      return spawnSync('npm', ['run', 'postinstall'], {
        cwd: dir,
        env: {
          PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
          HOME: process.env.HOME
        },
        encoding: 'utf8',
        timeout: 60_000
      })
    }

    /** The packages patches/ marks free of side effects (docs/decisions/0001-lazy-chunks.md). */
    const PATCHED = ['@actions/core']
    const installedManifest = (name: string) =>
      readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')

    it('patches/ holds one patch for each of them, and nothing else', () => {
      // patch-package names a file <scope>+<name>+<version>.patch.
      const patched = readdirSync(join(ROOT, 'patches')).map((file) =>
        file.replace(/\+[^+]+\.patch$/, '').replace('+', '/')
      )
      expect(patched.sort()).toEqual([...PATCHED].sort())
    })

    it('the installed packages carry the patches: npm ci applied them', () => {
      const manifests = Object.fromEntries(PATCHED.map((name) => [name, installedManifest(name)]))
      for (const name of PATCHED) expect(JSON.parse(manifests[name]!).sideEffects, name).toBe(false)
      const run = postinstallWith(manifests)
      expect(run.status, run.stdout + run.stderr).toBe(0)
    })

    it.each(PATCHED)('a patch of %s that no longer applies fails, without CI', (name) => {
      const stale = JSON.stringify({ name, version: '0.0.1' }, null, 2)
      const others = PATCHED.filter((other) => other !== name)
      const run = postinstallWith({
        ...Object.fromEntries(others.map((other) => [other, installedManifest(other)])),
        [name]: stale
      })
      expect(run.status).not.toBe(0)
      expect(run.stdout + run.stderr).toContain(name)
    })
  })
})
