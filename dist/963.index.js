export const id = 963;
export const ids = [963];
export const modules = {

/***/ 3963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cancelBuild: () => (/* reexport */ cancelBuild),
  listBuilds: () => (/* reexport */ listBuilds),
  restartBuild: () => (/* reexport */ restartBuild),
  triggerBuild: () => (/* reexport */ triggerBuild),
  waitForBuild: () => (/* reexport */ waitForBuild)
});

// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/travis/pages.ts + 1 modules
var pages = __webpack_require__(6662);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/travis/paths.ts
var paths = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/travis/shapes.ts
var shapes = __webpack_require__(5159);
;// CONCATENATED MODULE: ./src/travis/resources/builds.ts



const BUILD_FIELDS = {
    id: shapes/* count */.U9,
    number: shapes/* text */.Qq,
    state: shapes/* text */.Qq,
    started_at: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
    finished_at: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
    branch: (0,shapes/* optional */.lq)((0,shapes/* nullable */.me)((0,shapes/* object */.Ik)({ name: shapes/* text */.Qq }))),
    jobs: (0,shapes/* optional */.lq)((0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({ id: shapes/* count */.U9, number: (0,shapes/* optional */.lq)(shapes/* text */.Qq), state: (0,shapes/* optional */.lq)(shapes/* text */.Qq) })))
};
const BUILD = (0,shapes/* shape */.cW)('a build', 'id, number, state, started_at, finished_at, branch.name, jobs', (0,shapes/* object */.Ik)(BUILD_FIELDS));
const BUILDS = (0,shapes/* shape */.cW)('a build list', 'builds: a list of {id, number, state, …}, @pagination', (0,shapes/* object */.Ik)({ builds: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)(BUILD_FIELDS)), '@pagination': shapes/* PAGINATION */.Bq }));
/** The 202 of a restart or cancel: `pending`, with the build as it was (minimal). */
const BUILD_ACCEPTED = (0,shapes/* shape */.cW)('an accepted build action', 'build.id, state_change', (0,shapes/* object */.Ik)({ build: (0,shapes/* object */.Ik)({ id: shapes/* count */.U9 }), state_change: shapes/* text */.Qq }));
/** The jobs with their states: what waiting reads on every poll. */
const WITH_JOBS = { include: 'build.jobs,job.state' };
/**
 * How pages.ts reads a repository's builds: newest first (queries/builds.rb `default_sort
 * "number:desc,id:desc"`, a total order since ids are unique). Several states or event types
 * are one comma separated value (`list(state)`).
 */
function buildListing(client, query) {
    const params = (page) => ({
        'branch.name': query.branch === '' ? undefined : query.branch,
        'build.state': query.states.length === 0 ? undefined : query.states.join(','),
        'build.event_type': query.eventTypes.length === 0 ? undefined : query.eventTypes.join(','),
        include: (0,paths/* includeParameter */.O3)(query.include),
        limit: page.limit,
        offset: page.offset
    });
    return {
        page: (page) => client.get('builds', BUILDS, params(page)),
        link: (href) => client.getLink(href, BUILDS),
        items: (body) => body.builds,
        noun: 'builds'
    };
}
/** The build with its jobs and their states; `signal` ends the read and its retries. */
function requestBuildGet(client, id, signal) {
    return client.getAt((0,paths/* buildPath */.UL)(id), BUILD, WITH_JOBS, signal);
}
/** The newest build of a branch, with its jobs; null when the branch has none. */
async function requestBuildsGetNewest(client, branch) {
    const body = await client.get('builds', BUILDS, {
        'branch.name': branch,
        ...WITH_JOBS,
        limit: 1
    });
    return body.builds[0] ?? null;
}
/** One POST attempt of a restart (202, queued for travis-hub). */
async function requestBuildRestartPost(client, id, attempt) {
    await client.postAt((0,paths/* buildPath */.UL)(id, 'restart'), BUILD_ACCEPTED, attempt);
}
/** One POST attempt of a cancel (202, queued for travis-hub). */
async function requestBuildCancelPost(client, id, attempt) {
    await client.postAt((0,paths/* buildPath */.UL)(id, 'cancel'), BUILD_ACCEPTED, attempt);
}
/** A 409 of a build action: `build_already_running` (restart) or `build_not_cancelable`. */
function conflictOf(error) {
    return error instanceof errors/* TravisApiError */.Kb && error.status === 409 ? (error.errorType ?? null) : null;
}

// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
// EXTERNAL MODULE: ./src/model/builds.ts
var builds = __webpack_require__(384);
;// CONCATENATED MODULE: ./src/operations/builds/views.ts
// Builds as the action shows them: the view of a server's build, its jobs counted for a progress
// line ("build #57 started: 2 of 4 jobs passed, 1 running, 1 queued, 6 min"), and the jobs that
// did not pass, for the failure line.

