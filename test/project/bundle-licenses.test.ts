// scripts/bundle-licenses.mjs (run by `npm run build`): dist/licenses.txt from ncc's webpack
// stats, over every chunk, in the format ncc's --license writes for a bundle of one file; and
// dist/chunks.json (scripts/chunk-map.mjs), what each file of dist/ holds.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('../../scripts/bundle-licenses.mjs', import.meta.url))
const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const dirs: string[] = []

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Runs the script on a dist folder holding these stats; returns licenses.txt. */
function licensesFor(stats: unknown): { text: string; dist: string } {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-licenses-'))
  dirs.push(dist)
  writeFileSync(join(dist, 'stats.json'), JSON.stringify(stats))
  execFileSync(process.execPath, [SCRIPT, dist])
  return { text: readFileSync(join(dist, 'licenses.txt'), 'utf8'), dist }
}

describe('bundle-licenses', () => {
  it('lists each package of every module once, sorted, with its license id and text', () => {
    const { text, dist } = licensesFor({
      modules: [
        // A concatenated module of the entry: the project's own file and a package's.
        {
          nameForCondition: join(MODULES, '@actions/core/lib/core.js'),
          modules: [
            { nameForCondition: join(MODULES, '@actions/core/lib/command.js') },
            { nameForCondition: '/work/project/src/main.ts' }
          ]
        },
        // A chunk's module, and one of a package nested in another's node_modules.
        { nameForCondition: join(MODULES, 'sshpk/lib/key.js') },
        {
          nameForCondition: join(
            MODULES,
            '@actions/github/node_modules/@actions/http-client/lib/index.js'
          )
        },
        // No license file: the id alone.
        { nameForCondition: join(MODULES, 'assert-plus/assert.js') },
        { name: 'external "os"' }
      ]
    })
    const license = (name: string) => readFileSync(join(MODULES, name), 'utf8')
    expect(text).toBe(
      [
        `@actions/core\nMIT\n${license('@actions/core/LICENSE.md')}`,
        `@actions/http-client\nMIT\n${license('@actions/github/node_modules/@actions/http-client/LICENSE')}`,
        'assert-plus\nMIT',
        `sshpk\nMIT\n${license('sshpk/LICENSE')}`
      ]
        .join('\n\n')
        .trim() + '\n'
    )
    // The stats were only a step of the build: they do not stay in dist/.
    expect(existsSync(join(dist, 'stats.json'))).toBe(false)
  })

  it('writes dist/chunks.json: each file, the files of src/ and packages in it, the import() that loads it', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const { dist } = licensesFor({
      modules: [],
      chunks: [
        {
          files: ['index.js'],
          entry: true,
          modules: [
            { nameForCondition: join(root, 'src/main.ts') },
            { nameForCondition: join(MODULES, '@actions/core/lib/core.js') }
          ],
          origins: [{ moduleName: '', request: join(root, 'src/index.ts') }]
        },
        {
          files: ['40.index.js'],
          entry: false,
          modules: [
            // A concatenated module: the files it is made of count, not its name.
            {
              nameForCondition: join(root, 'src/keys/index.ts'),
              modules: [
                { nameForCondition: join(root, 'src/keys/index.ts') },
                { nameForCondition: join(root, 'src/keys/prove.ts') }
              ]
            },
            { nameForCondition: join(MODULES, 'sshpk/lib/key.js') }
          ],
          origins: [
            { moduleName: './src/operations/index.ts', request: './rotation/rotate.js' },
            { moduleName: './src/operations/index.ts', request: './key-pair/writes.js' },
            { moduleName: './src/operations/index.ts', request: './key-pair/writes.js' }
          ]
        }
      ]
    })
    expect(JSON.parse(readFileSync(join(dist, 'chunks.json'), 'utf8'))).toEqual({
      '40.index.js': {
        src: ['keys/index.ts', 'keys/prove.ts'],
        packages: ['sshpk'],
        loadedBy: [
          'operations/index.ts → ./key-pair/writes.js',
          'operations/index.ts → ./rotation/rotate.js'
        ]
      },
      'index.js': { src: ['main.ts'], packages: ['@actions/core'], loadedBy: [] }
    })
  })
})
