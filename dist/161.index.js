export const id = 161;
export const ids = [161,537];
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


/***/ }),

/***/ 7161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rotateKeyPair: () => (/* binding */ rotateKeyPair)
});

// EXTERNAL MODULE: ./src/keys/index.ts + 5 modules
var src_keys = __webpack_require__(2562);
// EXTERNAL MODULE: ./src/mask.ts
var mask = __webpack_require__(5235);
// EXTERNAL MODULE: ./src/operations/key-pair-verify.ts
var key_pair_verify = __webpack_require__(1798);
// EXTERNAL MODULE: ./src/action-error.ts
var action_error = __webpack_require__(3598);
// EXTERNAL MODULE: ./src/github/deploy-keys.ts
var deploy_keys = __webpack_require__(5537);
;// CONCATENATED MODULE: ./src/operations/rotate-key-pair-github.ts
// rotate-key-pair's GitHub side: the previous deploy key, the new one added and found again in
// the repository's list (by id and key material) before Travis CI changes, and the previous one
// removed at the end.



const DAY_MS = 24 * 60 * 60 * 1000;
/** The deploy key holding the current Travis key, else the newest whose title has our prefix. */
function findPreviousDeployKey(context, keys, current, titlePrefix) {
    const matching = current === null
        ? undefined
        : keys.find((k) => (0,src_keys/* fingerprintOfSshPublicKeyLine */.oE)(k.key) === current.fingerprint);
    const byTitle = keys
        .filter((k) => k.title.startsWith(titlePrefix))
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
    const found = matching ?? byTitle ?? null;
    context.runner.info(found === null
        ? `GitHub: ${keys.length} deploy key(s), none holds the Travis key or is titled '${titlePrefix}…'.`
        : `GitHub: previous deploy key '${found.title}' (id ${found.id}, ${matching ? 'holds the Travis key' : 'matched by title'}).`);
    return found;
}
/**
 * Adds the new deploy key, then lists the deploy keys and finds it there by the id GitHub
 * answered and by its key material. Until it is found nothing may change on Travis CI: a key
 * GitHub claims but does not keep would lock the repository out once Travis switched to it.
 */
async function addConfirmedDeployKey(context, deployKeys, key, title, readOnly) {
    const answer = await deployKeys.add(title, key.sshPublicKey, readOnly);
    const id = idOf(answer);
    const answered = `answered the deploy key add ${id === null ? 'without an id' : `with id ${id}`}`;
    const kept = 'nothing was written to Travis CI (its key pair is as before)';
    let listed;
    try {
        listed = await deployKeys.list();
    }
    catch (error) {
        const reason = (0,action_error/* messageOf */.b)(error).replace(/\.$/, '');
        const check = id === null ? '' : ` Remove deploy key ${id} if it exists.`;
        throw new action_error/* ActionError */.l(`GitHub ${answered}, but the deploy keys could not be listed to find it (${reason}); ${kept}.${check}`);
    }
    const confirmed = listed.find((k) => k.id === id && (0,deploy_keys.sameKey)(k.key, key.sshPublicKey));
    if (confirmed !== undefined) {
        context.runner.info(`Added deploy key '${confirmed.title}' (id ${confirmed.id}, ${confirmed.read_only ? 'read-only' : 'read-write'}); GitHub lists it.`);
        return confirmed;
    }
    const cleanup = await removeStrays(context, deployKeys, listed, key);
    const missing = id === null ? 'the new key' : `key ${id} holding the new key`;
    throw new action_error/* ActionError */.l(`GitHub ${answered}, but the repository's deploy keys do not include ${missing}; ${kept}.${cleanup}`);
}
/**
 * A listed key holding the new key material but not under the answered id is this run's (the key
 * was generated by it) and is not going to be used: it goes again, so no stray key is left.
 */
