// The action as the e2e children run it under `npm test` (scripts/coverage.mjs): src/index.ts
// through Vite's module runner, module by module, from the very code vitest runs and measures
// in-process (its transform of each file, written by coverage.mjs into coverage/modules.json).
// So a child's V8 coverage is of the same code as the in-process tests', and converts to the same
// statements, functions and branches: istanbul adds the two exactly
// (docs/decisions/0002-coverage-of-the-spawned-bundle.md). Packages load from node_modules, as in
// vitest. Each module runs as vitest's evaluator runs it: wrapped in an async function, compiled
// with vm under its own file name, so that its coverage is reported under that name.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import vm from 'node:vm'
import {
  ModuleRunner,
  ssrDynamicImportKey,
  ssrExportAllKey,
  ssrExportNameKey,
  ssrImportKey,
  ssrImportMetaKey,
  ssrModuleExportsKey
} from 'vite/module-runner'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
export const MODULES_FILE = join(ROOT, 'coverage', 'modules.json')
/** The id of the entry, as Vite names the project's files: from the root. */
export const ENTRY_ID = '/src/index.ts'

const ARGUMENTS = [
  ssrModuleExportsKey,
  ssrImportMetaKey,
  ssrImportKey,
  ssrDynamicImportKey,
  ssrExportAllKey,
  ssrExportNameKey
]
/** What precedes a module's code in the script V8 measures; its coverage starts after it. */
export const MODULE_HEAD = `'use strict';async (${ARGUMENTS.join(',')})=>{{`

/**
 * @typedef {{ file: string, code: string }} TransformedModule
 * @typedef {Record<string, TransformedModule>} Modules by id (`/src/…`)
 */

/** @param {Modules} modules */
function createRunner(modules) {
  /** @param {string} id */
  const fetchModule = (id) => {
    const module = modules[id]
    if (module) return { ...module, id: module.file, url: id, invalidate: false }
    // A package (vitest's transform names its files from the root) or a bare name: Node loads it.
    const external = id.startsWith('/node_modules/') ? pathToFileURL(join(ROOT, id)).href : id
    return { externalize: external, type: 'module' }
  }
  return new ModuleRunner(
    {
      hmr: false,
      sourcemapInterceptor: false,
      transport: {
        /** @param {{ data: { name: string, data: unknown[] } }} payload */
        async invoke({ data: { name, data } }) {
          if (name === 'getBuiltins') {
            return { result: [...builtinModules, { type: 'regexp', source: '^node:', flags: '' }] }
          }
          if (name === 'fetchModule') return { result: fetchModule(String(data[0])) }
          return { error: { message: `coverage-child: no ${name}` } }
        }
      }
    },
    {
      /**
       * @param {Record<string, unknown>} context
       * @param {string} code
       * @param {{ file?: string | null, id: string }} module
       */
      async runInlinedModule(context, code, module) {
        const filename = module.file ?? module.id
        const run = vm.runInThisContext(`${MODULE_HEAD}${code}\n}}`, {
          filename,
          columnOffset: -MODULE_HEAD.length
        })
        await run(...ARGUMENTS.map((name) => context[name]))
      },
      /** @param {string} file */
      runExternalModule: (file) => import(file)
    }
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {Modules} */
  const modules = JSON.parse(readFileSync(MODULES_FILE, 'utf8'))
  await createRunner(modules).import(ENTRY_ID)
}
