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
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument } from 'yaml'
import { jsonResponse } from '../fake-http.mjs'
import { TravisApiError, repoAccessError } from './render.mjs'
import { requireLoginAndRepo } from './params.mjs'

/** @typedef {import('./params.mjs').TravisContext} TravisContext */
/** @typedef {import('../fake-http.mjs').FakeResponse} FakeResponse */
/** @typedef {import('./render.mjs').Json} Json */
/** @typedef {string | number | boolean | null | Json[] | { [key: string]: any }} Plain */

/**
 * A YAML mapping as travis-yml's loader keeps it: its keys in order, each with its 0-based line
 * (support/yaml.rb `to_key`: `Key.new(key, node.start_line)`).
 */
class YMap {
  /** @param {{ key: string, line: number, value: any }[]} entries */
  constructor(entries) {
    this.entries = entries
  }
}

/** A list, with the line of the key it belongs to (for messages on its items). */
class YSeq {
  /** @param {any[]} items */
  constructor(items) {
    this.items = items
  }
}

// ---------------------------------------------------------------------------------------------
// The schema subset (schema/def/*.rb, as `Travis::Yml.expand` builds it at that commit).

/**
 * Root keys travis-yml knows (`Yml.expand.known`: schema/def/root.rb, job.rb and the languages'
 * keys from schema/def/lang/*.rb, then the key aliases), in the schema's order: the candidates of
 * a misspelled root key (doc/change/key.rb `match_key`), in this order for equal distances.
 */
const ROOT_KNOWN = (
  'language os dist arch stack sudo import env compiler osx_image stages jobs notifications ' +
  'version vm conditions filter_secrets trace perforce_test_path vault keep_netrc jdk android ' +
  'lein crystal dotnet mono solution d dart dart_task with_content_shell elixir otp_release elm ' +
  'node_js elm_format elm_test go gobuild_args go_import_path gimme_config hhvm php ghc haxe ' +
  'hxml neko julia matlab nix npm_args perl perl6 composer_args python virtualenv r rvm gemfile ' +
  'bundler_args xcode_scheme xcode_sdk podfile xcode_destination xcode_project xcode_workspace ' +
  'xctool_args rust scala sbt_args smalltalk smalltalk_config smalltalk_vm smalltalk_edge virt ' +
  'addons branches cache deploy git if services group workspaces keys before_install install ' +
  'before_script script before_cache after_success after_failure before_deploy after_deploy ' +
  'after_script matrix jobs emails node virtual_env use_bioc ruby rbenv gemfiles ' +
  'virtualization branch'
).split(' ')

/** Root key aliases modelled: root.rb (`map :jobs, alias: :matrix`), lang/node_js.rb, lang/ruby.rb. */
const KEY_ALIASES = { matrix: 'jobs', node: 'node_js', ruby: 'rvm', rbenv: 'rvm' }

/**
 * Every key of the schema (`Travis::Yml.keys`, yml.rb: `expand.all_keys - r_keys`): a misspelling
 * that is itself one of them is never "fixed" (doc/schema/node.rb `stop?`: STOP[:from] plus these).
 */
const ALL_KEYS = new Set(
  (
    'access access_key access_key_id account account_id acl addons advanced_options after_deploy ' +
    'after_failure after_script after_success all_branches allow_dirty allow_empty_commit ' +
    'allow_failure allow_failures allow_same_branch android api api_key api_token api_url app ' +
    'app_file app_id app_name app_path application apt arch artifacts auth auth_method ' +
    'auto_update autocrlf base_branch before_cache before_deploy before_install before_script ' +
    'branch branch_pattern branches brewfile browserstack bucket bucket_path build_command ' +
    'build_command_prepend build_script_url buildpack bundle_type bundler bundler_args cache ' +
    'cache_control campfire capabilities cargo casks category ccache channel channel_key channels ' +
    'chrome classic cleanup cli_version client_key cocoapods code_climate commit_id commit_message ' +
    'committer_from_gh compiler components composer_args concurrency condition conditions config ' +
    'config_file connect_timeout container controller coverity_scan create create_timeout crystal ' +
    'custom_json d dart dart_task dartanalyzer dartfmt dead_letter_arn debug default_text_charset ' +
    'deploy deploy_key deployment_file deployment_group depth description detect_encoding dir ' +
    'direct_domains directories disabled dist distributions docs_dir domain dot_match dotnet draft ' +
    'edge elixir elm elm_format elm_test email enabled endpoint enterprise env env_file ' +
    'environment except exclude expires extra_args fast_finish file file_exists_behavior ' +
    'file_glob filter_secrets firefox flowdock force force_path_style force_reinstall forcelocal ' +
    'format fqdn function_name function_tags functions gem gemfile gemspec gemspec_glob generation ' +
    'ghc gimme_config git github_token glob global go go_import_path gobuild_args group ' +
    'handler_name haxe hhvm hipchat homebrew host hostname hosts hxml if import include ' +
    'index_document_suffix input_dir install install_dartium install_sdk install_url instance_ids ' +
    'irc jdk jobs julia jwt keep_history keep_netrc key key_file key_name key_url keyfile keys ' +
    'kms_key_arn kv_api_ver label language layer_ids layers lein lfs_skip_smudge licenses ' +
    'local_dir log_format login logout manifest mariadb matlab max_size max_threads memory_size ' +
    'message migrate mode module_name mono msteams name namespace neko nick nickserv_password nix ' +
    'no_promote no_ssl_bump_domains no_stop_previous_version no_symbols node_js ' +
    'notification_email notifications notify npm npm_args oauth_token oauth_token_secret on ' +
    'on_cancel on_error on_failure on_pull_requests on_start on_success only organization os ' +
    'osx_image otp_release output_dir output_file output_format overwrite package_glob packages ' +
    'parameters passphrase password path paths payload perforce_test_path perl perl6 permissions ' +
    'php pip pkg podfile postgresql pr prerelease prod project project_name promote provider ' +
    'proxyHost proxyPass proxyPort proxyUser publish pushover python quiet r rack read_timeout ' +
    'recipients redeployment_hook region registry release_notes release_notes_file ' +
    'release_number remote remove_build_dir repo repo_token repository rethinkdb retries ' +
    'revision_type role role_arn rooms run run_phase runtime rust rvm sauce_connect sbom sbt_args ' +
    'scala script secret secret_access_key secrets security_group_ids server ' +
    'server_side_encryption services setuptools_version site size skip_cleanup skip_duplicate ' +
    'skip_existing skip_join skip_ssl_validation skip_upload_docs slack slot slug smalltalk ' +
    'smalltalk_config smalltalk_edge smalltalk_vm snap snaps solution sonarcloud source ' +
    'sourceline sources space sparse_checkout src srcclr ssh_known_hosts stack stack_name ' +
    'stack_name_prefix stage stages stop_previous_version storage_class strategy sts_assume_role ' +
    'submodules submodules_depth subnet_ids sudo symbols_file symlinks system_site_packages tag ' +
    'tag_name tags taps target target_branch target_commitish target_paths template test ' +
    'testers_groups timeout token trace tracing_mode tunnel_domains twine_check twine_version ' +
    'update update_cli update_on_success upload_dir upload_docs url urls use use_notice user ' +
    'user_id username users v3 vault verbose verbosity version virt virtualenv vm wait ' +
    'wait_timeout wait_until_deployed webhooks wheel_version with_content_shell working_dir ' +
    'workspaces write_timeout xcode_destination xcode_project xcode_scheme xcode_sdk ' +
    'xcode_workspace xctool_args xvfb yarn zip zip_file'
  ).split(' ')
)

