// travis-yml's messages: their fields, their texts (yml.rb MSGS) and the full message (yml.rb
// `msg`).
import { rubyInspect, rubyToS } from './ruby-text.mjs'

/**
 * @typedef {object} Message
 * @property {'alert' | 'error' | 'warn' | 'info'} level
 * @property {string} key
 * @property {string} code
 * @property {Record<string, unknown>} args
 * @property {number | null} line 0-based, as travis-yml counts (null: no line)
 */

/** yml.rb MSGS, for the codes modelled. */
export const MESSAGE_TEXT = {
  alias_key: (a) => `the key ${a.alias} is an alias for ${a.key}, using ${a.key}`,
  alias_value: (a) => `the value ${a.alias} is an alias for ${a.value}, using ${a.value}`,
  default: (a) => `missing ${a.key}, using the default ${rubyInspect(a.default)}`,
  downcase: (a) => `using lower case of ${a.value}`,
  secure: () => 'expected an encrypted string',
  find_key: (a) => `key ${a.original} is not known, but ${a.key} is, using ${a.key}`,
  find_value: (a) => `value ${a.original} is not known, but ${a.value} is, using ${a.value}`,
  unknown_key: (a) => `unknown key ${rubyInspect(a.key)} (${rubyToS(a.value)})`,
  unknown_value: (a) => `dropping unknown value: ${rubyToS(a.value)}`
}

/**
 * yml.rb `msg`: `[level] on key: text`, with an empty `()` removed.
 * @param {Message} message
 */
export function fullMessage(message) {
  const text = MESSAGE_TEXT[/** @type {keyof typeof MESSAGE_TEXT} */ (message.code)](message.args)
  return `[${message.level}] on ${message.key}: ${text}`.replace('()', '')
}
