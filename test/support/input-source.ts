// An InputSource over a plain object, with every input at its action.yml default like the runner.
import { INPUTS, INPUT_NAMES, inputVariable, type InputName } from '../../src/inputs/table.js'
import { readInputs, type InputSource } from '../../src/inputs/index.js'
import type { InputsFor } from '../../src/inputs/parsed.js'
import type { Operation } from '../../src/model/operations.js'

export interface FakeInputSource extends InputSource {
  masked: string[]
  /** Path → text; a path in `devices` is a character device (never a regular file). */
  files: Record<string, string>
}

const devices = ['/dev/zero', '/dev/stdin']

function missing(path: string): Error {
  return Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' })
}

export function inputSource(
  values: Partial<Record<InputName, string>>,
  files: Record<string, string> = {},
  environment: Record<string, string> = {},
  /** Names given in `with:` that action.yml does not declare (as the runner passes them: INPUT_…). */
  undeclared: string[] = []
): FakeInputSource {
  const masked: string[] = []
  return {
    masked,
    files,
    get: (name) => values[name] ?? INPUTS[name].default,
    mask: (secret) => {
      masked.push(secret)
    },
    stat: (path) => {
      if (devices.includes(path)) return { regularFile: false, size: 0 }
      const text = files[path]
      if (text === undefined) throw missing(path)
      return { regularFile: true, size: Buffer.byteLength(text) }
    },
    readFile: (path, maxBytes) => {
      const text = files[path]
      if (text === undefined) throw missing(path)
      if (Buffer.byteLength(text) > maxBytes) throw new Error(`read more than ${maxBytes} bytes`)
      return text
    },
    workflowRepository: () => 'octo-org/from-env',
    inputVariables: () => [...INPUT_NAMES, ...undeclared].map(inputVariable),
    environment: (name) => environment[name]
  }
}

/**
 * The parsed inputs of `operation` for these input values, read the way the action reads them
 * (so a unit test's settings are always ones a workflow can produce).
 */
export function inputsFor<O extends Operation>(
  operation: O,
  values: Partial<Record<InputName, string>> = {},
  environment: Record<string, string> = {}
): InputsFor<O> {
  const parsed = readInputs(
    inputSource(
      {
        'travis-token': 'travis-secret-token',
        repo: 'octo-org/hello',
        operation,
        ...values
      },
      {},
      environment
    )
  ).operation
  if (parsed.operation !== operation) throw new Error(`expected inputs of ${operation}`)
  return parsed as InputsFor<O>
}
