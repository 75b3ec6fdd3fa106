export const id = 974;
export const ids = [974];
export const modules = {

/***/ 974:
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
    jobs: (0,shapes/* optional */.lq)((0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({
        id: shapes/* count */.U9,
        number: (0,shapes/* optional */.lq)(shapes/* text */.Qq),
        state: (0,shapes/* optional */.lq)(shapes/* text */.Qq),
        started_at: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
        finished_at: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
        stage: (0,shapes/* optional */.lq)((0,shapes/* nullable */.me)((0,shapes/* object */.Ik)({ name: (0,shapes/* optional */.lq)(shapes/* text */.Qq) })))
    })))
};
/** One build, standard: with its repository (minimal), which a listing's builds need not say. */
const BUILD = (0,shapes/* shape */.cW)('a build', 'id, number, state, started_at, finished_at, branch.name, jobs, repository.id, repository.slug', (0,shapes/* object */.Ik)({ ...BUILD_FIELDS, repository: (0,shapes/* object */.Ik)({ id: shapes/* count */.U9, slug: shapes/* text */.Qq }) }));
const BUILDS = (0,shapes/* pageShape */.vM)('a build list', 'builds', 'id, number, state', BUILD_FIELDS);
/** The 202 of a restart or cancel: `pending`, with the build as it was (minimal). */
const BUILD_ACCEPTED = (0,shapes/* shape */.cW)('an accepted build action', 'build.id, state_change', (0,shapes/* object */.Ik)({ build: (0,shapes/* object */.Ik)({ id: shapes/* count */.U9 }), state_change: shapes/* text */.Qq }));
/**
 * The jobs with their states and configs (a job's name is made from its config: model/job-names.ts):
 * what waiting reads on every poll. `job.stage` is not asked for: the standard job already holds
 * its stage (minimal, with the name), and included the stage would list its jobs again.
 */
const WITH_JOBS = { include: 'build.jobs,job.state,job.config' };
/**
 * How pages.ts reads a repository's builds: newest first (queries/builds.rb `default_sort
 * "number:desc,id:desc"`, a total order since ids are unique). Several states or event types
 * are one comma separated value (`list(state)`).
 */
function buildListing(client, query) {
    const params = (page) => ({
        'branch.name': query.branch === '' ? undefined : serverFilterOf(query.branch),
        'build.state': query.states.length === 0 ? undefined : query.states.join(','),
        'build.event_type': query.eventTypes.length === 0 ? undefined : query.eventTypes.join(','),
        include: (0,paths/* includeParameter */.O3)(query.include),
        limit: page.limit,
        offset: page.offset
    });
    return {
        page: (page) => client.get(`${client.repositoryPath}/builds`, BUILDS, {
            query: params(page)
        }),
        link: (href) => client.followLink(href, BUILDS),
        items: (body) => body.builds,
        noun: 'builds'
    };
}
/**
 * The build with its jobs and their states; `signal` ends the read and its retries. An answer
 * about another build is refused (shapes.ts withId): it is never taken for this one.
 */
function requestBuildGet(client, id, signal) {
    return client.get((0,paths/* buildPath */.UL)(id), (0,shapes/* withId */.oP)(BUILD, id), { query: WITH_JOBS, signal });
}
/**
 * A branch name as the server's `branch.name` filter can take it: none for a name with a comma,
 * which the server would read as several branches (the caller matches the name itself).
 */
function serverFilterOf(branch) {
    return branch?.includes(',') ? undefined : branch;
}
/**
 * One page of a repository's builds with their jobs, newest first, those of `branch` only,
 * matched exactly. travis-api splits every filter value at its commas (`query.rb` `list`,
 * `builds.branch IN (?)`): `branch.name=fix,cleanup` lists the builds of `fix` and `cleanup`,
 * never those of the branch `fix,cleanup` (docs/travis-api.md#builds), so such a name is not
 * sent as a filter: the repository's builds are listed and its own kept. `listed`: the ids of
 * the builds the server gave, before that match (a page is full when it gave `limit`).
 */
async function requestBuildsGet(client, filter, page, signal) {
    const query = {
        'branch.name': serverFilterOf(filter.branch),
        'build.event_type': filter.eventType,
        ...WITH_JOBS,
        limit: page.limit,
        offset: page.offset === 0 ? undefined : page.offset
    };
    const path = `${client.repositoryPath}/builds`;
    const body = await client.get(path, BUILDS, { query, signal });
    const builds = filter.branch === undefined
        ? body.builds
        : body.builds.filter((build) => build.branch?.name === filter.branch);
    return { builds, listed: body.builds.map((build) => build.id) };
}
/** One POST attempt of a restart (202, queued for travis-hub). */
async function requestBuildRestartPost(client, id, attempt) {
    await client.send('POST', (0,paths/* buildPath */.UL)(id, 'restart'), BUILD_ACCEPTED, { once: attempt });
}
/** One POST attempt of a cancel (202, queued for travis-hub). */
async function requestBuildCancelPost(client, id, attempt) {
    await client.send('POST', (0,paths/* buildPath */.UL)(id, 'cancel'), BUILD_ACCEPTED, { once: attempt });
}
/** A 409 of a build action: `build_already_running` (restart) or `build_not_cancelable`. */
function conflictOf(error) {
    return error instanceof errors/* TravisApiError */.Kb && error.status === 409 ? (error.errorType ?? null) : null;
}

// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
// EXTERNAL MODULE: ./src/model/builds.ts
var builds = __webpack_require__(384);
;// CONCATENATED MODULE: ./src/model/job-names.ts
// A job's name as Travis CI's web page shows it (travis-ci/travis-web `components/jobs-item.js`,
// `utils/job-config-language.js`, `utils/keys-map.js`): the config's `name`, else a label made of
// its languages and their versions ("Node.js: 20"), its `os` and its `env`.
/** travis-web's `languageConfigKeys`, in its order: a config key and how the page names it. */
const LANGUAGE_KEYS = [
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
];
const LANGUAGE_NAMES = new Map(LANGUAGE_KEYS);
/** Longest name kept: a label is a line of a table, not the config. */
const NAME_LIMIT = 120;
/**
 * `config.name`, else "Node.js: 20, linux, A=1" (languages, os, env, as the page lists them); ''
 * when the config says none of these (a build without job configs). `hide` replaces what must
 * not be shown (the run's secrets: a job's env may hold one in plain text) before the name is
 * cut, so that no fragment of one survives the cut.
 */
