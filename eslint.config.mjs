import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

// Which folders of src/ each folder may import (docs/architecture.md draws them). Anything else
// of the project is a wrong arrow and fails `npm run lint`. Files directly in src/ are the shared
// helpers (retry, runner, mask, …); main.ts and index.ts wire everything and are not restricted.
const FOLDERS = ['model', 'keys', 'travis', 'github', 'inputs', 'operations', 'report']
const SHARED = [
  'action-error',
  'bounded-fetch',
  'concurrency',
  'json-array',
  'json-depth',
  'mask',
  'result-file',
  'retry',
  'runner',
  'text',
  'version'
]
const MAY_IMPORT = {
  model: [],
  keys: [],
  travis: ['model'],
  github: ['model'],
  inputs: ['model'],
  operations: ['model', 'keys', 'travis', 'github', 'inputs/parsed'],
  report: ['model', 'operations/result']
}

/** A no-restricted-imports rule for files of `folder`: every project module it may not use. */
function importRules(folder) {
  const allowed = MAY_IMPORT[folder]
  const reaches = (other) =>
    allowed.some((entry) => entry === other || entry.startsWith(`${other}/`))
  const forbidden = FOLDERS.filter((other) => other !== folder && !reaches(other))
  const patterns = forbidden.map((other) => ({
    regex: `^\\.\\./(\\.\\./)*${other}/`,
    message: `src/${folder} may not import src/${other} (see docs/architecture.md).`
  }))
  // A folder allowed only one module of another folder (operations → inputs/parsed).
  for (const partial of allowed.filter((entry) => entry.includes('/'))) {
    const [other, module] = partial.split('/')
    patterns.push({
      regex: `^\\.\\./${other}/(?!${module}\\.js$)`,
      message: `src/${folder} may import only ${partial} of src/${other} (see docs/architecture.md).`
    })
  }
  if (allowed.length === 0) {
    patterns.push({
      regex: '^\\.\\./',
      message: `src/${folder} is self-contained: it imports nothing else of the project.`
    })
  }
  patterns.push({
    regex: '^\\.\\./(main|index|failure-advice)\\.js$',
    message: `src/${folder} may not import the entry point or its wiring (see docs/architecture.md).`
  })
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] }
  }
}

const sharedRule = {
  files: SHARED.map((name) => `src/${name}.ts`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\./(${FOLDERS.join('|')})/|^\\./(main|index|failure-advice)\\.js$`,
            message: 'The shared helpers in src/ import no other part of the project.'
          }
        ]
      }
    ]
  }
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
    rules: { 'no-console': 'error' }
  },
  ...FOLDERS.map(importRules),
  sharedRule
)
