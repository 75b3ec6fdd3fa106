// A job's name as Travis CI's web page shows it (travis-ci/travis-web `components/jobs-item.js`,
// `utils/job-config-language.js`, `utils/keys-map.js`): the config's `name`, else a label made of
// its languages and their versions ("Node.js: 20"), its `os` and its `env`.

/** travis-web's `languageConfigKeys`, in its order: a config key and how the page names it. */
const LANGUAGE_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['android', 'Android'],
  ['bash', 'Shell'],
  ['c', 'C'],
  ['clojure', 'Clojure'],
  ['compiler', 'Compiler'],
  ['cpp', 'C++'],
  ['crystal', 'Crystal'],
  ['csharp', 'C#'],
  ['d', 'D'],
  ['dart_task', 'Task'],
  ['dart', 'Dart'],
  ['elixir', 'Elixir'],
  ['elm', 'Elm'],
  ['erlang', 'Erlang'],
  ['ghc', 'GHC'],
  ['go', 'Go'],
  ['haskell', 'Haskell'],
  ['haxe', 'Haxe'],
  ['java', 'Java'],
  ['jdk', 'JDK'],
  ['julia', 'Julia'],
  ['lein', 'Lein'],
  ['mono', 'Mono'],
  ['matlab', 'MATLAB'],
  ['nix', 'Nix'],
  ['node_js', 'Node.js'],
  ['objective_c', 'Objective-C'],
  ['osx_image', 'Xcode'],
  ['otp_release', 'OTP Release'],
  ['perl', 'Perl'],
  ['perl6', 'Perl6'],
  ['php', 'PHP'],
  ['python', 'Python'],
  ['r', 'R'],
  ['ruby', 'Ruby'],
  ['rust', 'Rust'],
  ['rvm', 'Ruby'],
  ['scala', 'Scala'],
  ['sh', 'Shell'],
  ['shell', 'Shell'],
  ['smalltalk_config', 'Config'],
  ['smalltalk', 'Smalltalk'],
  ['xcode_scheme', 'Xcode scheme']
]

const LANGUAGE_NAMES = new Map(LANGUAGE_KEYS)

/** Longest name kept: a label is a line of a table, not the config. */
const NAME_LIMIT = 120

/**
 * `config.name`, else "Node.js: 20, linux, A=1" (languages, os, env, as the page lists them); ''
 * when the config says none of these (a build without job configs). `hide` replaces what must
 * not be shown (the run's secrets: a job's env may hold one in plain text) before the name is
 * cut, so that no fragment of one survives the cut.
 */
export function jobName(
  config: Record<string, unknown> | null | undefined,
  hide: (text: string) => string
): string {
  if (config === null || config === undefined) return ''
  const given = config.name
  if (typeof given === 'string' && given.trim() !== '') return cut(hide(given.trim()))
  const parts = [languages(config), textOf(config.os), envOf(config.env)].filter(
    (part) => part !== ''
  )
  return cut(hide(parts.join(', ')))
}

/** `Node.js: 20`, `Ruby: 3.2 Gemfile: …`: job-config-language.js. */
function languages(config: Record<string, unknown>): string {
  const output: string[] = []
  const named = new Set<string>()
  for (const [key, language] of LANGUAGE_KEYS) {
    let version = config[key]
    if (version === undefined || version === null || version === false || version === '') continue
    if (typeof version === 'object' && 'test' in version)
      version = (version as { test: unknown }).test
    if (language === 'Android') output.push('Android')
    else if (typeof version === 'object') output.push(language)
    else output.push(`${language}: ${String(version)}`)
    named.add(language)
  }
  const language = LANGUAGE_NAMES.get(textOf(config.language))
  if (language !== undefined && !named.has(language)) output.push(language)
  return output.join(' ')
}

/** `env` as a job config holds it: `A=1 B=2`, a list of those, or a mapping. */
function envOf(env: unknown): string {
  if (typeof env === 'string') return env.trim()
  if (Array.isArray(env))
    return env
      .map(envOf)
      .filter((part) => part !== '')
      .join(' ')
  if (typeof env === 'object' && env !== null) {
    return Object.entries(env)
      .map(([name, value]) => `${name}=${textOf(value)}`)
      .join(' ')
  }
  return ''
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

function cut(name: string): string {
  const characters = [...name.replace(/\s+/g, ' ')]
  return characters.length <= NAME_LIMIT
    ? characters.join('')
    : `${characters.slice(0, NAME_LIMIT - 1).join('')}…`
}