async function removeStrays(context, deployKeys, listed, key) {
    const notes = [];
    for (const stray of listed.filter((k) => (0,deploy_keys.sameKey)(k.key, key.sshPublicKey))) {
        try {
            await deployKeys.remove(stray.id);
            notes.push(` Deploy key ${stray.id}, which holds the new key, was removed again.`);
        }
        catch {
            notes.push(` Deploy key ${stray.id} holds the new key and could not be removed: remove it by hand.`);
        }
    }
    for (const note of notes)
        context.runner.info(note.trim());
    return notes.join('');
}
/** A failure here is only a warning: the new key already works on both sides. */
async function removePrevious(context, deployKeys, previous) {
    try {
        await deployKeys.remove(previous.id);
        context.runner.info(`Removed the previous deploy key '${previous.title}' (id ${previous.id}).`);
        return previous.id;
    }
    catch (error) {
        context.runner.warning(`The new key works, but the previous deploy key '${previous.title}' (id ${previous.id}) could not be removed: ${(0,action_error/* messageOf */.b)(error)} Remove deploy key ${previous.id} by hand.`);
        return null;
    }
}
/** Whole days since the key was created; null when GitHub gave no readable date. */
function ageInDays(key, now) {
    const created = Date.parse(key.created_at);
    return Number.isNaN(created) ? null : Math.floor((now.getTime() - created) / DAY_MS);
}
function toView(key) {
    return { id: key.id, title: key.title, created_at: key.created_at };
}
function idOf(answer) {
    if (typeof answer !== 'object' || answer === null)
        return null;
    const id = answer.id;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

// EXTERNAL MODULE: ./src/operations/key-pair-upload.ts
var key_pair_upload = __webpack_require__(9994);
// EXTERNAL MODULE: ./src/operations/key-pair-wire.ts
var key_pair_wire = __webpack_require__(4738);
;// CONCATENATED MODULE: ./src/operations/rotate-key-pair-install.ts
// rotate-key-pair's step (4)–(5): install the new key on Travis CI, read it back to make sure no
// other run replaced it meanwhile, or, when the install fails, decide from what Travis holds
// whether the new deploy key must go again, and say truthfully what Travis holds.




/**
 * Installs the key on Travis CI and reads it back. On failure, what Travis holds decides: the
 * upload may have been applied although its answer was lost, and then the new deploy key is the
 * working one. Only when Travis holds another key (or none) is the new deploy key removed; when
 * Travis cannot be read, both deploy keys stay. A failed create has read Travis back already.
 */
async function installOrRollBack(context, key, current, description, added) {
    const install = await installOnTravis(context, key, current, description);
    if (install.ok)
        return confirmInstalled(context, key, install.keyPair, added);
    const held = await heldAfterFailure(context, key, install.lastReadBack);
    if (held.kind === 'ours') {
        context.runner.info('Travis CI answered with an error, but holds the new key: the update went through.');
        return { keyPair: held.keyPair, confirmed: true };
    }
    const { deployKeys } = context;
    if (added !== null && deployKeys !== null) {
        if (held.kind === 'unreadable')
            keepBoth(context, added, key);
        else
            await rollBack(context, deployKeys, added, travisSide(current, held));
    }
    throw install.error;
}
async function installOnTravis(context, key, current, description) {
    let installed;
    try {
        if (current === null) {
            const created = await (0,key_pair_upload/* createKeyPairSafely */.wA)(context, key, description);
            if (!created.ok)
                return created;
            installed = created.keyPair;
        }
        else {
            installed = await (0,key_pair_wire/* patchKeyPair */.Mr)(context, (0,key_pair_upload/* uploadBody */.E3)(key, description));
        }
        (0,key_pair_upload/* verifyFingerprint */.a)(key, installed);
    }
    catch (error) {
        return { ok: false, error };
    }
    context.runner.info(`Travis CI key pair is now ${installed.fingerprint}.`);
    return { ok: true, keyPair: installed };
}
/**
 * The write's answer named our key; a read-back showing another key (or none) means another run
 * or person wrote meanwhile (overlapping rotations): this run's deploy key is then the stray one.
 * Nothing is removed, since which key ends up installed is not this run's to decide.
 */
async function confirmInstalled(context, key, installed, added) {
    const after = await (0,key_pair_verify/* readBackKeyPair */.ZI)(context);
    if (after === 'unreadable') {
        context.runner.warning(`Travis CI answered with the new key pair ${installed.fingerprint}, but it could not be read back to rule out another run changing it at the same time, so the previous deploy key was kept. ` +
            'Remove it once find-key-pair shows the new fingerprint.');
        return { keyPair: installed, confirmed: false };
    }
    if (after?.fingerprint === key.fingerprint)
        return { keyPair: after, confirmed: true };
    const holds = after === null ? 'no key pair' : `key pair ${after.fingerprint}`;
    throw new action_error/* ActionError */.l(`Travis CI holds ${holds} right after this run installed ${key.fingerprint}: another run or person changed it at the same time (overlapping rotations). ${strayKeyNote(added, key)} ` +
        'Give the rotating workflow one `concurrency` group per repository so that rotations never overlap.');
}
/** What is left of this run after an overlapping rotation: its key, and its deploy key if any. */
function strayKeyNote(added, key) {
    if (added === null)
        return "This run's key (its 'ssh-public-key') is not installed.";
    return `This run's deploy key '${added.title}' (id ${added.id}) holds a key Travis CI does not hold: remove deploy key ${added.id} unless find-key-pair shows ${key.fingerprint}; no deploy key was removed.`;
}
async function heldAfterFailure(context, key, lastReadBack) {
    if (lastReadBack === 'absent')
        return { kind: 'none' };
    if (lastReadBack === 'other')
        return { kind: 'other', keyPair: null };
    if (lastReadBack === 'unreadable')
        return { kind: 'unreadable' };
    const after = await (0,key_pair_verify/* readBackKeyPair */.ZI)(context);
    if (after === 'unreadable')
        return { kind: 'unreadable' };
    if (after === null)
        return { kind: 'none' };
    return after.fingerprint === key.fingerprint
        ? { kind: 'ours', keyPair: after }
        : { kind: 'other', keyPair: after };
}
/** What Travis CI holds after a rollback, compared with what it held before the run. */
function travisSide(before, held) {
    if (held.kind === 'none') {
        return before === null
            ? 'Travis CI had no key pair before this run and has none now.'
            : `Travis CI now holds no key pair (it held ${before.fingerprint} before this run).`;
    }
    const now = held.keyPair;
    if (before !== null && now?.fingerprint === before.fingerprint) {
        return `Travis CI still holds the previous key pair (${before.fingerprint}), and no other deploy key was removed: the previous key still works.`;
    }
    const which = now === null ? '' : ` (${now.fingerprint})`;
    const previous = before === null ? '' : `, not the previous one (${before.fingerprint})`;
    return `Travis CI holds a key pair this run did not install${which}${previous}; no other deploy key was removed.`;
}
/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(context, deployKeys, added, travis) {
    try {
        await deployKeys.remove(added.id);
        context.runner.warning(`Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. ${travis}`);
    }
    catch (error) {
        context.runner.warning(`Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ${(0,action_error/* messageOf */.b)(error).replace(/\.$/, '')}. Remove it by hand. ${travis}`);
    }
}
/** Travis could not be read back: either key may be the one installed, so both deploy keys stay. */
function keepBoth(context, added, key) {
    context.runner.warning(`Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
        `Check the key pair (find-key-pair) and remove deploy key ${added.id} unless it shows ${key.fingerprint}.`);
}

;// CONCATENATED MODULE: ./src/operations/rotate-key-pair-start.ts


/**
 * Reads the Travis key pair and lists the deploy keys at the same time. The Travis read is
 * awaited first, so when both fail its error is the one reported, as when they ran one after the
 * other; the listing is then left to finish unheard.
 */
async function readCurrentKeys(context, titlePrefix) {
    const { runner, deployKeys } = context;
    const travisRead = (0,key_pair_wire/* readKeyPair */.AH)(context);
    const listing = deployKeys === null ? null : quietWhenAbandoned(deployKeys.list());
    const current = await travisRead;
    runner.info(current === null ? 'Travis CI: no key pair yet.' : `Travis CI: key pair ${current.fingerprint}.`);
    const previousDeployKey = listing === null ? null : findPreviousDeployKey(context, await listing, current, titlePrefix);
    return { current, previousDeployKey };
}
/**
 * Starts generating the new key before the reads, when nothing after them can stop the rotation
 * short of a failure: not in a dry run (it generates nothing) and not with rotate-if-older-than
 * (the reads may show a young key, and the key would be made for nothing). Null: generate later.
 * The key is neither masked nor logged until it is taken; one left behind by a failed read is
 * dropped unseen, and its own failure then goes unreported (the read's error is the run's).
 */
function generationAhead(inputs, generateKey) {
    if (inputs.dryRun || inputs.rotateIfOlderThanDays !== null)
        return null;
    // A generator that throws instead of rejecting still fails where the key is taken.
    return quietWhenAbandoned(new Promise((resolve) => resolve(generateKey(inputs.keyBits))));
}
/**
 * The promise itself, marked as handled: if an earlier step fails and nobody awaits it any more,
 * its rejection must not end the run as an unhandled one. Whoever awaits it still gets the error.
 */
function quietWhenAbandoned(promise) {
    promise.catch(() => undefined);
    return promise;
}

;// CONCATENATED MODULE: ./src/operations/rotate-key-pair.ts






async function rotateKeyPair(context, inputs, { now = new Date(), generateKey = src_keys/* generateRsaKeyAsync */.pc } = {}) {
    const { runner, deployKeys } = context;
    // The key is made while the reads travel, unless the run may end without it.
    const keyAhead = generationAhead(inputs, generateKey);
    const { current, previousDeployKey } = await runner.group('Read the current keys', () => readCurrentKeys(context, inputs.deployKeyTitle));
    const age = previousDeployKey === null ? null : ageInDays(previousDeployKey, now);
    const result = rotationResult(inputs, current, previousDeployKey, age);
    if (age !== null && inputs.rotateIfOlderThanDays !== null && age < inputs.rotateIfOlderThanDays) {
        runner.notice(`The deploy key '${previousDeployKey?.title}' is ${age} day(s) old, younger than ${inputs.rotateIfOlderThanDays}; no rotation.`);
        result.notes.push(`Current deploy key is ${age} day(s) old; 'rotate-if-older-than' is ${inputs.rotateIfOlderThanDays}.`);
        return { ...result, changed: false };
    }
    const title = `${inputs.deployKeyTitle} ${now.toISOString().slice(0, 10)}`;
    if (deployKeys === null) {
        result.notes.push("No 'github-token': only the Travis CI side rotated. Register the 'ssh-public-key' output as a deploy key where the key is used.");
    }
    if (inputs.dryRun) {
        if (deployKeys === null) {
            runner.warning("No 'github-token': a real run would rotate only the Travis CI key pair; GitHub would not be updated.");
        }
        describeDryRun(context, inputs, current, previousDeployKey, age, title, deployKeys !== null);
        return {
            ...result,
            changed: true,
            ...(deployKeys === null ? {} : { plannedDeployKeyTitle: title })
        };
    }
    const key = await runner.group(`Generate a ${inputs.keyBits}-bit RSA key`, () => takeNewKey(context, keyAhead ?? generateKey(inputs.keyBits)));
    // Nothing changes on Travis CI until GitHub lists the new deploy key.
    const added = deployKeys === null
        ? null
        : await runner.group('Add the new GitHub deploy key', () => addConfirmedDeployKey(context, deployKeys, key, title, inputs.deployKeyReadOnly));
    const installed = await runner.group('Install the key pair on Travis CI', () => installOrRollBack(context, key, current, inputs.description, added));
    // The previous deploy key goes only once Travis CI was read back holding the new key.
    const removedDeployKeyId = previousDeployKey === null || deployKeys === null || !installed.confirmed
        ? null
        : await runner.group('Remove the previous deploy key', () => removePrevious(context, deployKeys, previousDeployKey));
    runner.info(`Rotated: ${current?.fingerprint ?? 'none'} → ${installed.keyPair.fingerprint}.`);
    // Said once it is true: a run that failed before this point rotated nothing.
    if (deployKeys === null) {
        runner.warning("No 'github-token': only the Travis CI key pair was rotated; GitHub was not updated. Register the 'ssh-public-key' output as a deploy key where the key is used.");
    }
    return {
        ...result,
        changed: true,
        keyPair: installed.keyPair,
        fingerprintSha256: (0,key_pair_verify/* sha256FingerprintOf */.DQ)(installed.keyPair),
        sshPublicKey: key.sshPublicKey,
        deployKey: added === null ? null : toView(added),
        removedDeployKeyId
    };
}
/** Waits for the key (generated ahead or just started), then masks it and names it. */
async function takeNewKey(context, generated) {
    const key = await generated;
    (0,mask/* maskSecret */.$l)(context.runner.mask, key.privateKeyPem);
    context.runner.info(`New key ${key.fingerprint}.`);
    return key;
}
function describeDryRun(context, inputs, current, previous, age, title, withGitHub) {
    const steps = [
        `generate a ${inputs.keyBits}-bit RSA key`,
        withGitHub ? `add it as deploy key '${title}'` : null,
        current === null
            ? 'create the Travis CI key pair'
            : `replace the Travis CI key pair ${current.fingerprint}`,
        previous === null
            ? null
            : `remove deploy key '${previous.title}' (id ${previous.id}, ${age ?? '?'} day(s) old)`
    ].filter(Boolean);
    context.runner.info(`Dry run: would ${steps.join(', then ')}. Nothing was changed.`);
}
function rotationResult(inputs, current, previous, age) {
    return {
        kind: 'rotation',
        operation: 'rotate-key-pair',
        changed: false,
        dryRun: inputs.dryRun,
        notes: [],
        keyPair: current,
        fingerprintSha256: (0,key_pair_verify/* sha256FingerprintOf */.DQ)(current),
        previousFingerprint: current?.fingerprint ?? null,
        sshPublicKey: '',
        deployKey: null,
        previousDeployKey: previous === null ? null : toView(previous),
        keyAgeDays: age,
        removedDeployKeyId: null
    };
}


/***/ })

};
