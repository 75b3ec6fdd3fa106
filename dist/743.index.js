export const id = 743;
export const ids = [743];
export const modules = {

/***/ 5743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cronSection: () => (/* binding */ cronSection),
  envSection: () => (/* binding */ envSection)
});

// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/model/env-and-crons.ts
var env_and_crons = __webpack_require__(6986);
// EXTERNAL MODULE: ./src/travis/resources/env-vars.ts
var env_vars = __webpack_require__(671);
;// CONCATENATED MODULE: ./src/operations/settings-as-code/cron-plan.ts
function compareCrons(desired, server, options) {
    const comparisons = [];
    const drift = [];
    const writes = [];
    const named = new Set(desired.map((cron) => cron.branch));
    for (const cron of desired) {
        const held = server.find((record) => record.branch.name === cron.branch);
        const expected = {
            interval: cron.interval,
            dont_run_if_recent_build_exists: cron.dontRunIfRecentBuildExists
        };
        const actual = held ? cronState(held) : null;
        const comparison = { branch: cron.branch, expected, actual };
        comparisons.push(comparison);
        if (actual !== null && sameCron(expected, actual))
            continue;
        drift.push(comparison);
        const action = actual === null ? 'create' : 'replace';
        writes.push({
            action,
            change: { branch: cron.branch, action, from: actual, to: expected },
            id: null
        });
    }
    for (const record of server.filter((candidate) => !named.has(candidate.branch.name))) {
        const extra = { branch: record.branch.name, expected: null, actual: cronState(record) };
        comparisons.push(extra);
        drift.push(extra);
        if (options.prune) {
            writes.push({
                action: 'delete',
                change: { branch: extra.branch, action: 'delete', from: extra.actual, to: null },
                id: record.id
            });
        }
    }
    return { comparisons, drift, writes };
}
/** The cron as compared and shown; `active: false` only when Travis CI stopped it. */
function cronState(record) {
    return {
        interval: record.interval,
        dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
        ...(record.active ? {} : { active: false })
    };
}
/** Whether the server's cron is as declared and runs: a stopped one never matches. */
function sameCron(expected, actual) {
    return (expected.interval === actual.interval &&
        expected.dont_run_if_recent_build_exists === actual.dont_run_if_recent_build_exists &&
        actual.active !== false);
}

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __webpack_require__(5181);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/travis/resources/crons.ts
var crons = __webpack_require__(3366);
// EXTERNAL MODULE: ./src/operations/settings-as-code/crons.ts
var settings_as_code_crons = __webpack_require__(6672);
;// CONCATENATED MODULE: ./src/operations/settings-as-code/cron-writes.ts
// apply-settings' cron writes, each sent once the one before has answered (as-code.ts): a POST
// creates a branch's cron or replaces the one it had (answered 200), never sent again blindly (the
// crons are read back first), nor taken as done when its 2xx is another cron (a cache or a confused
// proxy answers so: the crons read back tell what the server holds); a delete (`/cron/{id}`, prune)
// is retried, and a 404 to a repeat means the first one went through; after a lost answer the crons
// are read back (ids are never given twice, so the id tells). Crons have a table of their own, so
// no other write undoes them (docs/travis-api.md#crons).







/**
 * One cron write, told in the log, as a section's outcome of its own (one entry in one of its
 * lists): a cron's write has read back its own, so nothing is left to settle after the others.
 */