function buildView(build, url) {
    const jobs = (build.jobs ?? []).map((job) => ({
        id: job.id,
        number: job.number ?? '',
        state: job.state ?? '',
        allow_failure: job.allow_failure === true
    }));
    return {
        id: build.id,
        number: build.number,
        state: build.state,
        branch: build.branch?.name ?? null,
        event_type: build.event_type ?? null,
        message: build.commit?.message ?? null,
        sha: build.commit?.sha ?? null,
        started_at: build.started_at ?? null,
        finished_at: build.finished_at ?? null,
        duration: durationOf(build),
        url,
        jobs
    };
}
/**
 * Travis CI's `duration` (the jobs' run time, set when the build finishes); while it is null,
 * the seconds from the start to the finish or, for a running build, to now.
 */
function durationOf(build) {
    if (typeof build.duration === 'number')
        return build.duration;
    const started = Date.parse(build.started_at ?? '');
    if (Number.isNaN(started))
        return null;
    const finished = build.finished_at ? Date.parse(build.finished_at) : Date.now();
    return Number.isNaN(finished) ? null : Math.max(0, Math.round((finished - started) / 1000));
}
/** `#57` */
function buildName(build) {
    return `#${build.number}`;
}
/** `2 of 4 jobs passed, 1 failed, 1 running, 1 queued`; '' without jobs. */
function jobCounts(jobs) {
    if (jobs.length === 0)
        return '';
    const count = (test) => jobs.filter((job) => test(job.state)).length;
    const parts = [`${count((state) => state === 'passed')} of ${jobs.length} jobs passed`];
    for (const state of builds/* FAILED_STATES */.ru) {
        const n = count((candidate) => candidate === state);
        if (n > 0)
            parts.push(`${n} ${state}`);
    }
    const running = count((state) => !(0,builds/* isFinished */.$g)(state) && !builds/* WAITING_STATES */.Nz.includes(state));
    const waiting = count((state) => builds/* WAITING_STATES */.Nz.includes(state));
    if (running > 0)
        parts.push(`${running} running`);
    if (waiting > 0)
        parts.push(`${waiting} queued`);
    return parts.join(', ');
}
/** `build #57 started: 2 of 4 jobs passed, 1 running, 1 queued, 6 min` */
function progressLine(build, elapsedMs) {
    const jobs = jobCounts(build.jobs);
    return `build ${buildName(build)} ${build.state}: ${jobs === '' ? '' : `${jobs}, `}${elapsed(elapsedMs)}`;
}
/** `45 s`, `6 min` */
function elapsed(ms) {
    const seconds = Math.round(ms / 1000);
    return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`;
}
/** The jobs that did not pass (and may not fail), failed ones first: `57.2 failed, 57.3 errored`. */
function jobsNotPassed(build) {
    return build.jobs
        .filter((job) => job.state !== 'passed' && !job.allow_failure)
        .sort((a, b) => (0,builds/* jobOrder */.S)(a.state) - (0,builds/* jobOrder */.S)(b.state))
        .map((job) => `${job.number || `id ${job.id}`} ${job.state}`)
        .join(', ');
}
/** `build #57 (https://…/builds/123)` or `build #57 (id 123)` */
function buildLabel(build) {
    return `build ${buildName(build)} (${build.url ?? `id ${build.id}`})`;
}
/** What changed between two reads: the build's state or a job's. */
function stateKey(build) {
    return [build.state, ...build.jobs.map((job) => `${job.id}:${job.state}`)].join(' ');
}
/** The build still shows what it was before a restart: finished, at the same time. */
function notYetRestarted(build, before) {
    return build.state === before.state && build.finished_at === before.finished_at;
}

;// CONCATENATED MODULE: ./src/operations/builds/list.ts





/**
 * Without 'limit', one page of the newest builds: a repository holds thousands, and what a
 * workflow reads is the last ones ('limit' up to 10,000 reads more).
 */
const DEFAULT_BUILDS_LIMIT = 100;
async function listBuilds(context, inputs) {
    const filters = { branch: inputs.branch, states: inputs.states, eventTypes: inputs.eventTypes };
    const { items, total } = await (0,pages/* fetchPages */.f1)(context.runner, buildListing(context.client, { ...filters, include: inputs.include }), { offset: inputs.offset, limit: inputs.limit ?? DEFAULT_BUILDS_LIMIT });
    const builds = items.map((build) => buildView(build, context.buildUrl(build.id)));
    context.runner.info(`Listed ${(0,plural/* plural */.L)(builds.length, 'build')}${total === null || total === builds.length ? '' : ` of ${total}`}.`);
    return { ...(0,result_base/* resultBase */.b)('builds', 'list-builds'), builds, total, filters };
}

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/abortable.ts
var abortable = __webpack_require__(773);
// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __webpack_require__(5181);
;// CONCATENATED MODULE: ./src/travis/resources/requests.ts


const REQUEST_FIELDS = {
    id: shapes/* count */.U9,
    state: shapes/* text */.Qq,
    result: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
    message: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
    branch_name: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
    builds: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({ id: shapes/* count */.U9, number: shapes/* text */.Qq, state: shapes/* text */.Qq })),
    created_at: (0,shapes/* optional */.lq)(shapes/* text */.Qq),
    event_type: (0,shapes/* optional */.lq)(shapes/* text */.Qq)
};
const REQUEST = (0,shapes/* shape */.cW)('a build request', 'id, state, result, message, builds', (0,shapes/* object */.Ik)(REQUEST_FIELDS));
const REQUESTS = (0,shapes/* shape */.cW)('a build request list', 'requests: a list of {id, state, builds, …}', (0,shapes/* object */.Ik)({ requests: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)(REQUEST_FIELDS)) }));
const PENDING = (0,shapes/* shape */.cW)('an accepted build request', 'request.id, remaining_requests', (0,shapes/* object */.Ik)({ request: (0,shapes/* object */.Ik)({ id: shapes/* count */.U9 }), remaining_requests: (0,shapes/* optional */.lq)((0,shapes/* nullable */.me)(shapes/* count */.U9)) }));
/** One POST attempt (202 `pending`): the request is queued for travis-gatekeeper. */
function requestRequestsPost(client, body, attempt) {
    return client.post('requests', PENDING, { ...body }, attempt);
}
/** One request; `signal` ends the read and its retries. */
function requestRequestGet(client, id, signal) {
    return client.get(`request/${id}`, REQUEST, {}, signal);
}
/** The repository's newest requests, newest first (queries/requests.rb `order(id: :desc)`). */
async function requestRequestsGet(client, limit) {
    const body = await client.get('requests', REQUESTS, { limit });
    return body.requests;
}
/**
 * Whether a branch is the repository's default (`GET /repo/{repo}/branch/{name}`,
 * renderer/branch.rb `default_branch`): what an empty 'branch' input leaves to the server.
 */
