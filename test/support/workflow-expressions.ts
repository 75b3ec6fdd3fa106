// The GitHub Actions expressions (`${{ … }}`) the example workflows use, and nothing more:
// literals ('text', numbers, true, false, null), context paths (github.event.pull_request.number,
// steps.<id>.outputs.<name>, inputs.dry-run), == and != (strings compared case-insensitively, as
// GitHub does), && and || (returning an operand, as GitHub does), parentheses, fromJSON(…), and
// the status functions success(), failure() and always() (from the `job.status` the caller gives).
// Anything else (another function, !, <, indexing, a context or property the caller did not
// provide, a comparison of two types) throws, so an example using a new form fails its test
// instead of being evaluated wrongly.

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value }
/** The contexts an expression may read (github, secrets, inputs, steps, matrix, needs, …). */
export type Contexts = Record<string, Value>

type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'path'; names: string[] }
  | { kind: 'call'; name: 'fromJSON'; argument: Node }
  | { kind: 'status'; name: 'success' | 'failure' | 'always' }
  | { kind: 'binary'; operator: '==' | '!=' | '&&' | '||'; left: Node; right: Node }

const TOKEN =
  /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_-]*)|(==|!=|&&|\|\||[.(),]))/y

function tokenize(source: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(source)
    if (!match) throw unsupported(source, `unexpected text at ${JSON.stringify(source.slice(at))}`)
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '')
  }
  return tokens
}

function unsupported(source: string, why: string): Error {
  return new Error(`workflow expression not supported by the test harness: ${source} (${why})`)
}

function parse(source: string): Node {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]
  const take = (expected?: string): string => {
    const token = tokens[position++]
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw unsupported(source, `expected ${expected ?? 'more'}, found ${token ?? 'the end'}`)
    }
    return token
  }
  const binary = (operators: string[], operand: () => Node) => (): Node => {
    let left = operand()
    while (operators.includes(peek() ?? '')) {
      const operator = take() as '==' | '!=' | '&&' | '||'
      left = { kind: 'binary', operator, left, right: operand() }
    }
    return left
  }
  const primary = (): Node => {
    const token = take()
    if (token === '(') {
      const inner = or()
      take(')')
      return inner
    }
    if (token.startsWith("'"))
      return { kind: 'literal', value: token.slice(1, -1).replace(/''/g, "'") }
    if (/^\d/.test(token)) return { kind: 'literal', value: Number(token) }
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' }
    if (token === 'null') return { kind: 'literal', value: null }
    if (!/^[A-Za-z_]/.test(token)) throw unsupported(source, `unexpected ${token}`)
    if (peek() === '(' && (token === 'success' || token === 'failure' || token === 'always')) {
      take('(')
      take(')')
      return { kind: 'status', name: token }
    }
    if (peek() === '(') {
      if (token !== 'fromJSON') throw unsupported(source, `function ${token}()`)
      take('(')
      const argument = or()
      take(')')
      return { kind: 'call', name: 'fromJSON', argument }
    }
    const names = [token]
    while (peek() === '.') {
      take('.')
      const name = take()
      if (!/^[A-Za-z_]/.test(name)) throw unsupported(source, `property ${name}`)
      names.push(name)
    }
    return { kind: 'path', names }
  }
  const comparison = binary(['==', '!='], primary)
  const and = binary(['&&'], comparison)
  const or = binary(['||'], and)
  const node = or()
  if (position !== tokens.length) throw unsupported(source, `unexpected ${peek()}`)
  return node
}

/** GitHub's falsy values: false, 0, '', null (and NaN). */
export function truthy(value: Value): boolean {
  return !(value === false || value === null || value === '' || value === 0 || Number.isNaN(value))
}

function evaluateNode(node: Node, contexts: Contexts, source: string): Value {
  switch (node.kind) {
    case 'literal':
      return node.value
    case 'path': {
      const [context, ...properties] = node.names
      if (!Object.hasOwn(contexts, context ?? ''))
        throw unsupported(source, `no context ${context}`)
      let value = contexts[context ?? ''] ?? null
      let walked = context ?? ''
      for (const property of properties) {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          throw unsupported(source, `${walked} is ${JSON.stringify(value)}, not an object`)
        }
        if (!Object.hasOwn(value, property))
          throw unsupported(source, `${walked} has no ${property}`)
        value = value[property] ?? null
        walked += `.${property}`
      }
      return value
    }
    case 'status': {
      const status = (contexts.job as { status?: Value } | undefined)?.status
      if (typeof status !== 'string')
        throw unsupported(source, 'a status function without job.status')
      if (node.name === 'always') return true
      return node.name === 'failure' ? status === 'failure' : status === 'success'
    }
    case 'call': {
      const argument = evaluateNode(node.argument, contexts, source)
      if (typeof argument !== 'string') throw unsupported(source, 'fromJSON of a non-string')
      return JSON.parse(argument) as Value
    }
    case 'binary': {
      const left = evaluateNode(node.left, contexts, source)
      if (node.operator === '&&')
        return truthy(left) ? evaluateNode(node.right, contexts, source) : left
      if (node.operator === '||')
        return truthy(left) ? left : evaluateNode(node.right, contexts, source)
      const right = evaluateNode(node.right, contexts, source)
      const equal = equals(left, right, source)
      return node.operator === '==' ? equal : !equal
    }
  }
}

function equals(left: Value, right: Value, source: string): boolean {
  if (typeof left === 'string' && typeof right === 'string') {
    return left.toLowerCase() === right.toLowerCase()
  }
  if (left === null || right === null) return left === right
  if (typeof left !== typeof right || typeof left === 'object') {
    throw unsupported(source, `comparison of ${JSON.stringify(left)} and ${JSON.stringify(right)}`)
  }
  return left === right
}

/** Evaluates one expression (the text between `${{` and `}}`). */
export function evaluate(expression: string, contexts: Contexts): Value {
  return evaluateNode(parse(expression.trim()), contexts, expression.trim())
}

const PLACEHOLDER = /\$\{\{([\s\S]*?)\}\}/g

/** A value as GitHub writes it into a string: null → '', true → 'true'; objects are refused. */
export function asString(value: Value, source: string): string {
  if (value === null) return ''
  if (typeof value === 'object') throw unsupported(source, 'an object or array in a string')
  return String(value)
}

/** A `with:`/`env:`/`run:` value with every `${{ … }}` replaced by its value as a string. */
export function interpolate(text: string, contexts: Contexts): string {
  return text.replace(PLACEHOLDER, (_, expression: string) =>
    asString(evaluate(expression, contexts), expression.trim())
  )
}

/** A value that is one `${{ … }}` as it is (a matrix from fromJSON), else interpolated text. */
export function evaluateValue(text: string, contexts: Contexts): Value {
  const whole = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(text)
  return whole ? evaluate(whole[1] ?? '', contexts) : interpolate(text, contexts)
}

/** An `if:` condition, written with or without `${{ }}`. */
export function condition(text: string | boolean, contexts: Contexts): boolean {
  if (typeof text === 'boolean') return text
  const whole = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(text)
  if (!whole && text.includes('${{')) throw unsupported(text, 'an if: mixing text and ${{ }}')
  return truthy(evaluate(whole ? (whole[1] ?? '') : text, contexts))
}

/** Whether an `if:` calls a status function (then it alone decides, not the job's success so far). */
export function callsStatus(text: string): boolean {
  return /\b(success|failure|always)\s*\(\s*\)/.test(text)
}
