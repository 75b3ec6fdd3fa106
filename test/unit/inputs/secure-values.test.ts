// The inputs of the secure values: 'value' masked at once and never in a problem, 'name' a shell
// name, 'secure-env' a mapping of names to { from-env: VAR } whose values are read (and masked)
// only by a real run, every problem reported at once; 'file' and 'travis-yml' inside the workspace.
import { describe, expect, it } from 'vitest'
import { InputError, readInputs } from '../../../src/inputs/index.js'
import type { InputName } from '../../../src/inputs/table.js'
import { inputSource, inputsFor } from '../../support/input-source.js'
import '../../support/load-parsers.js'

const BASE = { 'travis-token': 'tok-123456', repo: 'octo-org/hello' } as const
const SECRET = 'a-long-secret-value-91b3'

function problems(
  values: Partial<Record<InputName, string>>,
  environment: Record<string, string> = {},
  files: Record<string, string> = {}
): string[] {
  try {
    readInputs(inputSource({ ...BASE, ...values }, files, environment))
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).problems
  }
  throw new Error('expected an InputError')
}

describe('encrypt-value', () => {
  it('masks the value at once, and reads name as a shell name', () => {
    const source = inputSource({
      ...BASE,
      operation: 'encrypt-value',
      value: SECRET,
      name: 'TOKEN'
    })
    const read = readInputs(source).operation
    expect(read).toEqual({ operation: 'encrypt-value', value: SECRET, name: 'TOKEN' })
    expect(source.masked).toContain(SECRET)
  })

  it('refuses a bad name, an empty value and a huge one, never showing the value', () => {
    const bad = problems({ operation: 'encrypt-value', value: SECRET, name: '1BAD' })
    expect(bad).toEqual([expect.stringContaining("Input 'name' must be a variable name")])
    expect(bad.join('\n')).not.toContain(SECRET)
    expect(problems({ operation: 'encrypt-value' })).toEqual([
      expect.stringContaining("encrypt-value needs 'value'")
    ])
    const huge = problems({ operation: 'encrypt-value', value: 'z'.repeat(70_000) })
    expect(huge).toEqual([
      expect.stringMatching(/^Input 'value' is 70000 bytes long.*encrypt-file/)
    ])
  })
})

describe('encrypt-travis-yml', () => {
  const secureEnv = 'DEPLOY_TOKEN: { from-env: DEPLOY }\nSLACK: { from-env: SLACK_URL }\n'

  it('reads each name with its value from the step environment, masked', () => {
    const read = inputsFor(
      'encrypt-travis-yml',
      { 'secure-env': secureEnv },
      { DEPLOY: SECRET, SLACK_URL: 'https://hooks.example.com/x' }
    )
    expect(read.secureEnv).toEqual([
      { name: 'DEPLOY_TOKEN', fromEnv: 'DEPLOY', value: SECRET, line: 1 },
      { name: 'SLACK', fromEnv: 'SLACK_URL', value: 'https://hooks.example.com/x', line: 2 }
    ])
    expect(read.travisYml.given).toBe('.travis.yml')
    expect(read.dryRun).toBe(false)
  })

  it("nested past the parser's stack: one problem saying so, not the parser's RangeError", () => {
    const deep = `A: ${'['.repeat(20_000)}`
    expect(problems({ operation: 'encrypt-travis-yml', 'secure-env': deep })).toEqual([
      expect.stringMatching(
        /^Input 'secure-env' nests lists or mappings too deeply \(the YAML parser ran out of stack\); it must be /
      )
    ])
  })

  it('a dry run reads no value: the variables may be unset', () => {
    const read = inputsFor('encrypt-travis-yml', { 'secure-env': secureEnv, 'dry-run': 'true' })
    expect(read.secureEnv.map((entry) => entry.value)).toEqual([null, null])
  })

  it('reports every problem at once, naming entries and lines, never a value', () => {
    const found = problems(
      {
        operation: 'encrypt-travis-yml',
        'secure-env': `GOOD: { from-env: GOOD }\nbad-name: { from-env: X }\nINLINE: ${SECRET}\nODD: { from-env: A, value: b }\nUNSET: { from-env: NOPE }\n`,
        'travis-yml': '../outside.yml'
      },
      { GOOD: SECRET }
    )
    expect(found).toEqual([
      expect.stringContaining("'bad-name' (line 2) is no variable name"),
      expect.stringContaining("'INLINE' (line 3) is not { from-env: VAR }"),
      expect.stringContaining("'ODD' (line 4) has a field it does not take"),
      expect.stringContaining('NOPE, which is not set'),
      expect.stringContaining("Input 'travis-yml' must name a file inside the workspace")
    ])
    expect(found.join('\n')).not.toContain(SECRET)
    expect(problems({ operation: 'encrypt-travis-yml', 'secure-env': 'A: [' })).toEqual([
      expect.stringMatching(/^Input 'secure-env' is not valid YAML: .*\(line \d+\)\.$/)
    ])
    expect(
      problems({
        operation: 'encrypt-travis-yml',
        'secure-env': 'A: { from-env: X }\nA: { from-env: Y }'
      })
    ).toEqual([expect.stringMatching(/^Input 'secure-env' is not valid YAML: .*unique/)])
  })
})

describe('encrypt-file', () => {
  it('needs a file in the workspace', () => {
    expect(problems({ operation: 'encrypt-file' })).toEqual([
      expect.stringContaining("encrypt-file needs 'file'")
    ])
    expect(problems({ operation: 'encrypt-file', file: '/etc/passwd' })).toEqual([
      expect.stringContaining("Input 'file' must name a file inside the workspace")
    ])
    expect(problems({ operation: 'encrypt-file', file: 'nothing-here' })).toEqual([
      expect.stringContaining(
        "Input 'file' names a file that cannot be read: 'nothing-here' (ENOENT)"
      )
    ])
  })

  it('refuses a path that decrypt-command could not hold in a .travis.yml line', () => {
    for (const file of ['key #1.pem', 'keys/deploy: prod', 'tab\tkey', 'line\nbreak']) {
      expect(problems({ operation: 'encrypt-file', file })).toEqual([
        expect.stringMatching(
          /^Input 'file' names a file whose decrypt-command would be cut short in \.travis\.yml: '/
        )
      ])
    }
    expect(problems({ operation: 'encrypt-file', file: 'key#1:x.pem' })).toEqual([
      expect.stringContaining("Input 'file' names a file that cannot be read: 'key#1:x.pem'")
    ])
  })

  it('refuses an empty file, naming the secret it was likely written from', () => {
    const workspace = { GITHUB_WORKSPACE: '/work/space' }
    const empty = { '/work/space/deploy_key': '' }
    expect(problems({ operation: 'encrypt-file', file: 'deploy_key' }, workspace, empty)).toEqual([
      expect.stringMatching(
        /^Input 'file' names an empty file: 'deploy_key' has 0 bytes.* that secret was empty: secrets are empty in workflows triggered from forks, and Dependabot/
      )
    ])
  })
})