function jobName(config, hide) {
    if (config === null || config === undefined)
        return '';
    const given = config.name;
    if (typeof given === 'string' && given.trim() !== '')
        return cut(hide(given.trim()));
    const parts = [languages(config), textOf(config.os), envOf(config.env)].filter((part) => part !== '');
    return cut(hide(parts.join(', ')));
}
/** `Node.js: 20`, `Ruby: 3.2 Gemfile: …`: job-config-language.js. */
function languages(config) {
    const output = [];
    const named = new Set();
    for (const [key, language] of LANGUAGE_KEYS) {
        let version = config[key];
        if (version === undefined || version === null || version === false || version === '')
            continue;
        if (typeof version === 'object' && 'test' in version)
            version = version.test;
        if (language === 'Android')
            output.push('Android');
        else if (typeof version === 'object')
            output.push(language);
        else
            output.push(`${language}: ${String(version)}`);
        named.add(language);
    }
    const language = LANGUAGE_NAMES.get(textOf(config.language));
    if (language !== undefined && !named.has(language))
        output.push(language);
    return output.join(' ');
}
/** `env` as a job config holds it: `A=1 B=2`, a list of those, or a mapping. */
function envOf(env) {
    if (typeof env === 'string')
        return env.trim();
    if (Array.isArray(env))
        return env
            .map(envOf)
            .filter((part) => part !== '')
            .join(' ');
    if (typeof env === 'object' && env !== null) {
        return Object.entries(env)
            .map(([name, value]) => `${name}=${textOf(value)}`)
            .join(' ');
    }
    return '';
}
function textOf(value) {
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
function cut(name) {
    const characters = [...name.replace(/\s+/g, ' ')];
    return characters.length <= NAME_LIMIT
        ? characters.join('')
        : `${characters.slice(0, NAME_LIMIT - 1).join('')}…`;
}

// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __webpack_require__(194);
;// CONCATENATED MODULE: ./src/operations/builds/views.ts
// Builds as the action shows them: the view of a server's build with its jobs named as Travis CI's
// web page names them, its jobs counted for a progress line ("build #57 started: 2 of 4 jobs
// passed, 1 running, 1 queued, 6 min"), and the jobs that did not pass, for the failure line.



/** A build the server sent, as shown: its page, and its durations on the server's clock. */
function viewOf(context, build) {
    return buildView(build, context.buildUrl(build.id), context.client.serverNow());
}
/**
 * The build as shown; `now`: the server's time as the client knows it (its `Date` headers), for
 * the duration of what still runs: the runner's clock may be off by any amount.
 */
function buildView(build, url, now) {
    return {
        id: build.id,
        number: build.number,
        state: build.state,
        branch: build.branch?.name ?? null,
        event_type: build.event_type ?? null,
        message: build.commit?.message ?? null,
        sha: build.commit?.sha ?? null,
        pull_request_number: build.pull_request_number ?? null,
        started_at: build.started_at ?? null,
        finished_at: build.finished_at ?? null,
        duration: typeof build.duration === 'number' ? build.duration : secondsBetween(build, now),
        url,
        jobs: (build.jobs ?? []).map((job) => jobView(job, now))
    };
}
function jobView(job, now) {
    return {
        id: job.id,
        number: job.number ?? '',
        name: jobName(job.config, mask/* redactSecrets */.fp),
        stage: job.stage?.name ?? null,
        state: job.state ?? '',
        allow_failure: job.allow_failure === true,
        started_at: job.started_at ?? null,
        finished_at: job.finished_at ?? null,
        duration: secondsBetween(job, now)
    };
}
/**
 * The seconds from the start to the finish or, while it runs, to `now`; null before it starts.
 * (Travis CI's own `duration` of a build is the jobs' run time, set when it finishes.)
 */
function secondsBetween(span, now) {
    const started = Date.parse(span.started_at ?? '');
    if (Number.isNaN(started))
        return null;
    const finished = span.finished_at ? Date.parse(span.finished_at) : now;
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
/** A build known by its id alone: its page, nothing else read. */
function buildKnownByIdOnly(id, url) {
    return {
        id,
        number: '',
        state: '',
        branch: null,
        event_type: null,
        message: null,
        sha: null,
        pull_request_number: null,
        started_at: null,
        finished_at: null,
        duration: null,
        url,
        jobs: []
    };
}
function progressLine(build, elapsedMs) {
    const jobs = jobCounts(build.jobs);
    return `build ${buildName(build)} ${build.state}: ${jobs === '' ? '' : `${jobs}, `}${elapsed(elapsedMs)}`;
}
/** `45 s`, `6 min` */
function elapsed(ms) {
    const seconds = Math.round(ms / 1000);
    return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`;
}
/** The jobs that did not pass and may not fail: why a build failed, failed ones first. */
function failedJobs(build) {
    return build.jobs.filter(builds/* failedTheBuild */.l6).sort((a, b) => (0,builds/* jobOrder */.S)(a.state) - (0,builds/* jobOrder */.S)(b.state));
}
/** `57.2 unit tests`, `57.3`, `id 90003`: a job as lines name it. */
function jobLabel(job) {
    const number = job.number || `id ${job.id}`;
    return job.name === '' ? number : `${number} ${job.name}`;
}
/**
 * The jobs that did not pass, each with what failed: `57.2 unit tests (`npm test` exited with 1),
 * 57.3 lint (errored)`; a job allowed to fail is never named.
 */
function jobsNotPassed(build, logs) {
    return failedJobs(build)
        .map((job) => {
        const failed = logs.find((log) => log.jobId === job.id)?.failedCommand;
        const why = failed === null || failed === undefined
            ? job.state
            : `\`${failed.command}\` exited with ${failed.exitCode}`;
        return `${jobLabel(job)} (${why})`;
    })
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
    // travis-api reads a comma as a list of branches (`fix,cleanup`: the builds of fix and of
    // cleanup, query.rb `list`): such a name is not sent as a filter (buildListing), the branch's
    // own builds are kept of what was listed, and the server's count means nothing.
    const comma = inputs.branch.includes(',');
    const own = comma ? items.filter((build) => build.branch?.name === inputs.branch) : items;
    const builds = own.map((build) => viewOf(context, build));
    const counted = comma ? null : total;
    context.runner.info(`Listed ${(0,plural/* plural */.L)(builds.length, 'build')}${counted === null || counted === builds.length ? '' : ` of ${counted}`}.`);
    const result = { ...(0,result_base/* resultBase */.bl)('builds', 'list-builds'), builds, total: counted, filters };
    if (!comma || own.length === items.length)
        return result;
    const note = `Travis CI cannot filter builds by a branch name with a comma ('${inputs.branch}'): ` +
        `of the repository's ${(0,plural/* plural */.L)(items.length, 'build')} read, those of other branches are left out; ` +
        "'limit' counts the builds read.";
    context.runner.notice(note);
    return { ...result, notes: [note] };
}

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __webpack_require__(5181);
;// CONCATENATED MODULE: ./src/operations/builds/read.ts
// One build read and shown: the build with its jobs (travis/resources/builds.ts), made the view
// the operations return by views.ts (its durations on the server's clock, its page in the web app).


/** The build `id` as the server holds it now; `signal` ends the read and its retries. */
async function readBuild(context, id, signal) {
    const build = await requestBuildGet(context.client, id, signal);
    return viewOf(context, build);
}

;// CONCATENATED MODULE: ./src/operations/builds/conclude.ts







/** How long the cancel of 'cancel-on-abort' may take: the runner kills the step soon after. */
const CANCEL_ON_ABORT_MS = 5000;
/** Of that, the most the cancel's own answer may take: the rest reads the build back. */
const CANCEL_ANSWER_MS = 3500;
/**
 * The failure line of a wait's end, if any. Not pure: a wait the workflow's cancel ended sends
 * the cancel of 'cancel-on-abort' first (and reads the build back when its answer is lost).
 */
async function concludeWaitCancellingOnAbort(context, waited, plan, logs) {
    const { build } = waited;
    switch (waited.end) {
        case 'finished': {
            if (!plan.failOnBuildFailure || !builds/* FAILED_STATES */.ru.includes(build.state))
                return {};
            const jobs = jobsNotPassed(build, logs);
            return (0,result_base/* failedCheck */.WU)(`build #${build.number} ${build.state}${jobs === '' ? '' : `: ${jobs}`}.`);
        }
        case 'timeout':
            return {
                failure: waited.restartPending
                    ? `the restart of ${buildLabel(build)} is still queued on Travis CI after ${plan.minutes} min of waiting ('wait-minutes'): ` +
                        `the build still shows how it ended before (${build.state}); it will run when Travis CI takes the restart.`
                    : `${buildLabel(build)} is still ${build.state} after ${plan.minutes} min of waiting ('wait-minutes'); it goes on on Travis CI.`
            };
        case 'unreadable':
            return {
                failure: `${buildLabel(build)} could no longer be read while waiting for it (it goes on on Travis CI): ${waited.failure ?? 'no answer'}`
            };
        case 'aborted': {
            if (waited.restartPending) {
                // travis-api refuses to cancel a finished build, and the build reads finished until
                // travis-hub applies the restart: there is nothing to cancel yet, whatever the inputs.
                return {
                    failure: `the workflow was cancelled while the restart of ${buildLabel(build)} was still queued on Travis CI; ` +
                        'it will run when Travis CI takes it, and can be cancelled only then (cancel-build).'
                };
            }
            const cancelled = await cancelOnAbort(context, build, plan);
            return {
                failure: `the workflow was cancelled while waiting for ${buildLabel(build)}; ${cancelled.words}`,
                ...(cancelled.pending ? { pending: 'cancel' } : {}),
                ...(cancelled.now === undefined ? {} : { build: cancelled.now })
            };
        }
    }
}
/**
 * With 'cancel-on-abort', cancels the build: one attempt within a few seconds of its own (the
 * runner kills the step soon), whatever 'timeout-seconds' says. An answer lost on the way (none in
 * time, a 5xx, cut short) may hide a cancel that landed: the build is read back in the time left,
 * and what it shows is said; without that, that the cancel may have been applied.
 */