async function requestIsDefaultBranch(client, name) {
    const body = await client.get(`branch/${encodeURIComponent(name)}`, BRANCH);
    return body.default_branch;
}
const BRANCH = (0,shapes/* shape */.cW)('a branch', 'name, default_branch', (0,shapes/* object */.Ik)({ name: shapes/* text */.Qq, default_branch: shapes/* flag */.Jt }));
/** The hourly limit of API build requests (429 `request_limit_reached`), or null. */
function requestLimitOf(error) {
    if (!(error instanceof errors/* TravisApiError */.Kb) || error.errorType !== 'request_limit_reached')
        return null;
    const figure = (name) => {
        const value = error.errorBody?.[name];
        return typeof value === 'number' ? value : null;
    };
    return { maxRequests: figure('max_requests'), perSeconds: figure('per_seconds') };
}

;// CONCATENATED MODULE: ./src/operations/builds/request-recovery.ts




/** How many of the newest requests are read: a run's own is among the last few. */
const REQUESTS_READ = 25;
async function sendBuildRequest(context, inputs, body) {
    // Before the POST: on the server's clock, its request cannot be older than this moment.
    const sentAt = context.client.serverClock.now();
    try {
        const pending = await requestRequestsPost(context.client, body, 1);
        return { kind: 'done', done: { ...pending, adopted: false } };
    }
    catch (error) {
        const limit = requestLimitOf(error);
        if (limit !== null && error instanceof errors/* TravisApiError */.Kb) {
            const { maxRequests, perSeconds } = limit;
            const failure = error.withHint(`Travis CI allows ${maxRequests ?? 'a limited number of'} API build requests per ${perSeconds === null ? 'hour' : `${perSeconds} seconds`} on this repository for this token (max_requests ${maxRequests ?? '?'}, per_seconds ${perSeconds ?? '?'}); nothing was sent again: run again once the window has moved on.`);
            return { kind: 'refused', failure };
        }
        if (!(error instanceof errors/* TravisApiError */.Kb) || !error.mayHaveLanded) {
            return { kind: 'refused', failure: error };
        }
        return await findOurRequest(context, inputs, error, sentAt);
    }
}
async function findOurRequest(context, inputs, lost, sentAt) {
    context.runner.warning(`${lost.message} The request may have been created: looking for it among the repository's newest requests; nothing is sent again.`);
    let requests;
    try {
        requests = await requestRequestsGet(context.client, REQUESTS_READ);
    }
    catch (error) {
        const words = (0,write_outcome/* mayHaveBeenApplied */.H)({
            read: "the repository's requests",
            readError: (0,action_error/* messageOf */.b)(error),
            subject: 'the build request',
            check: "look at the repository's requests on Travis CI before triggering again"
        });
        return { kind: 'unknown', failure: new action_error/* ActionError */.l(`${lost.message} ${words}`) };
    }
    const since = context.client.serverClock.earliestAt(sentAt);
    if (since === null) {
        return unknown(`${lost.message} Travis CI's answers carry no Date header, so the action cannot tell which of the repository's requests were made after its POST: look at the repository's requests on Travis CI before triggering again.`);
    }
    const ours = requests.filter((request) => isOurs(request, inputs, since));
    const [only] = ours;
    const sinceText = `made since ${since.toISOString().replace('.000Z', 'Z')} (Travis CI's clock, when the POST was sent)`;
    if (ours.length === 1 && only !== undefined) {
        context.runner.info(`Found build request ${only.id}, ${sinceText}: the POST had landed; following it (checked once Travis CI has taken it).`);
        return { kind: 'done', done: { request: { id: only.id }, adopted: true } };
    }
    return unknown(ours.length === 0
        ? `${lost.message} No build request ${sinceText} is among the repository's newest requests, but it may still appear: look at the repository's requests on Travis CI before triggering again (a second run could start a second build).`
        : `${lost.message} Several build requests ${sinceText} could be this run's (${ours.map((request) => request.id).join(', ')}): another run or person triggered builds too, so the action follows none of them.`);
}
function unknown(message) {
    return { kind: 'unknown', failure: new action_error/* ActionError */.l(message) };
}
/**
 * An API request created at or after `since` (one without a readable `created_at` cannot be
 * dated, so it is never adopted: the step then fails saying the request may still appear),
 * pending (no branch or commit shown yet) or with our branch, commit message and sha. Without a
 * 'branch' input any branch fits here (checkAdopted compares the default branch); without
 * 'message' or 'sha', any.
 */
