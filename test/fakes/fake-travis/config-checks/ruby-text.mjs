// Ruby's renderings of values in message texts (yml.rb `msg`: `%{value}` is `to_s`, `%<x>p` is
// `inspect`; Ruby 3.1).

/** @param {string} text */
function rubyStringInspect(text) {
  return `"${text
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')}"`
}

/** @param {unknown} value */
export function rubyInspect(value) {
  if (value === null || value === undefined) return 'nil'
  if (typeof value === 'string') return rubyStringInspect(value)
  if (Array.isArray(value)) return `[${value.map(rubyInspect).join(', ')}]`
  if (typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, item]) => {
      const symbol = /^[A-Za-z_][A-Za-z0-9_]*[?!]?$/.test(key) ? key : rubyStringInspect(key)
      return `:${symbol}=>${rubyInspect(item)}`
    })
    return `{${pairs.join(', ')}}`
  }
  return String(value)
}

/** @param {unknown} value */
export function rubyToS(value) {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  return rubyInspect(value)
}
