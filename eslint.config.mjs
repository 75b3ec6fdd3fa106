import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

// The layers of src/ and who may import whom (docs/architecture.md draws them). Anything else of
// the project is a wrong arrow and fails `npm run lint`. main.ts, index.ts and failure-advice.ts
// wire everything and are free of the arrows.
const FOLDERS = [
  'model',
  'keys',
  'lib',
  'runtime',
  'travis',
  'github',
  'inputs',
  'operations',
  'report'
]
const MAY_IMPORT = {
  model: [],
  keys: [],
  lib: [],
  runtime: ['lib'],
  travis: ['model', 'lib', 'runtime'],
  github: ['model', 'lib', 'runtime'],
  inputs: ['model', 'lib', 'runtime'],
  operations: ['model', 'keys', 'travis', 'github', 'inputs/parsed', 'lib', 'runtime'],
  // operations/result* : the union of every result, and each area's results (<area>/result.ts).
  report: ['model', 'operations/result*', 'lib', 'runtime']
}

/**
 * The areas of src/operations/: each imports only its own folder, ../context and the results
 * (../result-base, the fields every result has; ../result, the union of every area's result).
 */
const AREAS = [
  'key-pair',
  'rotation',
  'caches',
  'settings',
  'settings-as-code',
  'listings',
  'builds',
  'secure-values',
  'travis-yml-check'
]
/**
 * Declared exceptions: rotation installs a key pair as the key pair writes do; settings as code
 * changes a setting as set-setting does (and shows settings as list-settings does); encrypt-file
 * stores its key and IV as private variables under apply-settings' variable write rules;
 * encrypt-travis-yml reads .travis.yml as check-travis-yml does.
 */
const AREA_MAY_IMPORT = {
  rotation: ['key-pair'],
  'settings-as-code': ['settings'],
  'secure-values': ['settings-as-code', 'travis-yml-check']
}

/** The three adapters, the only files that may talk to the runner through @actions/core. */
const ADAPTERS = ['src/main.ts', 'src/inputs/index.ts', 'src/report/index.ts']

const up = '^(\\.\\./)+'

/** Patterns of the folders `folder` may not import, wherever in the folder the file is. */
function arrowPatterns(folder) {
  const allowed = MAY_IMPORT[folder]
  const reaches = (other) =>
    allowed.some((entry) => entry === other || entry.startsWith(`${other}/`))
  const patterns = FOLDERS.filter((other) => other !== folder && !reaches(other)).map((other) => ({
    regex: `${up}${other}/`,
    message: `src/${folder} may not import src/${other} (see docs/architecture.md).`
  }))
  // A folder allowed only one module of another folder (operations → inputs/parsed), or that
  // module of each of its subfolders too (report → operations/result and operations/<area>/result).
  for (const partial of allowed.filter((entry) => entry.includes('/'))) {
    const [other, module] = partial.split('/')
    const any = module.endsWith('*')
    const name = any ? module.slice(0, -1) : module
    patterns.push({
      regex: `${up}${other}/(?!${any ? '([a-z-]+/)?' : ''}${name}\\.js$)`,
      message: `src/${folder} may import only ${partial} of src/${other} (see docs/architecture.md).`
    })
  }
  if (allowed.length === 0) {
    patterns.push({
      regex: `${up}(?!${folder}/)`,
      message: `src/${folder} is self-contained: it imports nothing else of the project.`
    })
  }
  patterns.push({
    regex: `${up}(main|index|failure-advice)\\.js$`,
    message: `src/${folder} may not import the entry point or its wiring (see docs/architecture.md).`
  })
  return patterns
}

/** An area of src/operations/ reaches no other area (but its declared ones). */
function areaPatterns(area) {
  const also = AREA_MAY_IMPORT[area] ?? []
  const open = [
    'context\\.js$',
    'result(-base)?\\.js$',
    '\\.\\./',
    ...also.map((a) => `${a}/`)
  ].join('|')
  return [
    {
      regex: `^\\.\\./(?!${open})`,
      message: `src/operations/${area} imports only its own folder, ../context and ../result(-base)${also.length ? ` (and ${also.join(', ')})` : ''} (see docs/architecture.md).`
    }
  ]
}

/**
 * What is loaded lazily (with import()) is imported statically only inside its own chunk, so that
 * a read never evaluates it (docs/decisions/0001-lazy-chunks.md). Type imports are free.
 */
