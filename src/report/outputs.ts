// The step outputs of each kind of result, as the text values the runner stores; a long listing's
// JSON arrays are given as built (json-array.ts), and output-limits.ts makes them text that fits.
// Secrets are replaced by *** here (mask.ts): in JSON, inside its strings, so it stays JSON.
import type { JsonArray } from '../runtime/json-array.js'
import { redactSecrets, safeJson } from '../runtime/mask.js'
import { formatSettingValue } from '../model/repository-settings.js'
import type { KeyPairView, OperationResult } from '../operations/result.js'
import { sumSizes } from './format.js'
import { asCodeOutputs } from './as-code-outputs.js'

export type Outputs = Record<string, string>

/** An output's value: text, or a JSON array too long to hold as one string. */
export type OutputValue = string | JsonArray

export function outputsOf(result: OperationResult): Record<string, OutputValue> {
  const common = { changed: String(result.changed) }
  switch (result.kind) {
    case 'key-pair': {
      const outputs = {
        ...common,
        result: json(result.keyPair),
        ...keyPairOutputs(result.keyPair, result.fingerprintSha256)
      }
      return ['set-key-pair', 'delete-key-pair'].includes(result.operation)
        ? { ...outputs, 'previous-fingerprint': text(result.previousFingerprint ?? '') }
        : outputs
    }
    case 'rotation': {
      // Whether Travis holds the new key is unknown: no output claims what it holds.
      const unsettled = result.fingerprintOfUnknownWrite !== undefined
      return {
        ...common,
        result: json({
          fingerprint: unsettled ? null : (result.keyPair?.fingerprint ?? ''),
          previous_fingerprint: result.previousFingerprint,
          deploy_key_id: result.deployKey?.id ?? null,
          removed_deploy_key_id: result.removedDeployKeyId
        }),
        ...(unsettled ? {} : keyPairOutputs(result.keyPair, result.fingerprintSha256)),
        'ssh-public-key': text(result.sshPublicKey),
        'previous-fingerprint': text(result.previousFingerprint ?? ''),
        'deploy-key-id': result.deployKey === null ? '' : String(result.deployKey.id),
        'key-age-days': result.keyAgeDays === null ? '' : String(result.keyAgeDays)
      }
    }
    case 'caches': {
      const caches = json(result.caches)
      const size = String(sumSizes(result.caches))
      return result.operation === 'list-caches'
        ? {
            ...common,
            result: caches,
            caches,
            count: String(result.caches.length),
            'total-size': size
          }
        : {
            ...common,
            result: caches,
            caches,
            'deleted-count': String(result.caches.length),
            'deleted-size': size
          }
    }
    case 'settings':
      return {
        ...common,
        result: json(result.settings),
        settings: json(Object.fromEntries(result.settings.map(({ name, value }) => [name, value]))),
        count: String(result.settings.length)
      }
    case 'setting': {
      const outputs: Outputs = {
        ...common,
        result: json({ name: result.name, value: result.value }),
        value: text(formatSettingValue(result.value))
      }
      if (result.matches !== null) outputs.matches = String(result.matches)
      return outputs
    }
    case 'settings-check': {
      if (result.sections !== undefined) return asCodeOutputs(result, result.sections)
      const outputs: Outputs = {
        ...common,
        result: json(result.comparisons),
        drift: json(result.drift)
      }
      if (result.changes === null) outputs.matches = String(result.drift.length === 0)
      else outputs.changes = json(result.changes)
      return outputs
    }
    case 'branches': {
      const outputs: Record<string, OutputValue> = {
        ...common,
        result: result.result,
        branches: result.names,
        count: String(result.count)
      }
      if (result.defaultBranch !== null) outputs['default-branch'] = text(result.defaultBranch)
      return outputs
    }
    case 'env-vars': {
      const envVars = json(result.envVars)
      return {
        ...common,
        result: envVars,
        'env-vars': envVars,
        count: String(result.envVars.length)
      }
    }
    case 'crons': {
      const crons = json(result.crons)
      return { ...common, result: crons, crons, count: String(result.crons.length) }
    }
    case 'settings-export':
      return {
        ...common,
        result: json({
          settings: result.settings,
          env_vars: result.envVars,
          crons: result.crons,
          left_out: result.leftOut
        }),
        'desired-settings': text(result.document)
      }
    case 'repositories':
      return {
        ...common,
        result: json(result.repositories),
        repositories: json(result.repositories.map((repository) => repository.slug)),
        count: String(result.repositories.length)
      }
  }
}

function keyPairOutputs(keyPair: KeyPairView | null, fingerprintSha256: string | null): Outputs {
  return {
    exists: String(keyPair !== null),
    fingerprint: text(keyPair?.fingerprint ?? ''),
    'fingerprint-sha256': text(keyPair === null ? '' : (fingerprintSha256 ?? '')),
    'public-key': text(keyPair?.public_key ?? ''),
    description: text(keyPair?.description ?? '')
  }
}

/** An output of text from the server or an input. */
function text(value: string): string {
  return redactSecrets(value)
}

function json(value: unknown): string {
  return safeJson(value)
}
