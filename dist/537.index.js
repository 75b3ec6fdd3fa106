export const id = 537;
export const ids = [537];
export const modules = {

/***/ 5537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DeployKeys: () => (/* binding */ DeployKeys)
/* harmony export */ });
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9110);
/* harmony import */ var _lib_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);
/* harmony import */ var _lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5181);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3116);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6702);
/* harmony import */ var _key_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7070);
// The repository's GitHub deploy keys, through @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server), with the same timeout and retry policy as Travis.






/**
 * GitHub's 422 when the owner of the repository does not allow deploy keys: "Validation Failed"
 * with an `errors` entry "Deploy keys are disabled for this repository" (as GitHub answers it,
 * e.g. vitodeploy/vito#949). New organisations disallow deploy keys by default; an owner allows
 * them in the organisation's settings, or an enterprise owner by policy (GitHub Docs,
 * "Restricting deploy keys in your organization").
 */
const DEPLOY_KEYS_DISABLED = /deploy keys are disabled/i;
const POLICY_HINT = 'The organisation that owns the repository does not allow deploy keys (an organisation policy, ' +
    "off by default for new organisations): an organisation owner can allow them in the organisation's " +
    'Settings → Member privileges → "Deploy keys", unless an enterprise policy decides it (the ' +
    'enterprise\'s Policies → Repositories → "Deploy keys"). Nothing was changed on Travis CI.';
const ADMIN_HINT = "The 'github-token' must be allowed to manage deploy keys: a fine-grained token or GitHub App with " +
    '"Administration: read and write" on the repository, or a classic token with the repo scope ' +
    "(the workflow's GITHUB_TOKEN cannot manage deploy keys).";
