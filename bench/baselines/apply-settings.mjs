// Settings as code: read the settings, then change every one that differs from DESIRED (a JSON
// object {name: value}) one after the other (travis-api loses one of two settings written at
// once, docs/knowing-travis.md); the changes on stdout.
import { repoPath, travis } from './travis.mjs'

const desired = JSON.parse(process.env.DESIRED ?? '{}')
const { settings } = await travis(`${repoPath}/settings`)
const changes = settings.filter(
  (setting) => setting.name in desired && desired[setting.name] !== setting.value
)
for (const setting of changes) {
  await travis(`${repoPath}/setting/${setting.name}`, {
    method: 'PATCH',
    body: JSON.stringify({ 'setting.value': desired[setting.name] })
  })
}
console.log(
  JSON.stringify(changes.map(({ name, value }) => ({ name, from: value, to: desired[name] })))
)
