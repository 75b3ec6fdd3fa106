// The secure values for .travis.yml end to end, on the fake: encrypt-value's `secure` decrypts
// with the repository's generated key as Travis CI decrypts it; encrypt-file's <file>.enc decrypts
// with the variables it created (private, one at a time, the IV only once the key is there, a lost
// answer read back); encrypt-travis-yml rewrites env.global and keeps every other line. Nothing
// secret is visible anywhere but encrypted.
import { execFileSync } from 'node:child_process'
import { constants, createDecipheriv, createPrivateKey, privateDecrypt } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { sharedGeneratedKey } from '../../fakes/fake-travis.mjs'
import { everythingVisible } from '../../support/run-action.mjs'
import {
  REPO,
  REPO_PATH,
  answerGate,
  closeFakes,
  demoRepo,
  expectFailure,
  expectSuccess,
  fakeTravis,
  jsonOutput,
  requestLines,
  run,
  summaryText
} from '../helpers.js'

afterAll(closeFakes)

const SECRET = 'deploy-s3cret-7c1d9a4e'

function decrypt(secure: string, pem = sharedGeneratedKey()): string {
  return privateDecrypt(
    { key: createPrivateKey(pem), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(secure, 'base64')
  ).toString('utf8')
}

function workspace(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'secure-values-'))
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  return dir
}

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'])
    return true
  } catch {
    return false
  }
}

describe('encrypt-value', () => {
  it('encrypts NAME=value with the generated key: one GET, the value nowhere', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, {
      operation: 'encrypt-value',
      name: 'DEPLOY_TOKEN',
      value: SECRET
    })
    expectSuccess(result)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair/generated`])
    const secure = result.outputs.secure ?? ''
    expect(decrypt(secure)).toBe(`DEPLOY_TOKEN=${SECRET}`)
    expect(jsonOutput(result, 'result')).toEqual({ name: 'DEPLOY_TOKEN', secure })
    expect(result.commands.some((c) => c.name === 'add-mask' && c.line.includes(SECRET))).toBe(true)
    expect(everythingVisible(result)).not.toContain(SECRET)
    const summary = summaryText(result, 'encrypt-value')
    expect(summary).toContain('with the repository')
    expect(result.summary).toContain(`- secure: &#34;${secure}&#34;`)
  })

  it('encrypts the value alone without a name', async () => {
    const fake = await fakeTravis()
    const result = await run(fake, { operation: 'encrypt-value', value: SECRET })
    expectSuccess(result)
    expect(decrypt(result.outputs.secure ?? '')).toBe(SECRET)
  })

  it('a value too long for the key fails after the GET, naming encrypt-file', async () => {
    const fake = await fakeTravis()
    const long = 'x'.repeat(300)
    const result = await run(fake, { operation: 'encrypt-value', name: 'LONG', value: long })
    expectFailure(
      result,
      'encrypt-value',
      REPO,
      '2048-bit key encrypts at most 245',
      'encrypt-file'
    )
    expect(everythingVisible(result)).not.toContain(long)
    expect(result.outputs.secure).toBeUndefined()
  })

  it('refuses a bad name and an empty value before any request', async () => {
    const fake = await fakeTravis()
    const bad = await run(fake, { operation: 'encrypt-value', name: 'MY-TOKEN', value: SECRET })
    expect(bad.exitCode).toBe(1)
    expect(bad.errors.join('\n')).toContain("Input 'name' must be a variable name")
    const empty = await run(fake, { operation: 'encrypt-value', value: '' })
    expect(empty.errors.join('\n')).toContain("encrypt-value needs 'value'")
    expect(fake.requests).toEqual([])
  })

  it('a repository without a generated key fails with the server’s 404', async () => {
    const fake = await fakeTravis()
    demoRepo(fake).generatedKey = null
    const result = await run(fake, { operation: 'encrypt-value', value: SECRET })
    expectFailure(result, 'encrypt-value', REPO, 'key_pair')
  })
})