/** doc/schema/node.rb STOP[:from]: never fixed either. */
const STOP_FROM = new Set(
  (
    'after_vendor branch branches erlang gcc golang html jvm nvm osx pip pgsql postgres prose ' +
    'sdk slack start_script test trusty versions vimscript'
  ).split(' ')
)

/**
 * schema/def/language.rb: the values (in the schema's order, the candidates of a misspelling),
 * `downcase`, and the aliases of lang/*.rb.
 */
const LANGUAGES = {
  values: (
    'cpp go java node_js objective-c shell __connie__ __amethyst__ __garnet__ __stevonnie__ ' +
    '__opal__ __sardonyx__ __onion__ __cookiecat__ android c clojure crystal csharp d dart elixir ' +
    'elm erlang generic groovy hack haskell haxe julia matlab nix perl perl6 php python r ruby ' +
    'rust scala smalltalk'
  ).split(' '),
  aliases: {
    'c++': 'cpp',
    golang: 'go',
    jvm: 'java',
    javascript: 'node_js',
    js: 'node_js',
    node: 'node_js',
    objective_c: 'objective-c',
    swift: 'objective-c',
    bash: 'shell',
    minimal: 'shell',
    sh: 'shell'
  },
  downcase: true
}

/** schema/def/os.rb: values and aliases (`downcase`). */
const OSES = {
  values: ['linux', 'osx', 'windows', 'freebsd', 'linux-ppc64le'],
  aliases: {
    ubuntu: 'linux',
    mac: 'osx',
    macos: 'osx',
    macosx: 'osx',
    ios: 'osx',
    win: 'windows',
    bsd: 'freebsd'
  },
  downcase: true
}

/** schema/def/dist.rb: values, each with the os it is supported on (`only: { os: ... }`). */
const DISTS = {
  trusty: ['linux'],
  precise: ['linux'],
  xenial: ['linux', 'linux-ppc64le'],
  bionic: ['linux'],
  focal: ['linux', 'linux-ppc64le'],
  jammy: ['linux'],
  noble: ['linux'],
  'server-2016': ['windows'],
  rhel8: ['linux']
}
const DIST_SCHEMA = { values: Object.keys(DISTS), aliases: {}, downcase: true }

/**
 * `Yml.expand_keys + [:env]` (matrix.rb `expand_keys`): the matrix expansion keys, in the order
 * the config is sorted by before the jobs are built (matrix.rb `sort`).
 */
const EXPAND_KEYS = (
  'os arch compiler osx_image jdk crystal dotnet mono solution d dart dart_task elixir ' +
  'otp_release elm node_js go hhvm php ghc haxe julia matlab nix perl perl6 python r rvm gemfile ' +
  'xcode_scheme xcode_sdk rust scala smalltalk smalltalk_config smalltalk_vm env'
).split(' ')

/**
 * Each language's matrix keys (schema/def/lang/<language>.rb `matrix :key`): its version key
 * first (rvm, node_js, python, jdk, go, php, …). Modelled as lists of strings on the root and
 * one string on a job; the matrix keys of languages not listed here are not modelled.
 */
const LANGUAGE_MATRIX_KEYS = {
  ruby: ['rvm', 'gemfile', 'jdk'],
  node_js: ['node_js'],
  python: ['python'],
  java: ['jdk'],
  go: ['go'],
  php: ['php'],
  rust: ['rust'],
  perl: ['perl'],
  elixir: ['elixir', 'otp_release'],
  erlang: ['otp_release'],
  haskell: ['ghc'],
  scala: ['scala', 'jdk'],
  julia: ['julia'],
  crystal: ['crystal'],
  dart: ['dart'],
  d: ['d'],
  r: ['r'],
  android: ['jdk'],
  clojure: ['jdk'],
  groovy: ['jdk'],
  shell: [],
  generic: [],
  c: [],
  cpp: []
}

/** The language's own version key (Action output `jobs[].version`). */
export const VERSION_KEYS = Object.fromEntries(
  Object.entries(LANGUAGE_MATRIX_KEYS)
    .filter(([, keys]) => keys.length > 0)
    .map(([language, keys]) => [language, keys[0]])
)

/** schema/def/job.rb: the keys given as a list of scripts (`to: :seq`). */
const SEQ_KEYS = new Set([
  'before_install',
  'install',
  'before_script',
  'script',
  'before_cache',
  'after_success',
  'after_failure',
  'before_deploy',
  'after_deploy',
  'after_script'
])

