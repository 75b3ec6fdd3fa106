// The two services that ask travis-yml about a `.travis.yml` (travis-api's routes.rb): POST /lint
// and POST /repo/{repo}/request/config (the request preview), as travis-api renders the fake's
// check of it.
import { jsonResponse } from '../../fake-http.mjs'
import { TravisApiError, repoAccessError } from '../render.mjs'
import { requireLoginAndRepo } from '../params.mjs'
import { checkConfig } from './check.mjs'
import { fullMessage } from './messages.mjs'
import { stableSortBy } from './ruby-values.mjs'

/** @typedef {import('../params.mjs').TravisContext} TravisContext */
/** @typedef {import('../../fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {import('../render.mjs').Json} Json */
/** @typedef {import('./messages.mjs').Message} Message */

/** web/parse/config.rb LEVELS: lint's messages are sorted by these (a stable sort, glibc's). */
const LEVELS = ['alert', 'error', 'warn', 'info']

/**
 * What the fake met outside its subset, under a field of its own (never in travis-api's answers).
 * @param {string[]} unmodelled
 * @returns {Json}
 */
function marker(unmodelled) {
  return unmodelled.length > 0 ? { '@fake_unmodelled': unmodelled } : {}
}

/**
 * POST /lint (routes.rb `resource :lint`, services/lint/lint.rb): no login needed. travis-yml's
 * /v1/parse answers its messages sorted by level (web/parse/config.rb `sort`), travis-api keeps
 * alert, error and warn (renderer/lint.rb) and turns travis-yml's 400 (invalid YAML, not a map)
 * into 500 "bad request" (queries/lint.rb `handle_errors`).
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function lint(ctx) {
  const content = ctx.params.get('content')
  if (typeof content !== 'string') {
    // The service then reads the raw body as YAML, which the fake's dispatcher does not keep.
    return jsonResponse(501, {
      '@type': 'error',
      error_type: 'fake_unmodelled',
      error_message: 'fake-travis: lint without a string content parameter is not modelled'
    })
  }
  const checked = checkConfig(content)
  if (!('messages' in checked)) throw new TravisApiError(500, 'error', 'bad request')
  const sorted = stableSortBy(checked.messages, (message) => LEVELS.indexOf(message.level))
  const warnings = sorted
    .filter((message) => message.level !== 'info')
    .map((message) => ({ key: [], message: fullMessage(message) }))
  return jsonResponse(200, { '@type': 'lint', warnings, ...marker(checked.unmodelled) })
}

/**
 * travis-yml's 400 as travis-api passes it on (queries/request_preview.rb: ClientError with the
 * body, web/helpers.rb `error`).
 * @param {string} type
 * @param {string} message
 * @returns {FakeResponse}
 */
function clientError(type, message) {
  return jsonResponse(400, {
    '@type': 'error',
    error_type: 'client_error',
    error_message: JSON.stringify({ error: { type, message } })
  })
}

/**
 * @param {Message} message
 * @returns {Json}
 */
function renderMessage(message) {
  return {
    '@type': 'message',
    '@representation': 'minimal',
    id: null,
    level: message.level,
    key: message.key,
    code: message.code,
    args: message.args,
    // doc/value/node.rb `with_line`: src and line come with the key's line, when there is one.
    src: message.line === null ? null : 'api',
    line: message.line
  }
}

/**
 * POST /repo/{repo}/request/config (services/request/preview.rb): a login, the repository, then
 * create_request (push or admin; a pull-only user gets the 403 of the other writes). One config
 * in mode replace is modelled; travis-yml would fetch the branch's `.travis.yml` for any other
 * (README "Config checks", Limits), which the fake does not.
 * @param {TravisContext} ctx
 * @returns {FakeResponse}
 */
export function previewRequestConfig(ctx) {
  const { repo, user } = requireLoginAndRepo(ctx)
  if (!user.buildWrite) throw repoAccessError(repo, 'create_request')
  const legacy = ctx.params.get('config')
  const configs =
    legacy !== undefined
      ? [{ config: legacy, mode: ctx.params.get('mode') }]
      : ctx.params.get('configs')
  const only = Array.isArray(configs) && configs.length === 1 ? configs[0] : undefined
  if (!only || typeof only.config !== 'string' || only.mode !== 'replace') {
    return jsonResponse(501, {
      '@type': 'error',
      error_type: 'fake_unmodelled',
      error_message: 'fake-travis: a preview other than one config in mode replace is not modelled'
    })
  }
  const checked = checkConfig(only.config)
  if ('parseError' in checked) {
    // Psych's message differs from the fake's parser's (accepted-differences.ts).
    return clientError('parse_error', `(<unknown>): ${checked.parseError}`)
  }
  if ('invalidFormat' in checked)
    return clientError('invalid_config_format', 'Input must parse into a hash')
  return jsonResponse(200, {
    '@type': 'request_preview',
    '@representation': 'standard',
    raw_configs: [
      {
        '@type': 'request_raw_configuration',
        '@representation': 'minimal',
        config: only.config,
        source: 'api',
        merge_mode: 'replace'
      }
    ],
    request_config: {
      '@type': 'request_config',
      '@representation': 'minimal',
      config: checked.config
    },
    job_configs: checked.jobs.map((config) => ({
      '@type': 'job_config',
      '@representation': 'minimal',
      config
    })),
    messages: checked.messages.map(renderMessage),
    full_messages: checked.messages.map(fullMessage),
    ...marker(checked.unmodelled)
  })
}