function isOurs(request, inputs, since) {
    if (request.event_type !== undefined && request.event_type !== 'api')
        return false;
    const created = Date.parse(request.created_at ?? '');
    if (Number.isNaN(created) || created < since.getTime())
        return false;
    const { branch, message, sha } = takenAs(request);
    return ((branch === null || inputs.branch === '' || branch === inputs.branch) &&
        (message === null || inputs.message === '' || message === inputs.message) &&
        (sha === null || inputs.sha === '' || sha.toLowerCase() === inputs.sha.toLowerCase()));
}
/**
 * An adopted request, once the gatekeeper has taken it: null when its build is ours (branch, or
 * the default branch when 'branch' is empty; commit message and sha when given), else why not.
 */
async function checkAdopted(context, inputs, request) {
    const { branch, message, sha } = takenAs(request);
    const differences = [];
    if (inputs.branch !== '' && branch !== inputs.branch) {
        differences.push(`branch ${quoted(branch)}, not '${inputs.branch}'`);
    }
    else if (inputs.branch === '' &&
        (branch === null || !(await requestIsDefaultBranch(context.client, branch)))) {
        differences.push(`branch ${quoted(branch)}, not the default branch`);
    }
    if (inputs.message !== '' && message !== inputs.message) {
        differences.push(`commit message ${quoted(message)}, not '${inputs.message}'`);
    }
    if (inputs.sha !== '' && sha?.toLowerCase() !== inputs.sha.toLowerCase()) {
        differences.push(`commit ${quoted(sha)}, not ${inputs.sha}`);
    }
    if (differences.length === 0)
        return null;
    return `Build request ${request.id}, found after the POST's answer was lost, is not this run's: Travis CI took it with ${differences.join(', ')}. This run's request may still appear: look at the repository's requests on Travis CI before triggering again.`;
}
/** What Travis CI shows a request was taken with; null until travis-gatekeeper takes it. */
function takenAs(request) {
    return {
        branch: request.branch_name ?? null,
        message: request.commit?.message ?? null,
        sha: request.commit?.sha ?? null
    };
}
function quoted(value) {
    return value === null ? 'none' : `'${value}'`;
}

;// CONCATENATED MODULE: ./src/operations/builds/wait.ts





/** The longest wait between two reads of a build that waits for a worker, and between lines. */
const MINUTE_MS = 60_000;
/** How long the cancel of 'cancel-on-abort' may take: the runner kills the step soon after. */
const CANCEL_ON_ABORT_MS = 5000;
/**
 * Reads the build until it finishes, the time runs out or `signal` aborts; `first` is the build
 * as last read. `restarted`: `first` is the build before a restart, which travis-hub applies
 * later; until the build shows another state or finish time, the restart has not happened yet.
 * `deadline`: when 'wait-minutes' ends, counted from the start of the whole wait (trigger-build's
 * request too).
 */
