export const id = 283;
export const ids = [283];
export const modules = {

/***/ 3283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  encryptFile: () => (/* reexport */ encryptFile),
  encryptTravisYml: () => (/* reexport */ encryptTravisYml),
  encryptValue: () => (/* reexport */ encryptValue)
});

// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __webpack_require__(194);
;// CONCATENATED MODULE: ./src/operations/secure-values/cipher.ts
// The two ciphers of Travis CI's secure values, on node:crypto. A `secure:` value is RSA with
// PKCS#1 v1.5 padding under the repository's generated key, base64, as `travis encrypt` makes it
// (travis.rb) and travis-build decrypts it (the key's private half, `ssl_key.rb` `decrypt`). A file
// is AES-256-CBC with a random key and IV and PKCS#7 padding, with no salt header: exactly what
// `openssl aes-256-cbc -K <hex> -iv <hex>` writes and reads back with `-d`.



/** The repository's key, from the PEM travis-api renders; null when it is no RSA public key. */
function publicKeyOf(pem) {
    try {
        const key = (0,external_node_crypto_.createPublicKey)({ key: pem, format: 'pem' });
        return key.asymmetricKeyType === 'rsa' ? key : null;
    }
    catch {
        return null;
    }
}
/** The key's modulus in bits. */
function keyBits(key) {
    return key.asymmetricKeyDetails?.modulusLength ?? 0;
}
/** The most bytes one RSA block with PKCS#1 v1.5 padding holds: the modulus less 11. */
function mostSecureBytes(key) {
    return Math.floor(keyBits(key) / 8) - 11;
}
/** Tries at most, each about 0.1 ms: a secret of one character lets through one in about 250. */
const CIPHERTEXT_TRIES = 10_000;
/**
 * `text` (UTF-8) encrypted for a `secure:` entry; the caller checks it fits (mostSecureBytes).
 * PKCS#1 v1.5 padding is random, so every encryption is another ciphertext of the same value: the
 * one taken holds no secret of the run by chance. A secret `1` would otherwise turn each `1` of
 * the base64 into *** in the output, the summary and the file, and Travis CI could not decrypt it.
 */
