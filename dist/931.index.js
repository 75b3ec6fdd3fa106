export const id = 931;
export const ids = [931];
export const modules = {

/***/ 3931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkTravisYml: () => (/* binding */ checkTravisYml)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/runtime/workspace-file.ts
var workspace_file = __webpack_require__(8268);
// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
// EXTERNAL MODULE: ./src/travis/shapes.ts
var shapes = __webpack_require__(5159);
;// CONCATENATED MODULE: ./src/travis/resources/config-checks.ts

const LINT = (0,shapes/* shape */.cW)('a lint answer', 'warnings[].message', (0,shapes/* object */.Ik)({ warnings: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({ message: shapes/* text */.Qq })) }));
const messageLine = (value, where) => value === undefined || value === null || (Number.isSafeInteger(value) && value >= 0)
    ? null
    : `${where} is not a line number`;
const PREVIEW = (0,shapes/* shape */.cW)('a request preview', 'job_configs[].config, messages[].level, key, code, line', (0,shapes/* object */.Ik)({
    job_configs: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({ config: (0,shapes/* object */.Ik)({}) })),
    messages: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({
        level: shapes/* text */.Qq,
        key: shapes/* text */.Qq,
        code: shapes/* text */.Qq,
        args: (0,shapes/* optional */.lq)((0,shapes/* nullable */.me)((0,shapes/* object */.Ik)({}))),
        src: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
        line: messageLine
    })),
    full_messages: (0,shapes/* optional */.lq)((0,shapes/* arrayOf */.jk)(shapes/* text */.Qq))
}));
function requestLintPost(client, content) {
    // A question whose answer changes nothing: retried as a GET is.
    return client.send('POST', '/lint', LINT, { body: { content }, retried: true });
}
/**
 * The jobs Travis CI would run for `content` alone (`mode: replace`: nothing is merged from the
 * repository's own file, which travis-yml would fetch from GitHub), on `branch` (null: the
 * repository's default branch, travis-api's `ref`), its conditions evaluated for that branch and
 * the `event` (`push`, `pull_request`; null: none).
 */
function requestRequestConfigPost(client, content, { branch, event }) {
    // `data` is what travis-yml evaluates `if:` conditions with (travis-conditions: branch, type).
    const data = {
        ...(branch === null ? {} : { branch }),
        ...(event === null ? {} : { type: event })
    };
    const body = {
        configs: [{ config: content, mode: 'replace' }],
        ...(branch === null ? {} : { ref: branch }),
        ...(Object.keys(data).length === 0 ? {} : { data })
    };
    const path = `${client.repositoryPath}/request/config`;
    return client.send('POST', path, PREVIEW, { body, retried: true });
}

// EXTERNAL MODULE: ./src/operations/travis-yml-check/file.ts
var travis_yml_check_file = __webpack_require__(1724);
;// CONCATENATED MODULE: ./src/operations/travis-yml-check/local-parse.ts

/**
 * A file that cannot be checked: `problem` says why after the input's name (`is not valid YAML at
 * …`), for a caller that words it otherwise (the base file's warning).
 */