async function sendCronWrite(context, write) {
    const label = `Cron job of branch '${write.change.branch}'`;
    const what = `cron '${write.change.branch}'`;
    const outcome = write.action === 'delete' ? await remove(context, write) : await post(context, write);
    if (outcome.kind === 'done') {
        context.runner.info(`${label}: ${env_and_crons/* WRITE_DONE */.xK[write.action]}.`);
        return { changes: [write.change], failed: [], alreadySo: [] };
    }
    if (outcome.kind === 'already') {
        context.runner.info(`${label}: was already gone.`);
        return { changes: [], failed: [], alreadySo: [{ what, how: env_and_crons/* ALREADY_GONE */.N1 }] };
    }
    const cause = explainCronFailure(outcome.failure.error, write.change.branch);
    const reason = outcome.kind === 'unknown'
        ? `${cause} ${(0,write_outcome/* mayHaveBeenApplied */.H)({ read: 'the cron jobs' })}`
        : outcome.failure.readBack === undefined
            ? cause
            : `${cause} ${outcome.failure.readBack}`;
    context.runner.info(`${label}: ${reason}`);
    const failed = outcome.kind === 'unknown' ? { what, reason, unknown: true } : { what, reason };
    return { changes: [], failed: [failed], alreadySo: [] };
}
/** The section's outcome: each write's, in the order sent. */
function cronWritesSettled(sent) {
    return {
        changes: sent.flatMap((one) => one.changes),
        failed: sent.flatMap((one) => one.failed),
        alreadySo: sent.flatMap((one) => one.alreadySo)
    };
}
/** A 2xx whose cron is not the one asked for: no answer to the POST, so the crons are read back. */
class AnswerOfAnotherCron extends Error {
    /** The sentence without its full stop: `the server answered the create of cron 'develop' with …`. */
    answered;
    constructor(write, answer) {
        const asked = `the ${write.action} of cron '${write.change.branch}'`;
        const answered = `the server answered ${asked} with cron '${answer.branch.name}', ${(0,env_and_crons/* cronText */.kg)(cronState(answer))}`;
        super(`${answered}.`);
        this.answered = answered;
    }
}
/** Whether the answer is the cron asked for: on its branch (the POST's path), and as declared. */
function isAnswerTo(answer, branch, to) {
    return answer.branch.name === branch && sameCron(to, cronState(answer));
}
async function post(context, write) {
    const { client, runner } = context;
    const to = write.change.to;
    // cron-plan.ts gives every create and replace its expected cron: a write without one is a bug
    // in the action, never a cron already so.
    if (to === null)
        throw new Error(`cron write of ${write.change.branch} has no cron to create`);
    return client.write({
        send: async (attempt) => {
            const body = {
                'cron.interval': to.interval,
                'cron.dont_run_if_recent_build_exists': to.dont_run_if_recent_build_exists
            };
            const answer = await (0,crons/* requestCronPost */.aG)(client, write.change.branch, body, attempt);
            if (!isAnswerTo(answer, write.change.branch, to))
                throw new AnswerOfAnotherCron(write, answer);
            return true;
        },
        // After any failure: the branch's cron as declared is the create done; else it is sent again,
        // but for another cron's answer: the server handled that POST, and the failure says what it holds.
        afterFailure: () => 'read-back',
        readBack: async (error) => {
            const held = await heldCron(context, write.change.branch);
            const label = `Cron job of branch '${write.change.branch}'`;
            if (held !== null && sameCron(to, held)) {
                if (error instanceof AnswerOfAnotherCron) {
                    runner.info(`${label}: ${error.answered}, but reading the cron jobs back shows it as declared.`);
                }
                return { kind: 'done', done: true };
            }
            if (!(error instanceof AnswerOfAnotherCron))
                return 'absent';
            const shows = held === null
                ? `no cron on branch '${write.change.branch}'`
                : `cron '${write.change.branch}', ${(0,env_and_crons/* cronText */.kg)(held)}`;
            const readBack = `Reading the cron jobs back shows ${shows}: the ${write.action} did not land.`;
            return { kind: 'refused', failure: { error, readBack } };
        },
        unreadable: (error) => ({ kind: 'unknown', failure: { error } }),
        notLanded: (error) => ({ kind: 'refused', failure: { error } }),
        onResend: (delayMs) => runner.info(`The cron job of branch '${write.change.branch}' is not as declared after a failed request; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
}
/** The branch's cron as the server holds it now; null when it has none. */
async function heldCron(context, branch) {
    const held = (await (0,settings_as_code_crons/* readCrons */.eb)(context)).find((cron) => cron.branch.name === branch);
    return held === undefined ? null : cronState(held);
}
/**
 * Done, or 'already' when the cron was gone before this run's delete reached it. After a lost
 * answer, the crons read back tell: the cron gone is deleted, still there is the failure.
 */
async function remove(context, write) {
    let attempts = 0;
    const outcome = await context.client.write({
        // Retried: a delete sent twice deletes once.
        send: async () => {
            await (0,crons/* requestCronDelete */.Tv)(context.client, write.id ?? 0, (attempt) => (attempts = attempt));
            return 'deleted';
        },
        afterFailure: (error) => {
            if ((0,crons/* isMissingCron */.H8)(error))
                return { kind: 'done', done: attempts > 1 ? 'deleted' : 'already' };
            const mayHaveLanded = error instanceof errors/* TravisApiError */.Kb && error.mayHaveLanded;
            return mayHaveLanded ? 'read-back' : { kind: 'refused', failure: { error } };
        },
        readBack: async (error) => {
            if ((await (0,settings_as_code_crons/* readCrons */.eb)(context)).some((cron) => cron.id === write.id)) {
                const readBack = 'Reading the cron jobs back shows it is still there.';
                return { kind: 'refused', failure: { error, readBack } };
            }
            const status = error instanceof errors/* TravisApiError */.Kb ? error.status : 0;
            context.runner.info(`Cron job of branch '${write.change.branch}': the delete's answer was lost` +
                ` (${status === 0 ? 'no response' : `HTTP ${status}`}), but reading the cron jobs back shows it gone.`);
            return { kind: 'done', done: 'deleted' };
        },
        unreadable: (error) => ({ kind: 'unknown', failure: { error } })
    });
    if (outcome.kind !== 'done')
        return outcome;
    return outcome.done === 'already' ? { kind: 'already' } : { kind: 'done', done: true };
}
/**
 * The cron's own failures in words a user acts on: a branch Travis CI believes is not on GitHub
 * (422), a branch it does not know at all (404 branch).
 */