function encryptSecure(key, text) {
    for (let tries = 0; tries < CIPHERTEXT_TRIES; tries++) {
        const block = (0,external_node_crypto_.publicEncrypt)({ key, padding: external_node_crypto_.constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8'));
        const secure = block.toString('base64');
        if (!(0,mask/* holdsSecret */.hK)(secure))
            return secure;
    }
    throw new action_error/* ActionError */.l(`every one of ${CIPHERTEXT_TRIES} encryptions held a secret of this run in its text, which the action would replace by ***; ` +
        'a secret of one character does this: use a longer one.');
}
/** `data` under a fresh random key and IV, as openssl aes-256-cbc -K -iv writes it. */
function encryptFileBytes(data) {
    const key = (0,external_node_crypto_.randomBytes)(32);
    const iv = (0,external_node_crypto_.randomBytes)(16);
    const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-cbc', key, iv);
    const encrypted = Buffer.concat([cipher.update(data), cipher.final()]);
    return { keyHex: key.toString('hex'), ivHex: iv.toString('hex'), encrypted };
}

// EXTERNAL MODULE: ./src/runtime/text.ts
var runtime_text = __webpack_require__(5369);
// EXTERNAL MODULE: ./src/travis/resources/key-pair.ts
var key_pair = __webpack_require__(3705);
;// CONCATENATED MODULE: ./src/operations/secure-values/generated-key.ts




async function readGeneratedKey(context) {
    const record = await (0,key_pair/* requestKeyPairGeneratedGet */.a3)(context.client);
    const key = publicKeyOf(record.public_key);
    if (key === null) {
        throw new action_error/* ActionError */.l("Travis CI's answer to key_pair/generated holds no RSA public key, so nothing can be encrypted for this repository.");
    }
    const view = { bits: keyBits(key), fingerprint: record.fingerprint };
    context.runner.info(`Read the repository's own key (${view.bits}-bit RSA, ${view.fingerprint}), which Travis CI decrypts secure values with.`);
    return { key, view };
}
/**
 * Fails, before anything is encrypted, when `text` (what `what` names) is longer than one block
 * of the key holds, naming encrypt-file, which takes any length.
 */
function checkFits(key, text, what) {
    const bytes = Buffer.byteLength(text, 'utf8');
    const most = mostSecureBytes(key.key);
    if (bytes <= most)
        return;
    throw new action_error/* ActionError */.l(`${what} is ${(0,runtime_text/* grouped */.zD)(bytes)} bytes long; the repository's ${key.view.bits}-bit key encrypts at most ${(0,runtime_text/* grouped */.zD)(most)}` +
        ' (RSA with PKCS#1 v1.5 padding, as Travis CI decrypts it). Put a longer secret in a file and use encrypt-file.');
}

;// CONCATENATED MODULE: ./src/operations/secure-values/encrypt-value.ts



async function encryptValue(context, inputs) {
    const key = await readGeneratedKey(context);
    const plain = inputs.name === null ? inputs.value : `${inputs.name}=${inputs.value}`;
    checkFits(key, plain, inputs.name === null ? "Input 'value'" : `${inputs.name}=value`);
    const secure = encryptSecure(key.key, plain);
    context.runner.info(`Encrypted ${inputs.name === null ? 'the value' : `${inputs.name}=…`} for a secure: entry (output 'secure').`);
    return {
        ...(0,result_base/* resultBase */.bl)('secure-value', 'encrypt-value'),
        name: inputs.name,
        secure,
        key: key.view
    };
}

// EXTERNAL MODULE: ./src/runtime/workspace-file.ts
var workspace_file = __webpack_require__(8268);
// EXTERNAL MODULE: ./src/operations/settings-as-code/env-writes.ts
var env_writes = __webpack_require__(459);
;// CONCATENATED MODULE: ./src/operations/secure-values/encrypt-file.ts
// encrypt-file: 'file' encrypted with a random AES-256 key and IV as `openssl aes-256-cbc` does,
// written beside it as <file>.enc; the key and IV stored as the private variables
// encrypted_<12 hex>_key and _iv, created one after the other under apply-settings' variable write
// rules (a create never sent twice blindly, lost and refused answers read back), the IV not once
// the key's was refused; a failure names what it left on Travis CI. The variables' names are new on
// every run: the file committed today keeps decrypting with its own until the new one is
// committed. The variables go first: the file is written only once they are there.






/** What encrypt-file reads (inputs/secure-values.ts checks the size first). */
const FILE_LIMIT = 64 * 1024 * 1024;
async function encryptFile(context, inputs) {
    const { file, dryRun } = inputs;
    const shown = (0,workspace_file/* workspaceRelative */.Uc)(file.path, file.workspace);
    let data;
    try {
        data = (0,workspace_file/* readWorkspaceFile */.sL)(file.path, file.workspace, FILE_LIMIT);
    }
    catch (error) {
        throw new action_error/* ActionError */.l(`Input 'file' (${file.given}) could not be read: ${(0,action_error/* messageOf */.b)(error)}.`);
    }
    const prefix = `encrypted_${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
    const keyVariable = `${prefix}_key`;
    const ivVariable = `${prefix}_iv`;
    const encryptedFile = `${shown}.enc`;
    const decryptCommand = `openssl aes-256-cbc -K $${keyVariable} -iv $${ivVariable}` +
        ` -in ${shellWord(encryptedFile)} -out ${shellWord(shown)} -d`;
    const result = {
        ...(0,result_base/* resultBase */.bl)('encrypted-file', 'encrypt-file', { changed: true, dryRun }),
        file: shown,
        encryptedFile,
        keyVariable,
        ivVariable,
        decryptCommand,
        created: dryRun ? [keyVariable, ivVariable] : [],
        failed: []
    };
    if (dryRun) {
        context.runner.info(`Dry run: would write ${encryptedFile} and create the private variables ${keyVariable} and ${ivVariable}.`);
        return result;
    }
    const { keyHex, ivHex, encrypted } = encryptFileBytes(data);
    context.runner.mask(keyHex);
    context.runner.mask(ivHex);
    // One after the other: two variable writes at once lose one (docs/travis-api.md#set-lost-updates).
    // No IV once the key was refused: the file is of no use without both. A key whose answer was
    // lost may be there: the IV goes, and the read-back settles both.
    const key = await (0,env_writes/* sendEnvWrite */.X)(context, privateCreate(keyVariable, keyHex));
    const iv = key.kind === 'refused' ? null : await (0,env_writes/* sendEnvWrite */.X)(context, privateCreate(ivVariable, ivHex));
    const outcome = await (0,env_writes/* readBackEnvWrites */.j)(context, iv === null ? [key] : [key, iv]);
    result.created = outcome.changes.map((change) => change.name);
    result.failed = outcome.failed;
    if (iv === null) {
        result.failed.push({
            what: `env '${ivVariable}'`,
            reason: "not sent, as the key's create was refused."
        });
    }
    result.changed = result.created.length > 0 || outcome.failed.some((f) => f.unknown === true);
    if (result.failed.length > 0) {
        const unsure = [keyVariable, ivVariable].filter((name) => outcome.failed.some((f) => f.unknown === true && f.what === `env '${name}'`));
        result.failure =
            `${result.failed.map((f) => `${f.what}: ${f.reason}`).join('; ')} ${leftOnTravis(result.created, unsure)}` +
                ` ${encryptedFile} was not written: without both variables no build could decrypt it.`;
        return result;
    }
    try {
        (0,workspace_file/* writeWorkspaceFile */.dx)(`${file.path}.enc`, file.workspace, encrypted);
    }
    catch (error) {
        const unused = `The variables ${keyVariable} and ${ivVariable} were created on Travis CI and are of no use: delete them.`;
        throw new action_error/* ActionError */.l(`${encryptedFile} could not be written: ${(0,action_error/* messageOf */.b)(error)}. ${unused}`);
    }
    context.runner.info(`Wrote ${encryptedFile}; decrypt it in a build with: ${decryptCommand}`);
    return result;
}
/** What a failed run leaves on Travis CI: variables created, or that may be, each of no use alone. */
function leftOnTravis(created, unsure) {
    const left = [
        ...created.map((name) => `${name} was created on Travis CI and is of no use alone: delete it.`),
        ...unsure.map((name) => `${name} may have been created on Travis CI: if list-env-vars shows it, delete it, as it is of no use alone.`)
    ];
    if (left.length === 0)
        return 'Nothing was created on Travis CI.';
    return left.length < 2 ? `${left.join(' ')} Nothing else was created.` : left.join(' ');
}
function privateCreate(name, value) {
    return {
        action: 'create',
        change: { name, branch: null, action: 'create', from: null, to: { public: false }, id: null },
        id: null,
        body: { 'env_var.name': name, 'env_var.value': value, 'env_var.public': false },
        madeForThisWrite: true
    };
}
/** A path as one word of a shell line: as it is when it needs no quoting, else in single quotes. */
function shellWord(path) {
    return /^[A-Za-z0-9_./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/operations/travis-yml-check/file.ts
var file = __webpack_require__(1724);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/operations/secure-values/travis-yml.ts
// The rewrite of `.travis.yml` that encrypt-travis-yml makes, pure: every `secure:` entry of
// env.global is replaced by one per declared name, each under a `# NAME` comment, and every other
// byte of the file is kept. The YAML parser only finds the entries (their source ranges); the new
// text is the old one with whole lines taken out and put in, never a document stringified again
// (`travis encrypt --add` re-wrote the whole file and lost its comments, travis.rb#144). The result
// is parsed once more and must read as the old document with only those entries changed.

/** A comment the action writes above an entry, `# NAME`: it goes with the entry it names. */
const NAME_COMMENT = /^[ \t]*#[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*\r?\n?$/;
const HIDDEN = '…';
/** The rewrite, or why the file cannot be rewritten safely (a sentence after the file's name). */
function rewriteTravisYml(yaml, text, entries) {
    const lines = splitLines(text);
    const starts = lineStarts(lines);
    const lineOf = (offset) => lineIndexAt(starts, offset);
    const doc = yaml.parseDocument(text, { prettyErrors: false, merge: true });
    const error = doc.errors[0];
    if (error !== undefined) {
        return `is not valid YAML: ${error.message} (line ${lineOf(error.pos[0]) + 1}).`;
    }
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const place = findPlace(yaml, doc.contents, text, lines, lineOf);
    if (typeof place === 'string')
        return place;
    const block = (indent) => entries.flatMap((entry) => [
        `${indent}# ${entry.name}${eol}`,
        `${indent}- secure: "${entry.secure ?? HIDDEN}"${eol}`
    ]);
    const out = [...lines];
    const removed = new Set(place.removed);
    // The line before a new one ends in a line break, so that the new lines stand on their own.
    const before = place.at - 1;
    if (before >= 0 && !/\n$/.test(out[before] ?? ''))
        out[before] = `${out[before]}${eol}`;
    const inserted = [...place.header.map((line) => `${line}${eol}`), ...block(place.indent)];
    const next = [];
    const added = [];
    for (let index = 0; index <= out.length; index++) {
        if (index === place.at) {
            for (const line of inserted) {
                next.push(line);
                added.push(next.length);
            }
        }
        if (index < out.length && !removed.has(index))
            next.push(out[index] ?? '');
    }
    const rewritten = next.join('');
    const check = sameButTheEntries(yaml, doc, rewritten, entries);
    if (check !== null)
        return check;
    return {
        text: rewritten,
        removed: place.removed.map((index) => index + 1),
        added,
        shown: inserted.map((line) => line.replace(/\r?\n$/, '').replace(/"[^"]*"$/, `"${HIDDEN}"`))
    };
}
function findPlace(yaml, contents, text, lines, lineOf) {
    const { isMap, isScalar, isSeq } = yaml;
    const end = lines.length;
    if (contents === null || (isScalar(contents) && contents.value === null)) {
        return { removed: [], at: end, header: ['env:', '  global:'], indent: '    ' };
    }
    if (!isMap(contents) || contents.flow === true) {
        return 'is not a block mapping of keys (language:, script:, env: …), so no env.global can be added to it.';
    }
    const env = pairOf(yaml, contents, 'env');
    if (env === undefined) {
        return { removed: [], at: end, header: ['env:', '  global:'], indent: '    ' };
    }
    const envKey = env.key;
    const envValue = env.value;
    const column = (node) => node.range[0] - (text.lastIndexOf('\n', node.range[0] - 1) + 1);
    const spaces = (count) => ' '.repeat(count);
    if (envValue === null ||
        (isScalar(envValue) && envValue.value === null && envValue.source === '')) {
        return {
            removed: [],
            at: lineOf(envKey.range[1]) + 1,
            header: [`${spaces(column(envKey) + 2)}global:`],
            indent: spaces(column(envKey) + 4)
        };
    }
    if (!isMap(envValue)) {
        return isSeq(envValue)
            ? 'has env: as a list (the build matrix); env.global needs env: as a mapping: move the list under env: jobs: first.'
            : 'has env: as neither a mapping nor a list; write it as a mapping with global: and jobs:.';
    }
    if (envValue.flow === true) {
        return 'has env: written in flow style ({ … }); write it as a block mapping (one key per line) first.';
    }
    const global = pairOf(yaml, envValue, 'global');
    if (global === undefined) {
        const first = envValue.items[0]?.key;
        const indent = first === undefined ? column(envKey) + 2 : column(first);
        return {
            removed: [],
            at: lineOf(Math.max(contentEnd(text, envValue) - 1, envValue.range[0])) + 1,
            header: [`${spaces(indent)}global:`],
            indent: spaces(indent + 2)
        };
    }
    const globalKey = global.key;
    const list = global.value;
    if (list === null || (isScalar(list) && list.value === null && list.source === '')) {
        return {
            removed: [],
            at: lineOf(globalKey.range[1]) + 1,
            header: [],
            indent: spaces(column(globalKey) + 2)
        };
    }
    if (!isSeq(list) || list.flow === true) {
        return 'has env.global written otherwise than as a block list (one "- …" per line); write it so first.';
    }
    return placeInList(yaml, list, text, lines, lineOf);
}
function placeInList(yaml, list, text, lines, lineOf) {
    const removed = [];
    let at = -1;
    let indent = '';
    let lastLine = -1;
    for (const item of list.items) {
        const dash = text.lastIndexOf('-', item.range[0] - 1);
        const dashLine = lineOf(dash);
        const leading = /^[ \t]*/.exec(lines[dashLine] ?? '')?.[0] ?? '';
        if (dash < 0 ||
            !/^[ \t]*-/.test(lines[dashLine] ?? '') ||
            text.slice(dash + 1, item.range[0]).trim() !== '') {
            return `has an env.global entry the action cannot place (line ${lineOf(item.range[0]) + 1}); write each entry as "- …" on its own line.`;
        }
        const end = contentEnd(text, item);
        const last = lineOf(Math.max(end - 1, item.range[0]));
        lastLine = last;
        if (!isSecureEntry(yaml, item)) {
            if (removed.length === 0)
                indent = leading;
            continue;
        }
        const lineEnd = text.indexOf('\n', end);
        const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd + 1);
        if (!/^[ \t]*(#.*)?\r?\n?$/.test(rest)) {
            return `has a secure: entry followed by more on its line (line ${last + 1}); put each entry on lines of its own.`;
        }
        const first = dashLine > 0 && NAME_COMMENT.test(lines[dashLine - 1] ?? '') ? dashLine - 1 : dashLine;
        if (removed.length === 0) {
            at = first;
            indent = leading;
        }
        for (let line = first; line <= last; line++)
            removed.push(line);
    }
    if (removed.length === 0)
        return { removed, at: lastLine + 1, header: [], indent };
    return { removed, at, header: [], indent };
}
/** Where a node's own text ends: a mapping's range runs on past its last line break. */
function contentEnd(text, node) {
    return node.range[0] + text.slice(node.range[0], node.range[1]).trimEnd().length;
}
/** An entry `secure: …` alone: a mapping of the one key `secure`. */
function isSecureEntry(yaml, item) {
    if (!yaml.isMap(item) || item.items.length !== 1)
        return false;
    const key = item.items[0]?.key;
    return yaml.isScalar(key) && key.value === 'secure';
}
function pairOf(yaml, map, name) {
    return map.items.find((pair) => yaml.isScalar(pair.key) && pair.key.value === name);
}
/**
 * null when `rewritten` reads as the old document with env.global's secure entries replaced by
 * `entries` (in the place of the first, or at the end of the list); else why not.
 */
function sameButTheEntries(yaml, doc, rewritten, entries) {
    const after = yaml.parseDocument(rewritten, { prettyErrors: false, merge: true });
    const refused = 'could not be rewritten without changing more than its secure: entries (the action checks the result); nothing was written.';
    if (after.errors.length > 0)
        return refused;
    let expected;
    let actual;
    try {
        expected = (doc.toJS({ maxAliasCount: -1 }) ?? {});
        actual = after.toJS({ maxAliasCount: -1 });
    }
    catch (error) {
        // An alias to no anchor, a merge of no mapping: what the parser reads but cannot resolve.
        return `is not valid YAML: ${error instanceof Error ? error.message : String(error)}.`;
    }
    const env = (expected.env ?? {});
    const old = Array.isArray(env.global) ? env.global : [];
    const isSecure = (value) => typeof value === 'object' &&
        value !== null &&
        Object.keys(value).length === 1 &&
        'secure' in value;
    const firstSecure = old.findIndex(isSecure);
    const kept = old.filter((value) => !isSecure(value));
    const at = firstSecure < 0 ? kept.length : old.slice(0, firstSecure).filter((v) => !isSecure(v)).length;
    const fresh = entries.map((entry) => ({ secure: entry.secure ?? HIDDEN }));
    expected.env = { ...env, global: [...kept.slice(0, at), ...fresh, ...kept.slice(at)] };
    return (0,external_node_util_.isDeepStrictEqual)(actual, expected) ? null : refused;
}
/** The lines of `text`, each with its line break (the last one may have none). */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function lineStarts(lines) {
    const starts = [];
    let offset = 0;
    for (const line of lines) {
        starts.push(offset);
        offset += line.length;
    }
    return starts;
}
/** The line (0-based) holding `offset`. */
function lineIndexAt(starts, offset) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if ((starts[middle] ?? 0) <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return Math.max(low, 0);
}

;// CONCATENATED MODULE: ./src/operations/secure-values/encrypt-travis-yml.ts








async function encryptTravisYml(context, inputs) {
    const { travisYml, secureEnv, dryRun } = inputs;
    const where = `Input 'travis-yml' (${travisYml.given})`;
    const text = (0,file/* readTravisYml */.uZ)(travisYml, 'travis-yml');
    const yaml = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    // The plan first, without values: a file the action cannot rewrite costs no request.
    const plan = rewriteTravisYml(yaml, text, secureEnv.map((entry) => ({ name: entry.name, secure: null })));
    if (typeof plan === 'string')
        throw new action_error/* ActionError */.l(`${where} ${plan}`);
    const old = splitLines(text);
    const result = {
        ...(0,result_base/* resultBase */.bl)('travis-yml', 'encrypt-travis-yml', { changed: true, dryRun }),
        file: travisYml.given,
        names: secureEnv.map((entry) => entry.name),
        removed: plan.removed,
        added: plan.added,
        removedShown: plan.removed.map((line) => hideSecure(old[line - 1] ?? '')),
        addedShown: plan.shown,
        key: null
    };
    const lines = `${(0,plural/* plural */.L)(plan.removed.length, 'line')} out, ${(0,plural/* plural */.L)(plan.added.length, 'line')} in`;
    if (dryRun) {
        context.runner.info(`Dry run: ${travisYml.given} would change (${lines}); nothing written.`);
        for (const line of result.removedShown)
            context.runner.info(`- ${line}`);
        for (const line of result.addedShown)
            context.runner.info(`+ ${line}`);
        return result;
    }
    const key = await readGeneratedKey(context);
    result.key = key.view;
    const entries = secureEnv.map((entry) => encrypted(key, entry.name, entry.value ?? ''));
    const rewrite = rewriteTravisYml(yaml, text, entries);
    if (typeof rewrite === 'string')
        throw new action_error/* ActionError */.l(`${where} ${rewrite}`);
    try {
        (0,workspace_file/* writeWorkspaceFile */.dx)(travisYml.path, travisYml.workspace, rewrite.text);
    }
    catch (error) {
        throw new action_error/* ActionError */.l(`${where} could not be written: ${(0,action_error/* messageOf */.b)(error)}.`);
    }
    context.runner.info(`Wrote ${travisYml.given}: ${(0,plural/* plural */.L)(entries.length, 'secure value')} of env.global encrypted anew (${lines}).`);
    return result;
}
function encrypted(key, name, value) {
    const plain = `${name}=${value}`;
    checkFits(key, plain, `Input 'secure-env' ${name}=value`);
    return { name, secure: encryptSecure(key.key, plain) };
}
/** A line as shown: a quoted or plain secure value written as "…". */
function hideSecure(line) {
    return line.replace(/\r?\n$/, '').replace(/(secure:\s*)("[^"]*"|'[^']*'|[^\s#]+)/, '$1"…"');
}

;// CONCATENATED MODULE: ./src/operations/secure-values/index.ts
// The secure values for .travis.yml, a chunk of their own (loaded with import() by
// operations/index.ts): encrypt-value, encrypt-file, encrypt-travis-yml.





/***/ }),

/***/ 872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jp: () => (/* binding */ compareEnvVars),
/* harmony export */   yY: () => (/* binding */ sameState),
/* harmony export */   zI: () => (/* binding */ serverState)
/* harmony export */ });
function compareEnvVars(desired, server, options) {
    const matched = new Set();
    const comparisons = [];
    const drift = [];
    const writes = [];
    for (const variable of desired) {
        const held = server.find((record) => !matched.has(record.id) &&
            record.name === variable.name &&
            record.branch === variable.branch);
        if (held)
            matched.add(held.id);
        const expected = stateOf(variable.public, variable.value);
        // A variable declared private but public on the server: its value is likely the secret being
        // moved into a private one, and check-settings has not read it to mask it, so it is not shown.
        const actual = held ? serverState(held, variable.public) : null;
        const comparison = {
            name: variable.name,
            branch: variable.branch,
            expected,
            actual,
            // Named for the summary: a private value's source, or a public one a dry run found unset.
            ...(variable.public && variable.value !== null ? {} : { fromEnv: variable.fromEnv }),
            id: held?.id ?? null
        };
        comparisons.push(comparison);
        const differs = actual === null || !sameState(expected, actual);
        if (differs)
            drift.push(comparison);
        const action = !held
            ? 'create'
            : differs
                ? 'update'
                : !variable.public && options.rewritePrivateEnv
                    ? 'rewrite'
                    : null;
        if (action !== null)
            writes.push(writeOf(action, variable, held ?? null, actual));
    }
    for (const record of server.filter((candidate) => !matched.has(candidate.id))) {
        const extra = {
            name: record.name,
            branch: record.branch,
            expected: null,
            actual: serverState(record),
            id: record.id
        };
        comparisons.push(extra);
        drift.push(extra);
        if (options.prune) {
            writes.push({
                action: 'delete',
                change: { ...where(record), action: 'delete', from: extra.actual, to: null, id: record.id },
                id: record.id,
                body: null
            });
        }
    }
    return { comparisons, drift, writes };
}
/** The variable as the server shows it: a value only when public. */
/** The server's variable as compared and shown; `showValue` false leaves a public one's value out. */
function serverState(record, showValue = true) {
    return stateOf(record.public === true, showValue ? (record.value ?? null) : null);
}
/** Whether the server's variable is as declared, as far as the server shows it. */
function sameState(expected, actual) {
    return expected.public === actual.public && (!expected.public || expected.value === actual.value);
}
function stateOf(isPublic, value) {
    return isPublic ? { public: true, value } : { public: false };
}
function where(variable) {
    return { name: variable.name, branch: variable.branch };
}
function writeOf(action, variable, held, actual) {
    const value = variable.value ?? '';
    const body = action === 'create'
        ? {
            'env_var.name': variable.name,
            'env_var.value': value,
            'env_var.public': variable.public,
            ...(variable.branch === null ? {} : { 'env_var.branch': variable.branch })
        }
        : action === 'rewrite'
            ? { 'env_var.value': value }
            : { 'env_var.value': value, 'env_var.public': variable.public };
    return {
        action,
        change: {
            ...where(variable),
            action,
            from: actual,
            to: stateOf(variable.public, variable.value),
            id: held?.id ?? null
        },
        id: held?.id ?? null,
        body
    };
}


/***/ }),

