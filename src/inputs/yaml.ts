// The YAML parser, loaded on demand: the `yaml` package was almost half of the bundle, and only
// 'desired-settings' (check-settings, apply-settings) needs it, so other runs never compile it
// (bench/README.md, start-up). loadYaml() runs before the inputs are read (inputs/index.ts).
import type * as YamlModule from 'yaml'

export type Yaml = typeof YamlModule

let loaded: Yaml | null = null

export async function loadYaml(): Promise<void> {
  loaded ??= await import('yaml')
}

/** The parser; asking for it before loadYaml() is a bug in the action, not in the inputs. */
export function yaml(): Yaml {
  if (loaded === null) throw new Error('The YAML parser was not loaded (inputs/yaml.ts loadYaml).')
  return loaded
}
