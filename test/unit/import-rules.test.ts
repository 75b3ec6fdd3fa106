// The one-way arrows of docs/architecture.md are lint rules: a wrong import fails `npm run lint`.
// Each case lints a one-line file placed in a folder of src/ (nothing is written to disk).
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function importProblems(file: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}'\nexport const y = x\n`
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import directions', () => {
  it.each([
    ['src/model/x.ts', '../travis/client.js'],
    ['src/model/x.ts', '../retry.js'],
    ['src/keys/x.ts', '../model/repository.js'],
    ['src/travis/x.ts', '../inputs/parsed.js'],
    ['src/travis/x.ts', '../operations/result.js'],
    ['src/github/x.ts', '../travis/errors.js'],
    ['src/inputs/x.ts', '../travis/errors.js'],
    ['src/inputs/x.ts', '../operations/caches.js'],
    ['src/operations/x.ts', '../report/index.js'],
    ['src/operations/x.ts', '../inputs/reader.js'],
    ['src/operations/x.ts', '../main.js'],
    ['src/report/x.ts', '../travis/known.js'],
    ['src/report/x.ts', '../operations/caches.js'],
    ['src/retry.ts', './travis/errors.js']
  ])('%s may not import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).not.toEqual([])
  })

  it.each([
    ['src/travis/x.ts', '../model/host-field.js'],
    ['src/travis/x.ts', '../retry.js'],
    ['src/inputs/x.ts', '../model/repository.js'],
    ['src/operations/x.ts', '../inputs/parsed.js'],
    ['src/operations/x.ts', '../travis/client.js'],
    ['src/operations/x.ts', '../keys/index.js'],
    ['src/report/x.ts', '../operations/result.js'],
    ['src/report/x.ts', '../model/repository-settings.js'],
    ['src/main.ts', './operations/index.js']
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })
})