async function followBuild(context, first, plan, signal, { restarted = false, deadline = Date.now() + plan.minutes * MINUTE_MS } = {}) {
    const restartedFrom = restarted ? first : undefined;
    const started = Date.now();
    let build = first;
    let shownKey = '';
    let shownAt = -Infinity;
    let waitingReads = 0;
    const show = (suffix = '') => {
        context.runner.info(`${progressLine(build, Date.now() - started)}${suffix}`);
        shownKey = stateKey(build);
        shownAt = Date.now();
    };
    for (;;) {
        const old = restartedFrom !== undefined && notYetRestarted(build, restartedFrom);
        if (stateKey(build) !== shownKey || Date.now() - shownAt >= MINUTE_MS)
            show();
        if ((0,builds/* isFinished */.$g)(build.state) && !old)
            return { build, end: 'finished' };
        const left = deadline - Date.now();
        const pending = old ? { restartPending: true } : {};
        if (signal.aborted)
            return { build, end: 'aborted', ...pending };
        if (left <= 0)
            return { build, end: 'timeout', ...pending };
        waitingReads = old || builds/* WAITING_STATES */.Nz.includes(build.state) ? waitingReads + 1 : 0;
        let rest = Math.min(left, pollDelayMs(plan.pollSeconds, waitingReads));
        const readAt = Date.now();
        while (rest > 0 && !signal.aborted) {
            const step = Math.min(rest, Math.max(1, shownAt + MINUTE_MS - Date.now()));
            await (0,abortable/* pause */.v7)(step, signal);
            rest -= step;
            // Not right before a read: its own line follows.
            if (rest > 0 && Date.now() - shownAt >= MINUTE_MS) {
                show(` (read ${elapsed(Date.now() - readAt)} ago)`);
            }
        }
        if (signal.aborted)
            return { build, end: 'aborted', ...pending };
        // The read ends with the signal (nothing more is sent), and is raced against it too, so that
        // no transport can hold back 'cancel-on-abort'.
        const read = await (0,abortable/* untilAborted */.Eu)(requestBuildGet(context.client, build.id, signal), signal);
        if (read === abortable/* ABORTED */.wp)
            return { build, end: 'aborted', ...pending };
        build = buildView(read, build.url);
    }
}
/**
 * The wait before the next read: 'poll-seconds', doubled for each read that found the build (or
 * request) still waiting, up to a minute (never below 'poll-seconds').
 */
function pollDelayMs(pollSeconds, waitingReads) {
    const doubled = pollSeconds * 2 ** Math.max(0, waitingReads - 1);
    return Math.max(pollSeconds, Math.min(60, doubled)) * 1000;
}
/** What a wait's end means for the step: its failure line, or none. */
async function verdictOf(context, waited, plan) {
    const { build } = waited;
    switch (waited.end) {
        case 'finished': {
            if (!plan.failOnBuildFailure || !builds/* FAILED_STATES */.ru.includes(build.state))
                return {};
            const jobs = jobsNotPassed(build);
            return {
                failure: `${buildLabel(build)} ${build.state}${jobs === '' ? '' : `: ${jobs}`}.`,
                failedCheck: true
            };
        }
        case 'timeout':
            return {
                failure: waited.restartPending
                    ? `the restart of ${buildLabel(build)} is still queued on Travis CI after ${plan.minutes} min of waiting ('wait-minutes'): the build still shows how it ended before (${build.state}); it will run when Travis CI takes the restart.`
                    : `${buildLabel(build)} is still ${build.state} after ${plan.minutes} min of waiting ('wait-minutes'); it goes on on Travis CI.`
            };
        case 'aborted': {
            if (waited.restartPending) {
                // travis-api refuses to cancel a finished build, and the build reads finished until
                // travis-hub applies the restart: there is nothing to cancel yet, whatever the inputs.
                return {
                    failure: `the workflow was cancelled while the restart of ${buildLabel(build)} was still queued on Travis CI; it will run when Travis CI takes it, and can be cancelled only then (cancel-build).`
                };
            }
            const { words, accepted } = await cancelOnAbort(context, build, plan);
            return {
                failure: `the workflow was cancelled while waiting for ${buildLabel(build)}; ${words}`,
                // Queued for travis-hub: build-state says so, not the state the build showed.
                ...(accepted ? { pending: 'cancel' } : {})
            };
        }
    }
}
/**
 * With 'cancel-on-abort', cancels the build: one attempt, given a few seconds of its own (the
 * runner kills the step soon), whatever 'timeout-seconds' says. `accepted`: Travis CI queued it.
 */