/** Matrix keys that are not carried to the jobs (matrix.rb DROP). */
const MATRIX_DROP = new Set([
  'jobs',
  'import',
  'stages',
  'notifications',
  'version',
  'allow_failure',
  'global_env',
  'merge_mode'
])

/** web/parse/config.rb LEVELS: lint's messages are sorted by these (a stable sort, glibc's). */
const LEVELS = ['alert', 'error', 'warn', 'info']

/** yml.rb MSGS, for the codes modelled. */
const MESSAGE_TEXT = {
  alias_key: (a) => `the key ${a.alias} is an alias for ${a.key}, using ${a.key}`,
  alias_value: (a) => `the value ${a.alias} is an alias for ${a.value}, using ${a.value}`,
  default: (a) => `missing ${a.key}, using the default ${rubyInspect(a.default)}`,
  downcase: (a) => `using lower case of ${a.value}`,
  secure: () => 'expected an encrypted string',
  find_key: (a) => `key ${a.original} is not known, but ${a.key} is, using ${a.key}`,
  find_value: (a) => `value ${a.original} is not known, but ${a.value} is, using ${a.value}`,
  unknown_key: (a) => `unknown key ${rubyInspect(a.key)} (${rubyToS(a.value)})`,
  unknown_value: (a) => `dropping unknown value: ${rubyToS(a.value)}`
}

// ---------------------------------------------------------------------------------------------
// Reading the YAML as support/yaml.rb does.

/**
 * Psych's float (ScalarScanner FLOAT), kept as written by travis-yml's ScalarScanner, like times
 * and yes/no/on/off (`KEEP`, unanchored), which YAML 1.2 reads as strings anyway.
 */
const FLOAT =
  /^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$/
const INTEGER = /^[-+]?(0|[1-9][0-9_]*)$/

/**
 * A plain scalar as Psych (YAML 1.1) types it, in the forms modelled: integers, floats kept as
 * written, booleans, null; anything else a string. Other YAML 1.1 forms (octal, `1:20`, `y`)
 * are read as strings and reported as not modelled.
 * @param {string} text
 * @param {(what: string) => void} unmodelled
 */
function plainScalar(text, unmodelled) {
  if (INTEGER.test(text)) return Number(text.replace(/_/g, ''))
  if (FLOAT.test(text)) return text
  if (/^(true|True|TRUE)$/.test(text)) return true
  if (/^(false|False|FALSE)$/.test(text)) return false
  if (/^(~|null|Null|NULL|)$/.test(text)) return null
  if (/^[-+]?0[0-7_]+$|^[-+]?0x[0-9a-fA-F_]+$|^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+$/.test(text)) {
    unmodelled(`scalar ${text}`)
  }
  return text
}

/**
 * @param {string} text
 * @returns {{ root: any } | { error: string }}
 */
function readYaml(text) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, schema: 'failsafe', uniqueKeys: false })
  if (doc.errors.length > 0) return { error: doc.errors[0].message.split('\n')[0] }
  /** @type {string[]} */
  const unmodelled = []
  const note = (/** @type {string} */ what) => unmodelled.push(what)
  const lineOf = (/** @type {any} */ node) =>
    node?.range ? lineCounter.linePos(node.range[0]).line - 1 : null
  /** @returns {any} */
  const convert = (/** @type {any} */ node) => {
    if (isAlias(node)) return convert(node.resolve(doc))
    if (isMap(node)) {
      /** @type {{ key: string, line: number, value: any }[]} */
      const entries = []
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : null
        if (key === null || key === '<<') {
          note('a merge key or a key that is not a scalar')
          continue
        }
        const name = key.startsWith(':') ? key.slice(1) : key
        const at = entries.findIndex((entry) => entry.key === name)
        if (at >= 0) {
          note(`duplicate key ${name}`)
          entries.splice(at, 1)
        }
        entries.push({ key: name, line: lineOf(pair.key), value: convert(pair.value) })
      }
      return new YMap(entries)
    }
    if (isSeq(node)) return new YSeq(node.items.map(convert))
    if (isScalar(node)) {
      if (node.tag) note(`tag ${node.tag}`)
      return node.type === 'PLAIN' ? plainScalar(String(node.value), note) : String(node.value)
    }
    return null
  }
  return { root: convert(doc.contents), unmodelled }
}

// ---------------------------------------------------------------------------------------------
// Ruby's renderings of values in message texts (yml.rb `msg`: `%{value}` is `to_s`, `%<x>p` is
// `inspect`; Ruby 3.1).

/** @param {string} text */
function rubyStringInspect(text) {
  return `"${text
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')}"`
}

/** @param {unknown} value */
function rubyInspect(value) {
  if (value === null || value === undefined) return 'nil'
  if (typeof value === 'string') return rubyStringInspect(value)
  if (Array.isArray(value)) return `[${value.map(rubyInspect).join(', ')}]`
  if (typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, item]) => {
      const symbol = /^[A-Za-z_][A-Za-z0-9_]*[?!]?$/.test(key) ? key : rubyStringInspect(key)
      return `:${symbol}=>${rubyInspect(item)}`
    })
    return `{${pairs.join(', ')}}`
  }
  return String(value)
}

/** @param {unknown} value */
function rubyToS(value) {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  return rubyInspect(value)
}

// ---------------------------------------------------------------------------------------------
// The checks.

/**
 * @typedef {object} Message
 * @property {'alert' | 'error' | 'warn' | 'info'} level
 * @property {string} key
 * @property {string} code
 * @property {Record<string, unknown>} args
 * @property {number | null} line 0-based, as travis-yml counts (null: no line)
 */

/**
 * @typedef {object} ConfigCheck
 * @property {Record<string, unknown>} config the normalised config (request_config)
 * @property {Record<string, unknown>[]} jobs the expanded jobs (job_configs)
 * @property {Message[]} messages in travis-yml's order
 * @property {string[]} unmodelled what the fake met outside its subset
 */