async function cancelOnAbort(context, build, plan) {
    if (!plan.cancelOnAbort) {
        const words = "the Travis CI build goes on (set 'cancel-on-abort: true' to cancel it with the workflow).";
        return { words, pending: false };
    }
    const until = Date.now() + CANCEL_ON_ABORT_MS;
    // Sent once (lib/retry.ts write): a lost answer is read back, never sent again.
    const outcome = await context.client.write({
        send: async () => {
            await withinMs(requestBuildCancelPost(context.client, build.id, 1), CANCEL_ANSWER_MS);
            context.runner.info(`Cancel of ${buildLabel(build)} accepted by Travis CI ('cancel-on-abort').`);
            const words = "Travis CI accepted the cancel of the build ('cancel-on-abort') and applies it shortly.";
            return { words, pending: true };
        },
        afterFailure: (error) => {
            if (conflictOf(error) === 'build_not_cancelable') {
                const words = 'the Travis CI build had finished already, so there was nothing to cancel.';
                return { kind: 'done', done: { words, pending: false } };
            }
            const lost = !(error instanceof errors/* TravisApiError */.Kb) || error.mayHaveLanded;
            if (lost)
                return 'read-back';
            const words = `cancelling the Travis CI build ('cancel-on-abort') failed: ${(0,action_error/* messageOf */.b)(error)}`;
            return { kind: 'refused', failure: { words, pending: false } };
        },
        readBack: (error) => readBackCancel(context, build, (0,action_error/* messageOf */.b)(error), until)
    });
    return outcome.kind === 'done' ? outcome.done : outcome.failure;
}
/** After a cancel whose answer was lost: the build read back before `until`, and what it shows. */
async function readBackCancel(context, build, lost, until) {
    const unknown = (why) => ({
        kind: 'unknown',
        failure: {
            words: `the cancel of the Travis CI build ('cancel-on-abort') got no clear answer (${lost}) and ${why}, ` +
                'so it may have been applied all the same: look at the build on Travis CI.',
            pending: false
        }
    });
    const left = until - Date.now();
    if (left <= 0)
        return unknown('there was no time left to read the build back');
    let now;
    try {
        now = await withinMs(readBuild(context, build.id), left);
    }
    catch (error) {
        return unknown(`reading the build back failed (${(0,action_error/* messageOf */.b)(error)})`);
    }
    if (now.state === 'canceled') {
        const words = "the Travis CI build shows canceled: the cancel ('cancel-on-abort') was applied.";
        return { kind: 'done', done: { words, pending: false, now } };
    }
    if ((0,builds/* isFinished */.$g)(now.state)) {
        const words = `the Travis CI build had finished (${now.state}), so there was nothing to cancel.`;
        return { kind: 'done', done: { words, pending: false, now } };
    }
    return unknown(`the build still shows ${now.state}`);
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/runtime/workspace-file.ts
var workspace_file = __webpack_require__(8268);
;// CONCATENATED MODULE: ./src/travis/resources/jobs.ts



/**
 * The log as plain text: the `.txt` route answers text/plain whatever `Accept` says
 * (`router.rb` process_txt_extension!), the content travis-logs or the S3 archive holds.
 * `consume` reads the body as it arrives; each attempt reads it from its start.
 */
function requestJobLogGet(client, id, consume, signal) {
    return client.stream((0,paths/* jobPath */.Jf)(id, 'log.txt'), consume, signal);
}
/**
 * Why a log cannot be read, when travis-api says it is not there for this caller:
 * `log_expired` (older than the repository's `job_log_access_older_than_days`),
 * `log_access_denied` (`job_log_access_based_limit` without push access), or 404 (no log, or
 * not visible to the token); null for any other failure.
 */
function logGoneOf(error) {
    if (!(error instanceof errors/* TravisApiError */.Kb))
        return null;
    if (error.status === 404)
        return 'not_found';
    if (error.status !== 403)
        return null;
    return error.errorType === 'log_expired' || error.errorType === 'log_access_denied'
        ? error.errorType
        : null;
}
/** The 202 of a job restart: `pending`, with the job (minimal). */
const JOB_ACCEPTED = (0,shapes/* shape */.cW)('an accepted job action', 'job.id, state_change', (0,shapes/* object */.Ik)({ job: (0,shapes/* object */.Ik)({ id: shapes/* count */.U9 }), state_change: shapes/* text */.Qq }));
/** One POST attempt of a job restart (202, queued for travis-hub). */
async function requestJobRestartPost(client, id, attempt) {
    await client.send('POST', (0,paths/* jobPath */.Jf)(id, 'restart'), JOB_ACCEPTED, { once: attempt });
}

;// CONCATENATED MODULE: ./src/model/build-log.ts
// A job's log as travis-build writes it (travis-ci/travis-build `lib/travis/build/bash/`:
// `travis_fold.bash`, `travis_time_start.bash`/`travis_time_finish.bash`, `travis_result.bash`,
// `travis_assert.bash`): fold and time markers that Travis CI's web page turns into folds and
// timers, each ending in `\r\e[0K`; ANSI colours; and a line per command that failed.
/**
 * `travis_fold:start:install\r\e[0K`, `travis_fold:end:install\r\e[0K`, `travis_time:start:1a2b\r\e[0K`,
 * `travis_time:end:1a2b:start=…,finish=…,duration=…,event=script\r\e[0K`: each marker ends with a
 * carriage return and an erase-line sequence, and text may follow it on the same line.
 */
// eslint-disable-next-line no-control-regex -- the escape character is what the markers end with
const MARKER = /travis_(?:fold|time):[^\r\n]*?\r\u001b\[0K/g;
/** ANSI escape sequences: colours (`\e[31;1m`), erase-line (`\e[0K`), cursor moves. */
// eslint-disable-next-line no-control-regex -- the escape character starts every ANSI sequence
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;
/**
 * `The command "npm test" exited with 1.` (travis_result) and `The command "npm ci" failed and
 * exited with 1 during install.` (travis_assert, a step that stops the job).
 */
const FAILED_COMMAND = /The command "(.*)" (?:failed and )?exited with (\d+)(?: during [^.]*)?\./;
/** A line without the fold and time markers (what the web page hides); colours kept. */
function withoutMarkers(line) {
    return line.includes('travis_') ? line.replace(MARKER, '') : line;
}
/** A line as plain text: markers and ANSI sequences removed. */
function plainText(line) {
    return withoutMarkers(line).replace(ANSI, '');
}
/** The command a plain log line says failed (a non-zero exit), or null. */
function failedCommandOf(plainLine) {
    if (!plainLine.includes('The command "'))
        return null;
    const match = FAILED_COMMAND.exec(plainLine);
    if (match === null)
        return null;
    const exitCode = Number(match[2]);
    return exitCode === 0 ? null : { command: match[1] ?? '', exitCode };
}

;// CONCATENATED MODULE: ./src/operations/builds/log-text.ts
// A job's log as received and as shown: its last 10 MiB kept while it arrives (and no more held),
// then read line by line for printing, without travis-build's fold and time markers (a line that
// held only markers is left out), and for the summary: the command travis-build says failed and
// the 'log-lines' lines before it (model/build-log.ts).


const MIB = 1024 * 1024;
/** The most of a log printed: its end, where a job fails. */
const SHOWN_BYTES = 10 * MIB;
/** The most of a log read (and written to 'logs-dir'); travis-worker stops a job's log at 4 MB. */
const READ_BYTES = 64 * MIB;
/** A line of the summary's log tail is cut here: a line, not a screenful. */
const TAIL_LINE_CHARACTERS = 500;
/** Keeps `chunk`, dropping the oldest chunks that the last SHOWN_BYTES no longer need. */
function keep(received, chunk) {
    received.chunks.push(Buffer.from(chunk));
    received.keptBytes += chunk.length;
    for (;;) {
        const oldest = received.chunks[0];
        if (oldest === undefined || received.keptBytes - oldest.length < SHOWN_BYTES)
            return;
        received.chunks.shift();
        received.keptBytes -= oldest.length;
    }
}
/**
 * The lines of a log kept whole (received.chunks): its last SHOWN_BYTES, from its first whole
 * line, each chunk let go once read, so that the log is never held twice.
 */
function* printed(received, tail) {
    const chunks = received.chunks;
    received.chunks = [];
    let leftOut = received.totalBytes - received.keptBytes + dropFront(chunks, received.keptBytes - SHOWN_BYTES);
    if (leftOut > 0) {
        leftOut += dropPartialLine(chunks);
        yield `(the first ${sizeOf(leftOut)} of this ${sizeOf(received.totalBytes)} log are left out; its end follows)`;
    }
    const lines = new LogLines(tail);
    for (let chunk = chunks.shift(); chunk !== undefined; chunk = chunks.shift()) {
        yield* lines.push(chunk);
    }
    yield* lines.end();
    if (received.cut)
        yield cutNote();
}
/** The line that ends a log longer than READ_BYTES. */
function cutNote() {
    return `(the log is longer than ${sizeOf(READ_BYTES)}: the rest was not read)`;
}
/**
 * A log's bytes, chunk by chunk, as the lines shown: decoded as UTF-8 across chunk boundaries,
 * without travis-build's fold and time markers (a line that held only markers is left out) and
 * their carriage returns at the end, each also handed to `tail`.
 */
class LogLines {
    tail;
    decoder = new TextDecoder();
    carry = '';
    constructor(tail) {
        this.tail = tail;
    }
    *push(chunk) {
        const text = this.carry + this.decoder.decode(chunk, { stream: true });
        let at = 0;
        for (let end = text.indexOf('\n', at); end >= 0; end = text.indexOf('\n', at)) {
            yield* this.shown(text.slice(at, end));
            at = end + 1;
        }
        this.carry = text.slice(at);
    }
    *end() {
        const rest = this.carry + this.decoder.decode();
        this.carry = '';
        if (rest !== '')
            yield* this.shown(rest);
    }
    *shown(raw) {
        const line = withoutMarkers(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
        if (line === '' && raw !== '' && raw !== '\r')
            return;
        this.tail.add(line);
        yield line;
    }
}
/** Drops `count` bytes from the front of `chunks`; how many were dropped. */
function dropFront(chunks, count) {
    let left = Math.max(0, count);
    while (left > 0 && chunks[0] !== undefined) {
        const first = chunks[0];
        if (first.length <= left) {
            left -= first.length;
            chunks.shift();
        }
        else {
            chunks[0] = first.subarray(left);
            left = 0;
        }
    }
    return Math.max(0, count) - left;
}
/** Drops the bytes up to and including the first line break: a line cut at its start. */
function dropPartialLine(chunks) {
    let dropped = 0;
    for (let first = chunks[0]; first !== undefined; first = chunks[0]) {
        const newline = first.indexOf(10);
        if (newline >= 0) {
            chunks[0] = first.subarray(newline + 1);
            return dropped + newline + 1;
        }
        dropped += first.length;
        chunks.shift();
    }
    return dropped;
}
/** The command a log says failed, and the lines before it: what the summary shows. */
class LogTail {
    size;
    failedCommand = null;
    lines = [];
    before = null;
    constructor(size) {
        this.size = size;
    }
    add(line) {
        if (this.before !== null)
            return;
        const failed = line.includes('The command "') ? failedCommandOf(plainText(line)) : null;
        if (failed !== null) {
            this.failedCommand = failed;
            this.before = this.lines;
            return;
        }
        if (this.size === 0)
            return;
        this.lines.push(line);
        if (this.lines.length > this.size)
            this.lines.shift();
    }
    /**
     * The lines before the failed command, or the log's last ones when it names none; each cut to
     * TAIL_LINE_CHARACTERS and copied (a line read is a slice of its chunk's text).
     */
    tail() {
        // Secrets replaced before the cut: no fragment of one survives it.
        const lines = (this.before ?? this.lines).map((line) => cutLine((0,mask/* redactSecrets */.fp)(plainText(line))));
        while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '')
            lines.pop();
        return lines;
    }
}
/** `12.0 MiB`, `34 KiB`, `520 B` */
function sizeOf(bytes) {
    if (bytes >= MIB)
        return `${(bytes / MIB).toFixed(1)} MiB`;
    return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} B`;
}
/** A line of at most TAIL_LINE_CHARACTERS characters, as a string of its own. */
function cutLine(line) {
    const characters = [...line];
    const kept = characters.length > TAIL_LINE_CHARACTERS
        ? [...characters.slice(0, TAIL_LINE_CHARACTERS - 1), '…']
        : characters;
    return kept.join('');
}

;// CONCATENATED MODULE: ./src/operations/builds/job-logs.ts
// The logs of the jobs 'show-logs' chooses, each read once, as its job finishes (GET
// /job/{id}/log.txt, in the same one-at-a-time loop as the reads of the build), and printed in the
// Actions log as inert text in one group per job (Runner.printUntrusted): travis-build's fold and
// time markers removed, colours kept. Kept for the summary: the command travis-build says failed
// and the 'log-lines' lines before it. With 'logs-dir', the whole log is written as it arrives.






/**
 * What `log.txt` answers for a job whose log travis-hub cleared (a restart) and no worker has
 * written yet: its content, nil, rendered as JSON (seen on the kit, docs/travis-api.md#jobs).
 */
const EMPTY_LOG = Buffer.from('null');
/** Why Travis CI shows no log, as a line says it. */
const GONE = {
    log_expired: "is no longer kept by Travis CI (log_expired: it is older than the repository's job_log_access_older_than_days)",
    log_access_denied: "is not open to this token (log_access_denied: the repository's job_log_access_based_limit shows logs to users with push access only)",
    not_found: 'was not found on Travis CI (none was kept for this job, or the token cannot see it)'
};
/** The logs of one wait: which jobs' logs were read, and what they held. */
class JobLogs {
    context;
    plan;
    /** In the order the jobs finished. */
    views = [];
    constructor(context, plan) {
        this.context = context;
        this.plan = plan;
    }
    /** Reads, prints and keeps the log of a job that has just finished, when 'show-logs' chooses it. */
    async read(job, signal) {
        if (!this.chosen(job))
            return;
        const view = await readJobLog(this.context, job, this.plan, signal);
        if (view !== null)
            this.views.push(view);
    }
    chosen(job) {
        switch (this.plan.showLogs) {
            case 'all':
                return true;
            case 'failed':
                return job.state !== 'passed' && !job.allow_failure;
            case 'none':
                return false;
        }
    }
}
/** One job's log read, printed and kept; null when the workflow was cancelled meanwhile. */
async function readJobLog(context, job, plan, signal) {
    const label = jobLabel(job);
    const allowed = job.allow_failure && job.state !== 'passed' ? ' (allowed)' : '';
    const title = `${label}: ${job.state}${allowed}`;
    const path = plan.logsDir === null ? null : (0,external_node_path_.join)(plan.logsDir.path, logFileName(job));
    let received;
    try {
        received = await requestJobLogGet(context.client, job.id, (body, length) => {
            // Each attempt reads the log from its start: its own file and tail.
            const file = new workspace_file/* WorkspaceFileWriter */.Fj(path, plan.logsDir?.workspace ?? '');
            const tail = new LogTail(plan.logLines);
            // A log that fits is printed as it arrives: nothing of it is held. A longer one, or one
            // of unknown length, is kept to its last SHOWN_BYTES and printed once read.
            return length !== null && length > EMPTY_LOG.length && length <= SHOWN_BYTES
                ? streamed(context, title, body, file, tail)
                : kept(body, file, tail);
        }, signal);
    }
    catch (error) {
        if (signal.aborted)
            return null;
        const gone = logGoneOf(error);
        const why = gone === null ? `could not be read: ${(0,errors/* explanationOf */.pg)(error)}` : (GONE[gone] ?? gone);
        if (gone === null)
            context.runner.warning(`The log of ${label} ${why}.`);
        else
            context.runner.info(`The log of ${label} ${why}.`);
        return {
            jobId: job.id,
            failedCommand: null,
            tail: [],
            file: null,
            missing: gone ?? 'unreadable'
        };
    }
    if (received.chunks.length > 0 && Buffer.concat(received.chunks).equals(EMPTY_LOG)) {
        context.runner.info(`The log of ${label} is empty on Travis CI.`);
        return { jobId: job.id, failedCommand: null, tail: [], file: null, missing: 'empty' };
    }
    const { tail } = received;
    if (!received.printed)
        await context.runner.printUntrusted(title, printed(received, tail));
    if (received.fileProblem !== null) {
        context.runner.warning(`The log of ${label} was not written to 'logs-dir' (${plan.logsDir?.given ?? ''}): ${received.fileProblem}.`);
    }
    return {
        jobId: job.id,
        failedCommand: tail.failedCommand,
        tail: tail.tail(),
        file: path === null || received.fileProblem !== null || plan.logsDir === null
            ? null
            : (0,external_node_path_.relative)(plan.logsDir.workspace, path),
        missing: null
    };
}
/**
 * Prints the body as it arrives, a line at a time (and writes it to 'logs-dir'). Throws only when
 * the body's stream fails: the answer was cut short, and the log is read again from its start.
 */
async function streamed(context, title, body, file, tail) {
    const received = received0(tail);
    received.printed = true;
    const lines = new LogLines(tail);
    async function* arriving() {
        try {
            for await (const chunk of body) {
                received.totalBytes += chunk.length;
                file.write(chunk);
                yield* lines.push(chunk);
            }
        }
        catch (error) {
            yield '(the answer was cut short here)';
            throw error;
        }
        yield* lines.end();
    }
    try {
        await context.runner.printUntrusted(title, arriving());
    }
    finally {
        received.fileProblem = file.close();
    }
    return received;
}
/**
 * Reads the body as it arrives: every byte (up to READ_BYTES) to the file, the last SHOWN_BYTES
 * kept for printing. Throws only when the body's stream fails (the answer was cut short).
 */
async function kept(body, file, tail) {
    const received = received0(tail);
    const reader = body.getReader();
    try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
            let chunk = Buffer.from(read.value.buffer, read.value.byteOffset, read.value.byteLength);
            if (received.totalBytes + chunk.length > READ_BYTES) {
                chunk = chunk.subarray(0, READ_BYTES - received.totalBytes);
                received.cut = true;
            }
            received.totalBytes += chunk.length;
            file.write(chunk);
            keep(received, chunk);
            if (received.cut) {
                await reader.cancel().catch(() => { });
                break;
            }
        }
    }
    finally {
        received.fileProblem = file.close();
    }
    return received;
}
function received0(tail) {
    return {
        chunks: [],
        keptBytes: 0,
        totalBytes: 0,
        cut: false,
        fileProblem: null,
        printed: false,
        tail
    };
}
/** `407.2-unit-tests.log`: the job's number and name, any character outside A-Za-z0-9._- as `-`. */
function logFileName(job) {
    const stem = job.name === '' ? job.number || String(job.id) : `${job.number}-${job.name}`;
    return `${stem.replace(/[^A-Za-z0-9._-]/g, '-')}.log`;
}

// EXTERNAL MODULE: ./src/lib/abortable.ts
var abortable = __webpack_require__(773);
;// CONCATENATED MODULE: ./src/operations/builds/wait.ts





/** The longest wait between two reads of a build that waits for a worker, and between lines. */
const MINUTE_MS = 60_000;
/**
 * Reads the build until it finishes, the time runs out, `signal` aborts or a read fails past the
 * client's retries; `first` is the build as last read.
 */
async function followBuild(context, first, plan, signal, { logs, restarted, deadline = Date.now() + plan.minutes * MINUTE_MS }) {
    const started = Date.now();
    const finishing = new FinishedJobs(restarted);
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
        const pending = restarted !== undefined && restartPending(build, restarted);
        if (stateKey(build) !== shownKey || Date.now() - shownAt >= MINUTE_MS)
            show();
        for (const job of finishing.take(build)) {
            context.runner.info(jobLine(job));
            await logs.read(job, signal);
        }
        const still = pending ? { restartPending: true } : {};
        if (!pending && isOver(build, restarted))
            return { build, end: 'finished' };
        if (signal.aborted)
            return { build, end: 'aborted', ...still };
        const left = deadline - Date.now();
        if (left <= 0)
            return { build, end: 'timeout', ...still };
        waitingReads = pending || builds/* WAITING_STATES */.Nz.includes(build.state) ? waitingReads + 1 : 0;
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
            return { build, end: 'aborted', ...still };
        // The read ends with the signal (nothing more is sent), and is raced against it too, so that
        // no transport can hold back 'cancel-on-abort'.
        let read;
        try {
            read = await (0,abortable/* untilAborted */.Eu)(readBuild(context, build.id, signal), signal);
        }
        catch (error) {
            if (signal.aborted)
                return { build, end: 'aborted', ...still };
            return { build, end: 'unreadable', ...still, failure: (0,errors/* explanationOf */.pg)(error) };
        }
        if (read === abortable/* ABORTED */.wp)
            return { build, end: 'aborted', ...still };
        build = read;
    }
}
/**
 * The jobs that have finished since the last look, each once. After a restart, a restarted job
 * counts only once it shows otherwise than before (restarted and finished again), and a job not
 * restarted never (it finished before this run).
 */
class FinishedJobs {
    seen = new Set();
    held = new Map();
    constructor(restarted) {
        for (const job of restarted?.before.jobs ?? []) {
            if (restarted?.jobs === 'all' || restarted?.jobs.includes(job.id))
                this.held.set(job.id, job);
            else
                this.seen.add(job.id);
        }
    }
    take(build) {
        return build.jobs.filter((job) => {
            const was = this.held.get(job.id);
            if (was !== undefined) {
                if (sameRun(job, was))
                    return false;
                this.held.delete(job.id);
            }
            if (this.seen.has(job.id) || !(0,builds/* isFinished */.$g)(job.state))
                return false;
            this.seen.add(job.id);
            return true;
        });
    }
}
/** `57.2 unit tests failed (allowed to fail) after 2 min` */
function jobLine(job) {
    const allowed = job.allow_failure && job.state !== 'passed' ? ' (allowed to fail)' : '';
    const took = job.duration === null ? '' : ` after ${elapsed(job.duration * 1000)}`;
    return `${jobLabel(job)} ${job.state}${allowed}${took}`;
}
/** The same run of a job: as it was, at the same finish (a restart clears both). */
function sameRun(job, was) {
    return job.state === was.state && job.finished_at === was.finished_at;
}
/** Travis CI has not yet applied the restart: the build, or one of the restarted jobs, shows what it was. */
function restartPending(build, { before, jobs }) {
    if (jobs === 'all')
        return notYetRestarted(build, before);
    return jobs.some((id) => {
        const now = build.jobs.find((job) => job.id === id);
        const was = before.jobs.find((job) => job.id === id);
        return now !== undefined && was !== undefined && sameRun(now, was);
    });
}
/**
 * Finished: the build, and after a restart of some of its jobs those jobs too (travis-hub sets
 * the build back to created when it restarts a job, `model/job.rb` propagate; the kit's
 * stand-in leaves it finished: docs/travis-api.md#job-restarts).
 */
function isOver(build, restarted) {
    if (!(0,builds/* isFinished */.$g)(build.state))
        return false;
    if (restarted === undefined || restarted.jobs === 'all')
        return true;
    const ids = restarted.jobs;
    return build.jobs.filter((job) => ids.includes(job.id)).every((job) => (0,builds/* isFinished */.$g)(job.state));
}
/**
 * The wait before the next read: 'poll-seconds', doubled for each read that found the build (or
 * request) still waiting, up to a minute (never below 'poll-seconds').
 */
function pollDelayMs(pollSeconds, waitingReads) {
    const doubled = pollSeconds * 2 ** Math.max(0, waitingReads - 1);
    return Math.max(pollSeconds, Math.min(60, doubled)) * 1000;
}

;// CONCATENATED MODULE: ./src/operations/builds/wait-to-the-end.ts



/** What a build's result holds when the run did not wait, read logs or restart jobs. */
function notWaited() {
    return { request: null, waitEnd: null, logs: [], restartedJobs: null };
}
/** Follows the build to its end (wait.ts), reading its logs as it goes, and concludes. */
async function waitToTheEnd(context, build, plan, signal, options = {}) {
    const logs = new JobLogs(context, plan);
    const waited = await followBuild(context, build, plan, signal, { ...options, logs });
    const { build: readBack, pending, ...verdict } = await concludeWaitCancellingOnAbort(context, waited, plan, logs.views);
    return {
        build: readBack ?? waited.build,
        waitEnd: waited.end,
        logs: logs.views,
        ...(waited.restartPending ? { pending: 'restart' } : {}),
        ...(pending === undefined ? {} : { pending }),
        ...verdict
    };
}

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
/** The repository's requests. */
function requestsPath(client) {
    return `${client.repositoryPath}/requests`;
}
/** One request of the repository. */
function requestPath(client, id) {
    return `${client.repositoryPath}/request/${id}`;
}
/** One POST attempt (202 `pending`): the request is queued for travis-gatekeeper. */
function requestRequestsPost(client, body, attempt) {
    return client.send('POST', requestsPath(client), PENDING, {
        body: { ...body },
        once: attempt
    });
}
/**
 * One request; `signal` ends the read and its retries. An answer about another request is
 * refused (shapes.ts withId): it is never taken for this one.
 */
function requestRequestGet(client, id, signal) {
    return client.get(requestPath(client, id), (0,shapes/* withId */.oP)(REQUEST, id), { signal });
}
/** The repository's newest requests, newest first (queries/requests.rb `order(id: :desc)`). */
async function requestRequestsGet(client, limit, signal) {
    const body = await client.get(requestsPath(client), REQUESTS, { query: { limit }, signal });
    return body.requests;
}
/** The hourly limit of API build requests (429 `request_limit_reached`), or null. */
function buildRequestLimitOf(error) {
    if (!(error instanceof errors/* TravisApiError */.Kb) || error.errorType !== 'request_limit_reached')
        return null;
    const figure = (name) => {
        const value = error.errorBody?.[name];
        return typeof value === 'number' ? value : null;
    };
    return { maxRequests: figure('max_requests'), perSeconds: figure('per_seconds') };
}
const MESSAGES = (0,shapes/* shape */.cW)('request messages', 'messages: a list of {level, key, code, args, src, line}', (0,shapes/* object */.Ik)({
    messages: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({
        level: shapes/* text */.Qq,
        key: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
        code: shapes/* text */.Qq,
        src: (0,shapes/* optional */.lq)(shapes/* textOrNull */.ef),
        line: (0,shapes/* optional */.lq)((0,shapes/* nullable */.me)(shapes/* count */.U9))
    }))
}));
/** The most messages read of a request: travis-yml gives a few; a page holds up to 100. */
const MESSAGES_READ = 100;
/**
 * A request's messages, most severe first (`queries/messages.rb`: alert, error, warn, info), one
 * page of up to 100 (`services/messages/for_request.rb` paginates).
 */
async function requestRequestMessagesGet(client, id) {
    const path = `${requestPath(client, id)}/messages`;
    const body = await client.get(path, MESSAGES, { query: { limit: MESSAGES_READ } });
    return body.messages.map((message) => ({
        level: message.level ?? '',
        key: message.key ?? null,
        code: message.code ?? '',
        args: typeof message.args === 'object' && message.args !== null && !Array.isArray(message.args)
            ? message.args
            : null,
        src: message.src ?? null,
        line: message.line ?? null
    }));
}

;// CONCATENATED MODULE: ./src/operations/builds/request-messages.ts
/** `[error] branches: invalid condition (condition: x)` */
function messageText(message) {
    const args = Object.entries(message.args ?? {})
        .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ');
    const where = message.line === null ? '' : ` (line ${message.line + 1})`;
    return `[${message.level}] ${message.key ?? 'root'}: ${message.code.replace(/_/g, ' ')}${args === '' ? '' : ` (${args})`}${where}`;
}
/** Errors and alerts as errors, the rest as warnings. */
function levelOf(level) {
    return level === 'error' || level === 'alert' ? 'error' : 'warning';
}
/**
 * The file a message is about, when it names one of the repository (`.travis.yml`,
 * `ci/base.yml`); not for a config the request itself carried (`api`) or an import from another
 * repository (`owner/repo:file.yml@ref`).
 */
function fileOf(src) {
    if (src === null || src === 'api' || !/^[\w.\-/]+$/.test(src) || src.includes('..'))
        return null;
    return src;
}

;// CONCATENATED MODULE: ./src/operations/builds/rejection.ts
// A build request Travis CI rejected: its message (why: "Branch "x" not included per
// configuration.") and its messages (what travis-yml said of the configuration: GET
// /repo/{repo}/request/{id}/messages, each worded by request-messages.ts), each with a line also an
// annotation on that line of its file.



/** The most messages named in the failure line (every one is annotated). */
const MESSAGES_NAMED = 5;
/**
 * The failure of a rejected request, `subject` naming it ('build request 123', 'the build request
 * for 3f2c1a9 on main (request 123)'); its messages annotated.
 */
async function rejection(context, request, subject) {
    let messages = [];
    let unread = '';
    try {
        messages = await requestRequestMessagesGet(context.client, request.id);
    }
    catch (error) {
        unread = ` (its messages could not be read: ${(0,action_error/* messageOf */.b)(error)})`;
    }
    for (const message of messages) {
        const file = fileOf(message.src);
        const text = messageText(message);
        if (file !== null && message.line !== null) {
            // travis-yml counts lines from 0, annotations from 1.
            context.runner.annotate(levelOf(message.level), text, { file, line: message.line + 1 });
        }
    }
    const named = messages.slice(0, MESSAGES_NAMED).map(messageText);
    const more = messages.length > named.length ? `; and ${messages.length - named.length} more` : '';
    const listed = named.length === 0 ? '' : `; its messages: ${named.join('; ')}${more}`;
    return new action_error/* ActionError */.l(`Travis CI rejected ${subject}: ${request.message ?? 'no reason given'}${listed}${unread}`);
}

// EXTERNAL MODULE: ./src/travis/resources/branches.ts
var branches = __webpack_require__(6059);
;// CONCATENATED MODULE: ./src/operations/builds/request-recovery.ts





/** How many of the newest requests are read: a run's own is among the last few. */
const REQUESTS_READ = 25;
/** What to do before triggering again when this run's request may exist unseen. */
const LOOK_AT_REQUESTS = "look at the repository's requests on Travis CI before triggering again";
/** At or below this many API build requests left in the hour, a notice says so. */
const FEW_REQUESTS_LEFT = 2;
async function sendBuildRequest(context, inputs, body) {
    // Before the POST: on the server's clock, its request cannot be older than this moment.
    const sentAt = context.client.moment();
    return context.client.write({
        send: async (attempt) => {
            const pending = await requestRequestsPost(context.client, body, attempt);
            context.runner.info(`Travis CI accepted build request ${pending.request.id} for ${branchWords(inputs)}.`);
            noticeFewLeft(context, pending.remaining_requests ?? null);
            return { ...pending, adopted: false };
        },
        afterFailure: (error) => {
            const limit = buildRequestLimitOf(error);
            if (limit !== null && error instanceof errors/* TravisApiError */.Kb) {
                const { maxRequests, perSeconds } = limit;
                const allowed = `${maxRequests ?? 'a limited number of'} API build requests`;
                const window = perSeconds === null ? 'hour' : `${perSeconds} seconds`;
                const figures = `max_requests ${maxRequests ?? '?'}, per_seconds ${perSeconds ?? '?'}`;
                const failure = error.withHint(`Travis CI allows ${allowed} per ${window} on this repository for this token (${figures}); ` +
                    'nothing was sent again: run again once the window has moved on.');
                return { kind: 'refused', failure };
            }
            // Each 429 was answered before travis-api: none of the attempts made a request.
            if (throttledBeforeTravis(error))
                return 'not-landed';
            const mayHaveLanded = error instanceof errors/* TravisApiError */.Kb && error.mayHaveLanded;
            return mayHaveLanded ? 'read-back' : { kind: 'refused', failure: error };
        },
        readBack: (lost) => findOurRequest(context, inputs, lost, sentAt)
    });
}
/** The branch a build request is for, in words. */
function branchWords(inputs) {
    return inputs.branch === '' ? 'the default branch' : `branch '${inputs.branch}'`;
}
/**
 * travis-api counts `remaining_requests` before the request it answers (requests/create.rb:
 * `max - count`, and a 0 refuses), so R left means R - 1 more may follow within the hour.
 */
function noticeFewLeft(context, remaining) {
    if (remaining === null || remaining > FEW_REQUESTS_LEFT)
        return;
    const more = Math.max(0, remaining - 1);
    const requests = more === 1 ? 'request' : 'requests';
    context.runner.notice(`Travis CI answered remaining_requests ${remaining}: ` +
        `this token may send ${more} more API build ${requests} to this repository within the hour; ` +
        'the next ones are refused (request_limit_reached).');
}
/**
 * A 429 that is not travis-api's own `request_limit_reached` (an hour's window, which fails at
 * once) comes from Rack::Attack, which answers before the request reaches travis-api (`Retry
 * later`, text, one-minute windows: attack.rb, docs/travis-api.md#rate-window): nothing was
 * created, so the POST is sent again once the window has moved on, as a GET would be.
 */
function throttledBeforeTravis(error) {
    return (error instanceof errors/* TravisApiError */.Kb &&
        error.status === 429 &&
        error.errorType !== 'request_limit_reached');
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
            check: LOOK_AT_REQUESTS
        });
        return { kind: 'unknown', failure: new action_error/* ActionError */.l(`${lost.message} ${words}`) };
    }
    const since = context.client.serverTimeAt(sentAt);
    if (since === null) {
        return unknown(`${lost.message} Travis CI's answers carry no Date header, ` +
            `so the action cannot tell which of the repository's requests were made after its POST: ${LOOK_AT_REQUESTS}.`);
    }
    const ours = requests.filter((request) => isOurs(request, inputs, since));
    const [only] = ours;
    const sinceText = `made since ${since.toISOString().replace('.000Z', 'Z')} (Travis CI's clock, when the POST was sent)`;
    if (ours.length === 1 && only !== undefined) {
        context.runner.info(`Found build request ${only.id}, ${sinceText}: the POST had landed; following it (checked once Travis CI has taken it).`);
        return { kind: 'done', done: { request: { id: only.id }, adopted: true } };
    }
    const ids = ours.map((request) => request.id).join(', ');
    return unknown(ours.length === 0
        ? `${lost.message} No build request ${sinceText} is among the repository's newest requests, ` +
            `but it may still appear: ${LOOK_AT_REQUESTS} (a second run could start a second build).`
        : `${lost.message} Several build requests ${sinceText} could be this run's (${ids}): ` +
            'another run or person triggered builds too, so the action follows none of them.');
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
 * An adopted request, once the gatekeeper has taken it: its build is ours when what Travis CI
 * shows of it agrees with what was sent (branch, or the default branch when 'branch' is empty;
 * commit message and sha when given). A field Travis CI does not show (a request rejected before
 * it got a commit shows neither branch nor commit) is unknown, not a difference.
 */
