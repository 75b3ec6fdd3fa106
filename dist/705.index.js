export const id = 705;
export const ids = [705];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   d5: () => (/* binding */ explainGitHubFailure),
/* harmony export */   hg: () => (/* binding */ githubMessage),
/* harmony export */   iF: () => (/* binding */ classifyGitHubFailure),
/* harmony export */   mU: () => (/* binding */ withGitHubRetries)
/* harmony export */ });
/* unused harmony exports GITHUB_REQUESTS_IN_FLIGHT, retryAfterOf, describeGitHubFailure */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3934);
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1015);
/* harmony import */ var _lib_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5343);
/* harmony import */ var _lib_concurrency_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3716);
/* harmony import */ var _lib_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1737);
/* harmony import */ var _runtime_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5369);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
// The GitHub REST client both GitHub modules use: @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server) with a per-request timeout, redirects never
// followed, and a debug line per request, plus the pieces of its errors the callers need.







/** The most requests in flight to GitHub at any moment of a run: the same bound as for Travis CI. */
const GITHUB_REQUESTS_IN_FLIGHT = 10;
function createGitHubClient(options) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, options.fetch === undefined ? {} : { request: { fetch: options.fetch } });
    const apiOrigin = new URL(octokit.request.endpoint.DEFAULTS.baseUrl).origin;
    const slots = new _lib_concurrency_js__WEBPACK_IMPORTED_MODULE_5__/* .Slots */ .WR(GITHUB_REQUESTS_IN_FLIGHT);
    const sendBounded = async (request, endpoint) => {
        const started = Date.now();
        // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
        const parsed = octokit.request.endpoint.parse(endpoint);
        const url = new URL(parsed.url);
        const label = `GitHub ${parsed.method} ${url.pathname}`;
        // A listing follows the Link header's rel="next" URL as given; the token goes with every
        // request, so only the API's own host is asked (as TravisClient.followLink does for Travis).
        if (url.origin !== apiOrigin) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .O(0, `GitHub gave a link to another host (${url.host}); it is not followed, so nothing was sent there.`);
        }
        // Inner hooks keep a reference to these options, so they must be set on them: the timeout,
        // and `redirect`, which @octokit/request hands to fetch as is, so that a 3xx comes back as an
        // answer and nothing is sent to the place it names.
        // The transport (Octokit's own, which honours proxies, or the one given) reads bodies up to
        // 64 MiB, and hands Octokit error bodies it can turn into text (bounded-fetch.ts).
        let tooLarge;
        options.onRequest?.();
        const transport = endpoint.request?.fetch ?? globalThis.fetch;
        endpoint.request = {
            ...endpoint.request,
            fetch: (0,_lib_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .shallowErrorBodies */ .V$)((0,_lib_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedFetch */ .A)(transport, (answer) => (tooLarge = answer))),
            signal: AbortSignal.timeout(options.timeoutMs),
            redirect: 'manual'
        };
        let response;
        try {
            response = await request(endpoint);
        }
        catch (error) {
            options.runner.debug(`${label} → ${statusOf(error) || 'no response'} (${Date.now() - started} ms)`);
            if (tooLarge)
                throw bodyTooLarge(label, tooLarge.status);
            throw error;
        }
        options.runner.debug(`${label} → ${response.status} (${Date.now() - started} ms)`);
        if (tooLarge)
            throw bodyTooLarge(label, tooLarge.status);
        // Octokit returns a 3xx (but 304) as a success: it is a failure, and never retried.
        if (response.status >= 300)
            throw redirected(parsed, response);
        return response;
    };
    octokit.hook.wrap('request', (request, endpoint) => slots.run(async () => sendBounded(request, endpoint)));
    return octokit;
}
function bodyTooLarge(label, status) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .O(status, `${label} answered HTTP ${status} with a body larger than ${_lib_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .BODY_LIMIT_TEXT */ .vN}, beyond any GitHub API answer, so it was not read.`);
}
/**
 * A redirect as a RequestError with the status, whose message names the host of the Location and
 * nothing more of it (its path or query may carry anything).
 */
