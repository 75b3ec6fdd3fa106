export const id = 537;
export const ids = [537];
export const modules = {

/***/ 5537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DeployKeys: () => (/* binding */ DeployKeys),
/* harmony export */   sameKey: () => (/* binding */ sameKey)
/* harmony export */ });
/* harmony import */ var _octokit_request_error__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1015);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9809);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);
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
        this.octokit = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)(options);
    }
    get repository() {
        return { owner: this.options.owner, repo: this.options.repo };
    }
    /** Every deploy key; an answer that is no deploy key list fails naming the endpoint. */
    async list() {
        const keys = await this.retrying('list deploy keys', async () => {
            try {
                // paginate gathers every page into one array, whatever each page holds.
                return await this.octokit.paginate(this.octokit.rest.repos.listDeployKeys, {
                    ...this.repository,
                    per_page: 100
                });
            }
            catch (error) {
                // paginate throws a TypeError on a page that is no JSON list or object (a proxy's HTML
                // page), which would be retried as "no response" and shown with the page's text.
                if (error instanceof TypeError)
                    throw this.noDeployKeyList('not a list');
                throw error;
            }
        });
        const problem = listProblem(keys);
        if (problem !== null)
            throw this.noDeployKeyList(problem);
        return keys;
    }
    noDeployKeyList(problem) {
        const { owner, repo } = this.options;
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(200, `GitHub answered GET /repos/${owner}/${repo}/keys with something that is no deploy key list (${problem}).`);
    }
    /** Never repeated blindly: after a failure, the key is looked for before it is sent again. */
    async add(title, key, readOnly) {
        const what = 'add the deploy key';
        const outcome = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .createOnce */ .Ur)({
            policy: this.options.retryPolicy,
            create: async () => {
                const response = await this.octokit.rest.repos.createDeployKey({
                    ...this.repository,
                    title,
                    key,
                    read_only: readOnly
                });
                return response.data;
            },
            findCreated: async () => {
                const found = (await this.list()).find((k) => sameKey(k.key, key));
                return found === undefined ? 'absent' : { found };
            },
            classify: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyGitHubFailure */ .iF)(what),
            onResend: (delayMs) => this.options.runner.info(`GitHub: ${what} failed and the key is not there; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
        });
        if (outcome.ok)
            return outcome.value;
        throw explain(outcome.error, what, outcome.attempts);
    }
    /** Removes a key; one that is already gone counts as removed. */
    async remove(id) {
        await this.retrying(`remove deploy key ${id}`, async () => {
            try {
                await this.octokit.rest.repos.deleteDeployKey({ ...this.repository, key_id: id });
            }
            catch (error) {
                if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 404)
                    throw error;
            }
        });
    }
    async retrying(what, work) {
        try {
            return await (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .withRetries */ .LH)(this.options.retryPolicy, work, (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyGitHubFailure */ .iF)(what), (message) => this.options.runner.info(message));
        }
        catch (error) {
            throw explain(error, what);
        }
    }
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
/** Two OpenSSH public key lines hold the same key when type and base64 match (comments aside). */
function sameKey(a, b) {
    return a.trim().split(/\s+/).slice(0, 2).join(' ') === b.trim().split(/\s+/).slice(0, 2).join(' ');
}
function explain(error, what, attempts = 1) {
    if (!(error instanceof _octokit_request_error__WEBPACK_IMPORTED_MODULE_3__/* .RequestError */ .G))
        return error;
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    const detail = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .githubMessage */ .hg)(error);
    const prefix = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .describeFailure */ .Ic)(error, what, attempts);
    if (status === 401)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. The 'github-token' is invalid or expired.`);
    if (status === 403 || status === 404)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. ${ADMIN_HINT}`);
    if (status === 422 && DEPLOY_KEYS_DISABLED.test(detail)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. ${POLICY_HINT}`);
    }
    if (status === 422 && /already in use/i.test(detail)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}. GitHub accepts a key only once: as a deploy key of one repository or as a user's SSH key.`);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .O(status, `${prefix}.`);
}


/***/ }),

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


/***/ })

};