async function checkAdopted(context, inputs, request) {
    const { branch, message, sha } = takenAs(request);
    const differences = [];
    if (branch !== null && inputs.branch !== '' && branch !== inputs.branch) {
        differences.push(`branch '${branch}', not '${inputs.branch}'`);
    }
    else if (branch !== null &&
        inputs.branch === '' &&
        !(await (0,branches/* requestBranchGet */.Qm)(context.client, branch)).default_branch) {
        differences.push(`branch '${branch}', not the default branch`);
    }
    if (message !== null && inputs.message !== '' && message !== inputs.message) {
        differences.push(`commit message '${message}', not '${inputs.message}'`);
    }
    if (sha !== null && inputs.sha !== '' && sha.toLowerCase() !== inputs.sha.toLowerCase()) {
        differences.push(`commit '${sha}', not ${inputs.sha}`);
    }
    if (differences.length > 0) {
        const why = `Build request ${request.id}, found after the POST's answer was lost, is not this run's: ` +
            `Travis CI took it with ${differences.join(', ')}. ` +
            `This run's request may still appear: ${LOOK_AT_REQUESTS}.`;
        return { verdict: 'not-ours', why };
    }
    return { verdict: branch === null && message === null && sha === null ? 'unknown' : 'ours' };
}
/** What Travis CI shows a request was taken with; null until travis-gatekeeper takes it. */
function takenAs(request) {
    return {
        branch: request.branch_name ?? null,
        message: request.commit?.message ?? null,
        sha: request.commit?.sha ?? null
    };
}

