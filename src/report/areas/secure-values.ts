// The secure values for .travis.yml in report/: their outputs, and summaries that show the
// encrypted forms and where they go, never a value, a key or an IV (the results hold none).
import type {
  EncryptedFileResult,
  SecureValueResult,
  TravisYmlResult
} from '../../operations/secure-values/result.js'
import { escapeHtml, plural } from '../format.js'
import { code, folded, headline, keyValueTable } from '../html.js'
import type { KindReport } from '../kind-report.js'
import { json, text } from '../output-values.js'

export const secureValueReport: KindReport<SecureValueResult> = {
  body: (result) => {
    const what = result.name === null ? 'the value' : code(`${result.name}=…`)
    const entry = `secure: "${result.secure}"`
    return (
      headline(`Encrypted ${what}`, ` with the repository's ${result.key.bits}-bit key.`) +
      `<p>Put it in <code>.travis.yml</code>${result.name === null ? '' : ' under <code>env: global:</code>'}:</p>\n` +
      `<pre><code>- ${escapeHtml(entry)}</code></pre>\n`
    )
  },
  outputs: (result) => ({
    result: json({ name: result.name, secure: result.secure }),
    secure: text(result.secure)
  }),
  // Read-only on Travis CI: the value is only encrypted.
  changes: null
}

/** Whether encrypt-file wrote its file (or would, in a dry run): only with both variables created. */
function fileWritten(result: EncryptedFileResult): boolean {
  return result.failed.length === 0
}

export const encryptedFileReport: KindReport<EncryptedFileResult> = {
  body: (result) => {
    const done = fileWritten(result)
    const verb = result.dryRun ? 'Would encrypt' : done ? 'Encrypted' : 'Did not finish encrypting'
    const rows: Array<[string, string]> = [
      done
        ? ['File written', code(result.encryptedFile)]
        : ['File', `${code(result.encryptedFile)} not written`],
      ['Key variable', `${code(result.keyVariable)} (private)`],
      ['IV variable', `${code(result.ivVariable)} (private)`]
    ]
    const failed = result.failed
      .map((f) => `<li>${code(f.what)}: ${escapeHtml(f.reason)}</li>`)
      .join('\n')
    return (
      headline(`${verb} ${code(result.file)}`, ` as ${code(result.encryptedFile)}.`) +
      keyValueTable(rows) +
      (failed === '' ? '' : `<ul>\n${failed}\n</ul>\n`) +
      (done
        ? `<p>Commit ${code(result.encryptedFile)} (never ${code(result.file)}) and decrypt it in the build:</p>\n` +
          `<pre><code>before_install:\n  - ${escapeHtml(result.decryptCommand)}</code></pre>\n`
        : '')
    )
  },
  outputs: (result) => ({
    result: json({
      file: result.file,
      encrypted_file: result.encryptedFile,
      key_variable: result.keyVariable,
      iv_variable: result.ivVariable,
      decrypt_command: result.decryptCommand,
      created: result.created
    }),
    // Set only for a file written (or, in a dry run, that would be): a later step commits it.
    'encrypted-file': text(fileWritten(result) ? result.encryptedFile : ''),
    'decrypt-command': text(fileWritten(result) ? result.decryptCommand : '')
  }),
  changes: (result) => `created the private variables ${result.created.join(' and ')} on Travis CI`
}

export const travisYmlReport: KindReport<TravisYmlResult> = {
  body: (result) => {
    const verb = result.dryRun ? 'Would re-encrypt' : 'Re-encrypted'
    const names = result.names.map((name) => code(name)).join(', ')
    const diff = [
      ...result.removed.map((line, i) => `-${line}: ${result.removedShown[i] ?? ''}`),
      ...result.added.map((line, i) => `+${line}: ${result.addedShown[i] ?? ''}`)
    ].join('\n')
    const key = result.key === null ? '' : ` with the repository's ${result.key.bits}-bit key`
    return (
      headline(
        `${verb} ${plural(result.names.length, 'secure value')} of env.global`,
        ` in ${code(result.file)}${key}: ${names}.`
      ) +
      '<p>Every other line of the file is as it was. Lines out (-, of the old file) and in (+, of the new), values not shown:</p>\n' +
      folded('The lines that change', `<pre><code>${escapeHtml(diff)}</code></pre>\n`)
    )
  },
  outputs: (result) => ({
    result: json({
      file: result.file,
      names: result.names,
      removed_lines: result.removed,
      added_lines: result.added
    })
  }),
  // The file is in the workspace; Travis CI is not changed.
  changes: null
}
