// An in-memory DeployKeysPort for rotation tests: it records every call, also into a timeline
// that the Travis side of a test can share (to assert order across both), and fails on demand.
import type { DeployKey, DeployKeysPort } from '../../src/github/deploy-keys.js'

export type DeployKeysCall =
  | { op: 'list' }
  | { op: 'add'; title: string; key: string; readOnly: boolean }
  | { op: 'remove'; id: number }

export interface FakeDeployKeys extends DeployKeysPort {
  /** The repository's deploy keys as they are now. */
  keys: DeployKey[]
  calls: DeployKeysCall[]
  /** Errors to throw: for list, for add, and for remove by key id. */
  failures: { list?: Error; add?: Error; remove: Map<number, Error> }
}

export interface FakeDeployKeysOptions {
  /** Receives `GitHub list`, `GitHub add <title>`, `GitHub remove <id>` as calls happen. */
  timeline?: string[]
  /** Id of the first key added. */
  nextId?: number
  /** created_at of added keys. */
  now?: () => Date
}

export function fakeDeployKeys(
  initial: DeployKey[] = [],
  options: FakeDeployKeysOptions = {}
): FakeDeployKeys {
  const timeline = options.timeline ?? []
  const now = options.now ?? (() => new Date())
  let nextId = options.nextId ?? 500
  const fake: FakeDeployKeys = {
    keys: initial.map((k) => ({ ...k })),
    calls: [],
    failures: { remove: new Map() },
    async list() {
      fake.calls.push({ op: 'list' })
      timeline.push('GitHub list')
      if (fake.failures.list !== undefined) throw fake.failures.list
      return fake.keys.map((k) => ({ ...k }))
    },
    async add(title, key, readOnly) {
      fake.calls.push({ op: 'add', title, key, readOnly })
      timeline.push(`GitHub add ${title}`)
      if (fake.failures.add !== undefined) throw fake.failures.add
      // GitHub stores the key without its comment.
      const stored: DeployKey = {
        id: nextId++,
        key: key.trim().split(/\s+/).slice(0, 2).join(' '),
        title,
        created_at: now().toISOString(),
        read_only: readOnly
      }
      fake.keys.push(stored)
      return { ...stored }
    },
    async remove(id) {
      fake.calls.push({ op: 'remove', id })
      timeline.push(`GitHub remove ${id}`)
      const failure = fake.failures.remove.get(id)
      if (failure !== undefined) throw failure
      // As DeployKeys.remove: a key that is not there (anymore) was already gone.
      const present = fake.keys.some((k) => k.id === id)
      fake.keys = fake.keys.filter((k) => k.id !== id)
      return present ? 'removed' : 'already-gone'
    }
  }
  return fake
}
