// `.travis.yml` checks: POST /lint and POST /repo/{repo}/request/config (the request preview).
// travis-api does not parse `.travis.yml`: it asks travis-yml (../shared/travis-api-live/README.md
// "Config checks"). The fake cannot run travis-yml; it models a SMALL subset of travis-yml at
// commit 8d6f36f765b0 (the kit's, "Release_260108"; paths below are under its lib/travis/yml/),
// each piece cited, and the live tier's conformance test compares it with the kit:
//
// - travis-api: services/lint/lint.rb (`params 'content'`, no login), queries/lint.rb (a 400 of
//   travis-yml becomes 500 "bad request"), renderer/lint.rb (only `[alert]`, `[error]`, `[warn]`
//   full messages, each `{key: [], message}`); services/request/preview.rb (login, the repository,
//   `create_request!`), queries/request_preview.rb (a 400 becomes `client_error` with travis-yml's
//   body as the message), renderer/request_preview.rb (raw_configs, request_config, job_configs,
//   messages, full_messages).
// - travis-yml: support/yaml.rb (the YAML reading), doc/change/*.rb and doc/validate/*.rb (keys
//   and values fixed, defaults, alerts, unknown keys), matrix.rb and matrix/*.rb (the jobs),
//   configs/configs.rb, stages.rb, allow_failures.rb, reorder.rb (stages, allowed failures, order),
//   web/parse/config.rb (lint's messages sorted by level), yml.rb (MSGS, the message texts).
//
// What is modelled (and nothing else):
// - root keys: which are known (ROOT_KNOWN), the aliases matrix → jobs, node → node_js,
//   ruby/rbenv → rvm; a misspelled key fixed to the nearest known one (doc/helper/match.rb);
//   unknown keys warned and kept;
// - language (values, downcase, aliases, misspelled, unknown), os (the same), dist (default focal
//   for linux, dropped on jobs of another os); each language's matrix keys (LANGUAGE_MATRIX_KEYS)
//   as lists of strings; the job's script-like keys (SEQ_KEYS) as lists of strings;
// - env (a string, a list, or `global`/`jobs`), `NAME=value` words without quotes;
// - jobs (or matrix): include (the stage inherited from the entry before), exclude,
//   allow_failures; stages (names only);
// - deploy with provider heroku: the default strategy `api`, `api_key` in plain text alerted.
// Where the subset ends the fake does not invent travis-yml's behaviour: a key or value it does
// not model is passed through as given, produces no message, and is listed under
// `@fake_unmodelled` in the answer (a field of the fake's own, never in travis-api's), so a test
// that strays outside the subset can see it. Misspellings that travis-yml fixes from its
// dictionary (var/keys.dict) rather than by edit distance are not modelled either.
//
// The model is split by what each part mirrors, under config-checks/: the schema subset
// (schema.mjs), the YAML reading (yaml.mjs), Ruby's renderings and comparisons of values
// (ruby-text.mjs, ruby-values.mjs), the matching of misspellings (match.mjs), the messages
// (messages.mjs, report.mjs), the Change and Validate phases over the root keys (normalise.mjs,
// with root-keys.mjs, enum-values.mjs, casts.mjs, env.mjs, jobs-key.mjs, deploy.mjs), the jobs
// (matrix.mjs, configs.mjs), one check from text to answer (check.mjs) and the two services
// (routes.mjs).
export { lint, previewRequestConfig } from './config-checks/routes.mjs'
export { checkConfig } from './config-checks/check.mjs'
export { nearest } from './config-checks/match.mjs'
export { fullMessage } from './config-checks/messages.mjs'
export { VERSION_KEYS } from './config-checks/schema.mjs'