const LAZY = [
  {
    regex: '(^|/)keys/(index|prepare|generate)\\.js$',
    chunk: [
      'src/keys/**',
      'src/operations/key-pair/writes.ts',
      'src/operations/key-pair/upload.ts',
      'src/operations/rotation/**'
    ],
    message: 'key parsing and generation (sshpk) load only with the key pair writes and rotation.'
  },
  {
    regex: '(^|/)key-pair/(writes|upload)\\.js$|^\\./(writes|upload)\\.js$',
    chunk: [
      'src/operations/key-pair/writes.ts',
      'src/operations/key-pair/upload.ts',
      'src/operations/rotation/**'
    ],
    message: 'the key pair writes are loaded with import() by operations/index.ts.'
  },
  {
    regex: '(^|/)(env-and-cron-sections|env-writes|cron-writes|env-plan|cron-plan)\\.js$',
    chunk: [
      'src/operations/settings-as-code/env-and-cron-sections.ts',
      'src/operations/settings-as-code/env-writes.ts',
      'src/operations/settings-as-code/cron-writes.ts',
      'src/operations/settings-as-code/env-plan.ts',
      'src/operations/settings-as-code/cron-plan.ts',
      'src/operations/secure-values/**'
    ],
    message:
      'env: and crons: are loaded with import() by operations/settings-as-code/as-code.ts (and with the secure values).'
  },
  {
    regex: '(^|/)secure-values/',
    chunk: ['src/operations/secure-values/**'],
    message: 'the secure values are loaded with import() by operations/index.ts.'
  },
  {
    regex: '(^|/)builds/',
    chunk: ['src/operations/builds/**'],
    message: 'the builds operations are loaded with import() by operations/index.ts.'
  },
  {
    regex: '(^|/)settings-as-code/export(-document)?\\.js$|^\\./export(-document)?\\.js$',
    chunk: [
      'src/operations/settings-as-code/export.ts',
      'src/operations/settings-as-code/export-document.ts'
    ],
    message:
      'export-settings (with the YAML stringifier) is loaded with import() by operations/index.ts.'
  },
  {
    regex: '(^|/)rotation/',
    chunk: ['src/operations/rotation/**'],
    message: 'rotation is loaded with import() by operations/index.ts.'
  },
  {
    regex: '(^|/)github/(deploy-keys|pull-requests|octokit)\\.js$',
    // Types only elsewhere (rotation too): a value import would copy the client into its chunk.
    chunk: ['src/github/**'],
    message: 'the GitHub client is loaded with import() by main.ts.'
  }
]
/** Packages in chunks of their own (the same rule, by package name). */
const LAZY_PACKAGES = [
  { name: 'sshpk', chunk: ['src/keys/**'] },
  { name: '@actions/github', chunk: ['src/github/**'] },
  { name: 'yaml', chunk: [] },
  { name: 'undici', chunk: [] },
  { name: '@actions/http-client', chunk: [] }
]

/**
 * Files of src/ that are one idea and may run to 400 lines (files are split by responsibility, not
 * by size), each with why it is one.
 */
const ONE_IDEA = {
  'src/operations/caches/caches.ts':
    'list-caches and delete-caches: survey, select, delete, and the words for what was left alone',
  'src/travis/pages.ts': 'every page of a listing: the ways of paging and the shapes they share',
  'src/travis/client.ts':
    "the one Travis client: its requests, retried or sent once, its writes, the server's clock",
  'src/operations/settings-as-code/env-writes.ts':
    'variable writes, one each (its callers send the next once one has answered), and the one read-back that settles them',
  'src/inputs/reader.ts':
    'typed readers over the raw inputs, one per kind of value, each recording the problem of a bad one',
  'src/lib/retry.ts':
    'sending again: which failures are retried, the waits, and the write sent again only after a read-back',
  'src/inputs/parsed.ts': "every operation's typed inputs: one discriminated union and its parts",
  'src/inputs/builds.ts':
    "the builds operations' inputs: which build, what a trigger sends, how to wait and what to show",
  'src/operations/secure-values/travis-yml.ts':
    "the rewrite of .travis.yml's env.global: where the entries are, the lines swapped, the check"
}

/** Whether `file` (a path under src/) is covered by one of the globs (only `dir/**` and files). */
function within(file, globs) {
  return globs.some((glob) =>
    glob.endsWith('/**') ? file.startsWith(glob.slice(0, -2)) : file === glob
  )
}

/** One rule for one file group: eslint keeps only the last setting of a rule per file. */
function restrictions(group, { patterns = [], core = true }) {
  const lazy = LAZY.filter((entry) => !within(group, entry.chunk)).map((entry) => ({
    regex: entry.regex,
    allowTypeImports: true,
    message: `No static import here: ${entry.message}`
  }))
  const packages = LAZY_PACKAGES.filter((entry) => !within(group, entry.chunk)).map((entry) => ({
    name: entry.name,
    allowTypeImports: true,
    message: `No static import here: ${entry.name} is loaded with import() only where it is used.`
  }))
  if (core) {
    packages.push({
      name: '@actions/core',
      message: `@actions/core only in the adapters (${ADAPTERS.join(', ')}): the rest of src/ takes a Runner.`
    })
  }
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: packages,
        patterns: [...patterns.map((p) => ({ ...p, allowTypeImports: false })), ...lazy]
      }
    ]
  }
}

/** The arrows (and area rule) of a file, by where it lies in src/. */
function patternsOf(file) {
  const [, folder, area] = file.split('/')
  if (!FOLDERS.includes(folder)) return []
  const arrows = arrowPatterns(folder)
  return folder === 'operations' && AREAS.includes(area)
    ? [...arrows, ...areaPatterns(area)]
    : arrows
}

/**
 * The file groups of src/, most general first (a later group overrides an earlier one): the
 * wiring, each folder, each area of operations/, then the single files that differ from their
 * group (the adapters; the files of a lazy chunk inside another group).
 */
function importConfigs() {
  const groups = [
    'src/x.ts',
    ...FOLDERS.map((folder) => `src/${folder}/x.ts`),
    ...AREAS.map((area) => `src/operations/${area}/x.ts`)
  ]
  const configs = groups.map((group) => ({
    files: [group.replace(/x\.ts$/, group === 'src/x.ts' ? '*.ts' : '**/*.ts')],
    rules: restrictions(group, { patterns: patternsOf(group) })
  }))
  const singles = new Set([
    ...ADAPTERS,
    ...LAZY.flatMap((entry) => entry.chunk.filter((glob) => !glob.endsWith('/**')))
  ])
  for (const file of singles) {
    configs.push({
      files: [file],
      rules: restrictions(file, { patterns: patternsOf(file), core: !ADAPTERS.includes(file) })
    })
  }
  return configs
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off'
    }
  },
  {
    files: ['src/**/*.ts'],
    // A module has one job: one that grows past 250 lines is doing two, unless it is in ONE_IDEA.
    rules: { 'no-console': 'error', 'max-lines': ['error', { max: 250 }] }
  },
  { files: Object.keys(ONE_IDEA), rules: { 'max-lines': ['error', { max: 400 }] } },
  ...importConfigs()
)