class UncheckableFile extends action_error/* ActionError */.l {
    problem;
    constructor(input, problem, message = `Input '${input}' ${problem}; nothing was sent.`) {
        super(message);
        this.problem = problem;
    }
}
/** A file that is not YAML: where the parser stopped (within the file's lines), and why. */
class InvalidYaml extends UncheckableFile {
    line;
    column;
    reason;
    constructor(input, line, column, reason) {
        super(input, `is not valid YAML at line ${line}, column ${column}: ${reason}`);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }
}
function parseTravisYml(yaml, text, input) {
    const lines = new yaml.LineCounter();
    let doc;
    try {
        // A file may hold several documents (`---`): travis-yml reads the first.
        const docs = yaml.parseAllDocuments(text, {
            version: '1.1',
            merge: true,
            uniqueKeys: false,
            lineCounter: lines,
            prettyErrors: false
        });
        // An empty file is no document: travis-yml fills in its defaults.
        doc = docs[0];
    }
    catch (error) {
        // The parser recurses into nested lists and mappings and runs out of stack on a deep one.
        if (error instanceof RangeError) {
            throw new UncheckableFile(input, 'nests lists or mappings too deeply to be read');
        }
        throw error;
    }
    if (doc?.errors[0] !== undefined)
        throw invalidAt(lines, text, input, doc.errors[0]);
    const contents = doc?.contents ?? null;
    if (contents !== null && !yaml.isMap(contents)) {
        const top = yaml.isSeq(contents) ? 'list' : 'single value';
        const problem = `must be a YAML mapping of keys (language:, script:, …); its top level is a ${top}`;
        throw new UncheckableFile(input, problem, `Input '${input}' ${problem}. Nothing was sent.`);
    }
    const lineAt = (node) => {
        const start = node?.range?.[0];
        return start === undefined ? null : lines.linePos(start).line;
    };
    return {
        lineOf(path, child) {
            const steps = path === 'root' || path === '' ? [] : path.split('.');
            if (child !== undefined)
                steps.push(child);
            return lineAt(keyAt(yaml, contents, steps));
        },
        lineCount: linesOf(text).length,
        secretValues: () => [...new Set(secretsIn(yaml, contents, false))]
    };
}
/** Where the parser stopped (an error's start), within the file's lines, and why. */
function invalidAt(lines, text, input, syntax) {
    const reason = syntax?.message ?? 'the parser gave up';
    const { line, col } = lines.linePos(syntax?.pos[0] ?? 0);
    // The parser may stop at the end, past the last line break: annotations need a line of the
    // file, so such an error is placed at the end of the last line.
    const fileLines = linesOf(text);
    const last = fileLines.length;
    const end = (fileLines[last - 1] ?? '').replace(/\r$/, '').length + 1;
    return line > last
        ? new InvalidYaml(input, last, end, reason)
        : new InvalidYaml(input, line, col, reason);
}
/** The file's lines (one at least: an empty file is one empty line), a last line break ending none. */
function linesOf(text) {
    return text.replace(/\r?\n$/, '').split('\n');
}
/** Names of keys and variables whose values are secrets, by the words they are made of. */
const SECRET_NAME = /key|token|secret|passw|auth|credential|private|webhook|secure/i;
/**
 * Shorter values are words of the file (`api`, `true`), not secrets worth masking everywhere; a
 * `$VARIABLE` is a reference to one, not a secret.
 */
const SECRET_MIN = 6;
const isSecretText = (text) => text.length >= SECRET_MIN && !/^\$\{?\w+\}?$/.test(text);
/** Every text scalar under `node` when `secret`, and under any key named like a secret. */
function secretsIn(yaml, node, secret) {
    if (yaml.isScalar(node)) {
        if (typeof node.value !== 'string')
            return [];
        const variable = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/.exec(node.value);
        const value = secret
            ? node.value
            : SECRET_NAME.test(variable?.[1] ?? '')
                ? (variable?.[2] ?? '')
                : '';
        return isSecretText(value) ? [value] : [];
    }
    if (yaml.isSeq(node))
        return node.items.flatMap((item) => secretsIn(yaml, item, secret));
    if (!yaml.isMap(node))
        return [];
    return node.items.flatMap((pair) => {
        const named = yaml.isScalar(pair.key) && SECRET_NAME.test(keyText(pair.key));
        // A key's own name is no secret ("unknown key "herokutoken" (…)" quotes both): its value is.
        return secretsIn(yaml, pair.value, secret || named);
    });
}
/** The key node at the end of `steps` (the document's root for none), or null. */
function keyAt(yaml, node, steps) {
    if (steps.length === 0)
        return node;
    const [step, ...rest] = steps;
    if (yaml.isSeq(node)) {
        for (const item of node.items) {
            const found = keyAt(yaml, item, steps);
            if (found !== null)
                return found;
        }
        return null;
    }
    if (!yaml.isMap(node))
        return null;
    const pair = node.items.find((entry) => yaml.isScalar(entry.key) && keyText(entry.key) === step);
    if (pair === undefined)
        return null;
    return rest.length === 0 ? pair.key : keyAt(yaml, pair.value, rest);
}
/**
 * A key as the file writes it: YAML 1.1 reads `on:` (deploy.on), `yes:`, `off:`, `y:` as
 * booleans, but travis-yml's key paths name them as written.
 */
function keyText(key) {
    return key.source ?? String(key.value);
}

;// CONCATENATED MODULE: ./src/operations/travis-yml-check/base-file.ts
// The file a change replaces ('base-travis-yml'): read and previewed only for the jobs' diff, so
// what goes wrong with it is a warning and no diff, never the check's failure (the pull request
// that repairs a broken base file must pass). A base file that does not exist is a change that
// adds .travis.yml: no jobs before it. A folder that does not exist is a wrong path.






