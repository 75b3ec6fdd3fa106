export const id = 139;
export const ids = [139];
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

/***/ 2139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PullRequests: () => (/* binding */ PullRequests)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);
// Pull request states, for 'stale-branches': a `PR.<n>` cache group is stale once its pull
// request is no longer open. Reading needs only "pull-requests: read", so the workflow's
// GITHUB_TOKEN serves.


class PullRequests {
    options;
    octokit;
    constructor(options) {
        this.options = options;
        this.octokit = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)(options);
    }
    async stateOf(pullRequest) {
        const { owner, repo } = this.options;
        const what = `read pull request #${pullRequest}`;
        return (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .withGitHubRetries */ .mU)(this.options, what, pullRequestsHint, async () => {
            try {
                const { data } = await this.octokit.rest.pulls.get({
                    owner,
                    repo,
                    pull_number: pullRequest
                });
                // GitHub gives "open" or "closed" (merged ones are closed). Anything else (a proxy's
                // page, `{}`) is no pull request: read as closed, it would delete the caches of an open
                // one, so it fails instead (and is not retried).
                const state = data?.state;
                if (state === 'open' || state === 'closed')
                    return state;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(200, `GitHub answered GET /repos/${owner}/${repo}/pulls/${pullRequest} with something that is no pull request (no state "open" or "closed").`);
            }
            catch (error) {
                if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404)
                    return 'unknown';
                throw error;
            }
        });
    }
}
/** Reading a pull request needs "pull-requests: read". */
function pullRequestsHint(status) {
    return status === 403
        ? `The 'github-token' needs "pull-requests: read" on the repository (\${{ github.token }} has it unless the workflow's permissions remove it).`
        : undefined;
}


/***/ })

};