/** @param {unknown} value */
function toPlain(value) {
  if (value instanceof YMap) {
    return Object.fromEntries(value.entries.map((entry) => [entry.key, toPlain(entry.value)]))
  }
  if (value instanceof YSeq) return value.items.map(toPlain)
  return value
}

/**
 * Levenshtein distance (amatch's `Amatch::Levenshtein#match`, byte-wise; the schema is ASCII).
 * @param {string} a
 * @param {string} b
 */
function levenshtein(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost))
    }
    row = next
  }
  return row[b.length]
}

/**
 * doc/helper/match.rb `Match#run`: the nearest of `candidates` to `str`, or undefined. Equality,
 * then edit distance below min(len/2, other's len/2, 4), then (shorter than 6) an anagram; ties
 * broken by the number of distinct letters shared, then by the longer candidate; never from a
 * key of the schema or STOP (doc/schema/node.rb `stop?`). Ruby's sort_by is stable here (glibc's
 * merge sort), so equal candidates keep the schema's order.
 * @param {string[]} candidates
 * @param {string} str
 * @returns {string | undefined}
 */
export function nearest(candidates, str) {
  if (str.length < 3) return undefined
  /** @type {[number, string][]} */
  let pairs = candidates.includes(str) ? [[0, str]] : []
  if (pairs.length === 0) {
    pairs = candidates
      .map((other) => /** @type {[number, string]} */ ([levenshtein(other, str), other]))
      .filter(([distance, other]) => distance < Math.min(str.length / 2, other.length / 2, 4))
    pairs = stableSortBy(pairs, (pair) => pair[0])
  }
  if (pairs.length === 0 && str.length < 6) {
    const sorted = [...str].sort().join('')
    const anagram = candidates.find(
      (other) => other.length === str.length && [...other].sort().join('') === sorted
    )
    if (anagram !== undefined) pairs = [[1, anagram]]
  }
  const ambiguous = () => pairs.length > 1 && pairs[0][0] === pairs[1][0]
  if (ambiguous()) {
    const letters = new Set(str)
    pairs = stableSortBy(
      pairs.map(
        ([, other]) =>
          /** @type {[number, string]} */ ([
            new Set([...other].filter((c) => letters.has(c))).size,
            other
          ])
      ),
      (pair) => 1000 - pair[0]
    )
  }
  if (ambiguous()) pairs = stableSortBy(pairs, (pair) => 1000 - pair[1].length)
  if (pairs.length === 0) return undefined
  const found = pairs[0][1]
  if (STOP_FROM.has(str) || ALL_KEYS.has(str) || found === 'elm_test') return undefined
  return found
}

/**
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} by
 */