/** The base file, or null (with a warning) when it cannot serve for the diff. */
function readBase(context, yaml, base) {
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(base.path))) {
        throw new action_error/* ActionError */.l(`Input 'base-travis-yml' (${base.given}) names a file in a folder that does not exist; ` +
            'check the path, and that the base branch is checked out there (actions/checkout with path:).');
    }
    const unusable = (why) => {
        context.runner.warning(`${why}; no jobs are compared.`);
        return null;
    };
    let text;
    try {
        text = (0,travis_yml_check_file/* readTravisYmlIfAny */.JU)(base, 'base-travis-yml');
    }
    catch (error) {
        return unusable((0,action_error/* messageOf */.b)(error));
    }
    if (text === null) {
        context.runner.warning(`${base.given} does not exist (the change adds .travis.yml?): every job counts as added.`);
        return { file: base, text: null };
    }
    try {
        const parsed = parseTravisYml(yaml, text, 'base-travis-yml');
        for (const secret of parsed.secretValues())
            context.runner.mask(secret);
    }
    catch (error) {
        if (!(error instanceof UncheckableFile))
            throw error;
        return unusable(`Input 'base-travis-yml' ${error.problem}`);
    }
    return { file: base, text };
}
/** The base file's preview; null (with a warning) when it fails. */
async function previewBase(context, inputs, base) {
    if (base.text === null)
        return { job_configs: [], messages: [] };
    try {
        return await requestRequestConfigPost(context.client, base.text, inputs);
    }
    catch (error) {
        context.runner.warning(`The preview of ${base.file.given} failed (${(0,action_error/* messageOf */.b)(error)}); no jobs are compared.`);
        return null;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/operations/travis-yml-check/jobs.ts
// The preview's expanded jobs as the action shows them: stage, name and the matrix values
// (language, its version, os, dist, env, gemfile, jdk, arch, …), never the whole job config, which
// may hold secrets (a deploy's api_key). Two files' jobs compared: matched by all of those, not by
// position; a matched job whose config differs otherwise (script) is changed, the keys that
// differ named, their values not.

/**
 * Each language's version key: the first `matrix` key of its definition in travis-yml's schema
 * (lib/travis/yml/schema/def/lang/*.rb); C and C++ expand by `compiler` (compilers.rb).
 */
const VERSION_KEYS = {
    android: 'jdk',
    c: 'compiler',
    clojure: 'jdk',
    cpp: 'compiler',
    crystal: 'crystal',
    csharp: 'mono',
    d: 'd',
    dart: 'dart',
    elixir: 'elixir',
    elm: 'elm',
    erlang: 'otp_release',
    go: 'go',
    groovy: 'jdk',
    hack: 'hhvm',
    haskell: 'ghc',
    haxe: 'haxe',
    java: 'jdk',
    julia: 'julia',
    matlab: 'matlab',
    nix: 'nix',
    node_js: 'node_js',
    'objective-c': 'rvm',
    perl: 'perl',
    perl6: 'perl6',
    php: 'php',
    python: 'python',
    r: 'r',
    ruby: 'rvm',
    rust: 'rust',
    scala: 'scala',
    smalltalk: 'smalltalk'
};
/**
 * The keys a job is told apart by beside stage, name and language: every key travis-yml expands a
 * matrix by (`matrix :key` in schema/def/root.rb and lang/*.rb), and dist, which jobs.include
 * entries often differ by alone. The other keys (script, install, …) are what a job does, not
 * which job it is.
 */
const MATRIX_KEYS = new Set(`os arch compiler osx_image dist env
  jdk crystal dotnet mono solution d dart dart_task elixir otp_release elm node_js go hhvm php ghc haxe
  julia matlab nix perl perl6 python r rvm gemfile xcode_scheme xcode_sdk rust scala smalltalk
  smalltalk_config smalltalk_vm`.split(/\s+/));
/** Keys of the view (the matrix keys too), not compared again as "changed". */
const SHOWN = new Set(['stage', 'name', 'language', 'allow_failure', ...MATRIX_KEYS]);
function expandedJob(record) {
    const config = record.config;
    const language = scalar(config.language);
    // Own keys only: a language named `constructor` has no version key.
    const versionKey = language !== null && Object.hasOwn(VERSION_KEYS, language) ? VERSION_KEYS[language] : undefined;
    const view = {
        stage: scalar(config.stage),
        name: scalar(config.name),
        language,
        version: versionKey === undefined ? null : scalar(config[versionKey]),
        os: scalar(config.os),
        dist: scalar(config.dist),
        env: envOf(config.env),
        matrix: matrixOf(config, versionKey),
        allowFailure: config.allow_failure === true
    };
    const digests = {};
    for (const [key, value] of Object.entries(config)) {
        if (SHOWN.has(key))
            continue;
        digests[key] = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(value)).digest('hex');
    }
    return { view, digests };
}
function scalar(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return null;
}
/** The matrix values the view holds no field of, as text (a dart_task mapping as JSON). */
function matrixOf(config, versionKey) {
    const own = ([key]) => MATRIX_KEYS.has(key) && !['os', 'dist', 'env', versionKey].includes(key);
    return Object.fromEntries(Object.entries(config)
        .filter(own)
        .map(([key, value]) => [key, scalar(value) ?? JSON.stringify(value)]));
}
/** `env` of a job config: a list of one-variable mappings (`[{A: "1"}, {secure: "…"}]`). */
function envOf(value) {
    const entries = Array.isArray(value)
        ? value
        : value === undefined || value === null
            ? []
            : [value];
    return entries.flatMap((entry) => {
        if (typeof entry === 'string')
            return [entry];
        if (typeof entry !== 'object' || entry === null)
            return [];
        return Object.entries(entry).map(([name, v]) => name === 'secure' ? '[secure]' : `${name}=${scalar(v) ?? '…'}`);
    });
}
/**
 * What identifies a job across two files: its stage, name and matrix values. A file without
 * stages gives its jobs none, and once one names a stage the others are in `test` (travis-yml's
 * default stage): the same stage, so adding a first stage does not make every job new.
 */
function identity(view) {
    const stage = view.stage ?? 'test';
    const matrix = Object.entries(view.matrix).sort(([a], [b]) => (a < b ? -1 : 1));
    const { name, language, version, os, dist, env } = view;
    return JSON.stringify([stage, name, language, version, os, dist, env, matrix]);
}
/** The jobs of `after` that `before` has not, the reverse, and the matched ones that differ. */
function diffJobs(before, after) {
    const unmatched = new Map();
    for (const job of before) {
        const key = identity(job.view);
        unmatched.set(key, [...(unmatched.get(key) ?? []), job]);
    }
    const diff = { added: [], removed: [], changed: [] };
    for (const job of after) {
        const candidates = unmatched.get(identity(job.view)) ?? [];
        const match = candidates.shift();
        if (match === undefined) {
            diff.added.push(job.view);
            continue;
        }
        const keys = differingKeys(match, job);
        if (keys.length > 0)
            diff.changed.push({ before: match.view, after: job.view, keys });
    }
    for (const rest of unmatched.values())
        diff.removed.push(...rest.map((job) => job.view));
    return diff;
}
function differingKeys(before, after) {
    const keys = new Set([...Object.keys(before.digests), ...Object.keys(after.digests)]);
    const differing = [...keys].filter((key) => before.digests[key] !== after.digests[key]);
    if (before.view.allowFailure !== after.view.allowFailure)
        differing.push('allow_failure');
    return differing.sort();
}

;// CONCATENATED MODULE: ./src/operations/travis-yml-check/messages.ts
/** travis-yml's levels, most severe first (`alert`: a secret in plain text). */
const LEVELS = ['alert', 'error', 'warn', 'info'];
const SENTENCE = /^\[([a-z]+)\] on (\S*?): ([\s\S]*)$/;
/**
 * A sentence read into its parts. One in another form, or at a level travis-yml does not have,
 * is kept whole at `warn` (a server's text is shown, never dropped, never taken for an error).
 */
function sentenceOf(text) {
    const parts = SENTENCE.exec(text);
    const level = levelOf(parts?.[1]);
    if (parts === null || level === undefined)
        return { level: 'warn', key: 'root', message: text };
    return { level, key: parts[2] || 'root', message: parts[3] ?? '' };
}
/**
 * The key a sentence names under its path, for a message without a line: `key scirpt is not
 * known, …` (find_key), `unknown key "foo" (bar)` (unknown_key), `deprecated key: "sudo" (…)`.
 */
function namedKey(message) {
    const named = /^key (\S+) is not known|^unknown key "([^"]*)"|^deprecated key: "([^"]*)"/.exec(message);
    return named === null ? undefined : (named[1] ?? named[2] ?? named[3]);
}
/** One of travis-yml's levels, or undefined for any other text. */
function levelOf(text) {
    return LEVELS.find((known) => known === text);
}
/** The line of a message without one: of the key it names under its path, of its path, else 1. */
function keyLine(file, key, message) {
    return file.lineOf(key, namedKey(message)) ?? file.lineOf(key) ?? 1;
}
/** Lint's warnings, each on the line of its key path in the file, else line 1. */
function lintMessages(warnings, file) {
    return warnings.map((text) => {
        const sentence = sentenceOf(text);
        return { ...sentence, line: keyLine(file, sentence.key, sentence.message) };
    });
}
/**
 * The preview's messages: the line travis-yml gives (0-based, so + 1; within the file), else as
 * lint's. Its sentence where the answer pairs one with each message; else one made of the code
 * and the key.
 */
function previewMessages(answer, file) {
    const sentences = answer.full_messages ?? [];
    const paired = sentences.length === answer.messages.length;
    return answer.messages.map((message, index) => {
        const level = levelOf(message.level) ?? 'warn';
        const sentence = paired ? sentenceOf(sentences[index] ?? '') : null;
        const said = sentence?.message ?? `${message.code} (${message.key})`;
        // A line of another file (an import) is no line of this one: that message goes on its key's.
        const ours = message.src === undefined || message.src === null || message.src === 'api';
        const text = ours ? said : `${said} (in ${message.src})`;
        const line = ours && typeof message.line === 'number'
            ? Math.min(message.line + 1, file.lineCount)
            : keyLine(file, message.key, said);
        return { level, key: message.key, message: text, line };
    });
}
/** Both lists as one: a message given by both once (the preview's, which knows its line), by line. */
function mergedMessages(preview, lint) {
    const seen = new Set(preview.map(messages_identity));
    const merged = [...preview, ...lint.filter((message) => !seen.has(messages_identity(message)))];
    return merged.sort((a, b) => a.line - b.line || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
}
function messages_identity(message) {
    return JSON.stringify([message.level, message.key, message.message]);
}
/** Whether the level is at or above `floor` (`error` takes in `alert`). */
function atLeast(level, floor) {
    return LEVELS.indexOf(level) <= LEVELS.indexOf(floor);
}

// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __webpack_require__(6288);
;// CONCATENATED MODULE: ./src/operations/travis-yml-check/travis-answers.ts



function lint(context, text, file) {
    return requestLintPost(context.client, text).catch((error) => {
        throw unreadable(error, file, 'lint');
    });
}
/** Why no preview is asked for, as the summary says it; null when it is. */
function previewSkipped(inputs) {
    if (inputs.preview === 'false')
        return "Linted only: 'preview' is false.";
    if (inputs.anonymous) {
        return ("Linted only: no 'travis-token' (a fork's pull request has no secrets); the jobs are previewed " +
            'with a token that may start builds on the repository.');
    }
    return null;
}
/**
 * The preview, or with `preview: auto` the reason it was refused (403: the token may not start
 * builds), which makes the check lint alone.
 */
async function previewOrRefusal(context, inputs, text) {
    try {
        return await requestRequestConfigPost(context.client, text, inputs);
    }
    catch (error) {
        if (error instanceof errors/* TravisApiError */.Kb && error.status === 403) {
            const refused = `Travis CI answered 403 to the preview of the jobs, which needs ${error.permission ?? 'create_request'}`;
            if (inputs.preview === 'auto') {
                return (`Linted only: the token may not start builds on ${context.repoLabel} (${refused}), so no jobs are shown; ` +
                    'set preview: true to fail instead.');
            }
            throw new action_error/* ActionError */.l(`The token may not start builds on ${context.repoLabel} (${refused}); 'preview' is true. ` +
                'Pass the token of a user with push access, or set preview: auto to lint alone where it has none.');
        }
        throw unreadable(error, inputs.travisYml, 'preview');
    }
}
/**
 * A file this parser reads but travis-yml does not: travis-api answers lint with a bare 500 "bad
 * request" (queries/lint.rb) and the preview with 400 and travis-yml's own words (queries/request_preview.rb).
 */
function unreadable(error, file, asked) {
    if (!(error instanceof errors/* TravisApiError */.Kb))
        return error;
    const badRequest = asked === 'lint' && error.status === 500 && error.serverMessage === 'bad request';
    if (!badRequest && !(asked === 'preview' && error.status === 400))
        return error;
    const why = asked === 'preview' ? parseError(error.serverMessage) : null;
    return new action_error/* ActionError */.l(`Travis CI's parser could not read ${file.given}${why === null ? '' : `: ${why}`} ` +
        `(travis-api answered ${error.status} to the ${asked}); it is YAML this action reads, ` +
        `but not YAML Travis CI reads (Ruby's Psych)${why === null ? '' : ': check the line its words name'}.`);
}
/** travis-yml's own words inside travis-api's 400 (`{"error": {"type": "parse_error", "message": …}}`). */
function parseError(serverMessage) {
    try {
        const body = JSON.parse(serverMessage ?? '');
        return typeof body.error?.message === 'string' ? body.error.message : null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/operations/travis-yml-check/check.ts
// check-travis-yml: 'travis-yml' parsed here first (invalid YAML fails, nothing sent), then
// checked by travis-yml, Travis CI's own parser, through travis-api: the lint (no login needed)
// and, where the token may start builds, the preview of the jobs a build would run; with
// 'base-travis-yml', the base file previewed too and the jobs compared. Every message becomes an
// annotation on its line of the file. Lint and preview go out together: two requests, three with
// a base file (previewed after the other). The YAML parser is loaded here (a chunk of its own, operations/index.ts).












async function checkTravisYml(context, inputs) {
    const yaml = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    const text = (0,travis_yml_check_file/* readTravisYmlIfAny */.JU)(inputs.travisYml, 'travis-yml');
    if (text === null)
        return removedFile(context, inputs);
    const file = annotatedParse(context, yaml, text, inputs.travisYml, 'travis-yml');
    // travis-yml quotes values in its messages: the file's secrets are masked before any is shown.
    for (const secret of file.secretValues())
        context.runner.mask(secret);
    const skipped = previewSkipped(inputs);
    // The base file serves the preview's diff only: read when there is one.
    const base = inputs.baseTravisYml === null || skipped !== null
        ? null
        : readBase(context, yaml, inputs.baseTravisYml);
    const where = inputs.branch === null ? 'the default branch' : `branch ${inputs.branch}`;
    context.runner.info(`Checking ${inputs.travisYml.given} with Travis CI's parser: ` +
        (skipped === null ? `lint, and the jobs a build of ${where} would run` : 'lint only') +
        (base === null ? '.' : `, beside ${base.file.given}.`));
    // The base file's preview after the other's: a preview holds a travis-api worker while
    // travis-yml calls travis-api back (the kit's README, Config checks), so two at once could
    // hold every worker of a small server.
    const previews = async () => {
        if (skipped !== null)
            return [skipped, null];
        const head = await previewOrRefusal(context, inputs, text);
        const before = base === null || typeof head === 'string' ? null : await previewBase(context, inputs, base);
        return [head, before];
    };
    const [linted, [preview, basePreview]] = await Promise.all([
        lint(context, text, inputs.travisYml),
        previews()
    ]);
    const fromLint = lintMessages(linted.warnings.map((warning) => warning.message), file);
    const previewed = typeof preview === 'string' ? null : preview;
    const lintOnlyBecause = typeof preview === 'string' ? preview : null;
    if (lintOnlyBecause !== null && skipped === null)
        context.runner.notice(lintOnlyBecause);
    const messages = mergedMessages(previewed === null ? [] : previewMessages(previewed, file), fromLint);
    const annotated = relativePath(inputs.travisYml);
    for (const message of messages) {
        context.runner.annotate(annotationLevel(message.level), `${message.message} (on ${message.key})`, {
            file: annotated,
            line: message.line
        });
    }
    const jobs = previewed === null ? [] : previewed.job_configs.map(expandedJob);
    const compared = base === null || basePreview === null ? null : comparedBase(base, basePreview, jobs);
    const result = checkResult(inputs, {
        depth: previewed === null ? 'lint' : 'preview',
        lintOnlyBecause,
        messages,
        jobs: jobs.map((job) => job.view),
        base: compared
    });
    logVerdict(context, result);
    const failing = failingMessages(messages, inputs.failOn);
    if (failing.length > 0) {
        const first = failing[0];
        const sentence = `${inputs.travisYml.given} has ${(0,plural/* plural */.L)(failing.length, 'message')} at ${inputs.failOn} or above ` +
            `(fail-on: ${inputs.failOn}); the first, on line ${first.line}: ${first.message} (on ${first.key}).`;
        (0,result_base/* failCheck */.Nr)(result, sentence);
    }
    return result;
}
/** The local parse; invalid YAML also an error annotation on the line where the parser stopped. */
function annotatedParse(context, yaml, text, file, input) {
    try {
        return parseTravisYml(yaml, text, input);
    }
    catch (error) {
        if (error instanceof InvalidYaml) {
            context.runner.annotate('error', `Not valid YAML: ${error.reason} (column ${error.column})`, {
                file: relativePath(file),
                line: error.line
            });
        }
        throw error;
    }
}
function comparedBase(base, basePreview, jobs) {
    const before = basePreview.job_configs.map(expandedJob);
    return {
        file: relativePath(base.file),
        jobs: before.map((job) => job.view),
        diff: diffJobs(before, jobs)
    };
}
/**
 * No 'travis-yml' in the checkout: a change that removes it (a repository leaving Travis CI)
 * passes with a notice; without a checkout (no .git) the step fails saying to check out first.
 * A folder that does not exist is a wrong path, as for 'base-travis-yml' (a typo must not pass).
 */
function removedFile(context, inputs) {
    const { travisYml } = inputs;
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(travisYml.workspace, '.git')))
        throw (0,travis_yml_check_file/* noSuchFile */.VT)(travisYml, 'travis-yml');
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(travisYml.path))) {
        throw new action_error/* ActionError */.l(`Input 'travis-yml' (${travisYml.given}) names a file in a folder that does not exist; give the path ` +
            "from the repository's root: only a file missing from an existing folder passes (a change that removes it).");
    }
    const why = `${travisYml.given} is not in the checkout (the change removes it?): nothing to check.`;
    context.runner.notice(why);
    return checkResult(inputs, {
        depth: 'lint',
        lintOnlyBecause: why,
        messages: [],
        jobs: [],
        base: null
    });
}
/** The result of what was found; what follows from the inputs and the messages, derived here. */
function checkResult(inputs, found) {
    return {
        ...(0,result_base/* resultBase */.bl)('travis-yml-check', 'check-travis-yml'),
        ...found,
        file: relativePath(inputs.travisYml),
        valid: !found.messages.some((message) => atLeast(message.level, 'error')),
        failOn: inputs.failOn,
        branch: inputs.branch
    };
}
/** The messages at or above what 'fail-on' names (`error` takes in `alert`). */
function failingMessages(messages, failOn) {
    if (failOn === 'never')
        return [];
    return messages.filter((message) => atLeast(message.level, failOn));
}
function annotationLevel(level) {
    return level === 'alert' || level === 'error' ? 'error' : level === 'warn' ? 'warning' : 'notice';
}
/** The path annotations name: relative to the workspace, which is the repository's root. */
function relativePath(file) {
    return (0,workspace_file/* workspaceRelative */.Uc)(file.path, file.workspace);
}
function logVerdict(context, result) {
    const counts = LEVELS.map((level) => [level, result.messages.filter((m) => m.level === level).length])
        .filter(([, count]) => count > 0)
        .map(([level, count]) => `${count} ${level}`);
    context.runner.info(`${result.file}: ${counts.length === 0 ? 'no messages' : counts.join(', ')}` +
        (result.depth === 'preview' ? `; ${(0,plural/* plural */.L)(result.jobs.length, 'job')}.` : '.'));
    if (result.base !== null) {
        const { added, removed, changed } = result.base.diff;
        context.runner.info(`Against ${result.base.file}: ${added.length} added, ${removed.length} removed, ${changed.length} changed.`);
    }
}


