// encrypt-value: one value encrypted with the repository's generated key, as `travis encrypt`
// does without Ruby: `NAME=value` (with 'name', the form env.global needs) or the value alone,
// RSA with PKCS#1 v1.5 padding, base64. The value was masked when it was read; only its
// encrypted form leaves the action.
import type { InputsFor } from '../../inputs/parsed.js'
import type { OperationContext } from '../context.js'
import { resultBase } from '../result-base.js'
import { encryptSecure } from './cipher.js'
import { checkFits, readGeneratedKey } from './generated-key.js'
import type { SecureValueResult } from './result.js'

export async function encryptValue(
  context: OperationContext,
  inputs: InputsFor<'encrypt-value'>
): Promise<SecureValueResult> {
  const key = await readGeneratedKey(context)
  const plain = inputs.name === null ? inputs.value : `${inputs.name}=${inputs.value}`
  checkFits(key, plain, inputs.name === null ? "Input 'value'" : `${inputs.name}=value`)
  const secure = encryptSecure(key.key, plain)
  context.runner.info(
    `Encrypted ${inputs.name === null ? 'the value' : `${inputs.name}=…`} for a secure: entry (output 'secure').`
  )
  return {
    ...resultBase('secure-value', 'encrypt-value'),
    name: inputs.name,
    secure,
    key: key.view
  }
}
