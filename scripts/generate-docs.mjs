// Writes the Inputs and Outputs tables of README.md from action.yml, between marker comments,
// so the README cannot drift from what the action declares. `--check` fails when it would change.
import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'

const README = new URL('../README.md', import.meta.url)
const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8'))

const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()
const code = (text) => (text === '' ? '' : `\`${text}\``)

const inputs = [
  '| Input | Default | Description |',
  '| --- | --- | --- |',
  ...Object.entries(action.inputs).map(
    ([name, spec]) =>
      `| \`${name}\`${spec.required ? ' (required)' : ''} | ${code(cell(spec.default ?? ''))} | ${cell(spec.description)} |`
  )
].join('\n')

const outputs = [
  '| Output | Description |',
  '| --- | --- |',
  ...Object.entries(action.outputs).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`
  )
].join('\n')

function replaceBetween(text, marker, content) {
  const pattern = new RegExp(`(<!-- ${marker}:start -->)[\\s\\S]*?(<!-- ${marker}:end -->)`)
  if (!pattern.test(text))
    throw new Error(`README.md lacks the <!-- ${marker}:start/end --> markers`)
  return text.replace(pattern, `$1\n${content}\n$2`)
}

const current = readFileSync(README, 'utf8')
// Formatted as prettier would, so that format checks and this check agree.
const next = await format(
  replaceBetween(replaceBetween(current, 'inputs', inputs), 'outputs', outputs),
  {
    ...(await resolveConfig(README)),
    parser: 'markdown'
  }
)
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('README.md inputs/outputs tables differ from action.yml: run npm run docs')
    process.exit(1)
  }
  console.log('README.md tables match action.yml')
} else if (next !== current) {
  writeFileSync(README, next)
  console.log('README.md tables updated from action.yml')
}
