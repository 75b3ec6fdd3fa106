// The values of the `env:` section, resolved once the section is read: `from-env` from the step's
// environment (where a workflow puts `${{ secrets.X }}`), masked at once when private; an inline
// private value masked too, with a warning that it sits in the workflow. check-settings compares
// a private variable's presence only, and a dry run of apply-settings writes nothing, so neither
// reads a private value from the environment: its variable may be unset (a pull request from a
// fork, a plan without the secret), and the value is then nowhere, not even masked. A dry run
// reads a public from-env variable when it is set; unset or empty, it plans the write without
// comparing (only a real apply fails on a missing variable). check-settings still fails then: it
// is a comparison, and a public value it cannot read leaves nothing to compare.
import type { DesiredEnvVar } from './parsed.js'
import { grouped } from '../runtime/text.js'
import type { InputReader } from './reader.js'
import { warnIfWeak } from './weak-secret.js'

/** A variable's value: a build exports it into a shell; 64 KiB is far beyond any real one. */
export const ENV_VALUE_LIMIT = 64 * 1024

/**
 * Which from-env values are read: 'all' (a real apply-settings), 'public' (check-settings: a
 * missing one fails), 'plan' (a dry run: public ones when set, else null, planned uncompared).
 */
export type EnvReading = 'all' | 'public' | 'plan'

/**
 * Every variable with its value (null for a private one not read, or a public one a dry run
 * found unset); a missing or empty from-env variable that is read, or a value over the limit, is a
 * problem naming the entry, never showing the value.
 */
export function resolveEnvValues(
  reader: InputReader,
  variables: DesiredEnvVar[],
  reading: EnvReading,
  source: string
): DesiredEnvVar[] {
  return variables.map((variable) => {
    const { name, branch, line, fromEnv } = variable
    const where = `env: '${name}'${branch === null ? '' : ` on branch '${branch}'`} (line ${line})`
    let value = variable.value
    if (fromEnv !== null) {
      value =
        reading === 'plan'
          ? variable.public
            ? reader.source.environment(fromEnv) || null
            : null
          : variable.public || reading === 'all'
            ? readFromEnv(reader, fromEnv, `${source} ${where}`)
            : null
    } else if (!variable.public) {
      reader.warn(
        `${source} ${where} gives a private value inline, so it is in the workflow file for anyone who can read it; ` +
          'pass it from a secret with from-env instead.'
      )
    }
    if (!variable.public && value !== null) reader.mask(value)
    if (!variable.public && value !== null) warnIfWeak(reader, `${source} ${where}`, value)
    if (value !== null && Buffer.byteLength(value, 'utf8') > ENV_VALUE_LIMIT) {
      reader.fail(`${source} ${where} has a value over ${grouped(ENV_VALUE_LIMIT)} bytes.`)
    }
    return { name, branch, public: variable.public, value, fromEnv, line }
  })
}

function readFromEnv(reader: InputReader, fromEnv: string, where: string): string | null {
  const value = reader.source.environment(fromEnv)
  if (value === undefined || value === '') {
    const state = value === undefined ? 'not set' : 'empty'
    reader.fail(
      `${where} takes its value from the step's environment variable ${fromEnv}, which is ${state}; ` +
        `add it to the step's env: (e.g. ${fromEnv}: \${{ secrets.${fromEnv} }}); ` +
        'secrets are empty in workflows triggered from forks.'
    )
    return null
  }
  return value
}
