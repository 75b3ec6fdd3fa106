// /repo/{repo}/settings and /repo/{repo}/setting/{name} (travis-api `services/user_settings`,
// `services/user_setting/*`, docs/travis-api.md#settings): a setting as the server renders it,
// the shapes, and the calls. A value is whatever the server stored, so only its presence is
// checked.
import type { TravisClient } from '../client.js'
import { includeParameter } from '../paths.js'
import { arrayOf, object, present, shape, text } from '../shapes.js'

export interface SettingRecord {
  name: string
  value: unknown
}

const SETTING_FIELDS = { name: text, value: present }

export const SETTINGS = shape(
  'a settings list',
  'settings: a list of {name, value}',
  object({ settings: arrayOf(object(SETTING_FIELDS)) })
)

export const SETTING = shape('a setting', 'name, value', object(SETTING_FIELDS))

export async function requestSettingsGet(
  client: TravisClient,
  include: string[] = []
): Promise<SettingRecord[]> {
  type Body = { settings: SettingRecord[] }
  const query = { include: includeParameter(include) }
  const body = await client.get<Body>(`${client.repositoryPath}/settings`, SETTINGS, { query })
  return body.settings.map(({ name, value }) => ({ name, value }))
}

export function requestSettingGet(
  client: TravisClient,
  name: string,
  include: string[] = []
): Promise<SettingRecord> {
  const query = { include: includeParameter(include) }
  return client.get<SettingRecord>(`${client.repositoryPath}/setting/${name}`, SETTING, {
    query
  })
}

/** PATCH with the value as JSON (`setting.value`, the one key travis-api reads). */
export function requestSettingPatch(
  client: TravisClient,
  name: string,
  value: boolean | number
): Promise<SettingRecord> {
  const path = `${client.repositoryPath}/setting/${name}`
  return client.send<SettingRecord>('PATCH', path, SETTING, {
    body: { 'setting.value': value },
    retried: true
  })
}