describe('encrypt-file', () => {
  const CONTENT = Buffer.from(
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${'k'.repeat(700)}\n\u0000\u00ff`,
    'latin1'
  )

  it('writes <file>.enc and creates the key and IV as private variables, one after the other', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key' },
      { workspace: dir }
    )
    expectSuccess(result, true)
    const created = demoRepo(fake).envVars
    expect(created.map((v) => [v.name.replace(/[0-9a-f]{12}/, 'X'), v.public])).toEqual([
      ['encrypted_X_key', false],
      ['encrypted_X_iv', false]
    ])
    const [key, iv] = created
    const prefix = key?.name.replace(/_key$/, '')
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(result.outputs['encrypted-file']).toBe('deploy_key.enc')
    expect(result.outputs['decrypt-command']).toBe(
      `openssl aes-256-cbc -K $${prefix}_key -iv $${prefix}_iv -in deploy_key.enc -out deploy_key -d`
    )
    const encrypted = readFileSync(join(dir, 'deploy_key.enc'))
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(String(key?.value), 'hex'),
      Buffer.from(String(iv?.value), 'hex')
    )
    expect(Buffer.concat([decipher.update(encrypted), decipher.final()])).toEqual(CONTENT)
    const visible = everythingVisible(result)
    expect(visible).not.toContain(String(key?.value))
    expect(visible).not.toContain(String(iv?.value))
    expect(summaryText(result, 'encrypt-file')).toContain('before_install:')
  })

  it('sends the IV only once the key has its answer: two variable writes at once lose one', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    // The first POST (the key's) is held until the gate opens.
    const gate = answerGate(fake, 1)
    fake.failNext({ method: 'POST', holdUntil: gate.held, times: 1 })
    const running = run(fake, { operation: 'encrypt-file', file: 'deploy_key' }, { workspace: dir })
    // The IV's POST would be on its way before the key's answer if the two went side by side.
    const { sentBeforeAnswers: beforeAnyAnswer, result } = await gate.settle(running)
    expect(beforeAnyAnswer).toBe(1)
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    expect(demoRepo(fake).envVars.map((v) => v.name.replace(/[0-9a-f]{12}/, 'X'))).toEqual([
      'encrypted_X_key',
      'encrypted_X_iv'
    ])
  })

  it.runIf(hasOpenssl())('the printed command decrypts the file', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ 'secret file.json': CONTENT })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'secret file.json' },
      { workspace: dir }
    )
    expectSuccess(result, true)
    const env = Object.fromEntries(demoRepo(fake).envVars.map((v) => [v.name, String(v.value)]))
    writeFileSync(join(dir, 'secret file.json'), '')
    execFileSync('sh', ['-c', result.outputs['decrypt-command'] ?? ''], {
      cwd: dir,
      env: { ...process.env, ...env }
    })
    expect(readFileSync(join(dir, 'secret file.json'))).toEqual(CONTENT)
  })

  it('the decrypt-command reads back whole as a .travis.yml line; a name YAML would cut is refused before any request', async () => {
    const fake = await fakeTravis()
    const odd = "it's [a] key, 100%!.pem"
    const dir = workspace({ [odd]: CONTENT, 'key #1.pem': CONTENT, 'deploy: key': CONTENT })
    const result = await run(fake, { operation: 'encrypt-file', file: odd }, { workspace: dir })
    expectSuccess(result, true)
    const command = result.outputs['decrypt-command'] ?? ''
    expect(command).toContain(`-out 'it'\\''s [a] key, 100%!.pem' -d`)
    // Pasted under before_install as the summary shows it.
    const travisYml = parse(`before_install:\n  - ${command}\n`) as { before_install: string[] }
    expect(travisYml.before_install).toEqual([command])
    const sent = fake.requests.length
    for (const name of ['key #1.pem', 'deploy: key']) {
      const refused = await run(fake, { operation: 'encrypt-file', file: name }, { workspace: dir })
      expect(refused.exitCode).toBe(1)
      expect(refused.errors.join('\n')).toContain(`Input 'file' names a file whose decrypt-command`)
      expect(refused.errors.join('\n')).toContain(`'${name}'`)
    }
    expect(fake.requests).toHaveLength(sent)
    expect(existsSync(join(dir, 'key #1.pem.enc'))).toBe(false)
  })

  it('a lost answer to a create is read back, never sent twice blindly: its fresh name there, it was created', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    fake.failNext({ method: 'POST', pathIncludes: 'env_vars', status: 502, afterHandling: true })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key', retries: '2' },
      { workspace: dir }
    )
    // A private value cannot be read back, but the name is this run's own (random): a variable of
    // that name can only be the one its lost create made.
    expectSuccess(result, true)
    expect(result.stdout).toContain(
      "the create's answer was lost, but the variable is there now: created."
    )
    expect(requestLines(fake).filter((l) => l.startsWith('POST'))).toHaveLength(2)
    expect(demoRepo(fake).envVars.map((v) => v.name.replace(/[0-9a-f]{12}/, 'X'))).toEqual([
      'encrypted_X_key',
      'encrypted_X_iv'
    ])
    expect(existsSync(join(dir, 'deploy_key.enc'))).toBe(true)
  })

  it("the key's create refused: the IV's is never sent, no file, and the failure says nothing was created", async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    const refusal = {
      '@type': 'error',
      error_type: 'insufficient_access',
      error_message: 'forbidden'
    }
    fake.failNext({ method: 'POST', pathIncludes: 'env_vars', status: 403, body: refusal })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key' },
      { workspace: dir }
    )
    const { key_variable: key, iv_variable: iv } = jsonOutput<Record<string, string>>(
      result,
      'result'
    )
    expectFailure(
      result,
      'encrypt-file',
      REPO,
      `env '${iv}': not sent, as the key's create was refused.`,
      'Nothing was created on Travis CI. deploy_key.enc was not written'
    )
    // The key's POST only: no IV is left behind on Travis CI.
    expect(requestLines(fake).filter((l) => l.startsWith('POST'))).toEqual([
      `POST ${REPO_PATH}/env_vars`
    ])
    expect(fake.requests[0]?.body).toMatchObject({ 'env_var.name': key })
    expect(demoRepo(fake).envVars).toEqual([])
    expect(existsSync(join(dir, 'deploy_key.enc'))).toBe(false)
    // Nothing says a file was written or is to be committed.
    const summary = summaryText(result, 'encrypt-file')
    expect(summary).toContain(`env '${iv}': not sent, as the key's create was refused.`)
    expect(summary).toContain('deploy_key.enc not written')
    expect(summary).not.toContain('File written')
    expect(summary).not.toContain('Commit')
    expect(result.outputs['encrypted-file']).toBe('')
    expect(result.outputs['decrypt-command']).toBe('')
  })

  it("the key's answer lost and no read-back answered: the IV still goes, and the failure says what to check", async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    fake.failNext({ method: 'POST', pathIncludes: 'env_vars', status: 502, afterHandling: true })
    fake.failNext({ method: 'GET', pathIncludes: 'env_vars', status: 500, times: 2 })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key' },
      { workspace: dir }
    )
    const { key_variable: key, iv_variable: iv } = jsonOutput<Record<string, string>>(
      result,
      'result'
    )
    expectFailure(
      result,
      'encrypt-file',
      REPO,
      `${iv} was created on Travis CI and is of no use alone: delete it. ` +
        `${key} may have been created on Travis CI: if list-env-vars shows it, delete it, as it is of no use alone.`
    )
    // The key's create, its read-back, the IV's create, the read-back of both.
    expect(requestLines(fake)).toEqual([
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`,
      `POST ${REPO_PATH}/env_vars`,
      `GET ${REPO_PATH}/env_vars`
    ])
    // The key did land: the user is told to look for it.
    expect(demoRepo(fake).envVars.map((v) => v.name)).toEqual([key, iv])
    expect(existsSync(join(dir, 'deploy_key.enc'))).toBe(false)
  })

  it("the key's answer lost, its read-back failing, then both read back: the IV still goes and the file is written", async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    fake.failNext({ method: 'POST', pathIncludes: 'env_vars', status: 502, afterHandling: true })
    fake.failNext({ method: 'GET', pathIncludes: 'env_vars', status: 500 })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key' },
      { workspace: dir }
    )
    const { key_variable: key, iv_variable: iv } = jsonOutput<Record<string, string>>(
      result,
      'result'
    )
    expectSuccess(result, true)
    expect(demoRepo(fake).envVars.map((v) => v.name)).toEqual([key, iv])
    expect(requestLines(fake).filter((l) => l.startsWith('POST'))).toHaveLength(2)
    expect(existsSync(join(dir, 'deploy_key.enc'))).toBe(true)
    expect(result.outputs['encrypted-file']).toBe('deploy_key.enc')
  })

  it('a dry run writes nothing and sends nothing', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: CONTENT })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key', 'dry-run': 'true' },
      { workspace: dir }
    )
    expectSuccess(result, true)
    expect(fake.requests).toEqual([])
    expect(readdirSync(dir)).toEqual(['deploy_key'])
    expect(result.summary).toContain('DRY RUN')
  })

  it('refuses an empty file before any request: the secret it was written from was empty', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ deploy_key: '' })
    const result = await run(
      fake,
      { operation: 'encrypt-file', file: 'deploy_key' },
      { workspace: dir }
    )
    expect(result.exitCode).toBe(1)
    expect(result.errors.join('\n')).toContain("Input 'file' names an empty file: 'deploy_key'")
    expect(result.errors.join('\n')).toContain(
      'secrets are empty in workflows triggered from forks'
    )
    expect(fake.requests).toEqual([])
    expect(demoRepo(fake).envVars).toEqual([])
    expect(readdirSync(dir)).toEqual(['deploy_key'])
  })

  it('refuses a file outside the workspace or through a link out of it', async () => {
    const fake = await fakeTravis()
    const dir = workspace()
    const outside = await run(
      fake,
      { operation: 'encrypt-file', file: '../etc/passwd' },
      { workspace: dir }
    )
    expect(outside.errors.join('\n')).toContain(
      "Input 'file' must name a file inside the workspace"
    )
    symlinkSync('/etc/hostname', join(dir, 'link'))
    const linked = await run(fake, { operation: 'encrypt-file', file: 'link' }, { workspace: dir })
    expectFailure(linked, 'encrypt-file', REPO, "Input 'file' (link) could not be read")
    expect(fake.requests).toEqual([])
  })
})

const TRAVIS_YML = `# CI
language: node_js
node_js: [20, 22]
env:
  global:
    - NODE_ENV=test
    # NPM_TOKEN
    - secure: "old=="
    - secure: also-old==
  jobs:
    - A=1
deploy:
  provider: npm
  api_key:
    secure: "deploy's own, kept"
`

describe('encrypt-travis-yml', () => {
  const secureEnv = 'NPM_TOKEN: { from-env: NPM_TOKEN }\nGH_TOKEN: { from-env: GITHUB_PAT }\n'
  const env = { NPM_TOKEN: SECRET, GITHUB_PAT: 'ghp-like-but-not-a-token-55aa' }

  it('replaces env.global’s secure entries, keeping every other line', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ '.travis.yml': TRAVIS_YML })
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': secureEnv },
      { workspace: dir, env }
    )
    expectSuccess(result, true)
    expect(requestLines(fake)).toEqual([`GET ${REPO_PATH}/key_pair/generated`])
    const text = readFileSync(join(dir, '.travis.yml'), 'utf8')
    const secures = [...text.matchAll(/^ {4}- secure: "([^"]+)"$/gm)].map((m) =>
      decrypt(m[1] ?? '')
    )
    expect(secures).toEqual([`NPM_TOKEN=${SECRET}`, `GH_TOKEN=${env.GITHUB_PAT}`])
    const kept = text.split('\n').filter((line) => !/^ {4}(# (NPM|GH)_TOKEN|- secure: )/.test(line))
    expect(kept).toEqual(
      TRAVIS_YML.split('\n').filter((line) => !/^ {4}(# NPM_TOKEN|- secure: )/.test(line))
    )
    const visible = everythingVisible(result)
    expect(visible).not.toContain(SECRET)
    expect(visible).not.toContain(env.GITHUB_PAT)
    expect(jsonOutput(result, 'result')).toEqual({
      file: '.travis.yml',
      names: ['NPM_TOKEN', 'GH_TOKEN'],
      removed_lines: [7, 8, 9],
      added_lines: [7, 8, 9, 10]
    })
    // A second run changes the encrypted strings only.
    const again = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': secureEnv },
      { workspace: dir, env }
    )
    expectSuccess(again, true)
    const next = readFileSync(join(dir, '.travis.yml'), 'utf8')
    const differing = text.split('\n').filter((line, i) => line !== next.split('\n')[i])
    expect(differing).toHaveLength(2)
    expect(differing.every((line) => line.startsWith('    - secure: "'))).toBe(true)
  })

  it('a dry run shows the lines that would change, without values, reading no value and sending nothing', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ '.travis.yml': TRAVIS_YML })
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': secureEnv, 'dry-run': 'true' },
      { workspace: dir }
    )
    expectSuccess(result, true)
    expect(fake.requests).toEqual([])
    expect(readFileSync(join(dir, '.travis.yml'), 'utf8')).toBe(TRAVIS_YML)
    expect(result.stdout).toContain('-     - secure: "…"')
    expect(result.stdout).toContain('+     # GH_TOKEN')
    expect(result.stdout).not.toContain('old==')
    expect(summaryText(result, 'encrypt-travis-yml')).toContain('Would re-encrypt 2 secure values')
  })

  it('a missing secret fails before any request, naming the variable, not a value', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ '.travis.yml': TRAVIS_YML })
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': secureEnv },
      { workspace: dir, env: { NPM_TOKEN: SECRET } }
    )
    expect(result.exitCode).toBe(1)
    expect(result.errors.join('\n')).toContain('GITHUB_PAT, which is not set')
    expect(fake.requests).toEqual([])
    expect(readFileSync(join(dir, '.travis.yml'), 'utf8')).toBe(TRAVIS_YML)
  })

  it('a file it cannot rewrite safely fails before any request', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ '.travis.yml': 'env: [A=1]\n' })
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': secureEnv },
      { workspace: dir, env }
    )
    expectFailure(
      result,
      'encrypt-travis-yml',
      REPO,
      "Input 'travis-yml' (.travis.yml) has env: as a list"
    )
    expect(fake.requests).toEqual([])
  })

  it('refuses secure-env entries that are not from-env', async () => {
    const fake = await fakeTravis()
    const dir = workspace({ '.travis.yml': TRAVIS_YML })
    const result = await run(
      fake,
      { operation: 'encrypt-travis-yml', 'secure-env': `NPM_TOKEN: ${SECRET}\n` },
      { workspace: dir }
    )
    expect(result.exitCode).toBe(1)
    expect(result.errors.join('\n')).toContain("'NPM_TOKEN' (line 1) is not { from-env: VAR }")
    expect(fake.requests).toEqual([])
  })
})
