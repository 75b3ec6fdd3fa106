// No import circles in src/: a module that imports another that imports it back (directly or
// through others) has no clear home for what both need. Re-exports and lazy `import()` count: each
// loads a module a reader follows. A type-only import or re-export (`import type`, `export type`)
// does not: it is erased from the build and loads nothing, so the types a module describes can
// live in it even when a module it imports names them too (`travis/errors.ts` and
// `travis/failure-sentence.ts`). `import { type X }` loads its module under `verbatimModuleSyntax`,
// so it counts. The graph comes from TypeScript's own parser, so no package is needed.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = new URL('../../src/', import.meta.url).pathname

/** The relative imports of one source that load a module, resolved to module names ('travis/errors.ts'). */
function importsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const specifiers: string[] = []
  const take = (node: ts.Node | undefined) => {
    if (node !== undefined && ts.isStringLiteralLike(node)) specifiers.push(node.text)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) take(node.moduleSpecifier)
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) take(node.moduleSpecifier)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      take(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.join(dirname(file), specifier.replace(/\.js$/, '.ts')))
}

/** Every circle of the graph, each once, as 'a.ts -> b.ts -> a.ts', from its least name. */
function circlesIn(sources: Map<string, string>): string[] {
  const graph = new Map([...sources].map(([file, text]) => [file, importsOf(file, text)]))
  const circles = new Set<string>()
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string): void => {
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) {
        const loop = path.slice(at)
        const start = loop.indexOf([...loop].sort()[0] as string)
        const turned = [...loop.slice(start), ...loop.slice(0, start)]
        circles.add([...turned, turned[0]].join(' -> '))
      } else if (!done.has(next)) visit(next)
    }
    path.pop()
    done.add(file)
  }
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file)
  return [...circles].sort()
}

function sourcesOf(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  return new Map(
    files
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [file.split('\\').join('/'), readFileSync(join(root, file), 'utf8')])
  )
}

describe('import circles', () => {
  it('src/ has none', () => {
    const sources = sourcesOf(SRC)
    expect(sources.size).toBeGreaterThan(50)
    expect(circlesIn(sources)).toEqual([])
  })

  it('the walk sees every edge that loads a module: imports, re-exports, import(), across folders', () => {
    const sources = new Map([
      ['travis/errors.ts', "import { describe } from './sentence.js'\nexport class E {}\n"],
      ['travis/sentence.ts', "import { type E } from './errors.js'\nexport const describe = 1\n"],
      ['lib/a.ts', "export { b } from '../model/b.js'\n"],
      ['model/b.ts', "export const b = () => import('../lib/a.js')\n"],
      ['x/one.ts', "import { two } from './two.js'\n"],
      ['x/two.ts', "import { three } from '../y/three.js'\n"],
      ['y/three.ts', "import { one } from '../x/one.js'\nimport '../lib/a.js'\n"],
      ['z/leaf.ts', "import { E } from '../travis/errors.js'\nimport 'node:fs'\n"]
    ])
    expect(circlesIn(sources)).toEqual([
      'lib/a.ts -> model/b.ts -> lib/a.ts',
      'travis/errors.ts -> travis/sentence.ts -> travis/errors.ts',
      'x/one.ts -> x/two.ts -> y/three.ts -> x/one.ts'
    ])
  })

  it('a type-only import or re-export makes no circle: it loads nothing', () => {
    const sources = new Map([
      ['travis/errors.ts', "import { describe } from './sentence.js'\nexport class E {}\n"],
      ['travis/sentence.ts', "import type { E } from './errors.js'\nexport const describe = 1\n"],
      ['travis/pages.ts', "import { walk } from './walk.js'\nexport interface P {}\n"],
      ['travis/walk.ts', "export type { P } from './pages.js'\nexport const walk = 1\n"],
      [
        'travis/shown.ts',
        "import { walk } from './walk.js'\ntype T = typeof import('./view.js')\n"
      ],
      ['travis/view.ts', "import { walk } from './shown.js'\n"]
    ])
    expect(circlesIn(sources)).toEqual([])
    // One value edge back is enough to close the circle again.
    sources.set('travis/walk.ts', "export { P } from './pages.js'\nexport const walk = 1\n")
    expect(circlesIn(sources)).toEqual(['travis/pages.ts -> travis/walk.ts -> travis/pages.ts'])
  })
})