;// CONCATENATED MODULE: ./src/operations/builds/follow-request.ts






/** A request in these states has not been taken by travis-gatekeeper yet. */
const REQUEST_PENDING_STATES = ['pending', 'started', 'created'];
/**
 * Reads the request until travis-gatekeeper has taken it: its build, or the failure line when
 * it was rejected (with its messages), made no build, or the wait ended first. A request adopted
 * after a lost answer is checked once taken, and throws when it is not this run's.
 */
async function followRequest(context, id, inputs, signal, { adopted, deadline }) {
    const { plan } = inputs;
    let state = 'pending';
    const cancelled = () => ({
        kind: 'failure',
        failure: `the workflow was cancelled while build request ${id} was still ${state}; Travis CI may still start its build.`
    });
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
        if (adopted && (build !== undefined || !pending)) {
            const adoption = await checkAdopted(context, inputs, request);
            if (adoption.verdict === 'not-ours')
                throw new action_error/* ActionError */.l(adoption.why);
            context.runner.info(adoption.verdict === 'ours'
                ? `Build request ${id} is this run's: Travis CI took it as sent.`
                : `Build request ${id} shows no branch and no commit, so nothing tells whether it is this run's; ` +
                    'it is the one request made since the POST.');
        }
        if (request.result === 'rejected') {
            const { message } = await rejection(context, request, `build request ${id}`);
            return { kind: 'failure', failure: message };
        }
        if (build !== undefined)
            return { kind: 'build', buildId: build.id };
        if (!pending) {
            const result = request.result ? ` (${request.result})` : '';
            const why = request.message ? `: ${request.message}` : '';
            return {
                kind: 'failure',
                failure: `build request ${id} ended ${request.state}${result} without a build${why}.`
            };
        }
        const left = deadline - Date.now();
        if (left <= 0) {
            return {
                kind: 'failure',
                failure: `build request ${id} is still ${request.state} after ${plan.minutes} min ('wait-minutes'); ` +
                    `Travis CI may still start its build: ${LOOK_AT_REQUESTS}.`
            };
        }
        await (0,abortable/* pause */.v7)(Math.min(left, pollDelayMs(plan.pollSeconds, reads)), signal);
    }
}