/***/ 459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendEnvWrite),
/* harmony export */   j: () => (/* binding */ readBackEnvWrites)
/* harmony export */ });
/* harmony import */ var _lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5181);
/* harmony import */ var _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6288);
/* harmony import */ var _travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(671);
/* harmony import */ var _model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6986);
/* harmony import */ var _env_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(872);
// Variable writes (apply-settings', encrypt-file's), one write each: its caller sends the next
// only once this one has answered (as-code.ts, encrypt-file.ts), as travis-api keeps a repository's
// variables in the settings column that every write rewrites whole, without a lock, so two writes
// in flight lose one while both answer success (docs/travis-api.md#set-lost-updates). A create is
// never sent again blindly (lib/retry.ts write); the variables read back after the writes settle
// a lost answer, and show a write another writer undid. A read-back shows a private variable's
// presence, never its value: a private value written without a clear answer "may have been applied".





/** Why a private value written without a clear answer stays unknown after the read-back. */
const PRIVATE_UNKNOWN = 'Reading the variables back shows the variable, private, but Travis CI never shows a private value,' +
    ' so the action cannot tell whether the value was written: it may have been applied.' +
    ' Run the step again with rewrite-private-env: true to write it for sure.';
/** What to do about a variable someone else created between the read and the create (HTTP 409). */
const AFTER_CONFLICT = {
    public: 'run the step again: it compares the variable and writes the declared value if it differs',
    private: 'Travis CI does not show a private value, so a re-run sees the variable present and keeps it:' +
        ' run the step with rewrite-private-env: true to write the declared value over it'
};
/**
 * A PATCH or a DELETE (retried: sending either again does what the first did), not read back one
 * by one: the variables read back once after the writes (readBackEnvWrites) settle a lost answer.
 */