async function cancelOnAbort(context, build, plan) {
    if (!plan.cancelOnAbort) {
        const words = "the Travis CI build goes on (set 'cancel-on-abort: true' to cancel it with the workflow).";
        return { words, accepted: false };
    }
    try {
        await withinMs(requestBuildCancelPost(context.client, build.id, 1), CANCEL_ON_ABORT_MS);
        context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI ('cancel-on-abort').`);
        const words = "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly.";
        return { words, accepted: true };
    }
    catch (error) {
        if (conflictOf(error) === 'build_not_cancelable') {
            const words = 'the Travis CI build had finished already, so there was nothing to cancel.';
            return { words, accepted: false };
        }
        const words = `cancelling the Travis CI build ('cancel-on-abort') failed: ${(0,action_error/* messageOf */.b)(error)}`;
        return { words, accepted: false };
    }
}
/** `work`, or a failure after `ms` (the work goes on unheeded). */
function withinMs(work, ms) {
    work.catch(() => { });
    let timer;
    const late = new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

;// CONCATENATED MODULE: ./src/operations/builds/trigger.ts









/** A request in these states has not been taken by travis-gatekeeper yet. */
const REQUEST_PENDING_STATES = ['pending', 'started', 'created'];
/** At or below this many API build requests left in the hour, a notice says so. */
const FEW_REQUESTS_LEFT = 2;
async function triggerBuild(context, inputs) {
    const base = (0,result_base/* resultBase */.b)('build', 'trigger-build', { changed: true, dryRun: inputs.dryRun });
    const where = inputs.branch === '' ? 'the default branch' : `branch '${inputs.branch}'`;
    if (inputs.dryRun) {
        context.runner.info(`Dry run: a build request for ${where} would be sent; nothing was sent.`);
        return { ...base, action: 'would-trigger', request: null, build: null, waitEnd: null };
    }
    // The run's own clock, for 'wait-minutes' only (which requests are ours: the server's clock).
    const runStarted = Date.now();
    return context.interrupts.during(async (signal) => {
        const pending = (0,write_outcome/* doneOrThrow */.E)(await sendBuildRequest(context, inputs, requestBody(inputs)));
        const request = {
            id: pending.request.id,
            remainingRequests: pending.remaining_requests ?? null
        };
        // An adopted request has its own line (request-recovery.ts) until it is checked.
        if (!pending.adopted) {
            context.runner.info(`Travis CI accepted build request ${request.id} for ${where}.`);
        }
        noticeFewLeft(context, request.remainingRequests);
        const adopted = pending.adopted ? inputs : null;
        // One 'wait-minutes' for the request and its build together.
        const deadline = runStarted + inputs.plan.minutes * 60_000;
        const taken = await followRequest(context, request.id, inputs.plan, signal, adopted, deadline);
        if (typeof taken === 'string') {
            return { ...base, action: 'triggered', request, build: null, waitEnd: null, failure: taken };
        }
        const build = buildView(await requestBuildGet(context.client, taken), context.buildUrl(taken));
        context.runner.info(`Build request ${request.id} became ${buildLabel(build)}.`);
        if (!inputs.wait) {
            context.runner.info(progressLine(build, 0));
            return { ...base, action: 'triggered', request, build, waitEnd: null };
        }
        const waited = await followBuild(context, build, inputs.plan, signal, { deadline });
        const verdict = await verdictOf(context, waited, inputs.plan);
        return {
            ...base,
            action: 'triggered',
            request,
            build: waited.build,
            waitEnd: waited.end,
            ...verdict
        };
    });
}
/** The dotted keys travis-api reads; what the inputs leave empty is left to the server. */
function requestBody(inputs) {
    return {
        ...(inputs.branch === '' ? {} : { 'request.branch': inputs.branch }),
        ...(inputs.message === '' ? {} : { 'request.message': inputs.message }),
        ...(inputs.sha === '' ? {} : { 'request.sha': inputs.sha }),
        ...(inputs.config === null
            ? {}
            : { 'request.config': inputs.config, 'request.merge_mode': inputs.mergeMode })
    };
}
/**
 * travis-api counts `remaining_requests` before the request it answers (requests/create.rb:
 * `max - count`, and a 0 refuses), so R left means R - 1 more may follow within the hour.
 */
function noticeFewLeft(context, remaining) {
    if (remaining === null || remaining > FEW_REQUESTS_LEFT)
        return;
    const more = Math.max(0, remaining - 1);
    context.runner.notice(`Travis CI answered remaining_requests ${remaining}: this token may send ${more} more API build ${more === 1 ? 'request' : 'requests'} to this repository within the hour; the next ones are refused (request_limit_reached).`);
}
/**
 * Reads the request until travis-gatekeeper has taken it: the id of its build, or the failure
 * line when it was rejected, made no build, or the wait ended first. A request adopted after a
 * lost answer is checked once taken, and throws when it is not this run's.
 */
async function followRequest(context, id, plan, signal, adopted, deadline) {
    let state = 'pending';
    const cancelled = () => `the workflow was cancelled while build request ${id} was still ${state}; Travis CI may still start its build.`;
    for (let reads = 1;; reads++) {
        // Nothing is read once the workflow is cancelled, and a read in flight is given up.
        if (signal.aborted)
            return cancelled();
        const request = await (0,abortable/* untilAborted */.Eu)(requestRequestGet(context.client, id, signal), signal);
        if (request === abortable/* ABORTED */.wp)
            return cancelled();
        state = request.state;
        const build = request.builds[0];
        const pending = REQUEST_PENDING_STATES.includes(request.state);
        if (adopted !== null && (build !== undefined || !pending)) {
            const notOurs = await checkAdopted(context, adopted, request);
            if (notOurs !== null)
                throw new action_error/* ActionError */.l(notOurs);
            context.runner.info(`Build request ${id} is this run's: Travis CI took it as sent.`);
        }
        if (request.result === 'rejected') {
            return `Travis CI rejected build request ${id}: ${request.message ?? 'no reason given'}`;
        }
        if (build !== undefined)
            return build.id;
        if (!pending) {
            return `build request ${id} ended ${request.state}${request.result ? ` (${request.result})` : ''} without a build${request.message ? `: ${request.message}` : ''}.`;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
            return `build request ${id} is still ${request.state} after ${plan.minutes} min ('wait-minutes'); Travis CI may still start its build: look at the repository's requests on Travis CI before triggering again.`;
        }
        await (0,abortable/* pause */.v7)(Math.min(left, pollDelayMs(plan.pollSeconds, reads)), signal);
    }
}

