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

/** An input's YAML document, and the line of an offset in it, for the problems' "(line 3)". */
export interface InputDocument {
  doc: YamlModule.Document.Parsed
  lineAt(offset: number): number
}

/**
 * An input's text read strictly, as every YAML input is: the core schema, no custom tags or merge
 * keys, every key once. 'too deep' when it nests past the parser's stack (it recurses into nested
 * lists and mappings and runs out somewhere past a few hundred levels), so that the input says so
 * instead of failing with the parser's RangeError.
 */
export function parseInputYaml(text: string): InputDocument | 'too deep' {
  const { LineCounter, parseDocument } = yaml()
  const lines = new LineCounter()
  try {
    const doc = parseDocument(text, {
      uniqueKeys: true,
      customTags: [],
      schema: 'core',
      merge: false,
      lineCounter: lines,
      // The bare reason, without the parser's own position and excerpt: callers add the line.
      prettyErrors: false
    })
    return { doc, lineAt: (offset) => lines.linePos(offset).line }
  } catch (error) {
    if (error instanceof RangeError) return 'too deep'
    throw error
  }
}
