export const id = 139;
export const ids = [139];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   hg: () => (/* binding */ githubMessage),
/* harmony export */   iF: () => (/* binding */ classifyGitHubFailure)
/* harmony export */ });
/* unused harmony export retryAfterOf */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3934);
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1015);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9809);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
// The GitHub REST client both GitHub modules use: @actions/github's Octokit (which honours
// GITHUB_API_URL for GitHub Enterprise Server) with a per-request timeout, redirects never
// followed, and a debug line per request, plus the pieces of its errors the callers need.





function createGitHubClient(options) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, options.fetch === undefined ? {} : { request: { fetch: options.fetch } });
    const apiOrigin = new URL(octokit.request.endpoint.DEFAULTS.baseUrl).origin;
    octokit.hook.wrap('request', async (request, endpoint) => {
        const started = Date.now();
        // Here the URL may still be a template (/repos/{owner}/…): expand it for the log line.
        const parsed = octokit.request.endpoint.parse(endpoint);
        const url = new URL(parsed.url);
        const label = `GitHub ${parsed.method} ${url.pathname}`;
        // paginate follows the Link header's rel="next" URL as given; the token goes with every
        // request, so only the API's own host is asked (as TravisClient.getLink does for Travis).
        if (url.origin !== apiOrigin) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O(0, `GitHub gave a link to another host (${url.host}); it is not followed, so nothing was sent there.`);
        }
        // Inner hooks keep a reference to these options, so they must be set on them: the timeout,
        // and `redirect`, which @octokit/request hands to fetch as is, so that a 3xx comes back as an
        // answer and nothing is sent to the place it names.
        endpoint.request = {
            ...endpoint.request,
            signal: AbortSignal.timeout(options.timeoutMs),
            redirect: 'manual'
        };
        let response;
        try {
            response = await request(endpoint);
        }
        catch (error) {
            options.runner.debug(`${label} → ${statusOf(error) || 'no response'} (${Date.now() - started} ms)`);
            throw error;
        }
        options.runner.debug(`${label} → ${response.status} (${Date.now() - started} ms)`);
        // Octokit returns a 3xx (but 304) as a success: it is a failure, and never retried.
        if (response.status >= 300)
            throw redirected(parsed, response);
        return response;
    });
    return octokit;
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
    return new _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G(message, response.status, {
        request,
        response: { ...response, data: { message } }
    });
}
/** The HTTP status of a failed GitHub request; 0 when there was no response. */
function statusOf(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G && error.response !== undefined ? error.status : 0;
}
function retryAfterOf(error) {
    return error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .G
        ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryAfterMs */ .Vs)(error.response?.headers['retry-after']?.toString())
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
function describeFailure(error, what, attempts = 1) {
    const status = statusOf(error);
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    // Server text, so cut at a word: the line stays bounded.
    const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cutAtWord */ .Q)(String(githubMessage(error)).replace(/\s+/g, ' ').trim(), 300);
    return `GitHub could not ${what} (${status === 0 ? 'no response' : `HTTP ${status}`}: ${message})${tries}`;
}
/**
 * Every failure counts, a thrown error without a response as "no response" (status 0), except
 * what the client refused itself (GitHubApiError), which no retry can change.
 */
function classifyGitHubFailure(what) {
    return (error) => error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O
        ? null
        : { status: statusOf(error), retryAfterMs: retryAfterOf(error), label: `GitHub: ${what}` };
}


/***/ }),

/***/ 2139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PullRequests: () => (/* binding */ PullRequests)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1015);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9809);
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
        const { owner, repo, retryPolicy, runner } = this.options;
        const what = `read pull request #${pullRequest}`;
        try {
            return await (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .withRetries */ .LH)(retryPolicy, async () => {
                try {
                    const response = await this.octokit.rest.pulls.get({
                        owner,
                        repo,
                        pull_number: pullRequest
                    });
                    return stateIn(response.data, `GET /repos/${owner}/${repo}/pulls/${pullRequest}`);
                }
                catch (error) {
                    if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404)
                        return 'unknown';
                    throw error;
                }
            }, (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyGitHubFailure */ .iF)(what), (message) => runner.info(message));
        }
        catch (error) {
            throw explain(error, what);
        }
    }
}
/**
 * The pull request's `state`, which GitHub gives as "open" or "closed" (merged ones are closed).
 * Anything else (a proxy's page, `{}`) is no pull request: read as closed, it would delete the
 * caches of an open one, so it fails instead (and is not retried).
 */
function stateIn(data, request) {
    const state = data?.state;
    if (state === 'open' || state === 'closed')
        return state;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(200, `GitHub answered ${request} with something that is no pull request (no state "open" or "closed").`);
}
function explain(error, what) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_3__/* .RequestError */ .G))
        return error;
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    const prefix = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .describeFailure */ .Ic)(error, what);
    if (status === 401)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. The 'github-token' is invalid or expired.`);
    if (status === 403) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. The 'github-token' needs "pull-requests: read" on the repository (\${{ github.token }} has it unless the workflow's permissions remove it).`);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}.`);
}


/***/ })

};
