// The `env:` section of 'desired-settings': variable name → one entry, or a list of entries on
// several branches. An entry is `{ value, public, branch }` or `{ from-env, public, branch }`:
// `public` is false unless given, no branch means every branch. Names are shell identifiers
// (the server takes any text, so the action checks); a (name, branch) pair is named once. The
// values are resolved later (env-values.ts): nothing here reads the environment or shows a value.
import type { ParsedNode } from 'yaml'
import { ENV_NAME, ENV_NAME_LIMIT, branchNameProblem, isEnvName } from '../model/env-and-crons.js'
import { quoted } from './reader.js'
import type { DesiredEnvVar } from './parsed.js'
import { entryFields, plainBoolean, scalarText, type Items } from './yaml-scalars.js'
import { yaml } from './yaml.js'

const ENTRY_KEYS = ['value', 'from-env', 'public', 'branch']
const ENTRY_FORM =
  '{ value: …, public: true } or { from-env: NAME } (with branch: … for one branch)'

export function readEnvSection(
  items: Items,
  lineAt: (offset: number) => number,
  problems: string[],
  source: string
): DesiredEnvVar[] {
  const { isSeq } = yaml()
  const variables: DesiredEnvVar[] = []
  const firstLine = new Map<string, number>()
  for (const { key, value } of items) {
    const line = lineAt(key.range[0])
    const name = scalarText(key)
    if (name === null || !isEnvName(name)) {
      const shown = name === null ? 'a key' : quoted(name)
      problems.push(
        `${source} env: ${shown} (line ${line}) is no variable name: ` +
          `letters, digits and _, not starting with a digit (a shell name, e.g. DEPLOY_TOKEN), at most ${ENV_NAME_LIMIT}.`
      )
      continue
    }
    const entries = isSeq(value) ? (value.items as Array<ParsedNode | null>) : [value]
    if (entries.length === 0) {
      problems.push(
        `${source} env: '${name}' (line ${line}) has an empty list; give ${ENTRY_FORM}.`
      )
    }
    for (const entry of entries) {
      const entryLine = entry === null ? line : lineAt(entry.range[0])
      const read = readEntry(entry)
      if (typeof read === 'string') {
        problems.push(`${source} env: '${name}' (line ${entryLine}) ${read}`)
        continue
      }
      const where = `'${name}'${read.branch === null ? '' : ` on branch '${read.branch}'`}`
      const pair = `${name}\u0000${read.branch ?? ''}\u0000${read.branch === null}`
      const seen = firstLine.get(pair)
      if (seen !== undefined) {
        problems.push(`${source} env: names ${where} twice (lines ${seen} and ${entryLine}).`)
        continue
      }
      firstLine.set(pair, entryLine)
      variables.push({ name, ...read, line: entryLine })
    }
  }
  return variables
}

/** The entry, or the rest of a sentence saying why it is refused (never showing a value). */
function readEntry(node: ParsedNode | null): Omit<DesiredEnvVar, 'name' | 'line'> | string {
  const { isMap, isScalar } = yaml()
  if (!isMap(node)) {
    return isScalar(node) && node.value !== null
      ? `is a bare value; write ${ENTRY_FORM}, so that it is clear whether it is public.`
      : `has no entry; give ${ENTRY_FORM}.`
  }
  const fields = entryFields(
    node.items as Items,
    ENTRY_KEYS,
    `an entry takes ${ENTRY_KEYS.join(', ')}`
  )
  if (typeof fields === 'string') return fields
  const isPublic = fields.has('public') ? plainBoolean(fields.get('public') ?? null) : false
  if (isPublic === null) return 'has public that is not true or false.'
  const branch = fields.has('branch') ? scalarText(fields.get('branch')) : null
  if (fields.has('branch')) {
    const bad = branch === null ? 'is empty or not text' : branchNameProblem(branch)
    if (bad !== null) return `has a branch that ${bad}.`
  }
  if (fields.has('value') && fields.has('from-env')) {
    return 'has both value and from-env; give one.'
  }
  if (fields.has('from-env')) {
    const fromEnv = scalarText(fields.get('from-env'))
    if (fromEnv === null || !ENV_NAME.test(fromEnv)) {
      return 'has from-env that is not the name of an environment variable of the step.'
    }
    return { branch, public: isPublic, value: null, fromEnv }
  }
  if (!fields.has('value')) return `has no value; give value: … or from-env: NAME.`
  const value = scalarText(fields.get('value'))
  if (value === null) {
    return "has a value that is empty, a list, a mapping or tagged; write value: '' for an empty one."
  }
  return { branch, public: isPublic, value, fromEnv: null }
}
