// The schema subset the fake models: travis-yml's schema/def/*.rb, as `Travis::Yml.expand` builds
// it at commit 8d6f36f765b0 (paths under its lib/travis/yml/): the keys known, their aliases, the
// enum values, the matrix keys, and the keys the jobs do not carry.

/**
 * Root keys travis-yml knows (`Yml.expand.known`: schema/def/root.rb, job.rb and the languages'
 * keys from schema/def/lang/*.rb, then the key aliases), in the schema's order: the candidates of
 * a misspelled root key (doc/change/key.rb `match_key`), in this order for equal distances.
 */
export const ROOT_KNOWN = (
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
export const KEY_ALIASES = { matrix: 'jobs', node: 'node_js', ruby: 'rvm', rbenv: 'rvm' }

/**
 * Every key of the schema (`Travis::Yml.keys`, yml.rb: `expand.all_keys - r_keys`): a misspelling
 * that is itself one of them is never "fixed" (doc/schema/node.rb `stop?`: STOP[:from] plus these).
 */
export const ALL_KEYS = new Set(
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
export const STOP_FROM = new Set(
  (
    'after_vendor branch branches erlang gcc golang html jvm nvm osx pip pgsql postgres prose ' +
    'sdk slack start_script test trusty versions vimscript'
  ).split(' ')
)

/**
 * schema/def/language.rb: the values (in the schema's order, the candidates of a misspelling),
 * `downcase`, and the aliases of lang/*.rb.
 */
export const LANGUAGES = {
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
export const OSES = {
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
export const DISTS = {
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
export const DIST_SCHEMA = { values: Object.keys(DISTS), aliases: {}, downcase: true }

/**
 * `Yml.expand_keys + [:env]` (matrix.rb `expand_keys`): the matrix expansion keys, in the order
 * the config is sorted by before the jobs are built (matrix.rb `sort`).
 */
export const EXPAND_KEYS = (
  'os arch compiler osx_image jdk crystal dotnet mono solution d dart dart_task elixir ' +
  'otp_release elm node_js go hhvm php ghc haxe julia matlab nix perl perl6 python r rvm gemfile ' +
  'xcode_scheme xcode_sdk rust scala smalltalk smalltalk_config smalltalk_vm env'
).split(' ')

/**
 * Each language's matrix keys (schema/def/lang/<language>.rb `matrix :key`): its version key
 * first (rvm, node_js, python, jdk, go, php, …). Modelled as lists of strings on the root and
 * one string on a job; the matrix keys of languages not listed here are not modelled.
 */
export const LANGUAGE_MATRIX_KEYS = {
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
export const SEQ_KEYS = new Set([
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
export const MATRIX_DROP = new Set([
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

/**
 * A language's matrix keys; [] for a language the schema does not define, also one named like a
 * property every object has (`constructor`, `toString`), which a plain lookup would find.
 * @param {unknown} language
 * @returns {readonly string[]}
 */
export function matrixKeysOf(language) {
  const name = String(language)
  return Object.hasOwn(LANGUAGE_MATRIX_KEYS, name)
    ? LANGUAGE_MATRIX_KEYS[/** @type {keyof typeof LANGUAGE_MATRIX_KEYS} */ (name)]
    : []
}

/**
 * The operating systems a dist exists for; undefined for a dist the schema does not define.
 * @param {unknown} dist
 * @returns {readonly string[] | undefined}
 */
export function distOses(dist) {
  const name = String(dist)
  return Object.hasOwn(DISTS, name) ? DISTS[/** @type {keyof typeof DISTS} */ (name)] : undefined
}