/***/ }),

/***/ 1724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JU: () => (/* binding */ readTravisYmlIfAny),
/* harmony export */   VT: () => (/* binding */ noSuchFile),
/* harmony export */   uZ: () => (/* binding */ readTravisYml)
/* harmony export */ });
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9110);
/* harmony import */ var _runtime_workspace_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8268);


/** A .travis.yml is a few kB; travis-yml refuses far less than this. */
const TRAVIS_YML_LIMIT = 1024 * 1024;
function readTravisYml(file, input) {
    const text = readTravisYmlIfAny(file, input);
    if (text === null)
        throw noSuchFile(file, input);
    return text;
}
/** The failure of a file that is not there: most often, no checkout before the step. */
function noSuchFile(file, input) {
    return new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(`Input '${input}' (${file.given}) could not be read: there is no such file; check out the ` +
        'repository first (uses: actions/checkout) and give the path from its root.');
}
/** The file, or null when there is none (a base branch that had no .travis.yml yet). */
function readTravisYmlIfAny(file, input) {
    try {
        return (0,_runtime_workspace_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readWorkspaceFile */ .sL)(file.path, file.workspace, TRAVIS_YML_LIMIT).toString('utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(`Input '${input}' (${file.given}) could not be read: ${(0,_lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .b)(error)}.`);
    }
}


/***/ }),

