// The rules of docs/architecture.md are lint rules: a wrong import or a module past 250 lines
// fails `npm run lint`.
// Each case lints a small file placed in a folder of src/ (nothing is written to disk).
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function importProblems(
  file: string,
  specifier: string,
  typeOnly = false
): Promise<string[]> {
  const code = `import ${typeOnly ? 'type ' : ''}{ x } from '${specifier}'\nexport const y = x\n`
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message)
}

describe('import directions', () => {
  it.each([
    ['src/model/x.ts', '../travis/client.js'],
    ['src/model/x.ts', '../lib/retry.js'],
    ['src/keys/x.ts', '../model/repository.js'],
    ['src/lib/x.ts', '../runtime/mask.js'],
    ['src/runtime/x.ts', '../travis/errors.js'],
    ['src/travis/x.ts', '../inputs/parsed.js'],
    ['src/travis/resources/x.ts', '../../operations/result.js'],
    ['src/github/x.ts', '../travis/errors.js'],
    ['src/inputs/x.ts', '../travis/errors.js'],
    ['src/inputs/x.ts', '../operations/caches/caches.js'],
    ['src/operations/x.ts', '../report/index.js'],
    ['src/operations/caches/x.ts', '../../inputs/reader.js'],
    ['src/operations/x.ts', '../main.js'],
    ['src/report/areas/x.ts', '../../travis/client.js'],
    ['src/report/areas/x.ts', '../../operations/settings-as-code/as-code.js'],
    ['src/report/x.ts', '../operations/caches/caches.js']
  ])('%s may not import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).not.toEqual([])
  })

  it.each([
    ['src/travis/x.ts', '../model/host-field.js'],
    ['src/travis/resources/x.ts', '../../lib/retry.js'],
    ['src/inputs/x.ts', '../model/repository.js'],
    ['src/operations/x.ts', '../inputs/parsed.js'],
    ['src/operations/caches/x.ts', '../../travis/client.js'],
    ['src/operations/rotation/x.ts', '../../keys/index.js'],
    ['src/report/x.ts', '../operations/result.js'],
    ['src/report/areas/x.ts', '../../model/repository-settings.js'],
    ['src/report/areas/x.ts', '../../operations/settings-as-code/result.js'],
    ['src/main.ts', './operations/index.js']
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })
})

describe('an operation area imports only its own folder, ../context and ../result', () => {
  it.each([
    ['src/operations/caches/x.ts', '../settings/settings.js'],
    ['src/operations/settings/x.ts', '../key-pair/key-pair.js'],
    ['src/operations/listings/x.ts', '../caches/survey.js'],
    ['src/operations/key-pair/x.ts', '../rotation/rotate.js'],
    ['src/operations/settings/x.ts', '../settings-as-code/plan.js']
  ])('%s may not import %s', async (file, specifier) => {
    expect((await importProblems(file, specifier)).join('\n')).toContain('imports only its own')
  })

  it.each([
    ['src/operations/caches/x.ts', './plan.js'],
    ['src/operations/caches/x.ts', '../context.js'],
    ['src/operations/settings/x.ts', '../result.js'],
    ['src/operations/rotation/x.ts', '../key-pair/key-pair.js'],
    ['src/operations/settings-as-code/x.ts', '../settings/settings.js'],
    ['src/operations/caches/x.ts', '../result-base.js']
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })
})

describe('what is loaded lazily is imported statically only inside its chunk', () => {
  it.each([
    ['src/operations/key-pair/find-delete.ts', '../../keys/index.js'],
    ['src/operations/key-pair/find-delete.ts', './writes.js'],
    ['src/operations/index.ts', './rotation/rotate.js'],
    ['src/operations/caches/x.ts', '../../github/pull-requests.js'],
    ['src/main.ts', './github/deploy-keys.js'],
    // A value from the client would copy it into rotation's chunk; types and key-lines.ts are free.
    ['src/operations/rotation/x.ts', '../../github/deploy-keys.js'],
    ['src/operations/settings-as-code/as-code.ts', './env-and-cron-sections.js'],
    ['src/operations/settings/settings.ts', '../settings-as-code/env-writes.js'],
    ['src/inputs/x.ts', 'yaml'],
    ['src/travis/x.ts', 'undici'],
    ['src/operations/x.ts', 'sshpk']
  ])('%s may not import %s', async (file, specifier) => {
    expect((await importProblems(file, specifier)).join('\n')).toContain('No static import here')
  })

  it.each([
    ['src/operations/key-pair/writes.ts', './upload.js'],
    ['src/operations/key-pair/upload.ts', '../../keys/index.js'],
    ['src/operations/rotation/x.ts', '../../github/key-lines.js'],
    ['src/operations/settings-as-code/env-and-cron-sections.ts', './env-writes.js'],
    ['src/operations/settings-as-code/cron-writes.ts', './env-writes.js'],
    ['src/github/x.ts', '@actions/github'],
    ['src/keys/x.ts', 'sshpk']
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })

  it('a type import of a lazy module is free', async () => {
    expect(await importProblems('src/main.ts', './github/deploy-keys.js', true)).toEqual([])
  })
})

describe('@actions/core only in the adapters', () => {
  it.each([['src/operations/x.ts'], ['src/runtime/runner.ts'], ['src/travis/client.ts']])(
    '%s may not import it',
    async (file) => {
      expect((await importProblems(file, '@actions/core')).join('\n')).toContain('adapters')
    }
  )

  it.each([['src/main.ts'], ['src/inputs/index.ts'], ['src/report/index.ts']])(
    '%s may',
    async (file) => {
      expect(await importProblems(file, '@actions/core')).toEqual([])
    }
  )
})

describe('a module has one job', () => {
  const linesOf = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const x${index} = ${index}`).join('\n')
  const lengthProblems = async (file: string, count: number) => {
    const [result] = await eslint.lintText(`${linesOf(count)}\n`, { filePath: file })
    return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines')
  }

  it('a file of src/ over 250 lines fails the lint', async () => {
    expect(await lengthProblems('src/operations/caches/x.ts', 251)).toHaveLength(1)
    expect(await lengthProblems('src/operations/caches/x.ts', 250)).toEqual([])
  })

  it('tests may be longer', async () => {
    expect(await lengthProblems('test/unit/x.test.ts', 400)).toEqual([])
  })
})
