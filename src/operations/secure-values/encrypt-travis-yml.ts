// encrypt-travis-yml: every secure: entry of env.global in 'travis-yml' replaced by one per name of
// 'secure-env' (NAME=value under the repository's generated key), each under a `# NAME` comment,
// every other byte of the file kept (travis-yml.ts); the file written in the workspace, for the
// workflow's next step to propose (peter-evans/create-pull-request). A dry run reads no value and
// no key: it shows the lines that would change, without values. The YAML parser is loaded here.
import type { InputsFor } from '../../inputs/parsed.js'
import { ActionError, messageOf } from '../../lib/action-error.js'
import { plural } from '../../lib/plural.js'
import { writeWorkspaceFile } from '../../runtime/workspace-file.js'
import { readTravisYml } from '../travis-yml-check/file.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import { encryptSecure } from './cipher.js'
import { checkFits, readGeneratedKey, type GeneratedKey } from './generated-key.js'
import type { TravisYmlResult } from './result.js'
import { rewriteTravisYml, splitLines, type SecureEntry } from './travis-yml.js'

export async function encryptTravisYml(
  context: OperationContext,
  inputs: InputsFor<'encrypt-travis-yml'>
): Promise<TravisYmlResult> {
  const { travisYml, secureEnv, dryRun } = inputs
  const where = `Input 'travis-yml' (${travisYml.given})`
  const text = readTravisYml(travisYml, 'travis-yml')
  const yaml = await import('yaml')
  // The plan first, without values: a file the action cannot rewrite costs no request.
  const plan = rewriteTravisYml(
    yaml,
    text,
    secureEnv.map((entry) => ({ name: entry.name, secure: null }))
  )
  if (typeof plan === 'string') throw new ActionError(`${where} ${plan}`)
  const old = splitLines(text)
  const result: TravisYmlResult = {
    ...resultBase('travis-yml', 'encrypt-travis-yml', { changed: true, dryRun }),
    file: travisYml.given,
    names: secureEnv.map((entry) => entry.name),
    removed: plan.removed,
    added: plan.added,
    removedShown: plan.removed.map((line) => hideSecure(old[line - 1] ?? '')),
    addedShown: plan.shown,
    key: null
  }
  const lines = `${plural(plan.removed.length, 'line')} out, ${plural(plan.added.length, 'line')} in`
  if (dryRun) {
    context.runner.info(`Dry run: ${travisYml.given} would change (${lines}); nothing written.`)
    for (const line of result.removedShown) context.runner.info(`- ${line}`)
    for (const line of result.addedShown) context.runner.info(`+ ${line}`)
    return result
  }
  const key = await readGeneratedKey(context)
  result.key = key.view
  const entries = secureEnv.map((entry) => encrypted(key, entry.name, entry.value ?? ''))
  const rewrite = rewriteTravisYml(yaml, text, entries)
  if (typeof rewrite === 'string') throw new ActionError(`${where} ${rewrite}`)
  try {
    writeWorkspaceFile(travisYml.path, travisYml.workspace, rewrite.text)
  } catch (error) {
    throw new ActionError(`${where} could not be written: ${messageOf(error)}.`)
  }
  context.runner.info(
    `Wrote ${travisYml.given}: ${plural(entries.length, 'secure value')} of env.global encrypted anew (${lines}).`
  )
  return result
}

function encrypted(key: GeneratedKey, name: string, value: string): SecureEntry {
  const plain = `${name}=${value}`
  checkFits(key, plain, `Input 'secure-env' ${name}=value`)
  return { name, secure: encryptSecure(key.key, plain) }
}

/** A line as shown: a quoted or plain secure value written as "…". */
function hideSecure(line: string): string {
  return line.replace(/\r?\n$/, '').replace(/(secure:\s*)("[^"]*"|'[^']*'|[^\s#]+)/, '$1"…"')
}