/***/ 8268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ WorkspaceFileWriter),
/* harmony export */   Uc: () => (/* binding */ workspaceRelative),
/* harmony export */   dx: () => (/* binding */ writeWorkspaceFile),
/* harmony export */   sL: () => (/* binding */ readWorkspaceFile)
/* harmony export */ });
/* unused harmony export openWorkspaceFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9110);
/* harmony import */ var _mask_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(194);
// A file the action writes into the workspace ('export-file', a log in 'logs-dir'): its directories
// made, never through a symbolic link that leads out of the workspace (a checked-out repository may
// hold one).




/**
 * Writes `text` to `path` (absolute, inside `workspace`), replacing the file; throws an Error
 * whose message says what went wrong (the caller names the input).
 */
function writeWorkspaceFile(path, workspace, text) {
    const fd = openWorkspaceFile(path, workspace);
    try {
        if (typeof text === 'string')
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text);
        else
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Opens `path` (absolute, inside `workspace`) for writing, emptied, its folders made: a file
 * descriptor the caller writes to and closes ('logs-dir', where a log is written as it arrives).
 */
function openWorkspaceFile(path, workspace) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    // Checked before any folder is made: made first, `link/a/b.yml` would leave `a/` outside.
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(deepestExisting(folder)));
    if (inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`)) {
        throw new Error('its folder leads out of the workspace through a symbolic link');
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(folder, { recursive: true });
    // O_NOFOLLOW: the file itself may not be a link to somewhere else either.
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, 0o644);
}
/**
 * The bytes of `path` (absolute, inside `workspace`), at most `maxBytes`: never through a symbolic
 * link (a checked-out repository may hold one leading out of the workspace), never a file that is
 * not a regular one; throws an Error whose message says what went wrong (the caller names the input).
 */
function readWorkspaceFile(path, workspace, maxBytes) {
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)));
    if (inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`)) {
        throw new Error('its folder leads out of the workspace through a symbolic link');
    }
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    try {
        const facts = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!facts.isFile())
            throw new Error('it is not a regular file');
        if (facts.size > maxBytes)
            throw new Error(`it has ${facts.size} bytes, more than ${maxBytes}`);
        const buffer = Buffer.alloc(facts.size);
        let read = 0;
        while (read < facts.size) {
            const count = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, facts.size - read, read);
            if (count === 0)
                break;
            read += count;
        }
        return buffer.subarray(0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** `folder` itself, or its nearest ancestor that exists (a link counts when its target exists). */
function deepestExisting(folder) {
    let existing = folder;
    // Ends at the latest at the workspace, which exists.
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(existing))
        existing = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
    return existing;
}
/** A line longer than this is written without waiting for its end (a log may have none). */
const LONGEST_HELD_BYTES = 1024 * 1024;
/**
 * A file written piece by piece as data arrives (a job's log in 'logs-dir'), or none when `path`
 * is null: a problem opening or writing it ends the writing, not the caller's work, and is told
 * when it is closed. Each secret of the run is written as *** (mask.ts), as everywhere the action
 * writes: the folder is made to be uploaded as an artifact, which the runner does not mask. Whole
 * lines are replaced, so a secret that arrives in two pieces is still found.
 */