;// CONCATENATED MODULE: ./src/operations/builds/trigger.ts









async function triggerBuild(context, inputs) {
    const base = {
        ...(0,result_base/* resultBase */.bl)('build', 'trigger-build', { changed: true, dryRun: inputs.dryRun }),
        ...notWaited(),
        action: 'triggered'
    };
    if (inputs.dryRun) {
        context.runner.info(`Dry run: a build request for ${branchWords(inputs)} would be sent; nothing was sent.`);
        return { ...base, action: 'would-trigger', build: null };
    }
    // The run's own clock, for 'wait-minutes' only (which requests are ours: the server's clock).
    const runStarted = Date.now();
    return context.interrupts.during(async (signal) => {
        const sent = await sendBuildRequest(context, inputs, triggerBodyOf(inputs));
        const pending = (0,write_outcome/* doneOrThrow */.E)(sent);
        const request = {
            id: pending.request.id,
            remainingRequests: pending.remaining_requests ?? null
        };
        // One 'wait-minutes' for the request and its build together.
        const deadline = runStarted + inputs.plan.minutes * 60_000;
        const followed = { ...base, request };
        let taken;
        try {
            const how = { adopted: pending.adopted, deadline };
            taken = await followRequest(context, request.id, inputs, signal, how);
        }
        catch (error) {
            // The request is known: its id is an output, so that nobody triggers another to find it.
            if (error instanceof action_error/* ActionError */.l)
                throw error;
            return {
                ...followed,
                build: null,
                failure: `build request ${request.id} could no longer be read: ${(0,errors/* explanationOf */.pg)(error)}`
            };
        }
        if (taken.kind === 'failure')
            return { ...followed, build: null, failure: taken.failure };
        let build;
        try {
            build = await readBuild(context, taken.buildId);
        }
        catch (error) {
            // Its id and page are known and shown; the rest is not.
            const known = buildKnownByIdOnly(taken.buildId, context.buildUrl(taken.buildId));
            return {
                ...followed,
                build: known,
                failure: `${buildLabel(known)} was made of build request ${request.id}, but could not be read: ${(0,errors/* explanationOf */.pg)(error)}`
            };
        }
        context.runner.info(`Build request ${request.id} became ${buildLabel(build)}.`);
        if (!inputs.wait) {
            context.runner.info(progressLine(build, 0));
            return { ...followed, build };
        }
        return {
            ...followed,
            ...(await waitToTheEnd(context, build, inputs.plan, signal, { deadline }))
        };
    });
}
/** The dotted keys travis-api reads; what the inputs leave empty is left to the server. */
function triggerBodyOf(inputs) {
    return {
        ...(inputs.branch === '' ? {} : { 'request.branch': inputs.branch }),
        ...(inputs.message === '' ? {} : { 'request.message': inputs.message }),
        ...(inputs.sha === '' ? {} : { 'request.sha': inputs.sha }),
        ...(inputs.config === null
            ? {}
            : { 'request.config': inputs.config, 'request.merge_mode': inputs.mergeMode })
    };
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
/** Whether travis-api refuses to restart a build in `state`: it is running. */
function restartRefused(state) {
    return RUNNING_STATES.includes(state);
}
/**
 * One restart. A running build is refused before sending; after a lost answer, a finished build
 * no longer as it was has been restarted. An unfinished one (`created`) may change by itself, so
 * its change proves nothing: unknown, as is a build that still is as it was; nothing sent again.
 */
async function sendRestart(context, before) {
    if (restartRefused(before.state))
        return { kind: 'refused', failure: stillRunning(before) };
    return context.client.write({
        send: async (attempt) => {
            await requestBuildRestartPost(context.client, before.id, attempt);
            return {};
        },
        afterFailure: (error) => {
            if (conflictOf(error) === 'build_already_running') {
                return { kind: 'refused', failure: stillRunning(before) };
            }
            return mayHaveLanded(error)
                ? 'read-back'
                : { kind: 'refused', failure: explainRefusal(error, 'restart') };
        },
        // Never 'absent': a restart is not sent again.
        readBack: async (lost) => {
            const error = lost;
            const now = await readBack(context, before, error, 'the restart');
            if ('kind' in now)
                return now;
            const changed = !notYetRestarted(now, before);
            if (changed && (0,builds/* isFinished */.$g)(before.state)) {
                context.runner.info(`${error.message} The build shows ${now.state} now: the restart was applied.`);
                return { kind: 'done', done: { now } };
            }
            const shows = changed
                ? `${buildLabel(before)} was ${before.state} and now shows ${now.state}, which it may have reached by itself`
                : `${buildLabel(before)} still shows ${now.state}`;
            const failure = new action_error/* ActionError */.l(`${error.message} The restart may have been applied all the same: Travis CI queues restarts, and ${shows}; ` +
                'look at it on Travis CI before restarting again (a second restart would restart it again).');
            return { kind: 'unknown', failure };
        }
    });
}
/** A failed request that the server may have acted on all the same: read back before anything else. */
function mayHaveLanded(error) {
    return error instanceof errors/* TravisApiError */.Kb && error.mayHaveLanded;
}
function stillRunning(build) {
    return new action_error/* ActionError */.l(`${buildLabel(build)} is still running (${build.state}; Travis CI: build_already_running): ` +
        'only a finished build can be restarted; cancel it first (cancel-build) or wait for it (wait-for-build).');
}
/**
 * One cancel (lib/retry.ts write); after a lost answer the build is read: finished means done (by
 * this cancel when canceled), running means the cancel did not land or is queued, and it is sent
 * again, after the policy's back-off, within the 'retries' budget.
 */
async function sendCancel(context, build) {
    /** The failure of the last send and the state its read-back showed, for the messages. */
    let lost = '';
    let shown = build.state;
    return context.client.write({
        send: async (attempt) => {
            await requestBuildCancelPost(context.client, build.id, attempt);
            return { how: 'accepted' };
        },
        afterFailure: (error) => {
            // Finished since it was read: read once more (readBack) so that the outputs show how.
            if (conflictOf(error) === 'build_not_cancelable' || mayHaveLanded(error))
                return 'read-back';
            return { kind: 'refused', failure: explainRefusal(error, 'cancel') };
        },
        readBack: async (error, attempt) => {
            if (conflictOf(error) === 'build_not_cancelable') {
                return { kind: 'done', done: await notCancelable(context, build, attempt) };
            }
            const now = await readBack(context, build, error, 'the cancel');
            if ('kind' in now)
                return now;
            if ((0,builds/* isFinished */.$g)(now.state)) {
                const how = now.state === 'canceled' ? 'accepted' : 'not-cancelable';
                return { kind: 'done', done: { how, now } };
            }
            lost = error.message;
            shown = now.state;
            return 'absent';
        },
        notLanded: (_, attempt) => {
            const failure = new action_error/* ActionError */.l(`${lost} ${buildLabel(build)} still shows ${shown}; the cancel may be queued on Travis CI (after ${attempt} attempts).`);
            return { kind: 'unknown', failure };
        },
        onResend: () => context.runner.info(`${lost} ${buildLabel(build)} still shows ${shown}: sending the cancel again.`)
    });
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
        const now = await readBuild(context, build.id);
        return { how: attempt > 1 && now.state === 'canceled' ? 'accepted' : 'not-cancelable', now };
    }
    catch {
        return { how: 'not-cancelable' };
    }
}
/** The build after a write whose answer was lost, or the unknown outcome when it cannot be read. */
async function readBack(context, build, lost, subject) {
    try {
        return await readBuild(context, build.id);
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
/**
 * A 403 names the permission in the words of Travis CI's roles (push access gives it: the
 * authorizer's repository_build_* permissions, travis-api-live/README.md "Permissions").
 */
function explainRefusal(error, action) {
    if (error instanceof errors/* TravisApiError */.Kb &&
        error.status === 403 &&
        error.errorType === 'insufficient_access') {
        return error.withHint(`To ${action} builds and jobs, the token's user needs push access to the repository on Travis CI (its repository_build_${action} permission).`);
    }
    return error;
}

// EXTERNAL MODULE: ./src/model/repository.ts
var model_repository = __webpack_require__(2069);
;// CONCATENATED MODULE: ./src/operations/builds/find.ts







/** The build of 'build-id', or the newest of 'branch', with its jobs. */
async function findBuild(context, target) {
    if ('buildId' in target)
        return await buildOfRepo(context, target.buildId);
    const newest = await newestBuildOf(context, target.branch);
    if (newest === null) {
        throw new action_error/* ActionError */.l(`branch '${target.branch}' has no builds on Travis CI.`);
    }
    return newest;
}
/**
 * The newest build of exactly this branch: the one build of the listing filtered by it or, for a
 * name with a comma (which the listing's filter splits into several branches), the branch's own
 * last build (`GET /repo/{repo}/branch/{name}`).
 */
async function newestBuildOf(context, branch) {
    if (branch.includes(',')) {
        const id = (await (0,branches/* requestBranchGet */.Qm)(context.client, branch)).last_build?.id;
        return id === undefined ? null : await readBuild(context, id);
    }
    const { builds } = await requestBuildsGet(context.client, { branch }, { limit: 1, offset: 0 });
    const [newest] = builds;
    return newest === undefined ? null : viewOf(context, newest);
}
/** The build of 'build-id', refused (before anything is written or followed) when not of 'repo'. */
async function buildOfRepo(context, id) {
    const build = await requestBuildGet(context.client, id).catch((error) => {
        if (error instanceof errors/* TravisApiError */.Kb && error.status === 404) {
            throw error.withHint("Check 'build-id': the number in the build's URL on Travis CI, of a build the token can see.");
        }
        throw error;
    });
    const view = viewOf(context, build);
    const { repository } = build;
    if (!(0,model_repository/* isRepo */.P)(context.client.repo, repository)) {
        throw new action_error/* ActionError */.l(`${buildLabel(view)} is a build of ${repository.slug} (repository #${repository.id}), ` +
            `not of ${(0,model_repository/* describeRepo */._)(context.client.repo)} ('repo'): it is left alone; check 'build-id'.`);
    }
    return view;
}

;// CONCATENATED MODULE: ./src/operations/builds/job-restarts.ts
// restart-build with 'jobs: failed': POST /job/{id}/restart (202, queued for travis-hub) for each
// job that failed, errored or was canceled and may not fail, one at a time, each under the rules
// of a build restart: a lost answer is settled by reading the build (the job no longer as it was:
// restarted), never by sending again, which would restart it a second time.






/**
 * Restarts `jobs` of `build` one after another. `restarted`: those Travis CI took (or a read-back
 * shows restarted); a refused or unsettled one ends the run of them, and is the failure.
 */
async function restartJobs(context, build, jobs) {
    const restarted = [];
    for (const job of jobs) {
        const outcome = await restartJob(context, build, job);
        if (outcome.kind !== 'done') {
            const done = restarted.length === 0 ? 'none was restarted' : `${restarted.length} restarted before it`;
            context.runner.info(`The restarts stopped at ${jobLabel(job)} (${done}).`);
            return { restarted, failure: outcome.failure };
        }
        restarted.push(job.id);
        context.runner.info(`Restart of ${jobLabel(job)} (${job.state}) accepted by Travis CI.`);
    }
    return { restarted };
}
async function restartJob(context, build, job) {
    return context.client.write({
        send: async (attempt) => {
            await requestJobRestartPost(context.client, job.id, attempt);
            return true;
        },
        afterFailure: (error) => {
            if (conflictOf(error) === 'job_already_running') {
                const failure = new action_error/* ActionError */.l(`${jobLabel(job)} is running again (Travis CI: job_already_running): it was restarted meanwhile, or is still going.`);
                return { kind: 'refused', failure };
            }
            return mayHaveLanded(error)
                ? 'read-back'
                : { kind: 'refused', failure: explainRefusal(error, 'restart') };
        },
        // Never 'absent': a restart is not sent again.
        readBack: async (lost) => {
            const error = lost;
            const now = await readBack(context, build, error, `the restart of ${jobLabel(job)}`);
            if ('kind' in now)
                return now;
            const shown = now.jobs.find((candidate) => candidate.id === job.id);
            if (shown !== undefined &&
                (shown.state !== job.state || shown.finished_at !== job.finished_at)) {
                context.runner.info(`${error.message} ${jobLabel(job)} shows ${shown.state} now: the restart was applied.`);
                return { kind: 'done', done: true };
            }
            const failure = new action_error/* ActionError */.l(`${error.message} The restart of ${jobLabel(job)} may have been applied all the same: ` +
                `Travis CI queues restarts, and the job still shows ${shown?.state ?? 'nothing'}; ` +
                'look at it on Travis CI before restarting again (a second restart would restart it again).');
            return { kind: 'unknown', failure };
        }
    });
}

// EXTERNAL MODULE: ./src/travis/resources/repositories.ts
var repositories = __webpack_require__(6275);
// EXTERNAL MODULE: ./src/travis/resources/settings.ts
var settings = __webpack_require__(8326);
;// CONCATENATED MODULE: ./src/operations/builds/travis-started.ts











const PAGE = 25;
/** Pages of builds read at most on each look: 100 builds back. */
const PAGES_PER_READ = 4;
/** The newest requests read on each look: a push's is among the last few. */
const travis_started_REQUESTS_READ = 25;
const travis_started_MINUTE_MS = 60_000;
/**
 * The newest build of the commit or pull request, as soon as it exists; fails when its request
 * was rejected, when `deadline` passes first, or when `signal` aborts.
 */
async function awaitTravisBuild(context, target, plan, signal, deadline) {
    const sought = await soughtFor(context, target);
    const started = Date.now();
    let newestSeen = null;
    let shownAt = -Infinity;
    let request;
    for (let reads = 1;; reads++) {
        const found = await (0,abortable/* untilAborted */.Eu)(lookForBuild(context, sought, newestSeen, signal), signal);
        if (found === abortable/* ABORTED */.wp)
            throw cancelled(sought);
        if (found.build !== undefined)
            return viewOf(context, found.build);
        newestSeen = found.newest ?? newestSeen;
        const requests = await (0,abortable/* untilAborted */.Eu)(requestRequestsGet(context.client, travis_started_REQUESTS_READ, signal), signal);
        if (requests === abortable/* ABORTED */.wp)
            throw cancelled(sought);
        request = requests.find(sought.request) ?? request;
        if (request?.result === 'rejected') {
            throw await rejection(context, request, `the build request for ${sought.words} (request ${request.id})`);
        }
        const built = request?.builds[0];
        if (built !== undefined)
            return await readBuild(context, built.id, signal);
        const left = deadline - Date.now();
        if (left <= 0)
            throw await notStarted(context, sought, plan, request);
        if (Date.now() - shownAt >= travis_started_MINUTE_MS) {
            const took = request === undefined ? '' : ` (its request ${request.id} is ${request.state})`;
            context.runner.info(`waiting for Travis CI to start a build of ${sought.words}${took}, ${elapsed(Date.now() - started)}`);
            shownAt = Date.now();
        }
        await (0,abortable/* pause */.v7)(Math.min(left, pollDelayMs(plan.pollSeconds, reads)), signal);
        if (signal.aborted)
            throw cancelled(sought);
    }
}
async function soughtFor(context, target) {
    const matches = (sha, prefix) => prefix === '' || (sha ?? '').toLowerCase().startsWith(prefix);
    if ('pullRequest' in target) {
        const { number, sha } = target.pullRequest;
        const refs = [`refs/pull/${number}/merge`, `refs/pull/${number}/head`];
        return {
            words: `pull request #${number}${sha === '' ? '' : ` (at ${sha.slice(0, 7)})`}`,
            filter: { eventType: 'pull_request' },
            build: (build) => build.pull_request_number === number && matches(build.commit?.sha, sha),
            // A request shows no pull request number (renderer/request.rb): its head commit, else the
            // ref of the pull request's merge commit, which travis-api's commit carries.
            request: (request) => request.event_type === 'pull_request' &&
                (sha === '' ? refs.includes(request.commit?.ref ?? '') : matches(request.commit?.sha, sha)),
            setting: 'build_pull_requests'
        };
    }
    const { sha } = target.commit;
    const branch = target.commit.branch === ''
        ? await (0,repositories/* requestDefaultBranchGet */.nv)(context.client)
        : target.commit.branch;
    return {
        words: `${sha.slice(0, 7)} on ${branch}`,
        filter: { branch },
        build: (build) => matches(build.commit?.sha, sha),
        request: (request) => request.event_type !== 'pull_request' &&
            request.branch_name === branch &&
            request.commit?.sha !== undefined &&
            matches(request.commit.sha, sha),
        setting: 'build_pushes'
    };
}
/**
 * One look at the builds, newest first: pages until the build is found, a page is short (the
 * last), a page reaches a build seen on an earlier look (a new build comes first), or 4 pages.
 */
async function lookForBuild(context, sought, newestSeen, signal) {
    let newest;
    for (let page = 0; page < PAGES_PER_READ; page++) {
        const { builds, listed } = await requestBuildsGet(context.client, sought.filter, { limit: PAGE, offset: page * PAGE }, signal);
        newest ??= listed[0];
        const build = builds.find(sought.build);
        if (build !== undefined)
            return { build };
        if (listed.length < PAGE || (newestSeen !== null && listed.some((id) => id <= newestSeen)))
            break;
    }
    return newest === undefined ? {} : { newest };
}
/**
 * No build by the deadline: what Travis CI made of it, and, when no request came at all, whether a
 * setting of the repository is why (one read of the settings).
 */
async function notStarted(context, sought, plan, request) {
    const waited = `after ${(0,plural/* plural */.L)(plan.minutes, 'minute')} ('wait-minutes')`;
    if (request !== undefined) {
        const result = request.result ? ` (${request.result})` : '';
        return new action_error/* ActionError */.l(`Travis CI has started no build of ${sought.words} ${waited}: its request ${request.id} is ${request.state}${result}.`);
    }
    const off = await (0,settings/* requestSettingsGet */.rl)(context.client)
        .then((settings) => settings.some((s) => s.name === sought.setting && s.value === false))
        .catch(() => false);
    const why = off
        ? ` The repository's setting ${sought.setting} is false: Travis CI builds none of them (set-setting ${sought.setting}: true, or trigger-build).`
        : ' Is the repository active on Travis CI, and does the push reach it (the GitHub app or webhook)?';
    return new action_error/* ActionError */.l(`Travis CI has no request and no build for ${sought.words} ${waited}.${why}`);
}
function cancelled(sought) {
    return new action_error/* ActionError */.l(`the workflow was cancelled while waiting for Travis CI to start a build of ${sought.words}.`);
}

;// CONCATENATED MODULE: ./src/operations/builds/control.ts










async function waitForBuild(context, inputs) {
    const deadline = Date.now() + inputs.plan.minutes * 60_000;
    const { target, plan } = inputs;
    // Inside `during`: the wait for a build to appear ends with the workflow too, and the verdict
    // sends 'cancel-on-abort' before the runner's next signal ends the process.
    return context.interrupts.during(async (signal) => {
        const build = isOneBuild(target)
            ? await findBuild(context, target)
            : await awaitTravisBuild(context, target, plan, signal, deadline);
        return {
            ...(0,result_base/* resultBase */.bl)('build', 'wait-for-build'),
            ...notWaited(),
            action: 'found',
            ...(await waitToTheEnd(context, build, plan, signal, { deadline }))
        };
    });
}
function isOneBuild(target) {
    return 'buildId' in target || 'branch' in target;
}
async function restartBuild(context, inputs) {
    const before = await findBuild(context, inputs.target);
    const base = { ...(0,result_base/* resultBase */.bl)('build', 'restart-build'), ...notWaited() };
    if (inputs.jobs === 'failed')
        return await restartFailedJobs(context, inputs, before);
    if (inputs.dryRun) {
        const running = restartRefused(before.state);
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
    const sent = (0,write_outcome/* doneOrThrow */.E)(await sendRestart(context, before));
    context.runner.info(`Restart of ${buildLabel(before)} accepted by Travis CI.`);
    const restarted = { ...base, changed: true, action: 'restarted' };
    // Until travis-hub applies it, the build shows how it ended before: not its state. A lost
    // answer read back shows it applied: that build.
    if (!inputs.wait) {
        return sent.now === undefined
            ? { ...restarted, build: before, pending: 'restart' }
            : { ...restarted, build: sent.now };
    }
    return context.interrupts.during(async (signal) => ({
        ...restarted,
        ...(await waitToTheEnd(context, sent.now ?? before, inputs.plan, signal, {
            restarted: { before, jobs: 'all' }
        }))
    }));
}
/** 'jobs: failed': the jobs that did not pass (and may not fail) restarted, one at a time. */
async function restartFailedJobs(context, inputs, before) {
    const base = { ...(0,result_base/* resultBase */.bl)('build', 'restart-build'), ...notWaited(), build: before };
    const jobs = failedJobs(before);
    if (jobs.length === 0) {
        context.runner.info(`${buildLabel(before)} has no failed, errored or canceled job to restart.`);
        return { ...base, action: 'nothing-to-restart', restartedJobs: [] };
    }
    const names = jobs.map(jobLabel).join(', ');
    if (inputs.dryRun) {
        context.runner.info(`Dry run: would restart ${names}; nothing was sent.`);
        return {
            ...base,
            changed: true,
            dryRun: true,
            action: 'would-restart',
            restartedJobs: jobs.map((job) => job.id)
        };
    }
    const { restarted, failure } = await restartJobs(context, before, jobs);
    const result = {
        ...base,
        changed: restarted.length > 0,
        action: 'restarted',
        restartedJobs: restarted
    };
    if (failure !== undefined) {
        if (restarted.length === 0)
            throw failure;
        return { ...result, pending: 'restart', failure: (0,errors/* explanationOf */.pg)(failure) };
    }
    if (!inputs.wait)
        return { ...result, pending: 'restart' };
    return context.interrupts.during(async (signal) => ({
        ...result,
        ...(await waitToTheEnd(context, before, inputs.plan, signal, {
            restarted: { before, jobs: restarted }
        }))
    }));
}
async function cancelBuild(context, inputs) {
    const build = await findBuild(context, inputs.target);
    const base = { ...(0,result_base/* resultBase */.bl)('build', 'cancel-build'), ...notWaited(), build };
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

;// CONCATENATED MODULE: ./src/operations/builds/index.ts
// The builds operations, one chunk loaded with import() by operations/index.ts: no other run
// needs the requests, the waiting or the build writes.





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