function redirected(request, response) {
    const location = response.headers.location;
    let target = 'without a Location';
    if (typeof location === 'string' && location.trim() !== '') {
        try {
            target = `to ${new URL(location, request.url).host || 'a Location without a host'}`;
        }
        catch {
            target = 'to a Location that is no URL';
        }
    }
    const message = `a redirect ${target}; redirects are not followed, so nothing was sent there`;
    return new _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__/* .RequestError */ .G(message, response.status, {
        request,
        response: { ...response, data: { message } }
    });
}
/** The HTTP status of a failed GitHub request; 0 when there was no response. */
function statusOf(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__/* .RequestError */ .G && error.response !== undefined ? error.status : 0;
}
function retryAfterOf(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__/* .RequestError */ .G
        ? (0,_lib_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .retryAfterMs */ .Vs)(error.response?.headers['retry-after']?.toString())
        : null;
}
/** GitHub's message and the messages of its `errors` entries, or the request error's own. */
function githubMessage(error) {
    const data = error.response?.data;
    // A body of another shape (a proxy's, a hostile server's) must not break the failure line.
    const inner = Array.isArray(data?.errors)
        ? data.errors
            .map((e) => e?.message)
            .filter((m) => typeof m === 'string' && m !== '')
            .join('; ')
        : undefined;
    return [data?.message, inner].filter(Boolean).join(': ') || error.message;
}
/** "GitHub could not <what> (HTTP 404: Not Found)", the start of every GitHub failure line. */
function describeGitHubFailure(error, what, attempts = 1) {
    const status = statusOf(error);
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    // Server text, so cut at a word: the line stays bounded.
    const message = (0,_runtime_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLineAtWord */ .eI)(String(githubMessage(error)), 300);
    const limit = rateLimitOf(error);
    const resets = limit?.resetsAt === undefined
        ? ''
        : `; the token's GitHub rate limit resets at ${limit.resetsAt.toISOString().slice(11, 19)} UTC`;
    return `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${message}${resets})${tries}`;
}
/**
 * Every failure counts, a thrown error without a response as "no response" (status 0), except
 * what the client refused itself (GitHubApiError), which no retry can change. GitHub's rate limits
 * answer 403 (or 429): they are waited out as long as GitHub says when that is within the wait a
 * retry may take, and not retried when the limit resets later than that.
 */
function classifyGitHubFailure(what) {
    return (error) => {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .O)
            return null;
        const label = `GitHub: ${what}`;
        const limit = rateLimitOf(error);
        if (limit === null)
            return { status: statusOf(error), retryAfterMs: retryAfterOf(error), label };
        if (limit.waitMs === null)
            return { status: statusOf(error), retryAfterMs: null, label };
        return { status: statusOf(error), retryAfterMs: limit.waitMs, label, rateLimited: true };
    };
}
/** The longest a rate-limited request waits for GitHub's limit to reset (retry.ts caps the same). */
const RATE_LIMIT_WAIT_CAP_MS = 60_000;
/**
 * A GitHub rate limit answer (REST API docs, "Rate limits for the REST API"): a primary limit is
 * 403 or 429 with `x-ratelimit-remaining: 0` and the reset time in `x-ratelimit-reset` (epoch
 * seconds); a secondary one is 403 or 429 with `retry-after`. `waitMs` is how long to wait before
 * trying again, or null when the reset is further away than a retry may wait; null for an answer
 * that is no rate limit.
 */
function rateLimitOf(error, now = Date.now()) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__/* .RequestError */ .G) || error.response === undefined)
        return null;
    if (error.status !== 403 && error.status !== 429)
        return null;
    const headers = error.response.headers;
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== null)
        return { waitMs: retryAfter };
    if (String(headers['x-ratelimit-remaining'] ?? '') !== '0')
        return null;
    const reset = Number(headers['x-ratelimit-reset']);
    if (!Number.isFinite(reset) || reset <= 0)
        return null;
    const resetsAt = new Date(reset * 1000);
    // A second past the reset, so that a clock a little off GitHub's still lands after it.
    const waitMs = Math.max(0, resetsAt.getTime() - now) + 1000;
    return { waitMs: waitMs <= RATE_LIMIT_WAIT_CAP_MS ? waitMs : null, resetsAt };
}
/**
 * A GitHub failure as the failure line says it: what could not be done, GitHub's answer, and what
 * to do: for a 401 the token's, else what `hint` says for the status and GitHub's message.
 * Anything that is no failed request goes on as it is.
 */
function explainGitHubFailure(error, what, hint, attempts = 1) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_6__/* .RequestError */ .G))
        return error;
    const status = statusOf(error);
    const prefix = describeGitHubFailure(error, what, attempts);
    const advice = status === 401
        ? "The 'github-token' is invalid or expired."
        : hint(status, githubMessage(error));
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .O(status, advice === undefined ? `${prefix}.` : `${prefix}. ${advice}`);
}
/**
 * `work` within the retry policy, its failure explained: the one way the GitHub modules send a
 * request that may be repeated.
 */
