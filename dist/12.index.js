export const id = 12;
export const ids = [12];
export const modules = {

/***/ 6012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exportSettings: () => (/* binding */ exportSettings)
});

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/model/repository-settings.ts
var repository_settings = __webpack_require__(5647);
// EXTERNAL MODULE: ./src/runtime/result-file.ts
var result_file = __webpack_require__(814);
// EXTERNAL MODULE: ./src/runtime/text.ts
var runtime_text = __webpack_require__(5369);
// EXTERNAL MODULE: ./src/runtime/workspace-file.ts
var workspace_file = __webpack_require__(8268);
// EXTERNAL MODULE: ./src/travis/resources/settings.ts
var resources_settings = __webpack_require__(8326);
// EXTERNAL MODULE: ./src/travis/resources/env-vars.ts
var env_vars = __webpack_require__(671);
// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
// EXTERNAL MODULE: ./src/operations/settings-as-code/crons.ts
var settings_as_code_crons = __webpack_require__(6672);
// EXTERNAL MODULE: ./src/operations/settings-as-code/env-vars.ts
var settings_as_code_env_vars = __webpack_require__(4125);
// EXTERNAL MODULE: ./src/model/env-and-crons.ts
var env_and_crons = __webpack_require__(6986);
;// CONCATENATED MODULE: ./src/operations/settings-as-code/export-document.ts


