// `node scripts/release-check.mjs X.Y.Z [--existing-tags "<tags>"] [--notes-file <path>]`: what
// the release workflow (.github/workflows/release.yml) checks before it tags anything, and the
// release notes it publishes.
//
// - X.Y.Z is a plain semantic version (no v, no pre-release);
// - package.json, package-lock.json and src/runtime/version.ts (the User-Agent) say X.Y.Z;
// - CHANGELOG.md has `## [X.Y.Z] - YYYY-MM-DD`, dated (the date is written when releasing, in the
//   commit that is released), with entries, its link reference at the bottom, and an empty
//   `## [Unreleased]` above it (entries left there would be missing from the release);
// - with --existing-tags (the repository's tags, separated by white space): vX.Y.Z is not one of
//   them, and X.Y.Z is above every vX.*.* tag, so that moving the major tag vX moves it forward.
//
// Every problem is printed as an ::error:: line and the exit code is 1. When all is well, the
// CHANGELOG section (without its heading) goes to --notes-file, and `tag`, `major-tag` and
// `notes-file` to $GITHUB_OUTPUT when it is set. Only Node's own modules: it runs before `npm ci`.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

/**
 * @param {{ version: string, root: string, existingTags?: string[] }} options
 * @returns {{ problems: string[], tag: string, majorTag: string, notes: string }}
 */
export function checkRelease({ version, root, existingTags }) {
  const problems = []
  const parts = SEMVER.exec(version)
  if (!parts) {
    problems.push(`the version must be X.Y.Z (e.g. 1.2.3, no v), not ${JSON.stringify(version)}`)
    return { problems, tag: '', majorTag: '', notes: '' }
  }
  const tag = `v${version}`
  const majorTag = `v${parts[1]}`
  const read = (path) => readFileSync(join(root, path), 'utf8')

  const manifest = JSON.parse(read('package.json'))
  if (manifest.version !== version)
    problems.push(
      `package.json has version ${manifest.version}: run npm version ${version} --no-git-tag-version`
    )
  const lock = JSON.parse(read('package-lock.json'))
  for (const [where, found] of [
    ['package-lock.json', lock.version],
    ['package-lock.json packages[""]', lock.packages?.['']?.version]
  ])
    if (found !== version) problems.push(`${where} has version ${found}: run npm install`)
  const userAgent = /export const VERSION = '([^']*)'/.exec(read('src/runtime/version.ts'))?.[1]
  if (userAgent !== version)
    problems.push(
      `src/runtime/version.ts has VERSION ${userAgent ?? '(none)'}: set it to '${version}'`
    )

  const changelog = changelogSection(read('CHANGELOG.md'), version)
  problems.push(...changelog.problems)

  const tags = existingTags ?? []
  if (tags.includes(tag)) problems.push(`the tag ${tag} exists already: release a new version`)
  const newer = tags.filter((other) => {
    const found = SEMVER.exec(other.replace(/^v/, ''))
    return found && found[1] === parts[1] && compare(found, parts) > 0
  })
  if (newer.length > 0)
    problems.push(
      `${newer.join(', ')} ${newer.length === 1 ? 'is' : 'are'} newer than ${version}: ${majorTag} would move back`
    )

  return { problems, tag, majorTag, notes: changelog.notes }
}

/**
 * The CHANGELOG section of `version`, and what is wrong with it.
 * @param {string} text
 * @param {string} version
 */
export function changelogSection(text, version) {
  const problems = []
  const headings = [...text.matchAll(/^## (.*)$/gm)]
  const title = `[${version}]`
  const index = headings.findIndex(
    (match) => match[1].startsWith(`${title} `) || match[1] === title
  )
  if (index < 0) return { problems: [`CHANGELOG.md has no ## ${title} section`], notes: '' }
  const heading = headings[index]
  const date = /^\[[^\]]+\] - (\d{4}-\d{2}-\d{2})$/.exec(heading[1])?.[1]
  if (
    date === undefined ||
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  )
    problems.push(
      `CHANGELOG.md: date the release in its heading, "## ${title} - YYYY-MM-DD" (UTC), not "## ${heading[1]}"`
    )
  const start = heading.index + heading[0].length
  const next = headings[index + 1]
  // The section ends at the next version, or at the link references at the bottom.
  const rest = text.slice(start, next ? next.index : undefined)
  const notes = rest.replace(/^\[[^\]]+\]: .*$/gm, '').trim()
  if (notes === '') problems.push(`CHANGELOG.md: the ## ${title} section is empty`)
  if (!new RegExp(`^\\[${version.replace(/\./g, '\\.')}\\]: \\S+`, 'm').test(text))
    problems.push(`CHANGELOG.md has no link reference "${title}: …" at the bottom`)
  const unreleased = headings.findIndex((match) => /^\[Unreleased\]/i.test(match[1]))
  if (unreleased < 0 || unreleased > index)
    problems.push('CHANGELOG.md: keep an empty ## [Unreleased] section above the release')
  else if (
    text
      .slice(headings[unreleased].index + headings[unreleased][0].length, heading.index)
      .trim() !== ''
  )
    problems.push(`CHANGELOG.md: ## [Unreleased] still has entries: move them under ## ${title}`)
  return { problems, notes }
}

/** @param {RegExpExecArray} a @param {RegExpExecArray} b */
function compare(a, b) {
  for (const i of [1, 2, 3]) {
    const difference = Number(a[i]) - Number(b[i])
    if (difference !== 0) return difference
  }
  return 0
}

/** @param {string[]} args */
function parseArgs(args) {
  const options = { version: '', existingTags: undefined, notesFile: undefined }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--existing-tags')
      options.existingTags = (args[++i] ?? '').split(/\s+/).filter(Boolean)
    else if (arg === '--notes-file') options.notesFile = args[++i]
    else if (options.version === '' && !arg.startsWith('--')) options.version = arg
    else throw new Error(`unknown argument ${JSON.stringify(arg)}`)
  }
  return options
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2))
  const root = fileURLToPath(new URL('../', import.meta.url))
  const result = checkRelease({
    version: options.version,
    root,
    existingTags: options.existingTags
  })
  if (result.problems.length > 0) {
    // One line each, whatever the input held: a workflow command cannot be smuggled in.
    for (const problem of result.problems)
      console.log(`::error::${problem.replace(/[\r\n%]/g, ' ')}`)
    process.exitCode = 1
  } else {
    if (options.notesFile !== undefined) writeFileSync(options.notesFile, `${result.notes}\n`)
    console.log(
      `${result.tag}: versions and CHANGELOG.md agree; ${result.majorTag} will move to it.`
    )
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(
        process.env.GITHUB_OUTPUT,
        `tag=${result.tag}\nmajor-tag=${result.majorTag}\nnotes-file=${options.notesFile ?? ''}\n`
      )
  }
}