async function sendEnvWrite(context, write) {
    if (write.action === 'create')
        return create(context, write);
    const { client, runner } = context;
    const label = `Variable ${(0,_model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .envLabel */ .Ac)(write.change)}`;
    const deletes = write.action === 'delete';
    let attempts = 0;
    const outcome = await client.write({
        send: async () => {
            if (deletes)
                await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .requestEnvVarDelete */ .Vk)(client, write.id ?? '', (n) => (attempts = n));
            else
                await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .requestEnvVarPatch */ .aQ)(client, write.id ?? '', write.body ?? {});
            return 'written';
        },
        afterFailure: (error) => {
            // A 404 to a repeated delete: the first one went through. To the first: gone already.
            if ((0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .isMissingEnvVar */ .X_)(error) && deletes) {
                return { kind: 'done', done: attempts <= 1 ? 'already' : 'written' };
            }
            if ((0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .isMissingEnvVar */ .X_)(error))
                return { kind: 'refused', failure: DELETED_MEANWHILE };
            // No clear answer: the read-back at the end settles it. A refusal: the server said no.
            const unknown = error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb && error.mayHaveLanded;
            const refused = `${deletes ? 'not deleted' : 'not written'} (Travis CI refused it): `;
            const failure = error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb
                ? `${unknown ? '' : refused}${error.explanation}`
                : String(error);
            return { kind: unknown ? 'unknown' : 'refused', failure };
        }
    });
    if (outcome.kind !== 'done') {
        runner.info(`${label}: ${outcome.failure}`);
        return { ...outcome, write };
    }
    if (outcome.done === 'already') {
        runner.info(`${label} was already gone.`);
        return { kind: 'already', how: _model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .ALREADY_GONE */ .N1, write };
    }
    const done = deletes
        ? 'deleted (prune)'
        : write.action === 'rewrite'
            ? 'value written again'
            : 'updated';
    runner.info(`${label}: ${done}.`);
    return { kind: 'done', done: write.change, write };
}
const DELETED_MEANWHILE = 'it was deleted on Travis CI after the action read the variables (HTTP 404); run the step again to create it.';
/**
 * POST once; after any failure, the variables are read (lib/retry.ts write): holding it as
 * declared, the create went through; not there, it is sent again.
 */
