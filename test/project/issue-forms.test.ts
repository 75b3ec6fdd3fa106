// Issue 21, item 13: the issue forms of .github/ISSUE_TEMPLATE/ follow GitHub's issue-forms
// schema, so GitHub shows them instead of refusing them when someone opens an issue. The rules
// are those of GitHub's "Syntax for issue forms", "Syntax for GitHub's form schema" and "Common
// validation errors when creating issue forms" (docs.github.com/en/communities/
// using-templates-to-encourage-useful-issues-and-pull-requests/).
import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../src/model/operations.js'

const DIR = new URL('../../.github/ISSUE_TEMPLATE/', import.meta.url)
const read = (name: string): unknown => parse(readFileSync(new URL(name, DIR), 'utf8'))
const FORMS = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name) && name !== 'config.yml')
  .sort()

const TOP_LEVEL = [
  'name',
  'description',
  'body',
  'title',
  'labels',
  'assignees',
  'projects',
  'type'
]
const ELEMENT_KEYS = ['type', 'id', 'attributes', 'validations']
const ATTRIBUTES: Record<string, { required: string[]; allowed: string[] }> = {
  markdown: { required: ['value'], allowed: ['value'] },
  textarea: {
    required: ['label'],
    allowed: ['label', 'description', 'placeholder', 'value', 'render']
  },
  input: { required: ['label'], allowed: ['label', 'description', 'placeholder', 'value'] },
  dropdown: {
    required: ['label', 'options'],
    allowed: ['label', 'description', 'multiple', 'options', 'default']
  },
  checkboxes: { required: ['label', 'options'], allowed: ['label', 'description', 'options'] }
}
/** Keys GitHub refuses because YAML 1.1 reads them as booleans. */
const FORBIDDEN_KEYS = /^(y|yes|n|no|true|false|on|off)$/i
const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

interface Element {
  type?: unknown
  id?: unknown
  attributes?: Record<string, unknown>
  validations?: Record<string, unknown>
}

/** Every way the form breaks GitHub's schema, as sentences. */
function problemsOf(form: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const key of Object.keys(form))
    if (!TOP_LEVEL.includes(key)) problems.push(`${key} is not a permitted top-level key`)
  if (!nonEmpty(form.name) || String(form.name).trim().length <= 3)
    problems.push('name must be a string of more than 3 characters')
  if (!nonEmpty(form.description)) problems.push('description must be a non-empty string')
  const body = form.body
  if (!Array.isArray(body) || body.length === 0) return [...problems, 'body must be a list']
  const ids: string[] = []
  const labels: string[] = []
  body.forEach((element: Element, index) => {
    const at = `body[${index}]`
    for (const key of Object.keys(element))
      if (!ELEMENT_KEYS.includes(key)) problems.push(`${at}: ${key} is not a permitted key`)
    const spec = ATTRIBUTES[String(element.type)]
    if (!spec) return problems.push(`${at}: ${String(element.type)} is not a valid input type`)
    const attributes = element.attributes ?? {}
    for (const key of spec.required)
      if (attributes[key] === undefined)
        problems.push(`${at}: required attribute ${key} is missing`)
    for (const key of Object.keys(attributes))
      if (!spec.allowed.includes(key)) problems.push(`${at}: ${key} is not a permitted attribute`)
    for (const key of ['label', 'description', 'placeholder', 'value'])
      if (key in attributes && !nonEmpty(attributes[key]))
        problems.push(`${at}: ${key} must be a non-empty string`)
    if (element.type === 'markdown') {
      if (element.id !== undefined || element.validations !== undefined)
        problems.push(`${at}: markdown takes neither id nor validations`)
      return
    }
    if (element.id !== undefined) {
      if (typeof element.id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(element.id))
        problems.push(`${at}: id can only contain numbers, letters, -, _`)
      ids.push(String(element.id))
    }
    for (const key of Object.keys(element.validations ?? {}))
      if (key !== 'required') problems.push(`${at}: validations.${key} is not permitted`)
    if (/password/i.test(String(attributes.label)))
      problems.push(`${at}: label contains a forbidden word`)
    labels.push(String(attributes.label))
    const options = attributes.options
    if (element.type === 'dropdown') {
      if (!Array.isArray(options) || options.length === 0 || !options.every(nonEmpty))
        problems.push(`${at}: options must be a non-empty list of strings`)
      else if (new Set(options).size !== options.length)
        problems.push(`${at}: options must be unique`)
      else if (options.some((option) => String(option).toLowerCase() === 'none'))
        problems.push(`${at}: options must not include the reserved word, none`)
    }
    if (element.type === 'checkboxes') {
      if (!Array.isArray(options) || options.length === 0)
        problems.push(`${at}: options must be a non-empty list`)
      else labels.push(...options.map((option: { label?: unknown }) => String(option.label)))
    }
  })
  if (body.every((element: Element) => element.type === 'markdown'))
    problems.push('body must contain at least one non-markdown field')
  if (new Set(ids).size !== ids.length) problems.push('body must have unique ids')
  if (new Set(labels).size !== labels.length) problems.push('body must have unique labels')
  return problems
}

