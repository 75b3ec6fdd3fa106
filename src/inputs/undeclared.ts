// Inputs that are not inputs. The runner passes every `with:` key of a step as INPUT_<NAME>,
// declared in action.yml or not, and only warns about the undeclared ones in a line that is easy
// to miss: a misspelled guard ('max-deletion') would let a delete through. So an unknown name
// fails a write before any request and is a warning for a read. Never shown: its value, which
// may be a secret given under the wrong name.
import { closest } from '../lib/closest.js'
import type { Operation } from '../model/operations.js'
import type { InputReader } from './reader.js'
import { INPUT_NAMES, WRITE_OPERATIONS, inputVariable } from './table.js'

const PREFIX = 'INPUT_'
/** A name as long as this is no typo of an input; it is shown cut. */
const SHOWN_NAME = 60

const DECLARED = new Map(INPUT_NAMES.map((name) => [inputVariable(name), name]))

/** Records each INPUT_* variable that names no input of action.yml: a problem for a write, else a warning. */
export function checkUndeclaredInputs(reader: InputReader, operation: Operation): void {
  const write = WRITE_OPERATIONS.includes(operation)
  for (const variable of reader.source.inputVariables()) {
    if (!variable.startsWith(PREFIX) || DECLARED.has(variable)) continue
    // The runner upper-cased what the workflow wrote; inputs are written in lower case.
    const written = variable.slice(PREFIX.length).toLowerCase()
    const name = written.length > SHOWN_NAME ? `${written.slice(0, SHOWN_NAME)}…` : written
    const near = closest(written, INPUT_NAMES)
    const ending = near === null ? '.' : `; did you mean '${near}'?`
    const caseHint = miscased(variable)
    if (write) {
      const unknown = caseHint ?? `Input '${name}' is not an input of this action${ending}`
      reader.fail(
        `${unknown} ${operation} changes Travis CI, so it does not run with an input it does not know ` +
          '(a misspelled guard must never let a write through).'
      )
    } else {
      reader.warn(
        caseHint === null
          ? `Input '${name}' is not an input of this action and was ignored${ending}`
          : `${caseHint} It was ignored.`
      )
    }
  }
}

/**
 * A declared input's variable in another case (`INPUT_dry-run`): set by hand in the step's env:,
 * where nothing reads it, as the runner passes a with: key upper-cased. Null for any other name.
 */
function miscased(variable: string): string | null {
  const input = DECLARED.get(variable.toUpperCase())
  if (input === undefined) return null
  return (
    `Variable '${variable}' is not read: the runner passes input '${input}' as ` +
    `${inputVariable(input)} (upper case), from a with: key.`
  )
}