async function create(context, write) {
    const { client, runner } = context;
    const label = `Variable ${(0,_model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .envLabel */ .Ac)(write.change)}`;
    const isPublic = write.change.to?.public === true;
    const notCreated = (kind, error, attempt) => {
        const failure = createFailure(error, attempt, isPublic);
        runner.info(`${label}: ${failure}`);
        return { kind, failure };
    };
    const outcome = await client.write({
        send: async (attempt) => {
            await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .requestEnvVarPost */ .Gy)(client, write.body ?? {}, attempt);
            runner.info(`${label}: created.`);
            return 'created';
        },
        afterFailure: () => 'read-back',
        readBack: async (error, attempt) => {
            const held = await findCreated(context, write);
            if (held === 'absent')
                return 'absent';
            const status = error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb ? error.status : 0;
            const duplicate = status === 409 && attempt === 1;
            if (held === 'other' || (duplicate && !isPublic))
                return notCreated('refused', error, attempt);
            // Public, its value shows it is as declared.
            if (duplicate) {
                runner.info(`${label}: someone else created it after the action read the variables (HTTP 409), and it holds the declared value: nothing to do.`);
                return { kind: 'done', done: 'already' };
            }
            if (isPublic || write.madeForThisWrite) {
                runner.info(`${label}: the create's answer was lost, but the variable is there now: created.`);
                return { kind: 'done', done: 'created' };
            }
            const failure = `the create's answer was lost (${status === 0 ? 'no response' : `HTTP ${status}`}).`;
            runner.info(`${label}: ${failure} A private variable of that name is there now.`);
            return { kind: 'unknown', failure };
        },
        unreadable: (error, _, attempt) => notCreated('unknown', error, attempt),
        notLanded: (error, attempt) => notCreated('refused', error, attempt),
        onResend: (delayMs) => runner.info(`${label}: the create failed and the variable is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
    if (outcome.kind !== 'done')
        return { ...outcome, write };
    return outcome.done === 'already'
        ? { kind: 'already', how: 'already so (created meanwhile)', write }
        : { kind: 'done', done: write.change, write };
}
/** Why a create failed; a 409 to the first POST: someone else created it meanwhile. */
function createFailure(error, attempt, isPublic) {
    const status = error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb ? error.status : 409;
    if (status === 409 && attempt === 1) {
        const after = isPublic ? AFTER_CONFLICT.public : AFTER_CONFLICT.private;
        return ('it was created by someone else after the action read the variables (HTTP 409 duplicate_resource),' +
            ` so the declared value was not written; ${after}.`);
    }
    return error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb ? error.explanation : String(error);
}
/** The variable the create makes, as declared; 'other' when one is there that differs. */
async function findCreated(context, write) {
    const held = (await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .requestEnvVarsGet */ .Nc)(context.client)).find((record) => record.name === write.change.name && record.branch === write.change.branch);
    if (!held)
        return 'absent';
    return write.change.to !== null && (0,_env_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .sameState */ .yY)(write.change.to, (0,_env_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .serverState */ .zI)(held))
        ? 'found'
        : 'other';
}
/**
 * Reads the variables once after the writes and reports what the server holds: a write it
 * answered but that does not show was undone by another write to the settings column; one whose
 * answer was lost and that shows was applied. When the read fails, the answers stand, with a
 * warning.
 */
async function readBackEnvWrites(context, outcomes) {
    // Named as the log does, and by the server's variable: it may hold two of one (name, branch).
    const named = (write) => ({
        what: `env ${(0,_model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .envLabel */ .Ac)(write.change)}`,
        ...(write.id === null ? {} : { id: write.id })
    });
    /** A failure's row: `then`, what the read-back adds; `unknown`, it may have been applied. */
    const failed = (o, then = '', unknown = false) => ({
        ...named(o.write),
        reason: `${o.failure}${then}`,
        ...(unknown ? { unknown: true } : {})
    });
    const done = outcomes.flatMap((o) => (o.kind === 'done' ? [o] : []));
    const unknown = outcomes.flatMap((o) => (o.kind === 'unknown' ? [o] : []));
    const refused = outcomes.flatMap((o) => (o.kind === 'refused' ? [o] : []));
    const alreadySo = outcomes.flatMap((o) => o.kind === 'already' ? [{ ...named(o.write), how: o.how }] : []);
    if (done.length === 0 && unknown.length === 0) {
        return { changes: [], failed: refused.map((o) => failed(o)), alreadySo };
    }
    let held;
    try {
        held = await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_1__/* .requestEnvVarsGet */ .Nc)(context.client);
    }
    catch (error) {
        if (!(error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb))
            throw error;
        context.runner.warning(`Reading the variables back after the writes failed (${error.explanation}); the writes are reported as the server answered them.`);
        const unsettled = ` ${(0,_lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveBeenApplied */ .H)({ read: 'the variables' })}`;
        const failures = [
            ...unknown.map((o) => failed(o, unsettled, true)),
            ...refused.map((o) => failed(o))
        ];
        return { changes: done.map((o) => o.done), failed: failures, alreadySo };
    }
    const changes = [];
    const failures = refused.map((o) => failed(o));
    for (const outcome of done) {
        // An answered write stands while the variable is there (a private value cannot be compared).
        if (holds(held, outcome.write) !== 'no') {
            changes.push(outcome.done);
            continue;
        }
        const reason = "the server answered, but reading the variables back does not show it: another write to this repository's" +
            ' settings replaced it (travis-api rewrites them whole, without a lock); run the step again.';
        context.runner.info(`Variable ${(0,_model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .envLabel */ .Ac)(outcome.write.change)} did not stick: ${reason}`);
        failures.push({ ...named(outcome.write), reason });
    }
    for (const outcome of unknown) {
        const stuck = holds(held, outcome.write);
        const label = (0,_model_env_and_crons_js__WEBPACK_IMPORTED_MODULE_2__/* .envLabel */ .Ac)(outcome.write.change);
        if (stuck === 'yes') {
            context.runner.info(`Reading the variables back shows ${label} as intended: the write was applied.`);
            changes.push(outcome.write.change);
        }
        else if (stuck === 'private') {
            context.runner.info(`Variable ${label}: ${PRIVATE_UNKNOWN}`);
            failures.push(failed(outcome, ` ${PRIVATE_UNKNOWN}`, true));
        }
        else {
            failures.push(failed(outcome, ' Reading the variables back shows it did not land.'));
        }
    }
    return { changes, failed: failures, alreadySo };
}
/**
 * Whether the server holds what the write meant (a delete: the variable is gone): 'yes', 'no',
 * or 'private' when it holds a private variable there, whose value no read-back shows.
 */
function holds(held, write) {
    if (write.action === 'delete')
        return held.some((r) => r.id === write.id) ? 'no' : 'yes';
    const record = held.find((candidate) => write.id === null
        ? candidate.name === write.change.name && candidate.branch === write.change.branch
        : candidate.id === write.id);
    const to = write.change.to;
    if (record === undefined || to === null || !(0,_env_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .sameState */ .yY)(to, (0,_env_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .serverState */ .zI)(record)))
        return 'no';
    return to.public || write.madeForThisWrite ? 'yes' : 'private';
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