/** Every mapping key in a YAML value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
  return []
}

describe('.github/ISSUE_TEMPLATE', () => {
  it('holds a bug form and a feature form', () => {
    expect(FORMS).toEqual(['bug.yml', 'feature.yml'])
  })

  it.each(FORMS)('%s follows GitHub’s issue-forms schema', (name) => {
    const form = read(name) as Record<string, unknown>
    expect(problemsOf(form)).toEqual([])
    expect(keysOf(form).filter((key) => FORBIDDEN_KEYS.test(key))).toEqual([])
  })

  it('finds what GitHub would refuse', () => {
    const bad = {
      name: 'Bug',
      about: 'a Markdown template key',
      body: [
        { type: 'markdown', id: 'intro', attributes: { value: 'Hi' } },
        { type: 'input', id: 'a b', attributes: { label: 'Password' } },
        { type: 'textarea', id: 'x', attributes: { label: 'Same', render: 'text' } },
        { type: 'dropdown', id: 'x', attributes: { label: 'Same', options: ['a', 'None'] } },
        { type: 'radio', attributes: { label: 'Pick' } }
      ]
    }
    expect(problemsOf(bad)).toEqual([
      'about is not a permitted top-level key',
      'name must be a string of more than 3 characters',
      'description must be a non-empty string',
      'body[0]: markdown takes neither id nor validations',
      'body[1]: id can only contain numbers, letters, -, _',
      'body[1]: label contains a forbidden word',
      'body[3]: options must not include the reserved word, none',
      'body[4]: radio is not a valid input type',
      'body must have unique ids',
      'body must have unique labels'
    ])
  })

  it('asks a bug report for the version, the operation, the inputs, the debug log, expected and actual', () => {
    const body = (read('bug.yml') as { body: Element[] }).body
    const required = body
      .filter((element) => element.validations?.required === true)
      .map((element) => element.id)
    expect(required).toEqual(['version', 'operation', 'inputs', 'log', 'expected', 'actual'])
    const operation = body.find((element) => element.id === 'operation')
    expect(operation?.attributes?.options).toEqual([...OPERATIONS])
    const text = JSON.stringify(body)
    expect(text).toMatch(/Never paste a real token, private key or passphrase/)
    expect(text).toMatch(/Enable debug logging/)
  })

  it('config.yml turns blank issues off and links to the private vulnerability report', () => {
    const config = read('config.yml') as {
      blank_issues_enabled: unknown
      contact_links: Array<Record<string, unknown>>
    }
    expect(config.blank_issues_enabled).toBe(false)
    for (const link of config.contact_links) {
      expect(Object.keys(link).sort()).toEqual(['about', 'name', 'url'])
      expect(Object.values(link).every(nonEmpty)).toBe(true)
      expect(String(link.url)).toMatch(/^https:\/\//)
    }
    expect(config.contact_links.map((link) => link.url)).toContain(
      'https://github.com/travis-repo-action/travis-repo-action/security/advisories/new'
    )
  })
})