class DeployKeys {
    options;
    octokit;
    constructor(options) {
        this.options = options;
        this.octokit = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitHubClient */ .LX)(options);
    }
    get repository() {
        return { owner: this.options.owner, repo: this.options.repo };
    }
    /**
     * Every deploy key, page by page (Link rel="next"). Only a 200 whose body is a JSON array is a
     * page of the listing: anything else (a 409, a 204, a body that is empty, cut, null or an
     * object) fails naming the endpoint, where Octokit's paginate would take it for no keys at all.
     */
    async list() {
        const keys = [];
        let next;
        for (let page = 1;; page++) {
            if (page > MAX_LIST_PAGES)
                throw this.noDeployKeyList(`more than ${MAX_LIST_PAGES} pages`);
            const url = next;
            const response = await this.retrying('list deploy keys', () => url === undefined
                ? this.octokit.rest.repos.listDeployKeys({ ...this.repository, per_page: 100 })
                : this.octokit.request({ method: 'GET', url }));
            const data = response.data;
            const where = page === 1 ? '' : `page ${page}: `;
            if (response.status !== 200)
                throw this.noDeployKeyList(`${where}HTTP ${response.status}`);
            if (!Array.isArray(data))
                throw this.noDeployKeyList(`${where}not a list`);
            keys.push(...data);
            next = nextLink(response.headers.link);
            if (next === undefined)
                break;
        }
        const problem = listProblem(keys);
        if (problem !== null)
            throw this.noDeployKeyList(problem);
        return keys;
    }
    noDeployKeyList(problem) {
        const { owner, repo } = this.options;
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .O(200, `GitHub answered GET /repos/${owner}/${repo}/keys with something that is no deploy key list (${problem}).`);
    }
    /** Never repeated blindly: after a failure, the key is looked for before it is sent again. */
    async add(title, key, readOnly) {
        const what = 'add the deploy key';
        const { retryPolicy: policy, runner } = this.options;
        const writer = {
            policy,
            classify: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyGitHubFailure */ .iF)(what),
            mayHaveLanded: () => true,
            onRetry: (message) => runner.info(message)
        };
        const outcome = await (0,_lib_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .write */ .M9)(writer, {
            send: async () => {
                const response = await this.octokit.rest.repos.createDeployKey({
                    ...this.repository,
                    title,
                    key,
                    read_only: readOnly
                });
                return response.data;
            },
            readBack: async () => {
                const found = (await this.list()).find((k) => (0,_key_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sameKey */ .e)(k.key, key));
                return found === undefined ? 'absent' : { kind: 'done', done: found };
            },
            unreadable: (error, _, attempts) => {
                const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
                if (status !== 0 && status < 500) {
                    return { kind: 'refused', failure: explain(error, what, attempts) };
                }
                const failure = new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .O(status, `${(0,_lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .b)(explain(error, what, attempts)).replace(/\.$/, '')}; it may have been added all the same: ` +
                    'its answer was lost, and the deploy keys could not be listed to look for it.', true);
                return { kind: 'unknown', failure };
            },
            notLanded: (error, attempts) => ({
                kind: 'refused',
                failure: explain(error, what, attempts)
            }),
            onResend: (delayMs) => runner.info(`GitHub: ${what} failed and the key is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
        });
        return (0,_lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .doneOrThrow */ .E)(outcome);
    }
    /**
     * Removes a key; one that is already gone counts as removed. 'already-gone' when the first
     * attempt met a 404: someone else removed it (after a lost answer, a 404 may be our own). When
     * the last attempt may have landed (no answer, a 5xx), the listing settles it.
     */
    async remove(id) {
        try {
            return await this.retrying(`remove deploy key ${id}`, async (attempt) => {
                try {
                    await this.octokit.rest.repos.deleteDeployKey({ ...this.repository, key_id: id });
                    return 'removed';
                }
                catch (error) {
                    if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error) !== 404)
                        throw error;
                    return attempt === 1 ? 'already-gone' : 'removed';
                }
            });
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .O && (error.status === 0 || error.status >= 500)))
                throw error;
            const listed = await this.list().catch(() => null);
            if (listed === null || listed.some((key) => key.id === id))
                throw error;
            this.options.runner.info(`GitHub: ${(0,_lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .b)(error).replace(/\.$/, '')}, but deploy key ${id} is no longer listed: it was removed.`);
            return 'removed';
        }
    }
    retrying(what, work) {
        return (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .withGitHubRetries */ .mU)(this.options, what, deployKeysHint, work);
    }
}
/** Pages of 100: 10,000 deploy keys, far more than a repository has; a longer chain is a loop. */
const MAX_LIST_PAGES = 100;
/** The URL of the Link header's rel="next", as GitHub (and Octokit's paginate) give it. */
function nextLink(link) {
    return /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
}
/** What makes `keys` no deploy key list (fields and positions only, never a value), or null. */
function listProblem(keys) {
    for (const [index, entry] of keys.entries()) {
        if (typeof entry !== 'object' || entry === null)
            return `entry ${index} is not an object`;
        const key = entry;
        if (!Number.isSafeInteger(key.id))
            return `entry ${index} has no numeric id`;
        for (const field of ['key', 'title', 'created_at']) {
            if (typeof key[field] !== 'string')
                return `entry ${index} has no ${field} text`;
        }
    }
    return null;
}
/** What to do about a refused deploy key request, by status and GitHub's message. */
function deployKeysHint(status, detail) {
    if (status === 403 || status === 404)
        return ADMIN_HINT;
    if (status === 422 && DEPLOY_KEYS_DISABLED.test(detail))
        return POLICY_HINT;
    if (status === 422 && /already in use/i.test(detail)) {
        return "GitHub accepts a key only once: as a deploy key of one repository or as a user's SSH key.";
    }
    return undefined;
}
function explain(error, what, attempts = 1) {
    return (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .explainGitHubFailure */ .d5)(error, what, deployKeysHint, attempts);
}


/***/ }),

/***/ 7070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ sameKey)
/* harmony export */ });
// Comparing OpenSSH public key lines, apart from the GitHub client: rotation compares the keys it
// lists with its own, and importing this from deploy-keys.ts would copy the whole client (and
// Octokit's setup) into rotation's chunk of dist/ as well as the client's own.
/** Two OpenSSH public key lines hold the same key when type and base64 match (comments aside). */
function sameKey(a, b) {
    return a.trim().split(/\s+/).slice(0, 2).join(' ') === b.trim().split(/\s+/).slice(0, 2).join(' ');
}


/***/ }),

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


/***/ })

};
