// Pure: the repository's settings, variables and cron jobs as a sectioned 'desired-settings'
// document that check-settings reads back as matching. What the server holds and the input
// cannot name (a variable name that is no shell name, a branch git would refuse, a value of
// another type) is left out with a sentence saying why. A private variable becomes
// `{ from-env: NAME }`: the server never shows its value, so a workflow must give it from a secret.
import type * as YamlModule from 'yaml'
import { branchNameProblem, isCronInterval, isEnvName } from '../../model/env-and-crons.js'
import { SETTING_NAME, parseSettingValue, typeOfValue } from '../../model/repository-settings.js'
import type { SettingView } from '../settings/result.js'
import type { CronView, EnvVarView } from './result.js'

export interface Exportable {
  settings: SettingView[]
  envVars: EnvVarView[]
  crons: CronView[]
  leftOut: string[]
}

/** The entries a document can hold, and a sentence for each one it cannot. */
export function exportable(
  settings: readonly SettingView[],
  envVars: readonly EnvVarView[],
  crons: readonly CronView[]
): Exportable {
  const leftOut: string[] = []
  const keptSettings = settings.filter(({ name, value }) => {
    const type = typeOfValue(value)
    // What 'desired-settings' would read back: a boolean, or a whole number of up to 9 digits.
    const fits =
      SETTING_NAME.test(name) && type !== null && parseSettingValue(String(value), type) !== null
    if (!fits) {
      leftOut.push(
        `setting '${name}' (${JSON.stringify(value)}): 'desired-settings' takes a lower case name with true, false or a whole number.`
      )
    }
    return fits
  })
  const keptEnv = envVars.filter((variable) => {
    const problem = !isEnvName(variable.name)
      ? 'its name is no shell name, which env: requires'
      : variable.branch !== null && branchNameProblem(variable.branch) !== null
        ? 'its branch is no git branch name'
        : null
    if (problem !== null) leftOut.push(`variable ${JSON.stringify(variable.name)}: ${problem}.`)
    return problem === null
  })
  const keptCrons = crons.filter((cron) => {
    const problem =
      branchNameProblem(cron.branch) === null
        ? isCronInterval(cron.interval)
          ? null
          : `its interval ${JSON.stringify(cron.interval)} is not daily, weekly or monthly`
        : 'its branch is no git branch name'
    if (problem !== null)
      leftOut.push(`cron job of branch ${JSON.stringify(cron.branch)}: ${problem}.`)
    return problem === null
  })
  return { settings: keptSettings, envVars: keptEnv, crons: keptCrons, leftOut }
}

/** The YAML text: `settings:`, `env:` and `crons:`, each present (`{}` when empty). */
export function renderDocument(
  yaml: typeof YamlModule,
  exported: Exportable,
  repoLabel: string
): string {
  const doc = new yaml.Document({})
  const flow = (value: Record<string, unknown>, comment?: string) => {
    const node = doc.createNode(value) as YamlModule.YAMLMap
    node.flow = true
    if (comment !== undefined) node.comment = ` ${comment}`
    return node
  }
  const settings = new yaml.YAMLMap()
  for (const { name, value } of exported.settings) settings.set(name, value)
  const env = new yaml.YAMLMap()
  for (const name of [...new Set(exported.envVars.map((variable) => variable.name))]) {
    const entries = exported.envVars
      .filter((variable) => variable.name === name)
      .map((variable) => {
        const branch = variable.branch === null ? {} : { branch: variable.branch }
        return variable.public
          ? flow({ value: variable.value ?? '', public: true, ...branch })
          : flow(
              { 'from-env': name, ...branch },
              `private: Travis CI never shows the value; give it from a secret (step env: ${name}: \${{ secrets.${name} }})`
            )
      })
    if (entries.length === 1) env.set(name, entries[0])
    else env.set(name, seqOf(yaml, entries))
  }
  const crons = new yaml.YAMLMap()
  for (const cron of exported.crons) {
    crons.set(
      cron.branch,
      flow(
        {
          interval: cron.interval,
          'dont-run-if-recent-build-exists': cron.dont_run_if_recent_build_exists
        },
        cron.active ? undefined : 'stopped by Travis CI (inactive): apply-settings starts it again'
      )
    )
  }
  doc.set('settings', settings)
  doc.set('env', env)
  doc.set('crons', crons)
  const privates = exported.envVars.filter((variable) => !variable.public).length
  doc.commentBefore = [
    ` Travis CI settings, environment variables and cron jobs of ${repoLabel}, as exported by`,
    ' travis-repo-action (export-settings): the desired-settings of check-settings and apply-settings.',
    ...(privates === 0
      ? []
      : [
          ` ${privates === 1 ? 'One variable is' : `${privates} variables are`} private: from-env names the step's environment variable that must`,
          ' hold the value, from a secret; check-settings compares only that it is set.'
        ])
  ].join('\n')
  return doc.toString({ lineWidth: 0 })
}

function seqOf(yaml: typeof YamlModule, items: YamlModule.YAMLMap[]): YamlModule.YAMLSeq {
  const seq = new yaml.YAMLSeq()
  seq.items.push(...items)
  return seq
}
