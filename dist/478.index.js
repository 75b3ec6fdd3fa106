export const id = 478;
export const ids = [478];
export const modules = {

/***/ 4478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applySections: () => (/* binding */ applySections),
  checkSections: () => (/* binding */ checkSections)
});

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/travis/resources/env-vars.ts
var env_vars = __webpack_require__(671);
// EXTERNAL MODULE: ./src/operations/result.ts
var result = __webpack_require__(4649);
;// CONCATENATED MODULE: ./src/operations/settings/cron-plan.ts
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

// EXTERNAL MODULE: ./src/lib/retry.ts
var retry = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/travis/resources/crons.ts
var resources_crons = __webpack_require__(3366);
// EXTERNAL MODULE: ./src/model/env-and-crons.ts
var env_and_crons = __webpack_require__(6986);
// EXTERNAL MODULE: ./src/operations/settings/crons.ts
var settings_crons = __webpack_require__(2667);
;// CONCATENATED MODULE: ./src/operations/settings/cron-writes.ts
// apply-settings' cron writes, one after another: a POST creates a branch's cron or replaces the
// one it had (answered 200), never sent again blindly (the crons are read back first); a delete
// (`/cron/{id}`, prune) is retried, and a 404 to a repeat means the first one went through; after
// a lost answer the crons are read back (ids are never given twice, so the id tells). Crons have a
// table of their own, so no other write undoes them (docs/travis-api.md#crons).






