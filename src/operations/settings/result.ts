// What list-settings, get-setting and set-setting hand to report/.
import type { SettingValue } from '../../model/repository-settings.js'
import type { Base } from '../result-base.js'

export interface SettingView {
  name: string
  value: unknown
}

export interface SettingsResult extends Base {
  kind: 'settings'
  settings: SettingView[]
}

export interface SettingResult extends Base {
  kind: 'setting'
  name: string
  value: SettingValue | unknown
  previousValue: unknown
  expect: SettingValue | null
  matches: boolean | null
}
