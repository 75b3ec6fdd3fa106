// Example bodies of the live server (copied from the project's researched fixtures, see INDEX.md).
import { readFileSync } from 'node:fs'

export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/travis-v3/${name}`, import.meta.url), 'utf8')
  ) as Record<string, unknown>
}