async function withGitHubRetries(options, what, hint, work) {
    try {
        return await (0,_lib_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .withRetries */ .LH)(options.retryPolicy, work, classifyGitHubFailure(what), (message) => options.runner.info(message));
    }
    catch (error) {
        throw explainGitHubFailure(error, what, hint);
    }
}


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentThePlan: () => (/* binding */ commentThePlan)
});

// UNUSED EXPORTS: PlanComments, pullRequestOf

// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var dist_src = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/comment-author.ts
// Which comments the 'github-token' wrote: the plan's comment is looked for among those only, as
// anyone who can comment on the pull request can write its marker, and an edit of their comment
// would put the plan under their name (and let them rewrite it). A personal access token reads
// its user (GET /user, one request); an installation token (the workflow's GITHUB_TOKEN, a
// GitHub App's) is refused there, and its comments are its app's bot's (github-actions[bot]):
// no person's account is of type "Bot", so a bot's comment is the most that can be told apart.


async function writtenByToken(octokit, options) {
    return (0,github_octokit/* withGitHubRetries */.mU)(options, "read the user of 'github-token'", noHint, async () => {
        try {
            const { login } = (await octokit.rest.users.getAuthenticated()).data;
            return (author) => author?.login === login;
        }
        catch (error) {
            if (!refusedToIntegration(error))
                throw error;
            return (author) => author?.type === 'Bot';
        }
    });
}
/** GitHub's answer to an installation token on GET /user (users/get-authenticated lists 403). */
function refusedToIntegration(error) {
    return (error instanceof dist_src/* RequestError */.G &&
        (0,github_octokit/* statusOf */.c2)(error) === 403 &&
        (0,github_octokit/* githubMessage */.hg)(error) === 'Resource not accessible by integration');
}
function noHint() {
    return undefined;
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __webpack_require__(194);
;// CONCATENATED MODULE: ./src/github/plan-comment.ts
// The plan of check-settings (or apply-settings with dry-run) as one comment on the pull request,
// so that its reviewer reads it where they review. One comment per Travis repository, found again
// by a hidden marker at its very start among the comments the token wrote (comment-author.ts),
// and edited in place on every run: never a second one. A lost answer to the POST is not sent
// again blindly: the comments are read again first.






/** GitHub refuses a comment body longer than this (characters). */
const COMMENT_LIMIT = 65_536;
/** Comments read to find ours again: 30 pages of 100 cover any pull request people review. */
const COMMENT_PAGES = 30;
/**
 * The pull request of a `pull_request` or `pull_request_target` event; null for any other event.
 * `payload` is the event as the runner wrote it (GITHUB_EVENT_PATH).
 */
function pullRequestOf(eventName, payload, actor) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return null;
    const pull = payload?.pull_request;
    if (typeof pull?.number !== 'number')
        return null;
    const head = pull.head?.repo?.full_name;
    const base = pull.base?.repo?.full_name;
    // pull_request_target runs with the base repository's token, a fork's pull request included.
    if (eventName === 'pull_request' && head !== base) {
        return { number: pull.number, readOnly: true, why: 'it comes from a fork' };
    }
    if (eventName === 'pull_request' && actor === 'dependabot[bot]') {
        return { number: pull.number, readOnly: true, why: 'Dependabot opened it' };
    }
    return { number: pull.number, readOnly: false, why: '' };
}
class PlanComments {
    options;
    octokit;
    constructor(options) {
        this.options = options;
        this.octokit = (0,github_octokit/* createGitHubClient */.LX)(options);
    }
    /**
     * Writes `body` under `marker` on pull request `number`: edits the token's comment that starts
     * with the marker, or creates it. A POST whose answer is lost is followed by a new read, so a
     * comment that did arrive is edited instead of doubled.
     */
    async write(number, marker, body) {
        const text = fitted(marker, body);
        const attempts = this.options.retryPolicy.retries + 1;
        const ours = await writtenByToken(this.octokit, this.options);
        for (let attempt = 1;; attempt++) {
            const found = await this.find(number, marker, ours);
            if (found !== null)
                return { url: await this.edit(found, text), edited: true };
            try {
                const created = await this.octokit.rest.issues.createComment({
                    owner: this.options.owner,
                    repo: this.options.repo,
                    issue_number: number,
                    body: text
                });
                return { url: created.data.html_url, edited: false };
            }
            catch (error) {
                const status = (0,github_octokit/* statusOf */.c2)(error);
                const answered = status !== 0 && status < 500 && status !== 429;
                if (answered || attempt >= attempts) {
                    throw (0,github_octokit/* explainGitHubFailure */.d5)(error, `comment on pull request #${number}`, commentHint);
                }
                this.options.runner.info(`Writing the plan's comment got no clear answer (${(0,action_error/* messageOf */.b)(error)}); reading the comments again before another try.`);
            }
        }
    }
    /** The id of the first comment of the token's that starts with the marker, or null. */
    async find(number, marker, ours) {
        const what = `read the comments of pull request #${number}`;
        return (0,github_octokit/* withGitHubRetries */.mU)(this.options, what, commentHint, async () => {
            let pages = 0;
            for await (const page of this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, { owner: this.options.owner, repo: this.options.repo, issue_number: number, per_page: 100 })) {
                const found = page.data.find((comment) => ours(comment.user) && comment.body?.startsWith(marker) === true);
                if (found !== undefined)
                    return found.id;
                pages += 1;
                if (pages >= COMMENT_PAGES) {
                    throw new errors/* GitHubApiError */.O(0, `pull request #${number} has more than ${COMMENT_PAGES * 100} comments; the plan's comment was not looked for further, and none was added.`);
                }
            }
            return null;
        });
    }
    async edit(id, body) {
        const what = `edit the plan's comment ${id}`;
        return (0,github_octokit/* withGitHubRetries */.mU)(this.options, what, commentHint, async () => {
            const edited = await this.octokit.rest.issues.updateComment({
                owner: this.options.owner,
                repo: this.options.repo,
                comment_id: id,
                body
            });
            return edited.data.html_url;
        });
    }
}
/** The marker, then the body; a body too long for a comment is replaced by a pointer to the summary. */
function fitted(marker, body) {
    const text = `${marker}\n${body}`;
    if (text.length <= COMMENT_LIMIT)
        return text;
    return `${marker}\nThe plan is longer than a comment can hold; it is in the job summary of the run.\n`;
}
function commentHint(status) {
    return status === 403 || status === 404
        ? `The 'github-token' needs "pull-requests: write" (\${{ github.token }} with permissions: pull-requests: write in the job).`
        : undefined;
}
/** Above a failure, so that a reviewer does not take an earlier plan of the comment for current. */
const NO_PLAN = '<p>⚠️ <strong>The plan could not be made</strong>: this run failed before it had one (below), ' +
    'so whatever plan this comment showed before no longer holds.</p>\n';
