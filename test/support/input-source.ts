// An InputSource over a plain object, with every input at its action.yml default like the runner.
import { INPUTS, type InputName } from '../../src/inputs/table.js'
import type { InputSource } from '../../src/inputs/index.js'

export interface FakeInputSource extends InputSource {
  masked: string[]
  files: Record<string, string>
}

export function inputSource(
  values: Partial<Record<InputName, string>>,
  files: Record<string, string> = {}
): FakeInputSource {
  const masked: string[] = []
  return {
    masked,
    files,
    get: (name) => values[name] ?? INPUTS[name].default,
    mask: (secret) => {
      masked.push(secret)
    },
    readFile: (path) => {
      const text = files[path]
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' })
      return text
    },
    workflowRepository: () => 'octo-org/from-env'
  }
}