;// CONCATENATED MODULE: ./src/operations/builds/build-writes.ts
// restart-build's and cancel-build's one write each (POST, 202: queued for travis-hub), as a
// WriteOutcome. A lost answer (no answer, a 5xx, an answer cut short) is settled by reading the
// build, never by sending blindly: a cancel the read shows not done is sent again (a build
// cancelled twice is cancelled once), a restart never is (a second one would restart it again).






/**
 * travis-api refuses a restart of these (409 build_already_running: queries/build.rb L24-25,
 * docs/travis-api.md#build-actions), so the action refuses it before sending.
 */
const RUNNING_STATES = ['received', 'queued', 'started'];
/**
 * One restart. A running build is refused before sending; after a lost answer, a finished build
 * no longer as it was has been restarted. An unfinished one (`created`) may change by itself, so
 * its change proves nothing: unknown, as is a build that still is as it was; nothing sent again.
 */
async function sendRestart(context, before) {
    if (RUNNING_STATES.includes(before.state))
        return { kind: 'refused', failure: stillRunning(before) };
    try {
        await requestBuildRestartPost(context.client, before.id, 1);
        return { kind: 'done', done: true };
    }
    catch (error) {
        if (conflictOf(error) === 'build_already_running') {
            return { kind: 'refused', failure: stillRunning(before) };
        }
        if (!(error instanceof errors/* TravisApiError */.Kb) || !error.mayHaveLanded) {
            return { kind: 'refused', failure: explainRefusal(error, 'restart') };
        }
        const now = await readBack(context, before, error, 'the restart');
        if ('kind' in now)
            return now;
        const changed = !notYetRestarted(now, before);
        if (changed && (0,builds/* isFinished */.$g)(before.state)) {
            context.runner.info(`${error.message} The build shows ${now.state} now: the restart was applied.`);
            return { kind: 'done', done: true };
        }
        const shows = changed
            ? `${buildLabel(before)} was ${before.state} and now shows ${now.state}, which it may have reached by itself`
            : `${buildLabel(before)} still shows ${now.state}`;
        const failure = new action_error/* ActionError */.l(`${error.message} The restart may have been applied all the same: Travis CI queues restarts, and ${shows}; look at it on Travis CI before restarting again (a second restart would restart it again).`);
        return { kind: 'unknown', failure };
    }
}
function stillRunning(build) {
    return new action_error/* ActionError */.l(`${buildLabel(build)} is still running (${build.state}; Travis CI: build_already_running): only a finished build can be restarted; cancel it first (cancel-build) or wait for it (wait-for-build).`);
}
/**
 * One cancel; after a lost answer the build is read: finished means done (by this cancel when
 * canceled), running means the cancel did not land or is queued, and it is sent again within the
 * 'retries' budget.
 */
async function sendCancel(context, build) {
    for (let attempt = 1;; attempt++) {
        try {
            await requestBuildCancelPost(context.client, build.id, attempt);
            return { kind: 'done', done: { how: 'accepted' } };
        }
        catch (error) {
            if (conflictOf(error) === 'build_not_cancelable') {
                return { kind: 'done', done: await notCancelable(context, build, attempt) };
            }
            if (!(error instanceof errors/* TravisApiError */.Kb) || !error.mayHaveLanded) {
                return { kind: 'refused', failure: explainRefusal(error, 'cancel') };
            }
            const now = await readBack(context, build, error, 'the cancel');
            if ('kind' in now)
                return now;
            if ((0,builds/* isFinished */.$g)(now.state)) {
                const how = now.state === 'canceled' ? 'accepted' : 'not-cancelable';
                return { kind: 'done', done: { how, now } };
            }
            if (attempt > context.client.retryPolicy.retries) {
                const failure = new action_error/* ActionError */.l(`${error.message} ${buildLabel(build)} still shows ${now.state}; the cancel may be queued on Travis CI (after ${attempt} attempts).`);
                return { kind: 'unknown', failure };
            }
            context.runner.info(`${error.message} ${buildLabel(build)} still shows ${now.state}: sending the cancel again.`);
        }
    }
}
/**
 * A 409 build_not_cancelable: the build has finished since it was read running (by itself, or by
 * this run's earlier cancel whose answer was lost): read once, so that the outputs show how it
 * ended; a read that fails leaves the build as read before.
 */