function explainCronFailure(error, branch) {
    if (!(error instanceof errors/* TravisApiError */.Kb))
        return (0,action_error/* messageOf */.b)(error);
    if (error.status === 422 && /existing on GitHub/i.test(error.serverMessage ?? '')) {
        return error.withHint(`Travis CI believes branch '${branch}' is not on GitHub (its exists_on_github is false),` +
            ' and sets up crons only for branches that are:' +
            ' push the branch (Travis learns it from the next push or sync) or remove it from crons:.').explanation;
    }
    if (error.status === 404 && error.resourceType === 'branch') {
        return error.withHint(`Travis CI knows no branch '${branch}' of this repository: it learns a branch when it builds it,` +
            ' so push to it (or run a build) first, or check the name in crons:.').explanation;
    }
    return error.explanation;
}

// EXTERNAL MODULE: ./src/operations/settings-as-code/env-plan.ts
var env_plan = __webpack_require__(872);
// EXTERNAL MODULE: ./src/operations/settings-as-code/env-writes.ts
var env_writes = __webpack_require__(459);
;// CONCATENATED MODULE: ./src/operations/settings-as-code/env-and-cron-sections.ts
// The env: and crons: sections of 'desired-settings', and their words: a chunk of dist/ of its own
// that as-code.ts loads only for an input that has one of them (docs/decisions/0001-lazy-chunks.md).
// Each is compared by a pure planner (env-plan.ts, cron-plan.ts) and written one write at a time
// (env-writes.ts, read back at the end; cron-writes.ts, each write reading back its own). A private
// value never appears: a private variable is named by its name and branch only. Each section is a
// class implementing Section, so that a call through the interface (as-code.ts) leads to it.