function stableSortBy(items, by) {
  return items
    .map((item, index) => ({ item, index, key: by(item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item)
}

/**
 * Checks a `.travis.yml` the way travis-yml's /configs does for one api config in mode replace,
 * within the subset described at the top of this file.
 * @param {string} text
 * @returns {ConfigCheck | { parseError: string } | { invalidFormat: true }}
 */
export function checkConfig(text) {
  const read = readYaml(text)
  if ('error' in read) return { parseError: read.error }
  const input = read.root === null ? new YMap([]) : read.root
  // yml.rb `apply`: "Input must parse into a hash".
  if (!(input instanceof YMap)) return { invalidFormat: true }
  return new Checker(read.unmodelled ?? []).run(input)
}

class Checker {
  /** @param {string[]} unmodelled */
  constructor(unmodelled) {
    this.unmodelled = unmodelled
    /** @type {Message[]} the Change phase's messages (doc/change) */
    this.changeMsgs = []
    /** @type {Message[]} the Validate phase's messages (doc/validate) */
    this.validateMsgs = []
  }

  /** @param {string} what */
  note(what) {
    if (!this.unmodelled.includes(what)) this.unmodelled.push(what)
  }

  /**
   * @param {Message[]} list
   * @param {Message['level']} level
   * @param {string} key
   * @param {string} code
   * @param {Record<string, unknown>} args
   * @param {number | null} line
   */
  msg(list, level, key, code, args, line) {
    list.push({ level, key, code, args, line })
  }

  /**
   * @param {YMap} input
   * @returns {ConfigCheck}
   */
  run(input) {
    const root = this.fixRootKeys(input)
    /** @type {Record<string, unknown>} */
    const known = {}
    /** @type {{ key: string, line: number, value: any }[]} */
    const unknown = []
    const language = this.language(root.get('language'))
    known.language = language
    known.os = this.os(root.get('os'))
    const dist = this.dist(root.get('dist'), /** @type {string[]} */ (known.os))
    if (dist !== undefined) known.dist = dist
    for (const entry of root.entries) {
      if (['language', 'os', 'dist'].includes(entry.key)) continue
      if (!ROOT_KNOWN.includes(entry.key)) {
        unknown.push(entry)
        continue
      }
      known[entry.key] = this.rootKey(entry, language)
    }
    // doc/validate/unknown_keys.rb, on the root after its children; the key and value are kept
    // (`drop` is off), and come first in the config (as the kit answers).
    for (const entry of unknown) {
      if (entry.value === null) {
        this.note(`unknown key ${entry.key} without a value`)
        continue
      }
      const value = toPlain(entry.value)
      this.msg(
        this.validateMsgs,
        'warn',
        'root',
        'unknown_key',
        { key: entry.key, value },
        entry.line
      )
    }
    const config = {
      ...Object.fromEntries(unknown.map((entry) => [entry.key, toPlain(entry.value)])),
      ...known
    }
    const jobs = this.jobs(config, language)
    return {
      config,
      jobs,
      messages: [...this.changeMsgs, ...this.validateMsgs],
      unmodelled: this.unmodelled
    }
  }

  /**
   * doc/change/keys.rb on the root: the required and default keys first (language, os, dist:
   * `missing`), then the given ones; an alias or a misspelled key is moved to the end under its
   * known name (`fix_keys`, `parent.move`), with its message (doc/change/key.rb).
   * @param {YMap} input
   */
  fixRootKeys(input) {
    const first = ['language', 'os', 'dist']
    const ordered = [
      ...first.flatMap((key) => input.entries.filter((entry) => entry.key === key)),
      ...input.entries.filter((entry) => !first.includes(entry.key))
    ]
    /** @type {{ key: string, line: number, value: any }[]} */
    const kept = []
    /** @type {{ key: string, line: number, value: any }[]} */
    const moved = []
    for (const entry of ordered) {
      let key = entry.key
      if (!ROOT_KNOWN.includes(key) || Object.hasOwn(KEY_ALIASES, key)) {
        if (!ROOT_KNOWN.includes(key)) {
          if (/[^a-z0-9_]/.test(key)) this.note(`key ${key}`) // strip, underscore, clean
          const found = nearest(
            ROOT_KNOWN.filter((k) => k !== key),
            key
          )
          if (found !== undefined) {
            this.msg(
              this.changeMsgs,
              'warn',
              'root',
              'find_key',
              { original: key, key: found },
              entry.line
            )
            key = found
          }
        }
        if (Object.hasOwn(KEY_ALIASES, key)) {
          const target = KEY_ALIASES[/** @type {keyof typeof KEY_ALIASES} */ (key)]
          this.msg(
            this.changeMsgs,
            'info',
            'root',
            'alias_key',
            { alias: key, key: target },
            entry.line
          )
          if (input.entries.some((other) => other.key === target))
            this.note(`both ${key} and ${target}`)
          key = target
        }
      }
      if (key === entry.key) kept.push(entry)
      else moved.push({ ...entry, key })
    }
    const entries = [...kept, ...moved]
    return {
      entries,
      /** @param {string} key */
      get: (key) => entries.find((entry) => entry.key === key)
    }
  }

  /**
   * An enum value (doc/change/downcase.rb, value.rb; doc/validate/unknown_value.rb).
   * @param {string} key message key
   * @param {unknown} value
   * @param {number | null} line
   * @param {{ values: string[], aliases: Record<string, string>, downcase: boolean }} schema
   * @returns {unknown}
   */
  enumValue(key, value, line, schema) {
    if (typeof value !== 'string') {
      this.note(`${key}: ${JSON.stringify(value)}`)
      return value
    }
    let current = value
    if (schema.downcase && current !== current.toLowerCase()) {
      this.msg(this.changeMsgs, 'info', key, 'downcase', { value: current }, line)
      current = current.toLowerCase()
    }
    if (!schema.values.includes(current) && Object.hasOwn(schema.aliases, current)) {
      const target = schema.aliases[current]
      this.msg(this.changeMsgs, 'info', key, 'alias_value', { alias: current, value: target }, line)
      current = target
    }
    if (!schema.values.includes(current)) {
      if (/\n|\W/.test(current.replace(/-/g, ''))) this.note(`${key}: ${current}`) // split, clean
      const found = nearest(schema.values, current)
      if (found !== undefined) {
        this.msg(
          this.changeMsgs,
          'warn',
          key,
          'find_value',
          { original: current, value: found },
          line
        )
        current = found
      }
    }
    if (!schema.values.includes(current)) {
      this.pendingUnknown = { key, value: current, line }
    }
    return current
  }

  /** Validate's unknown_value, after Change has tried to fix the value. */
  flushUnknown() {
    if (!this.pendingUnknown) return
    const { key, value, line } = this.pendingUnknown
    this.msg(this.validateMsgs, 'error', key, 'unknown_value', { value }, line)
    this.pendingUnknown = undefined
  }

  /**
   * doc/validate/default.rb on the root: `missing language, using the default "ruby"` (root.rb
   * DEFAULT; objective-c on osx is not modelled).
   * @param {{ key: string, line: number, value: any } | undefined} entry
   */
  language(entry) {
    if (!entry || entry.value === null) {
      this.msg(
        this.validateMsgs,
        'info',
        'root',
        'default',
        { key: 'language', default: 'ruby' },
        null
      )
      return 'ruby'
    }
    const value = this.enumValue('language', entry.value, entry.line, LANGUAGES)
    this.flushUnknown()
    return value
  }

  /**
   * os: a list (`matrix :os`), default linux (root.rb DEFAULT).
   * @param {{ key: string, line: number, value: any } | undefined} entry
   * @returns {unknown[]}
   */
  os(entry) {
    if (!entry || entry.value === null) {
      this.msg(this.validateMsgs, 'info', 'root', 'default', { key: 'os', default: 'linux' }, null)
      return ['linux']
    }
    const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
    const values = items.map((item) => {
      const value = this.enumValue('os', item, entry.line, OSES)
      this.flushUnknown()
      return value
    })
    return values
  }

  /**
   * dist: default focal when an os it supports is given (root.rb DEFAULT, dist.rb `only`).
   * @param {{ key: string, line: number, value: any } | undefined} entry
   * @param {unknown[]} os
   */
  dist(entry, os) {
    if (!entry || entry.value === null) {
      if (!os.some((name) => DISTS.focal.includes(String(name)))) return undefined
      this.msg(
        this.validateMsgs,
        'info',
        'root',
        'default',
        { key: 'dist', default: 'focal' },
        null
      )
      return 'focal'
    }
    const value = this.enumValue('dist', entry.value, entry.line, DIST_SCHEMA)
    this.flushUnknown()
    return value
  }

  /**
   * A known root key other than language, os and dist.
   * @param {{ key: string, line: number, value: any }} entry
   * @param {unknown} language
   */
  rootKey(entry, language) {
    const { key, value } = entry
    const matrixKeys =
      LANGUAGE_MATRIX_KEYS[/** @type {keyof typeof LANGUAGE_MATRIX_KEYS} */ (String(language))]
    if (SEQ_KEYS.has(key)) return this.strings(key, value)
    if (matrixKeys?.includes(key)) return this.strings(key, value)
    if (key === 'env') return this.env(value)
    if (key === 'jobs') return this.jobsKey(value, language)
    if (key === 'stages') return this.stages(value)
    if (key === 'deploy') return this.deploy(entry, 'deploy')
    this.note(`key ${key}`)
    return toPlain(value)
  }

  /**
   * A list of strings (`to: :seq` of str; doc/change/wrap.rb, cast.rb): a scalar wrapped,
   * numbers as strings.
   * @param {string} key
   * @param {unknown} value
   * @returns {unknown}
   */
  strings(key, value) {
    const items = value instanceof YSeq ? value.items : [value]
    return items.map((item) => this.string(key, item))
  }

  /**
   * @param {string} key
   * @param {unknown} value
   */
  string(key, value) {
    if (typeof value === 'string') return value
    if (typeof value === 'number') return String(value)
    this.note(`${key}: ${JSON.stringify(toPlain(value))}`)
    return toPlain(value)
  }

  /**
   * env vars `NAME=value NAME=value` (schema/def/env.rb; sh_vars): a string or a map of them.
   * Quotes, `$(...)` and secure entries are not modelled.
   * @param {unknown} value
   * @returns {Record<string, unknown>}
   */
  envVars(value) {
    if (value instanceof YMap) {
      if (value.entries.some((entry) => entry.key === 'secure')) this.note('secure env var')
      return Object.fromEntries(
        value.entries.map((entry) => [entry.key, this.string('env', entry.value)])
      )
    }
    if (typeof value !== 'string') {
      this.note(`env: ${JSON.stringify(toPlain(value))}`)
      return {}
    }
    /** @type {Record<string, string>} */
    const vars = {}
    for (const word of value.trim().split(/\s+/)) {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^'"`\\]*)$/.exec(word)
      if (!match) {
        this.note(`env: ${value}`)
        continue
      }
      vars[match[1]] = match[2]
    }
    return vars
  }

  /**
   * A list of env var sets.
   * @param {unknown} value
   */
  envList(value) {
    const items = value instanceof YSeq ? value.items : [value]
    return items.map((item) => this.envVars(item))
  }

  /**
   * Root env: a string or list becomes `{jobs: [...]}`; `global` and `jobs` kept in their order
   * (the kit's answers; schema/def/env.rb).
   * @param {unknown} value
   */
  env(value) {
    if (!(value instanceof YMap)) return { jobs: this.envList(value) }
    /** @type {Record<string, unknown>} */
    const env = {}
    for (const entry of value.entries) {
      if (entry.key === 'global' || entry.key === 'jobs') env[entry.key] = this.envList(entry.value)
      else {
        this.note(`env.${entry.key}`)
        env[entry.key] = toPlain(entry.value)
      }
    }
    return env
  }

  /**
   * A job of jobs.include, exclude or allow_failures: its keys in their order, the script-like
   * keys and env as lists, matrix keys and os as one string (schema/def/jobs.rb).
   * @param {unknown} value
   * @param {unknown} language
   * @param {string} where
   */
  job(value, language, where) {
    if (!(value instanceof YMap)) {
      this.note(`${where}: ${JSON.stringify(toPlain(value))}`)
      return toPlain(value)
    }
    const matrixKeys =
      LANGUAGE_MATRIX_KEYS[/** @type {keyof typeof LANGUAGE_MATRIX_KEYS} */ (String(language))] ??
      []
    /** @type {Record<string, unknown>} */
    const job = {}
    for (const entry of value.entries) {
      const { key } = entry
      if (SEQ_KEYS.has(key)) job[key] = this.strings(key, entry.value)
      else if (key === 'env') job[key] = this.envList(entry.value)
      else if (['name', 'stage', 'os'].includes(key) || matrixKeys.includes(key)) {
        if (entry.value instanceof YSeq) this.note(`${where}.${key}: a list`)
        job[key] = this.string(key, entry.value)
      } else if (key === 'deploy') job[key] = this.deploy(entry, `${where}.deploy`)
      else {
        this.note(`${where}.${key}`)
        job[key] = toPlain(entry.value)
      }
    }
    return job
  }

  /**
   * @param {unknown} value
   * @param {unknown} language
   */
  jobsKey(value, language) {
    if (!(value instanceof YMap)) {
      this.note(`jobs: ${JSON.stringify(toPlain(value))}`)
      return toPlain(value)
    }
    /** @type {Record<string, unknown>} */
    const jobs = {}
    for (const entry of value.entries) {
      if (['include', 'exclude', 'allow_failures'].includes(entry.key)) {
        const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
        jobs[entry.key] = items.map((item) => this.job(item, language, `jobs.${entry.key}`))
      } else {
        this.note(`jobs.${entry.key}`)
        jobs[entry.key] = toPlain(entry.value)
      }
    }
    return jobs
  }

  /**
   * stages: names, as `{name}` (schema/def/stages.rb `prefix :name`); conditions not modelled.
   * @param {unknown} value
   */
  stages(value) {
    const items = value instanceof YSeq ? value.items : [value]
    return items.map((item) => {
      if (typeof item === 'string') return { name: item }
      if (item instanceof YMap && item.entries.every((entry) => entry.key === 'name')) {
        return { name: this.string('stages', item.entries[0]?.value ?? null) }
      }
      this.note(`stages: ${JSON.stringify(toPlain(item))}`)
      return toPlain(item)
    })
  }

  /**
   * deploy (schema/def/deploy.rb, deploy/heroku.rb): a list of providers. For heroku, the
   * required and default keys first (provider, strategy: doc/change/keys.rb `missing`), the
   * default strategy api (doc/validate/default.rb, on the line of the deploy key), and api_key
   * given as a plain string alerted (doc/validate/alert.rb: not `$VAR`). Other providers and
   * keys are not modelled.
   * @param {{ key: string, line: number, value: any }} entry
   * @param {string} where
   */
  deploy(entry, where) {
    const items = entry.value instanceof YSeq ? entry.value.items : [entry.value]
    return items.map((item) => {
      const provider =
        item instanceof YMap ? item.entries.find((e) => e.key === 'provider') : undefined
      if (!(item instanceof YMap) || provider?.value !== 'heroku' || where !== 'deploy') {
        this.note(`${where}: ${JSON.stringify(toPlain(item))}`)
        return toPlain(item)
      }
      const strategy = item.entries.find((e) => e.key === 'strategy')
      /** @type {Record<string, unknown>} */
      const deploy = { provider: 'heroku' }
      if (strategy) deploy.strategy = toPlain(strategy.value)
      else {
        deploy.strategy = 'api'
        this.msg(
          this.validateMsgs,
          'info',
          'deploy',
          'default',
          { key: 'strategy', default: 'api', provider: 'heroku' },
          entry.line
        )
      }
      if (strategy && strategy.value !== 'api') this.note(`deploy.strategy ${strategy.value}`)
      for (const field of item.entries) {
        if (field.key === 'provider' || field.key === 'strategy') continue
        if (field.key === 'api_key') {
          const value = field.value
          if (typeof value === 'string') {
            if (!(value.startsWith('$') && !value.includes(':$'))) {
              this.msg(
                this.validateMsgs,
                'alert',
                'deploy.api_key',
                'secure',
                { type: 'str' },
                field.line
              )
            }
          } else if (!(
            value instanceof YMap &&
            value.entries.length === 1 &&
            value.entries[0].key === 'secure'
          )) {
            this.note(`deploy.api_key: ${JSON.stringify(toPlain(value))}`)
          }
        } else if (field.key !== 'app') this.note(`deploy.${field.key}`)
        deploy[field.key] = toPlain(field.value)
      }
      return deploy
    })
  }

  /**
   * The jobs: matrix.rb `jobs`, then configs/stages.rb, allow_failures.rb, reorder.rb and
   * `unique_jobs` (configs/configs.rb `load`). Conditions (`if`) are not modelled.
   * @param {Record<string, any>} config
   * @param {unknown} language
   */
  jobs(config, language) {
    const matrixKeys =
      LANGUAGE_MATRIX_KEYS[/** @type {keyof typeof LANGUAGE_MATRIX_KEYS} */ (String(language))] ??
      []
    const expand = new Set(EXPAND_KEYS)
    // matrix.rb `sort`: the expansion keys first, in their order; the rest as given.
    const sorted = Object.fromEntries(
      stableSortBy(Object.entries(config), ([key]) => {
        const index = EXPAND_KEYS.indexOf(key)
        return index < 0 ? 99 : index
      })
    )
    const blank = (/** @type {unknown} */ value) =>
      value === null ||
      value === undefined ||
      ((typeof value === 'string' || Array.isArray(value)) && value.length === 0) ||
      (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
    // matrix.rb `keys` (Support: a language's matrix keys only on that language).
    const axes = Object.keys(sorted).filter((key) => {
      if (!expand.has(key) || blank(sorted[key])) return false
      if (key === 'os' || key === 'env' || matrixKeys.includes(key)) return true
      this.note(`matrix key ${key}`)
      return false
    })
    const values = axes.map((key) => {
      const value = sorted[key]
      if (key === 'env') return Object.hasOwn(value, 'jobs') ? value.jobs : [value]
      return Array.isArray(value) ? value : [value]
    })
    // matrix/expand.rb: the product, the first key varying slowest.
    /** @type {Record<string, unknown>[]} */
    let jobs =
      values.length === 0
        ? []
        : values
            .reduce(
              (rows, column) => rows.flatMap((row) => column.map((item) => [...row, item])),
              [[]]
            )
            .map((row) => Object.fromEntries(axes.map((key, i) => [key, row[i]])))
    const jobsConfig =
      typeof sorted.jobs === 'object' && sorted.jobs !== null && !Array.isArray(sorted.jobs)
        ? sorted.jobs
        : {}
    const listOf = (/** @type {unknown} */ value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (item) => typeof item === 'object' && item !== null && !Array.isArray(item)
      )
    // matrix.rb `with_stages`: an entry without a stage takes the one before it.
    /** @type {Record<string, any>[]} */
    const included = listOf(jobsConfig.include).map((job) => ({ ...job }))
    let stage
    for (const job of included) {
      if (job.stage === undefined && stage !== undefined) job.stage = stage
      stage = job.stage ?? stage
    }
    if (included.some((job) => job.if !== undefined)) this.note('jobs.include if')
    // `with_included`: one job of single values and some includes: the includes alone.
    const single =
      jobs.length === 1 && included.length > 0 && axes.every((key) => !Array.isArray(jobs[0][key]))
    jobs = single ? included : [...jobs, ...included]
    const shared = Object.fromEntries(
      Object.entries(sorted).filter(
        ([key, value]) => !expand.has(key) && !MATRIX_DROP.has(key) && !blank(value)
      )
    )
    if (jobs.length === 0) jobs = [{ ...shared }]
    jobs = jobs.map((job) => ({ ...shared, ...job }))
    const global = Object.fromEntries(
      axes.filter((key) => key !== 'env').map((key) => [key, values[axes.indexOf(key)][0]])
    )
    jobs = jobs.map((job) => ({ ...global, ...job }))
    jobs = this.withEnv(sorted, jobs)
    // `without_excluded` (matrix/exclude.rb).
    const excludes = listOf(jobsConfig.exclude)
    const globalEnv = Array.isArray(sorted.env?.global) ? sorted.env.global : []
    const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) =>
      canonical(a) === canonical(b)
    const wrap = (/** @type {unknown} */ value) => (Array.isArray(value) ? value : [value])
    jobs = jobs.filter(
      (job) =>
        !excludes.some((exclude) =>
          Object.entries(exclude).every(([key, value]) => {
            if (key === 'env') {
              const env = job.env ? without(/** @type {unknown[]} */ (job.env), globalEnv) : job.env
              return same(env, value)
            }
            if (key === 'stage') {
              return (
                job.stage === value ||
                (job.stage === undefined && String(value).toLowerCase() === 'test')
              )
            }
            return same(wrap(job[key]), wrap(value))
          })
        )
    )
    // `without_unsupported`: dist only on the os it supports (dist.rb `only`).
    jobs = jobs.map((job) => {
      const supported = DISTS[/** @type {keyof typeof DISTS} */ (String(job.dist))]
      if (job.dist === undefined || !supported || supported.includes(String(job.os))) return job
      return Object.fromEntries(Object.entries(job).filter(([key]) => key !== 'dist'))
    })
    jobs = unique(jobs)
    const { stages, jobs: staged } = this.withStages(sorted, jobs)
    jobs = this.withAllowFailures(sorted, staged, globalEnv)
    // reorder.rb: by stage, then allowed failures last, then as they were.
    const names = stages.map((name) => name.toLowerCase())
    jobs = stableSortBy(jobs, (job) => {
      const index = job.stage === undefined ? -1 : names.indexOf(String(job.stage).toLowerCase())
      return (index + 1) * 2 + (job.allow_failure ? 1 : 0)
    })
    return unique(jobs)
  }

  /**
   * matrix/env.rb: env as a list on each job; jobs without one (the includes) get the first of
   * env.jobs; env.global before each job's own.
   * @param {Record<string, any>} config
   * @param {Record<string, any>[]} jobs
   */
  withEnv(config, jobs) {
    const env = config.env
    const first = env && Array.isArray(env.jobs) ? env.jobs[0] : undefined
    const global = env && Array.isArray(env.global) ? env.global : undefined
    return jobs.map((job) => {
      const next = { ...job }
      if (next.env !== undefined) {
        next.env = Array.isArray(next.env)
          ? next.env
          : Object.keys(next.env).filter((key) => key !== 'global').length === 0 ||
              Object.hasOwn(next.env, 'global')
            ? []
            : [next.env]
      }
      if (next.env === undefined && first !== undefined) next.env = [first]
      if (global) next.env = unique([...global, ...(next.env ?? [])])
      return next
    })
  }

  /**
   * configs/stages.rb: when a stage is named anywhere, every job gets one (the running name,
   * `test` by default, as the stages list spells it) and the stages are the list's, then the
   * jobs'. Without any, jobs have no stage.
   * @param {Record<string, any>} config
   * @param {Record<string, any>[]} jobs
   */
  withStages(config, jobs) {
    const configured = Array.isArray(config.stages) ? config.stages.map((stage) => stage?.name) : []
    if (configured.length === 0 && !jobs.some((job) => typeof job.stage === 'string')) {
      return { stages: [], jobs }
    }
    const names = [...configured, ...jobs.map((job) => job.stage)].filter(
      (name) => typeof name === 'string'
    )
    let name = names.find((candidate) => candidate.toLowerCase() === 'test') ?? 'test'
    const staged = jobs.map((job) => {
      if (typeof job.stage !== 'string') {
        const next = { ...job, stage: name }
        return next
      }
      name = job.stage
      return job
    })
    /** @type {string[]} */
    const stages = []
    for (const stageName of [...configured, ...staged.map((job) => job.stage)]) {
      if (typeof stageName !== 'string') continue
      if (!stages.some((known) => known.toLowerCase() === stageName.toLowerCase()))
        stages.push(stageName)
    }
    // `filter_stages` drops stages without jobs; `filter_jobs` keeps the jobs of known stages.
    const used = stages.filter((stageName) =>
      staged.some((job) => String(job.stage).toLowerCase() === stageName.toLowerCase())
    )
    return { stages: used, jobs: staged }
  }

  /**
   * configs/allow_failures.rb: a job equal to an entry on each of its keys (env without the
   * global vars) gets `allow_failure: true`.
   * @param {Record<string, any>} config
   * @param {Record<string, any>[]} jobs
   * @param {unknown[]} globalEnv
   */
  withAllowFailures(config, jobs, globalEnv) {
    const entries = (
      Array.isArray(config.jobs?.allow_failures) ? config.jobs.allow_failures : []
    ).filter(
      (/** @type {unknown} */ entry) =>
        typeof entry === 'object' && entry !== null && !Array.isArray(entry)
    )
    return jobs.map((job) => {
      const matches = entries.some((/** @type {Record<string, unknown>} */ entry) =>
        Object.entries(entry).every(([key, value]) => {
          if (key === 'if' || key === 'branch') {
            this.note(`jobs.allow_failures.${key}`)
            return false
          }
          if (key === 'env') {
            if (!job.env) return false
            const env = without(job.env, globalEnv)
            if (canonical(env) === canonical(value)) return true
            const others = without(/** @type {unknown[]} */ (value), env)
            return (
              others.length > 0 &&
              others.every((item) => globalEnv.some((g) => canonical(g) === canonical(item)))
            )
          }
          return canonical(job[key]) === canonical(value)
        })
      )
      return matches ? { ...job, allow_failure: true } : job
    })
  }
}

/**
 * Ruby's Hash equality ignores key order: a canonical text for comparing values.
 * @param {unknown} value
 * @returns {string}
 */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(/** @type {any} */ (value)[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

/**
 * @template T
 * @param {T[]} items
 * @returns {T[]} Ruby's `uniq` (eql?, order-insensitive for hashes)
 */
function unique(items) {
  const seen = new Set()
  return items.filter((item) => {
    const key = canonical(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Ruby's Array#-.
 * @param {unknown[]} items
 * @param {unknown[]} removed
 */
function without(items, removed) {
  const gone = new Set(removed.map(canonical))
  return items.filter((item) => !gone.has(canonical(item)))
}

/**
 * yml.rb `msg`: `[level] on key: text`, with an empty `()` removed.
 * @param {Message} message
 */
export function fullMessage(message) {
  const text = MESSAGE_TEXT[/** @type {keyof typeof MESSAGE_TEXT} */ (message.code)](message.args)
  return `[${message.level}] on ${message.key}: ${text}`.replace('()', '')
}

/**
 * @param {string[]} unmodelled
 * @returns {Json}
 */
function marker(unmodelled) {
  return unmodelled.length > 0 ? { '@fake_unmodelled': unmodelled } : {}
}

// ---------------------------------------------------------------------------------------------
// The services.

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
