// Settings as code: read the settings, then change every one that differs from DESIRED (a JSON
// object {name: value}) at once; the changes on stdout.
import { repoPath, travis } from './travis.mjs'

const desired = JSON.parse(process.env.DESIRED ?? '{}')
const { settings } = await travis(`${repoPath}/settings`)
const changes = settings.filter(
  (setting) => setting.name in desired && desired[setting.name] !== setting.value
)
await Promise.all(
  changes.map((setting) =>
    travis(`${repoPath}/setting/${setting.name}`, {
      method: 'PATCH',
      body: JSON.stringify({ 'setting.value': desired[setting.name] })
    })
  )
)
console.log(
  JSON.stringify(changes.map(({ name, value }) => ({ name, from: value, to: desired[name] })))
)
