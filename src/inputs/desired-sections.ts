// A sectioned 'desired-settings': `settings:` (what a flat mapping holds), `env:` (desired-env.ts)
// and `crons:`, each checked entry by entry before any request, every problem with its line. A
// section the input does not have is not managed: its server side is neither read nor pruned.
import type { ParsedNode, YAMLMap } from 'yaml'
import { branchNameProblem, isCronInterval } from '../model/env-and-crons.js'
import type { DesiredCron, DesiredEnvVar, DesiredSetting } from './parsed.js'
import { quoted } from './reader.js'
import { didYouMean } from '../lib/closest.js'
import { readEnvSection } from './desired-env.js'
import { entryFields, plainBoolean, scalarText, type Items } from './yaml-scalars.js'
import { yaml } from './yaml.js'

export const SECTIONS = ['settings', 'env', 'crons'] as const
const CRON_KEYS = ['interval', 'dont-run-if-recent-build-exists']

export interface ParsedSections {
  /** null: the input has no `env:` section. */
  env: DesiredEnvVar[] | null
  /** null: the input has no `crons:` section. */
  crons: DesiredCron[] | null
}

type LineAt = (offset: number) => number
type SettingItems = (
  items: Items,
  lineAt: LineAt,
  source: string
) => { settings: DesiredSetting[]; problems: string[] }

/** Whether a top-level key names a section: then every top-level key must. */
export function isSectioned(contents: YAMLMap<ParsedNode, ParsedNode | null>): boolean {
  return contents.items.some(({ key }) => SECTIONS.some((name) => name === scalarText(key)))
}

export function readSections(
  contents: YAMLMap<ParsedNode, ParsedNode | null>,
  lineAt: LineAt,
  readSettingItems: SettingItems,
  source: string
): { settings: DesiredSetting[]; sections: ParsedSections; problems: string[] } {
  const problems: string[] = []
  let settings: DesiredSetting[] = []
  const sections: ParsedSections = { env: null, crons: null }
  const firstLine = new Map<string, number>()
  for (const { key, value } of contents.items) {
    const line = lineAt(key.range[0])
    const name = scalarText(key)
    if (name !== 'settings' && name !== 'env' && name !== 'crons') {
      const [shown, hint] =
        name === null ? ['a key', ''] : [quoted(name), didYouMean(name, SECTIONS)]
      problems.push(
        `${source} has ${shown} on line ${line} beside its sections: ` +
          `with settings:, env: or crons:, every setting goes under settings:.${hint}`
      )
      continue
    }
    // The parser keeps both: a second env: would silently replace the first, and prune would
    // then delete what the first one names.
    const seen = firstLine.get(name)
    if (seen !== undefined) {
      problems.push(
        `${source} has '${name}:' twice (lines ${seen} and ${line}); give each section once.`
      )
      continue
    }
    firstLine.set(name, line)
    const items = sectionItems(name, value, line, problems, source)
    if (items === null) continue
    if (name === 'settings') {
      const read = readSettingItems(items, lineAt, source)
      settings = read.settings
      problems.push(...read.problems)
    } else if (name === 'env') {
      sections.env = readEnvSection(items, lineAt, problems, source)
    } else {
      sections.crons = readCronSection(items, lineAt, problems, source)
    }
  }
  return { settings, sections, problems }
}

/** A section's entries; null (and a problem) when it is not a mapping. */
function sectionItems(
  name: string,
  node: ParsedNode | null,
  line: number,
  problems: string[],
  source: string
): Items | null {
  const { isMap, isScalar } = yaml()
  if (isMap(node)) return node.items as Items
  const empty = node === null || (isScalar(node) && node.value === null)
  problems.push(
    empty
      ? `${source} has an empty '${name}:' (line ${line}); write '${name}: {}' to declare that there are none.`
      : `${source} has '${name}:' (line ${line}) that is not a mapping; see the README for its form.`
  )
  return null
}

/**
 * `crons:` — branch → `daily|weekly|monthly`, or `{ interval, dont-run-if-recent-build-exists }`
 * (false unless given). One cron per branch, as the server keeps them.
 */
function readCronSection(
  items: Items,
  lineAt: LineAt,
  problems: string[],
  source: string
): DesiredCron[] {
  const crons: DesiredCron[] = []
  const firstLine = new Map<string, number>()
  for (const { key, value } of items) {
    const line = lineAt(key.range[0])
    const branch = scalarText(key)
    const bad = branch === null ? 'is no branch name' : branchNameProblem(branch)
    if (branch === null || bad !== null) {
      problems.push(
        `${source} crons: ${branch === null ? 'a key' : quoted(branch)} (line ${line}) ${bad ?? ''}; a key of crons: is a branch name.`
      )
      continue
    }
    const seen = firstLine.get(branch)
    if (seen !== undefined) {
      problems.push(`${source} crons: names branch '${branch}' twice (lines ${seen} and ${line}).`)
      continue
    }
    firstLine.set(branch, line)
    const read = readCron(value)
    if (typeof read === 'string')
      problems.push(`${source} crons: '${branch}' (line ${line}) ${read}`)
    else crons.push({ branch, ...read, line })
  }
  return crons
}

const INTERVALS_TEXT = 'daily, weekly or monthly'

function readCron(
  node: ParsedNode | null
): { interval: DesiredCron['interval']; dontRunIfRecentBuildExists: boolean } | string {
  const { isMap, isScalar } = yaml()
  if (isScalar(node)) {
    const interval = scalarText(node)
    return interval !== null && isCronInterval(interval)
      ? { interval, dontRunIfRecentBuildExists: false }
      : `has the interval ${quoted(String(interval ?? ''))}; it takes ${INTERVALS_TEXT}.`
  }
  if (!isMap(node)) {
    return `must be an interval (${INTERVALS_TEXT}) or { interval: …, dont-run-if-recent-build-exists: true }.`
  }
  const fields = entryFields(
    node.items as Items,
    CRON_KEYS,
    `a cron takes ${CRON_KEYS.join(' and ')}`
  )
  if (typeof fields === 'string') return fields
  const interval = scalarText(fields.get('interval') ?? null)
  if (interval === null || !isCronInterval(interval)) {
    return `needs interval: ${INTERVALS_TEXT}${interval === null ? '' : `, not ${quoted(interval)}`}.`
  }
  const flag = fields.get('dont-run-if-recent-build-exists') ?? null
  const dontRun = flag === null ? false : plainBoolean(flag)
  if (dontRun === null) return 'has dont-run-if-recent-build-exists that is not true or false.'
  return { interval, dontRunIfRecentBuildExists: dontRun }
}
