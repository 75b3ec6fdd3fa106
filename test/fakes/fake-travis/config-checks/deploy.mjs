// deploy, for the one provider modelled, heroku (schema/def/deploy.rb, deploy/heroku.rb).
import { YMap, YSeq, toPlain } from './yaml.mjs'

/** @typedef {import('./report.mjs').Report} Report */

/**
 * deploy (schema/def/deploy.rb, deploy/heroku.rb): a list of providers. For heroku, the
 * required and default keys first (provider, strategy: doc/change/keys.rb `missing`), the
 * default strategy api (doc/validate/default.rb, on the line of the deploy key), and api_key
 * given as a plain string alerted (doc/validate/alert.rb: not `$VAR`). Other providers and
 * keys are not modelled.
 * @param {{ key: string, line: number, value: any }} entry
 * @param {string} where
 * @param {Report} report
 */
export function deployKey(entry, where, report) {
  const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
  return items.map((item) => {
    const provider =
      item instanceof YMap ? item.entries.find((e) => e.key === 'provider') : undefined
    if (!(item instanceof YMap) || provider?.value !== 'heroku' || where !== 'deploy') {
      report.note(`${where}: ${JSON.stringify(toPlain(item))}`)
      return toPlain(item)
    }
    const strategy = item.entries.find((e) => e.key === 'strategy')
    /** @type {Record<string, unknown>} */
    const deploy = { provider: 'heroku' }
    if (strategy) deploy.strategy = toPlain(strategy.value)
    else {
      deploy.strategy = 'api'
      report.validate(
        'info',
        'deploy',
        'default',
        { key: 'strategy', default: 'api', provider: 'heroku' },
        entry.line
      )
    }
    if (strategy && strategy.value !== 'api') report.note(`deploy.strategy ${strategy.value}`)
    for (const field of item.entries) {
      if (field.key === 'provider' || field.key === 'strategy') continue
      if (field.key === 'api_key') {
        const value = field.value
        if (typeof value === 'string') {
          if (!(value.startsWith('$') && !value.includes(':$'))) {
            report.validate('alert', 'deploy.api_key', 'secure', { type: 'str' }, field.line)
          }
        } else if (!(
          value instanceof YMap &&
          value.entries.length === 1 &&
          value.entries[0].key === 'secure'
        )) {
          report.note(`deploy.api_key: ${JSON.stringify(toPlain(value))}`)
        }
      } else if (field.key !== 'app') report.note(`deploy.${field.key}`)
      deploy[field.key] = toPlain(field.value)
    }
    return deploy
  })
}