async function applyCronWrites(context, writes) {
    const changes = [];
    const failed = [];
    const alreadySo = [];
    for (const write of writes) {
        const label = `Cron job of branch '${write.change.branch}'`;
        try {
            const done = write.action === 'delete' ? await remove(context, write) : await post(context, write);
            if (done)
                changes.push(write.change);
            else
                alreadySo.push({ what: `cron '${write.change.branch}'`, how: env_and_crons/* ALREADY_GONE */.N1 });
            context.runner.info(`${label}: ${done ? pastTense(write) : 'was already gone'}.`);
        }
        catch (error) {
            const reason = error instanceof UnsettledCronWrite
                ? `${explainCronFailure(error.failure, write.change.branch)} Reading the cron jobs back failed too, so it may have been applied; check it before running again.`
                : error instanceof CronStillThere
                    ? `${explainCronFailure(error.failure, write.change.branch)} Reading the cron jobs back shows it is still there.`
                    : explainCronFailure(error, write.change.branch);
            context.runner.info(`${label}: ${reason}`);
            failed.push({ what: `cron '${write.change.branch}'`, reason });
        }
    }
    return { changes, failed, alreadySo };
}
async function post(context, write) {
    const { client, runner } = context;
    const to = write.change.to;
    if (to === null)
        return false;
    const outcome = await (0,retry/* createOnce */.Ur)({
        policy: client.retryPolicy,
        create: (attempt) => (0,resources_crons/* postCron */.rS)(client, write.change.branch, {
            'cron.interval': to.interval,
            'cron.dont_run_if_recent_build_exists': to.dont_run_if_recent_build_exists
        }, attempt),
        findCreated: () => findCreated(context, write),
        classify: errors/* classifyTravisFailure */.s,
        onResend: (delayMs) => runner.info(`The cron job of branch '${write.change.branch}' is not as declared after a failed request; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
    if (!outcome.ok && outcome.lastReadBack === 'unreadable') {
        throw new UnsettledCronWrite(outcome.error);
    }
    if (!outcome.ok)
        throw outcome.error;
    return true;
}
/** A POST that failed and whose read back failed too: it may have been applied. */
class UnsettledCronWrite extends Error {
    failure;
    constructor(failure) {
        super('unsettled cron write');
        this.failure = failure;
    }
}
/** The branch's cron as declared, after a failed POST; 'absent' when it is not (yet) so. */
async function findCreated(context, write) {
    const held = (await (0,settings_crons/* readCrons */.eb)(context)).find((cron) => cron.branch.name === write.change.branch);
    return held && write.change.to !== null && sameCron(write.change.to, cronState(held))
        ? { found: held }
        : 'absent';
}
/**
 * true when deleted; false when it was gone before this run's delete reached it. After a lost
 * answer, the crons read back tell: the cron gone is deleted, still there is the failure.
 */
async function remove(context, write) {
    let attempts = 0;
    try {
        await (0,resources_crons/* deleteCron */.Cr)(context.client, write.id ?? 0, (attempt) => (attempts = attempt));
        return true;
    }
    catch (error) {
        if ((0,resources_crons/* isMissingCron */.H8)(error))
            return attempts > 1;
        if (!(error instanceof errors/* TravisApiError */.K) || !error.mayHaveLanded)
            throw error;
        const crons = await (0,settings_crons/* readCrons */.eb)(context).catch(() => null);
        if (crons === null)
            throw new UnsettledCronWrite(error);
        if (crons.some((cron) => cron.id === write.id))
            throw new CronStillThere(error);
        context.runner.info(`Cron job of branch '${write.change.branch}': the delete's answer was lost (${error.status === 0 ? 'no response' : `HTTP ${error.status}`}), but reading the cron jobs back shows it gone.`);
        return true;
    }
}
/** A DELETE that failed and whose cron the read-back still shows: it did not land. */
class CronStillThere extends Error {
    failure;
    constructor(failure) {
        super('cron still there');
        this.failure = failure;
    }
}
function pastTense(write) {
    return write.action === 'delete'
        ? 'deleted (prune)'
        : write.action === 'create'
            ? 'created'
            : 'replaced';
}
/**
 * The cron's own failures in words a user acts on: a branch Travis CI believes is not on GitHub
 * (422), a branch it does not know at all (404 branch).
 */
function explainCronFailure(error, branch) {
    if (!(error instanceof errors/* TravisApiError */.K))
        return error instanceof Error ? error.message : String(error);
    if (error.status === 422 && /existing on GitHub/i.test(error.serverMessage ?? '')) {
        return error.withHint(`Travis CI believes branch '${branch}' is not on GitHub (its exists_on_github is false), and sets up crons only for branches that are: push the branch (Travis learns it from the next push or sync) or remove it from crons:.`).explanation;
    }
    if (error.status === 404 && error.resourceType === 'branch') {
        return error.withHint(`Travis CI knows no branch '${branch}' of this repository: it learns a branch when it builds it, so push to it (or run a build) first, or check the name in crons:.`).explanation;
    }
    return error.explanation;
}

;// CONCATENATED MODULE: ./src/operations/settings/env-plan.ts
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
            ...(variable.public ? {} : { fromEnv: variable.fromEnv })
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
            actual: serverState(record)
        };
        comparisons.push(extra);
        drift.push(extra);
        if (options.prune) {
            writes.push({
                action: 'delete',
                change: { ...where(record), action: 'delete', from: extra.actual, to: null },
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
            to: stateOf(variable.public, variable.value)
        },
        id: held?.id ?? null,
        body
    };
}

;// CONCATENATED MODULE: ./src/operations/settings/env-writes.ts
// apply-settings' variable writes, strictly one after another: travis-api keeps a repository's
// variables in the settings column that every write rewrites whole, without a lock, so two writes
// in flight lose one while both answer success (docs/travis-api.md#set-lost-updates). Each write
// reports its own outcome; a create is never sent again blindly (lib/retry.ts createOnce); a
// write whose answer was lost is settled by reading the variables back at the end, which also
// shows any write that another writer undid meanwhile. A read-back shows a private variable's
// presence, never its value: a private value written without a clear answer "may have been
// applied", never "applied".





/** Why a private value written without a clear answer stays unknown after the read-back. */
const PRIVATE_UNKNOWN = `Reading the variables back shows the variable, private, but Travis CI never shows a private value, so the action cannot tell whether the value was written: it may have been applied. Run the step again with rewrite-private-env: true to write it for sure.`;
async function applyEnvWrites(context, writes) {
    const outcomes = [];
    for (const write of writes)
        outcomes.push(await send(context, write));
    return readBack(context, outcomes);
}
async function send(context, write) {
    const label = `Variable ${(0,env_and_crons/* envLabel */.Ac)(write.change)}`;
    try {
        if (write.action === 'create')
            return await create(context, write);
        if (write.action === 'delete')
            return await env_writes_remove(context, write);
        await (0,env_vars/* patchEnvVar */.T9)(context.client, write.id ?? '', write.body ?? {});
        context.runner.info(`${label}: ${write.action === 'rewrite' ? 'value written again' : 'updated'}.`);
        return { done: write.change, write };
    }
    catch (error) {
        if ((0,env_vars/* isMissingEnvVar */.X_)(error)) {
            const failed = `it was deleted on Travis CI after the action read the variables (HTTP 404); run the step again to create it.`;
            context.runner.info(`${label}: ${failed}`);
            return { failed, write };
        }
        // No clear answer: the read-back at the end settles it. A refusal: the server said no.
        const unconfirmed = error instanceof errors/* TravisApiError */.K && error.mayHaveLanded;
        const refused = `${write.action === 'delete' ? 'not deleted' : 'not written'} (Travis CI refused it): `;
        const reason = error instanceof errors/* TravisApiError */.K
            ? `${unconfirmed ? '' : refused}${error.explanation}`
            : String(error);
        context.runner.info(`${label}: ${reason}`);
        return { failed: reason, write, unconfirmed };
    }
}
/** POST once; after a failure, the variables are read: holding it, the create went through. */
async function create(context, write) {
    const { client, runner } = context;
    const label = `Variable ${(0,env_and_crons/* envLabel */.Ac)(write.change)}`;
    const outcome = await (0,retry/* createOnce */.Ur)({
        policy: client.retryPolicy,
        create: (attempt) => (0,env_vars/* postEnvVar */.Xw)(client, write.body ?? {}, attempt),
        findCreated: () => env_writes_findCreated(context, write),
        classify: errors/* classifyTravisFailure */.s,
        onResend: (delayMs) => runner.info(`${label}: the create failed and the variable is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
    const conflict = (status, attempt) => status === 409 && attempt === 1;
    const isPublic = write.change.to?.public === true;
    if (outcome.ok && outcome.foundAfter === null) {
        runner.info(`${label}: created.`);
        return { done: write.change, write };
    }
    const found = outcome.ok ? outcome.foundAfter : null;
    const foundAfterConflict = found !== null && conflict(found.failure?.status, found.attempt);
    // A 409 to the first POST: someone else created it; public, its value shows it is as declared.
    if (foundAfterConflict && isPublic) {
        runner.info(`${label}: someone else created it after the action read the variables (HTTP 409), and it holds the declared value: nothing to do.`);
        return { already: 'already so (created meanwhile)', write };
    }
    if (found !== null && !foundAfterConflict) {
        if (isPublic) {
            runner.info(`${label}: the create's answer was lost, but the variable is there now: created.`);
            return { done: write.change, write };
        }
        const status = found.failure?.status ?? 0;
        const failed = `the create's answer was lost (${status === 0 ? 'no response' : `HTTP ${status}`}).`;
        runner.info(`${label}: ${failed} A private variable of that name is there now.`);
        return { failed, write, unconfirmed: true };
    }
    const error = outcome.ok ? null : outcome.error;
    const status = error instanceof errors/* TravisApiError */.K ? error.status : 409;
    const attempts = outcome.ok ? 1 : outcome.attempts;
    const failed = conflict(status, attempts)
        ? `it was created by someone else after the action read the variables (HTTP 409 duplicate_resource), so the declared value was not written; ${write.change.to?.public ? 'run the step again: it compares the variable and writes the declared value if it differs' : 'Travis CI does not show a private value, so a re-run sees the variable present and keeps it: run the step with rewrite-private-env: true to write the declared value over it'}.`
        : error instanceof errors/* TravisApiError */.K
            ? error.explanation
            : String(error);
    runner.info(`${label}: ${failed}`);
    const unconfirmed = !outcome.ok && outcome.lastReadBack === 'unreadable';
    return { failed, write, unconfirmed };
}
/** The variable the create makes, as declared; 'other' when one is there that differs. */
async function env_writes_findCreated(context, write) {
    const held = (await (0,env_vars/* listEnvVars */.CX)(context.client)).find((record) => record.name === write.change.name && record.branch === write.change.branch);
    if (!held)
        return 'absent';
    return write.change.to !== null && sameState(write.change.to, serverState(held))
        ? { found: held }
        : 'other';
}
async function env_writes_remove(context, write) {
    let attempts = 0;
    try {
        await (0,env_vars/* deleteEnvVar */.mP)(context.client, write.id ?? '', (attempt) => (attempts = attempt));
    }
    catch (error) {
        if (!(0,env_vars/* isMissingEnvVar */.X_)(error))
            throw error;
        // A 404 to a repeated delete: the first one went through. To the first: gone already.
        if (attempts <= 1) {
            context.runner.info(`Variable ${(0,env_and_crons/* envLabel */.Ac)(write.change)} was already gone.`);
            return { already: env_and_crons/* ALREADY_GONE */.N1, write };
        }
    }
    context.runner.info(`Variable ${(0,env_and_crons/* envLabel */.Ac)(write.change)}: deleted (prune).`);
    return { done: write.change, write };
}
/**
 * Reads the variables once after the writes and reports what the server holds: a write it
 * answered but that does not show was undone by another write to the settings column; one whose
 * answer was lost and that shows was applied. When the read fails, the answers stand, with a
 * warning.
 */
async function readBack(context, outcomes) {
    const failed = (outcome) => ({
        what: `env ${(0,env_and_crons/* envLabel */.Ac)(outcome.write.change)}`,
        reason: 'failed' in outcome ? outcome.failed : ''
    });
    const done = outcomes.flatMap((o) => ('done' in o ? [o] : []));
    const unsettled = outcomes.flatMap((o) => ('failed' in o && o.unconfirmed ? [o] : []));
    const settled = outcomes.flatMap((o) => ('failed' in o && !o.unconfirmed ? [o] : []));
    const alreadySo = outcomes.flatMap((o) => 'already' in o ? [{ what: failed(o).what, how: o.already }] : []);
    if (done.length === 0 && unsettled.length === 0) {
        return { changes: [], failed: settled.map(failed), alreadySo };
    }
    let held;
    try {
        held = await (0,env_vars/* listEnvVars */.CX)(context.client);
    }
    catch (error) {
        if (!(error instanceof errors/* TravisApiError */.K))
            throw error;
        context.runner.warning(`Reading the variables back after the writes failed (${error.explanation}); the writes are reported as the server answered them.`);
        const unknown = unsettled.map((outcome) => ({
            ...failed(outcome),
            reason: `${outcome.failed} Reading the variables back failed too, so it may have been applied; check it before running again.`
        }));
        const failures = [...unknown, ...settled.map(failed)];
        return { changes: done.map((o) => o.done), failed: failures, alreadySo };
    }
    const changes = [];
    const failures = settled.map(failed);
    for (const outcome of done) {
        // An answered write stands while the variable is there (a private value cannot be compared).
        if (holds(held, outcome.write) !== 'no') {
            changes.push(outcome.done);
            continue;
        }
        const reason = `the server answered, but reading the variables back does not show it: another write to this repository's settings replaced it (travis-api rewrites them whole, without a lock); run the step again.`;
        context.runner.info(`Variable ${(0,env_and_crons/* envLabel */.Ac)(outcome.write.change)} did not stick: ${reason}`);
        failures.push({ ...failed(outcome), reason });
    }
    for (const outcome of unsettled) {
        const stuck = holds(held, outcome.write);
        const label = (0,env_and_crons/* envLabel */.Ac)(outcome.write.change);
        if (stuck === 'yes') {
            context.runner.info(`Reading the variables back shows ${label} as intended: the write was applied.`);
            changes.push(outcome.write.change);
        }
        else if (stuck === 'private') {
            context.runner.info(`Variable ${label}: ${PRIVATE_UNKNOWN}`);
            failures.push({ ...failed(outcome), reason: `${outcome.failed} ${PRIVATE_UNKNOWN}` });
        }
        else {
            failures.push({
                ...failed(outcome),
                reason: `${outcome.failed} Reading the variables back shows it did not land.`
            });
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
    if (record === undefined || to === null || !sameState(to, serverState(record)))
        return 'no';
    return to.public ? 'yes' : 'private';
}

// EXTERNAL MODULE: ./src/operations/settings/setting-changes.ts + 1 modules
var setting_changes = __webpack_require__(9445);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
;// CONCATENATED MODULE: ./src/operations/settings/sections-words.ts



/** One log line per section: how many differ, and the extras the server has. */
function describePlans(context, plans, prune) {
    const { info } = context.runner;
    const kept = prune ? 'prune is true: they go' : 'prune is false: they stay';
    if (plans.env !== null) {
        const named = plans.env.comparisons.filter((c) => c.expected !== null);
        const differ = plans.env.drift.filter((c) => c.expected !== null);
        const extras = plans.env.drift.filter((c) => c.expected === null);
        info(`${differ.length} of ${(0,plural/* plural */.L)(named.length, 'declared variable')} ${differ.length === 1 ? 'differs' : 'differ'}${differ.length ? `: ${differ.map(env_and_crons/* envLabel */.Ac).join(', ')}` : ''}.` +
            (extras.length
                ? ` ${extras.length} more on the server (${extras.map(env_and_crons/* envLabel */.Ac).join(', ')}); ${kept}.`
                : ''));
    }
    if (plans.crons !== null) {
        const named = plans.crons.comparisons.filter((c) => c.expected !== null);
        const differ = plans.crons.drift.filter((c) => c.expected !== null);
        const extras = plans.crons.drift.filter((c) => c.expected === null);
        info(`${differ.length} of ${(0,plural/* plural */.L)(named.length, 'declared cron job')} ${differ.length === 1 ? 'differs' : 'differ'}${differ.length ? `: ${differ.map((c) => `'${c.branch}'${c.actual?.active === false ? ` (${env_and_crons/* CRON_STOPPED */.xz})` : ''}`).join(', ')}` : ''}.` +
            (extras.length
                ? ` ${extras.length} more on the server (${extras.map((c) => `'${c.branch}'`).join(', ')}); ${kept}.`
                : ''));
    }
}
/** What a real run would do, as changes. */
function plannedChanges(plans) {
    return {
        settings: (0,setting_changes/* changesFor */.z7)(plans.settings?.drift ?? []),
        env: (plans.env?.writes ?? []).map((write) => write.change),
        crons: (plans.crons?.writes ?? []).map((write) => write.change),
        failedSettings: [],
        failedEnv: [],
        failedCrons: [],
        alreadyEnv: [],
        alreadyCrons: []
    };
}
function logDryRun(context, planned, plans) {
    const { info } = context.runner;
    for (const change of planned.settings)
        info(`Dry run: ${(0,setting_changes/* describeChange */.uQ)(change, 'would change')}.`);
    for (const change of planned.env) {
        const source = privateSource(change, plans.env?.comparisons ?? []);
        info(source === null
            ? `Dry run: variable ${(0,env_and_crons/* envLabel */.Ac)(change)} would be ${env_and_crons/* WRITE_DONE */.xK[change.action]}.`
            : `Dry run: would ${PRIVATE_WRITE[change.action]} private ${(0,env_and_crons/* envLabel */.Ac)(change)} from ${source}.`);
    }
    for (const change of planned.crons) {
        info(`Dry run: the cron job of branch '${change.branch}' would be ${env_and_crons/* WRITE_DONE */.xK[change.action]}.`);
    }
}
const PRIVATE_WRITE = {
    create: 'create',
    update: 'update',
    rewrite: 'write again',
    delete: 'delete'
};
/**
 * Where a private value a dry run would write comes from: a dry run does not read it (a pull
 * request plans without the secret), so the plan names the step's variable instead; null when
 * the change writes no private value.
 */
function privateSource(change, comparisons) {
    if (change.action === 'delete' || change.to === null || change.to.public)
        return null;
    const declared = comparisons.find((c) => c.expected !== null && c.name === change.name && c.branch === change.branch);
    return declared?.fromEnv ? `${declared.fromEnv} (not read in a dry run)` : 'its inline value';
}
/** fail-on-mismatch: every entry that differs, and the extras when prune is true; null if none. */
function failureOfCheck(plans, prune) {
    const counts = (drift) => drift.filter((c) => prune || c.expected !== null);
    const env = counts(plans.env?.drift ?? []);
    const crons = counts(plans.crons?.drift ?? []);
    const settings = plans.settings?.drift ?? [];
    const parts = [
        ...settings.map((d) => `setting ${(0,setting_changes/* describeDrift */.ZP)(d)}`),
        ...env.map((c) => `env ${(0,env_and_crons/* envLabel */.Ac)(c)} ${envDrift(c)}`),
        ...crons.map((c) => `cron '${c.branch}' ${cronDrift(c)}`)
    ];
    if (parts.length === 0)
        return null;
    const total = (plans.settings?.comparisons.length ?? 0) +
        (plans.env?.comparisons.length ?? 0) +
        (plans.crons?.comparisons.length ?? 0);
    return `${parts.length} of ${(0,plural/* plural */.L)(total, 'entry', 'entries')} ${parts.length === 1 ? 'differs' : 'differ'} from 'desired-settings': ${parts.join('; ')} (fail-on-mismatch is true).`;
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
    return `is ${cronText(actual)}, expected ${cronText(expected)}`;
}
function cronText(state) {
    return `${state.interval}${state.dont_run_if_recent_build_exists ? ' (not after a recent build)' : ''}${state.active === false ? `, ${env_and_crons/* CRON_STOPPED */.xz}` : ''}`;
}
/** What apply-settings could not do, each with its reason, and what it did; null if all went. */
function failureOfApply(result) {
    const failed = [
        ...result.failed.map((f) => `setting '${f.name}': ${f.reason}`),
        ...(result.sections?.env?.failed ?? []).map((f) => `${f.what}: ${f.reason}`),
        ...(result.sections?.crons?.failed ?? []).map((f) => `${f.what}: ${f.reason}`)
    ];
    if (failed.length === 0)
        return null;
    const applied = [
        ...(result.changes ?? []).map((c) => `setting '${c.name}'`),
        ...(result.sections?.env?.changes ?? []).map((c) => `env ${(0,env_and_crons/* envLabel */.Ac)(c)} (${c.action})`),
        ...(result.sections?.crons?.changes ?? []).map((c) => `cron '${c.branch}' (${c.action})`)
    ];
    return `${(0,plural/* plural */.L)(failed.length, 'change')} ${failed.length === 1 ? 'was' : 'were'} not made: ${failed.join(' ')} Applied: ${applied.length === 0 ? 'none' : applied.join(', ')}.`;
}

;// CONCATENATED MODULE: ./src/operations/settings/as-code-sections.ts











async function checkSections(context, inputs, sections) {
    const plans = await readPlans(context, inputs, sections, false);
    const result = resultOf(plans, 'check-settings', false, inputs.prune, false);
    const failure = inputs.failOnMismatch ? failureOfCheck(plans, inputs.prune) : null;
    if (failure !== null)
        result.failure = failure;
    return result;
}
async function applySections(context, inputs, sections) {
    const plans = await readPlans(context, inputs, sections, inputs.rewritePrivateEnv);
    const deletions = [...(plans.env?.writes ?? []), ...(plans.crons?.writes ?? [])].filter((write) => write.action === 'delete').length;
    if (inputs.maxDeletions !== null && deletions > inputs.maxDeletions) {
        throw new action_error/* ActionError */.l(`prune would delete ${(0,plural/* plural */.L)(deletions, 'variable or cron job', 'variables and cron jobs')}, more than max-deletions (${inputs.maxDeletions}); nothing was changed. Name them in 'desired-settings', or raise max-deletions.`);
    }
    const { dryRun, prune, rewritePrivateEnv } = inputs;
    const result = resultOf(plans, 'apply-settings', dryRun, prune, rewritePrivateEnv);
    if (rewritePrivateEnv && plans.env?.writes.some((write) => write.action === 'rewrite')) {
        result.notes.push(`rewrite-private-env is true: private values ${dryRun ? 'would be' : 'are'} written again on every run, as Travis CI never shows them and the action cannot tell whether they changed; so changed is true whenever one is written.`);
    }
    if (dryRun) {
        const planned = plannedChanges(plans);
        logDryRun(context, planned, plans);
        fill(result, planned);
        return result;
    }
    const settings = plans.settings === null || plans.settings.drift.length === 0
        ? { changes: [], failed: [] }
        : await (0,setting_changes/* applySettingChanges */.I)(context, plans.settings.drift);
    const env = await applyEnvWrites(context, plans.env?.writes ?? []);
    const crons = await applyCronWrites(context, plans.crons?.writes ?? []);
    fill(result, {
        settings: settings.changes,
        env: env.changes,
        crons: crons.changes,
        failedSettings: settings.failed,
        failedEnv: env.failed,
        failedCrons: crons.failed,
        alreadyEnv: env.alreadySo,
        alreadyCrons: crons.alreadySo
    });
    const failure = failureOfApply(result);
    if (failure !== null) {
        result.failure = failure;
        result.failureTodo =
            'each change not made says why; what was applied stays applied. Fix the cause and run the step again: it sends only what still differs.';
    }
    return result;
}
/** The sections' reads, side by side (reads do not lose updates), and their comparisons. */
async function readPlans(context, inputs, sections, rewritePrivateEnv) {
    const { prune } = inputs;
    const [settings, env, crons] = await Promise.all([
        inputs.desired.length === 0 ? null : (0,setting_changes/* planSettings */.ZB)(context, inputs.desired),
        sections.env === null
            ? null
            : (0,env_vars/* listEnvVars */.CX)(context.client).then((records) => compareEnvVars(sections.env ?? [], records, { prune, rewritePrivateEnv })),
        sections.crons === null
            ? null
            : (0,settings_crons/* readCrons */.eb)(context).then((records) => compareCrons(sections.crons ?? [], records, { prune }))
    ]);
    const plans = { settings, env, crons };
    describePlans(context, plans, prune);
    return plans;
}
function resultOf(plans, operation, dryRun, prune, rewritePrivateEnv) {
    const applies = operation === 'apply-settings';
    const section = (plan) => plan === null
        ? null
        : {
            comparisons: plan.comparisons,
            drift: plan.drift,
            changes: applies ? [] : null,
            failed: []
        };
    const settings = plans.settings;
    return {
        ...(0,result/* resultBase */.b)('settings-check', operation, { dryRun }),
        comparisons: settings?.comparisons ?? [],
        drift: settings?.drift ?? [],
        changes: applies ? [] : null,
        failed: [],
        sections: {
            env: section(plans.env),
            crons: section(plans.crons),
            prune,
            rewritePrivateEnv
        }
    };
}
/** Puts what was done (or, in a dry run, would be) into the result. */
function fill(result, done) {
    const { sections } = result;
    result.changes = done.settings;
    result.failed = done.failedSettings;
    if (sections?.env) {
        sections.env.changes = done.env;
        sections.env.failed = done.failedEnv;
        sections.env.alreadySo = done.alreadyEnv;
    }
    if (sections?.crons) {
        sections.crons.changes = done.crons;
        sections.crons.failed = done.failedCrons;
        sections.crons.alreadySo = done.alreadyCrons;
    }
    result.changed = done.settings.length + done.env.length + done.crons.length > 0;
}


/***/ })

};