class EnvSection {
    key = 'env';
    read(context) {
        return (0,env_vars/* requestEnvVarsGet */.Nc)(context.client);
    }
    compare(desired, held, options) {
        return (0,env_plan/* compareEnvVars */.jp)(desired, held, options);
    }
    write(context, write) {
        return (0,env_writes/* sendEnvWrite */.X)(context, write);
    }
    readBack(context, sent) {
        return (0,env_writes/* readBackEnvWrites */.j)(context, sent);
    }
    words = {
        compared: (compared, prune) => comparedLine(compared, prune, 'declared variable', env_and_crons/* envLabel */.Ac),
        dryRun: (change, { comparisons }) => {
            const source = valueSource(change, comparisons);
            if (source === null) {
                return `Dry run: variable ${(0,env_and_crons/* envLabel */.Ac)(change)} would be ${env_and_crons/* WRITE_DONE */.xK[change.action]}.`;
            }
            const visibility = change.to?.public ? 'public' : 'private';
            return `Dry run: would ${PRIVATE_WRITE[change.action]} ${visibility} ${(0,env_and_crons/* envLabel */.Ac)(change)} from ${source}.`;
        },
        drift: (comparison) => `env ${(0,env_and_crons/* envLabel */.Ac)(comparison)} ${envDrift(comparison)}`,
        applied: (change) => `env ${(0,env_and_crons/* envLabel */.Ac)(change)} (${change.action})`,
        notDone: (what) => what
    };
}
class CronSection {
    key = 'crons';
    read(context) {
        return (0,settings_as_code_crons/* readCrons */.eb)(context);
    }
    compare(desired, held, options) {
        return compareCrons(desired, held, options);
    }
    write(context, write) {
        return sendCronWrite(context, write);
    }
    // Each cron write has read back its own: crons have a table of their own, no other write undoes them.
    readBack(_context, sent) {
        return Promise.resolve(cronWritesSettled(sent));
    }
    words = {
        compared: (compared, prune) => comparedLine(compared, prune, 'declared cron job', (cron) => `'${cron.branch}'`, (cron) => {
            const stopped = cron.actual?.active === false ? ` (${env_and_crons/* CRON_STOPPED */.xz})` : '';
            return `'${cron.branch}'${stopped}`;
        }),
        dryRun: (change) => `Dry run: the cron job of branch '${change.branch}' would be ${env_and_crons/* WRITE_DONE */.xK[change.action]}.`,
        drift: (comparison) => `cron '${comparison.branch}' ${cronDrift(comparison)}`,
        applied: (change) => `cron '${change.branch}' (${change.action})`,
        notDone: (what) => what
    };
}
const envSection = new EnvSection();
const cronSection = new CronSection();
/** How many declared entries differ, and the extras the server has. */
function comparedLine({ comparisons, drift }, prune, noun, label, differing = label) {
    const named = comparisons.filter((c) => c.expected !== null);
    const differ = drift.filter((c) => c.expected !== null);
    const extras = drift.filter((c) => c.expected === null);
    const verb = differ.length === 1 ? 'differs' : 'differ';
    const which = differ.length ? `: ${differ.map(differing).join(', ')}` : '';
    const kept = prune ? 'prune is true: they go' : 'prune is false: they stay';
    const more = extras.length
        ? ` ${extras.length} more on the server (${extras.map(label).join(', ')}); ${kept}.`
        : '';
    return `${differ.length} of ${(0,plural/* plural */.L)(named.length, noun)} ${verb}${which}.${more}`;
}
const PRIVATE_WRITE = {
    create: 'create',
    update: 'update',
    rewrite: 'write again',
    delete: 'delete'
};
/**
 * Where a value a dry run would write but has not read comes from: a private one is not read (a
 * pull request plans without the secret), a public one not when its variable is unset; the plan
 * names the step's variable instead. null when the change writes a value the plan holds.
 */
function valueSource(change, comparisons) {
    if (change.action === 'delete' || change.to === null)
        return null;
    if (change.to.public && change.to.value !== null)
        return null;
    const declared = comparisons.find((c) => c.expected !== null && c.name === change.name && c.branch === change.branch);
    if (change.to.public)
        return `${declared?.fromEnv} (${env_and_crons/* UNSET_PUBLIC */.c6})`;
    return declared?.fromEnv ? `${declared.fromEnv} (not read in a dry run)` : 'its inline value';
}
function envDrift({ expected, actual }) {
    if (expected === null)
        return 'is on the server but not in env: (prune is true)';
    if (actual === null)
        return 'is missing';
    if (expected.public !== actual.public) {
        return `is ${visibility(actual)}, expected ${visibility(expected)}`;
    }
    return `is ${JSON.stringify(actual.value ?? null)}, expected ${JSON.stringify(expected.value ?? null)}`;
}
function visibility(state) {
    return state.public ? 'public' : 'private';
}
function cronDrift({ expected, actual }) {
    if (expected === null)
        return 'is on the server but not in crons: (prune is true)';
    if (actual === null)
        return 'is missing';
    return `is ${(0,env_and_crons/* cronText */.kg)(actual)}, expected ${(0,env_and_crons/* cronText */.kg)(expected)}`;
}


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


/***/ })

};