class WorkspaceFileWriter {
    fd = null;
    problem = null;
    /** The bytes after the last line break, held until their line ends. */
    held = Buffer.alloc(0);
    constructor(path, workspace) {
        if (path === null)
            return;
        try {
            this.fd = openWorkspaceFile(path, workspace);
        }
        catch (error) {
            this.problem = (0,_lib_action_error_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error);
        }
    }
    write(chunk) {
        if (this.fd === null)
            return;
        const bytes = Buffer.concat([this.held, chunk]);
        // A line break never stands inside a UTF-8 sequence: the lines up to it decode whole.
        const end = bytes.length > LONGEST_HELD_BYTES ? bytes.length : bytes.lastIndexOf(0x0a) + 1;
        this.held = bytes.subarray(end);
        this.put(bytes.subarray(0, end));
    }
    /** Closes it (the last line written first); why it is not whole, or null. */
    close() {
        this.put(this.held);
        this.held = Buffer.alloc(0);
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
        return this.problem;
    }
    put(bytes) {
        if (this.fd === null || bytes.length === 0)
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, (0,_mask_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(bytes.toString('utf8')));
        }
        catch (error) {
            this.problem = (0,_lib_action_error_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error);
            if (this.fd !== null)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
            this.fd = null;
        }
    }
}
/** `path` (absolute, inside `workspace`) as the repository names it: relative, with `/`. */
function workspaceRelative(path, workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(workspace, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}


/***/ })

};