/** The entries a document can hold, and a sentence for each one it cannot. */
function exportable(settings, envVars, crons) {
    const leftOut = [];
    const keptSettings = settings.filter(({ name, value }) => {
        const type = (0,repository_settings/* typeOfValue */.x6)(value);
        // What 'desired-settings' would read back: a boolean, or a whole number of up to 9 digits.
        const fits = repository_settings/* SETTING_NAME */.dt.test(name) && type !== null && (0,repository_settings/* parseSettingValue */.jl)(String(value), type) !== null;
        if (!fits) {
            leftOut.push(`setting '${name}' (${JSON.stringify(value)}): 'desired-settings' takes a lower case name with true, false or a whole number.`);
        }
        return fits;
    });
    const keptEnv = envVars.filter((variable) => {
        const problem = !(0,env_and_crons/* isEnvName */.Xc)(variable.name)
            ? 'its name is no shell name, which env: requires'
            : variable.branch !== null && (0,env_and_crons/* branchNameProblem */.hq)(variable.branch) !== null
                ? 'its branch is no git branch name'
                : null;
        if (problem !== null)
            leftOut.push(`variable ${JSON.stringify(variable.name)}: ${problem}.`);
        return problem === null;
    });
    const keptCrons = crons.filter((cron) => {
        const problem = (0,env_and_crons/* branchNameProblem */.hq)(cron.branch) === null
            ? (0,env_and_crons/* isCronInterval */.AR)(cron.interval)
                ? null
                : `its interval ${JSON.stringify(cron.interval)} is not daily, weekly or monthly`
            : 'its branch is no git branch name';
        if (problem !== null)
            leftOut.push(`cron job of branch ${JSON.stringify(cron.branch)}: ${problem}.`);
        return problem === null;
    });
    return { settings: keptSettings, envVars: keptEnv, crons: keptCrons, leftOut };
}
/** The YAML text: `settings:`, `env:` and `crons:`, each present (`{}` when empty). */
function renderDocument(yaml, exported, repoLabel) {
    const doc = new yaml.Document({});
    const flow = (value, comment) => {
        const node = doc.createNode(value);
        node.flow = true;
        if (comment !== undefined)
            node.comment = ` ${comment}`;
        return node;
    };
    const settings = new yaml.YAMLMap();
    for (const { name, value } of exported.settings)
        settings.set(name, value);
    const env = new yaml.YAMLMap();
    for (const name of [...new Set(exported.envVars.map((variable) => variable.name))]) {
        const entries = exported.envVars
            .filter((variable) => variable.name === name)
            .map((variable) => {
            const branch = variable.branch === null ? {} : { branch: variable.branch };
            return variable.public
                ? flow({ value: variable.value ?? '', public: true, ...branch })
                : flow({ 'from-env': name, ...branch }, `private: Travis CI never shows the value; give it from a secret (step env: ${name}: \${{ secrets.${name} }})`);
        });
        if (entries.length === 1)
            env.set(name, entries[0]);
        else
            env.set(name, seqOf(yaml, entries));
    }
    const crons = new yaml.YAMLMap();
    for (const cron of exported.crons) {
        crons.set(cron.branch, flow({
            interval: cron.interval,
            'dont-run-if-recent-build-exists': cron.dont_run_if_recent_build_exists
        }, cron.active ? undefined : 'stopped by Travis CI (inactive): apply-settings starts it again'));
    }
    doc.set('settings', settings);
    doc.set('env', env);
    doc.set('crons', crons);
    const privates = exported.envVars.filter((variable) => !variable.public).length;
    doc.commentBefore = [
        ` Travis CI settings, environment variables and cron jobs of ${repoLabel}, as exported by`,
        ' travis-repo-action (export-settings): the desired-settings of check-settings and apply-settings.',
        ...(privates === 0
            ? []
            : [
                ` ${privates === 1 ? 'One variable is' : `${privates} variables are`} private: from-env names the step's environment variable that must`,
                ' hold the value, from a secret; check-settings compares only that it is set.'
            ])
    ].join('\n');
    return doc.toString({ lineWidth: 0 });
}
function seqOf(yaml, items) {
    const seq = new yaml.YAMLSeq();
    seq.items.push(...items);
    return seq;
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/export.ts












/**
 * The longest document the 'desired-settings' output holds: the outputs' 512 KiB less room for
 * `result` (cut to fit, output-limits.ts) and the rest. A longer one is left out of the output.
 */
const DOCUMENT_OUTPUT_BYTES = result_file/* OUTPUTS_SOFT_LIMIT */.U - 32 * 1024;
async function exportSettings(context, inputs) {
    const [settings, envVars, crons, yaml] = await Promise.all([
        (0,resources_settings/* requestSettingsGet */.rl)(context.client),
        (0,env_vars/* requestEnvVarsGet */.Nc)(context.client),
        (0,settings_as_code_crons/* readCrons */.eb)(context),
        __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19))
    ]);
    const exported = exportable(settings, envVars.map(settings_as_code_env_vars/* envVarView */.Q), crons.map(settings_as_code_crons/* cronView */.sx));
    const document = renderDocument(yaml, exported, context.repoLabel);
    const bytes = Buffer.byteLength(document, 'utf8');
    const privates = exported.envVars.filter((variable) => !variable.public).length;
    context.runner.info(`Exported ${(0,plural/* plural */.L)(exported.settings.length, 'setting')},` +
        ` ${(0,plural/* plural */.L)(exported.envVars.length, 'environment variable')} (${privates} private, as from-env)` +
        ` and ${(0,plural/* plural */.L)(exported.crons.length, 'cron job')}.`);
    const result = {
        ...(0,result_base/* resultBase */.bl)('settings-export', 'export-settings'),
        document,
        ...exported,
        file: null,
        documentInOutput: bytes <= DOCUMENT_OUTPUT_BYTES
    };
    for (const sentence of exported.leftOut) {
        context.runner.warning(`Left out of the export: ${sentence}`);
    }
    // A longer one cannot be read back by 'desired-settings-file'.
    if (bytes > repository_settings/* DESIRED_SETTINGS_LIMIT */.$8) {
        result.notes.push(`The document is longer than 'desired-settings-file' reads (${repository_settings/* DESIRED_SETTINGS_LIMIT */.$8 / 1024} KiB): split it, or leave out what need not be managed.`);
    }
    const file = inputs.exportFile;
    if (file !== null) {
        try {
            (0,workspace_file/* writeWorkspaceFile */.dx)(file.path, file.workspace, document);
        }
        catch (error) {
            throw new action_error/* ActionError */.l(`Input 'export-file' (${file.given}) could not be written: ${(0,action_error/* messageOf */.b)(error)}. The document is not in any output either; nothing on Travis CI changed.`);
        }
        context.runner.info(`Wrote the document to ${file.given}.`);
        result.file = file.given;
    }
    if (!result.documentInOutput) {
        context.runner.warning(`The document (${(0,runtime_text/* grouped */.zD)(bytes)} bytes) is too long for the 'desired-settings' output` +
            " (the outputs take at most 512 KiB in all, of the runner's 1 MB per job), which is left empty:" +
            ` ${file === null ? "set 'export-file' to have it written in the workspace" : `it is in ${file.given}`}.`);
    }
    return result;
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