async function notCancelable(context, build, attempt) {
    if ((0,builds/* isFinished */.$g)(build.state))
        return { how: 'not-cancelable' };
    try {
        const now = buildView(await requestBuildGet(context.client, build.id), build.url);
        return { how: attempt > 1 && now.state === 'canceled' ? 'accepted' : 'not-cancelable', now };
    }
    catch {
        return { how: 'not-cancelable' };
    }
}
/** The build after a write whose answer was lost, or the unknown outcome when it cannot be read. */
async function readBack(context, build, lost, subject) {
    try {
        return buildView(await requestBuildGet(context.client, build.id), build.url);
    }
    catch (error) {
        const words = (0,write_outcome/* mayHaveBeenApplied */.H)({
            read: buildLabel(build),
            readError: (0,action_error/* messageOf */.b)(error),
            subject,
            check: 'look at the build on Travis CI before running again'
        });
        return { kind: 'unknown', failure: new action_error/* ActionError */.l(`${lost.message} ${words}`) };
    }
}
/** A 403 names the permission in the words of Travis CI's roles. */
function explainRefusal(error, action) {
    if (error instanceof errors/* TravisApiError */.Kb &&
        error.status === 403 &&
        error.errorType === 'insufficient_access') {
        return error.withHint(`Restarting and cancelling builds needs the repository_build_${action} permission (push access to the repository on Travis CI); use a token of such a user.`);
    }
    return error;
}

;// CONCATENATED MODULE: ./src/operations/builds/control.ts









async function waitForBuild(context, inputs) {
    const build = await findBuild(context, inputs.target);
    // The verdict sends 'cancel-on-abort': inside `during`, so that the runner's next signal
    // does not end the process before it and its failure line.
    return context.interrupts.during(async (signal) => {
        const waited = await followBuild(context, build, inputs.plan, signal);
        return {
            ...(0,result_base/* resultBase */.b)('build', 'wait-for-build'),
            action: 'found',
            request: null,
            build: waited.build,
            waitEnd: waited.end,
            ...(await verdictOf(context, waited, inputs.plan))
        };
    });
}
async function restartBuild(context, inputs) {
    const before = await findBuild(context, inputs.target);
    const base = { ...(0,result_base/* resultBase */.b)('build', 'restart-build'), request: null, waitEnd: null };
    if (inputs.dryRun) {
        const running = !(0,builds/* isFinished */.$g)(before.state);
        return {
            ...base,
            changed: !running,
            dryRun: true,
            action: 'would-restart',
            build: before,
            notes: running
                ? [`${buildLabel(before)} is ${before.state}: a restart would be refused.`]
                : []
        };
    }
    (0,write_outcome/* doneOrThrow */.E)(await sendRestart(context, before));
    context.runner.info(`Restart of ${buildLabel(before)} accepted by Travis CI.`);
    // Until travis-hub applies it, the build shows how it ended before: not its state.
    const restarted = { ...base, changed: true, action: 'restarted' };
    if (!inputs.wait)
        return { ...restarted, build: before, pending: 'restart' };
    return context.interrupts.during(async (signal) => {
        const waited = await followBuild(context, before, inputs.plan, signal, { restarted: true });
        return {
            ...restarted,
            build: waited.build,
            waitEnd: waited.end,
            ...(waited.restartPending ? { pending: 'restart' } : {}),
            ...(await verdictOf(context, waited, inputs.plan))
        };
    });
}
async function cancelBuild(context, inputs) {
    const build = await findBuild(context, inputs.target);
    const base = { ...(0,result_base/* resultBase */.b)('build', 'cancel-build'), request: null, waitEnd: null, build };
    const finished = (0,builds/* isFinished */.$g)(build.state);
    if (inputs.dryRun) {
        return { ...base, changed: !finished, dryRun: true, action: 'would-cancel' };
    }
    const sent = (0,write_outcome/* doneOrThrow */.E)(await sendCancel(context, build));
    // After a lost answer the build was read back finished: that is what it holds now.
    const shown = sent.now ?? build;
    if (sent.how === 'not-cancelable') {
        context.runner.notice(`${buildLabel(shown)} has finished already (${sent.now === undefined ? 'Travis CI: build_not_cancelable' : shown.state}); nothing to cancel.`);
        return { ...base, build: shown, action: 'not-cancelable' };
    }
    if (sent.now !== undefined) {
        context.runner.info(`${buildLabel(shown)} shows canceled: the cancel was applied.`);
        return { ...base, build: shown, changed: true, action: 'canceled' };
    }
    context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI.`);
    // Queued for travis-hub: the build shows its state before the cancel until it is applied.
    return { ...base, changed: true, action: 'canceled', pending: 'cancel' };
}
/** The build of 'build-id', or the newest of 'branch', with its jobs. */
async function findBuild(context, target) {
    if ('buildId' in target) {
        const build = await requestBuildGet(context.client, target.buildId).catch((error) => {
            if (error instanceof errors/* TravisApiError */.Kb && error.status === 404) {
                throw error.withHint("Check 'build-id': the number in the build's URL on Travis CI, of a build the token can see.");
            }
            throw error;
        });
        return buildView(build, context.buildUrl(build.id));
    }
    const newest = await requestBuildsGetNewest(context.client, target.branch);
    if (newest === null) {
        throw new action_error/* ActionError */.l(`branch '${target.branch}' has no builds on Travis CI.`);
    }
    return buildView(newest, context.buildUrl(newest.id));
}

;// CONCATENATED MODULE: ./src/operations/builds/index.ts
// The builds operations, one chunk loaded with import() by operations/index.ts: no other run
// needs the requests, the waiting or the build writes.





/***/ })

};