/**
 * 'comment-on-pull-request': the job summary of the plan also goes to the pull request of the
 * event, on the workflow's repository; a run that failed before it had a plan says so there, and
 * why. The plan is done either way, so what stands in the way is a notice (a fork's or
 * Dependabot's read-only token, another event) or a warning (GitHub refused), never a failure;
 * a failed run, whose failure is the news, has no notice.
 */
async function commentThePlan(request) {
    const { runner } = request;
    const eventName = process.env.GITHUB_EVENT_NAME ?? '';
    const pullRequest = pullRequestOf(eventName, eventPayload(), process.env.GITHUB_ACTOR ?? '');
    if (!request.planned && (pullRequest === null || pullRequest.readOnly))
        return;
    if (pullRequest === null) {
        runner.notice(`'comment-on-pull-request' writes on pull_request events; this run's event is ${eventName || 'unknown'}, so the plan is in the job summary only.`);
        return;
    }
    if (pullRequest.readOnly) {
        runner.notice(`The plan is in the job summary only: pull request #${pullRequest.number}'s github-token can only read, as ${pullRequest.why}.`);
        return;
    }
    const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
    const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
    const run = `${server}/${owner}/${repo}/actions/runs/${process.env.GITHUB_RUN_ID ?? ''}`;
    const comments = new PlanComments({ ...request, owner, repo });
    try {
        const marker = `<!-- travis-repo-action plan: ${request.label} -->`;
        const summary = `${request.planned ? '' : NO_PLAN}${(0,mask/* redactSecrets */.fp)(request.summary)}`;
        const body = `${summary}\n<sub>Written by travis-repo-action in [this run](${run}); the next run edits it in place.</sub>\n`;
        const outcome = await comments.write(pullRequest.number, marker, body);
        runner.info(request.planned
            ? `The plan ${outcome.edited ? 'replaced the one in its' : 'is in a new'} comment on pull request #${pullRequest.number}: ${outcome.url}`
            : `The comment on pull request #${pullRequest.number} says the plan could not be made: ${outcome.url}`);
    }
    catch (error) {
        const what = request.planned
            ? 'The plan is in the job summary only'
            : 'The comment could not say that the plan failed';
        runner.warning(`${what}: ${(0,action_error/* messageOf */.b)(error)}`);
    }
}
/** The event the runner wrote to GITHUB_EVENT_PATH; null when there is none to read. */
function eventPayload() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (path === undefined || path === '')
        return null;
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch {
        return null;
    }
}


/***/ })

};
