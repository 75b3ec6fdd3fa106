import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ GitHubApiError)
/* harmony export */ });
// What the GitHub client refuses or reports, in a module of its own: main.ts tells this error
// from others on every run, and must not load Octokit (and its undici) to do so.
class GitHubApiError extends Error {
    status;
    outcomeUnknown;
    constructor(status, message, 
    /** A write whose answer was lost and that could not be looked for: its outcome is unknown. */
    outcomeUnknown = false) {
        super(message);
        this.status = status;
        this.outcomeUnknown = outcomeUnknown;
        this.name = 'GitHubApiError';
    }
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4341);

process.on('unhandledRejection', _main_js__WEBPACK_IMPORTED_MODULE_0__/* .failOnStrayRejection */ .e);
await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .N)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3436:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ sha256FingerprintOf),
/* harmony export */   I_: () => (/* binding */ publicKeyPemOf),
/* harmony export */   Us: () => (/* binding */ sshPublicKeyOf),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   oE: () => (/* binding */ fingerprintOfSshPublicKeyLine),
/* harmony export */   ri: () => (/* binding */ fingerprintsOfPublicKeyPem)
/* harmony export */ });
/* unused harmony export sshRsaBlob */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SSH wire format of an RSA public key (RFC 4253 §6.6): string "ssh-rsa", mpint e, mpint n. */
function sshRsaBlob(publicKey) {
    const jwk = publicOf(publicKey).export({ format: 'jwk' });
    if (jwk.kty !== 'RSA' || jwk.n === undefined || jwk.e === undefined) {
        throw new TypeError(`expected an RSA key, got ${publicKey.asymmetricKeyType}`);
    }
    return Buffer.concat([
        sshString(Buffer.from('ssh-rsa', 'latin1')),
        sshMpint(Buffer.from(jwk.e, 'base64url')),
        sshMpint(Buffer.from(jwk.n, 'base64url'))
    ]);
}
/** MD5 of the SSH public key blob as `aa:bb:…`, as Travis CI and `ssh-keygen -l -E md5` show it. */
function fingerprintOf(key) {
    return md5Fingerprint(sshRsaBlob(key));
}
/** SHA256 of the SSH public key blob as `SHA256:<base64, no padding>`, as GitHub and `ssh-keygen -l` show it. */
function sha256FingerprintOf(key) {
    return sha256Fingerprint(sshRsaBlob(key));
}
/**
 * Both fingerprints of a PEM RSA public key (e.g. Travis CI's `public_key`); null when the text
 * is no RSA public key.
 */
function fingerprintsOfPublicKeyPem(pem) {
    let blob;
    try {
        blob = sshRsaBlob((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(pem));
    }
    catch {
        return null;
    }
    return { md5: md5Fingerprint(blob), sha256: sha256Fingerprint(blob) };
}
/**
 * Fingerprint of a one-line OpenSSH public key (`<type> <base64> [comment]`), e.g. a GitHub
 * deploy key; null when the line is not of that form.
 */
function fingerprintOfSshPublicKeyLine(line) {
    const base64 = line.trim().split(/\s+/)[1];
    if (base64 === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
        return null;
    return md5Fingerprint(Buffer.from(base64, 'base64'));
}
function md5Fingerprint(blob) {
    // 32 hex digits in pairs: a colon after every pair but the last.
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5')
        .update(blob)
        .digest('hex')
        .replace(/(..)(?!$)/g, '$1:');
}
function sha256Fingerprint(blob) {
    return `SHA256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}
/** One-line OpenSSH public key: `ssh-rsa <base64>[ comment]`. */
function sshPublicKeyOf(key, comment) {
    const line = `ssh-rsa ${sshRsaBlob(key).toString('base64')}`;
    const oneLineComment = comment?.replace(/\s+/g, ' ').trim();
    return oneLineComment ? `${line} ${oneLineComment}` : line;
}
/** SubjectPublicKeyInfo PEM with a trailing newline, as Travis CI renders `public_key`. */
function publicKeyPemOf(key) {
    return publicOf(key).export({ type: 'spki', format: 'pem' }).toString();
}
function publicOf(key) {
    return key.type === 'private' ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key) : key;
}
function sshString(data) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, data]);
}
/** Unsigned big-endian integer as an SSH mpint: no redundant leading zeros, 0x00 before a high bit. */
function sshMpint(magnitude) {
    let start = 0;
    while (start < magnitude.length && magnitude[start] === 0)
        start++;
    const digits = magnitude.subarray(start);
    const needsPad = digits.length > 0 && digits[0] >= 0x80;
    return sshString(needsPad ? Buffer.concat([Buffer.from([0]), digits]) : digits);
}


/***/ }),

/***/ 773:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   v7: () => (/* binding */ pause),
/* harmony export */   wp: () => (/* binding */ ABORTED)
/* harmony export */ });
// Waiting that the workflow's cancel ends (SIGINT/SIGTERM, runtime/interrupts.ts): a pause that
// keeps no timer behind it (a timer left would keep the process alive after the action has said
// everything), and work raced against the signal, so that nothing holds back what must follow.
/** Resolves after `ms`, or at once when `signal` aborts (or has aborted). */
function pause(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted === true) {
            resolve();
            return;
        }
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done);
    });
}
const ABORTED = Symbol('aborted');
/**
 * `work`'s value, or ABORTED as soon as `signal` aborts (`work`, which should end with the same
 * signal, then goes on unheeded and its failure is dropped).
 */
function untilAborted(work, signal) {
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            work.catch(() => { });
            resolve(ABORTED);
        };
        if (signal.aborted) {
            onAbort();
            return;
        }
        signal.addEventListener('abort', onAbort, { once: true });
        work.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
        });
    });
}


/***/ }),

/***/ 9110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf),
/* harmony export */   l: () => (/* binding */ ActionError)
/* harmony export */ });
// A failure the action itself decided on (a guard, a failed verification, unusable key material):
// its message is already the sentence the user should read.
class ActionError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ActionError';
    }
}
/** The message of a thrown value: an Error's own, anything else (a thrown string) as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 5343:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ bytesOf),
/* harmony export */   A: () => (/* binding */ boundedFetch),
/* harmony export */   Ex: () => (/* binding */ cappedErrorAnswer),
/* harmony export */   KQ: () => (/* binding */ BodyTooLarge),
/* harmony export */   Rw: () => (/* binding */ countedStream),
/* harmony export */   V$: () => (/* binding */ shallowErrorBodies),
/* harmony export */   vN: () => (/* binding */ BODY_LIMIT_TEXT)
/* harmony export */ });
/* unused harmony exports BODY_LIMIT_BYTES, TOO_DEEP_BODY */
/* harmony import */ var _json_depth_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3285);
// Every answer's body is read through a byte counter: past BODY_LIMIT_BYTES it stops being read,
// its connection is closed, and the request fails naming the limit, where an endless body would
// fill memory until Node aborts. No Travis CI answer comes near it: a page of 100 branches with
// their recent builds is about 2 MB. An error answer's body is also checked for depth before
// Octokit reads it: Octokit turns a JSON error body without a message back into text with
// JSON.stringify, which a body nested 10,000 levels deep overflows (a RangeError).
// The Travis client reads its success bodies itself (travis/body.ts, bytesOf) and its fetch hands
// Octokit an error answer through cappedErrorAnswer; GitHub's Octokit reads every body, through
// boundedFetch.

const BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/** The limit as the failure line says it. */
const BODY_LIMIT_TEXT = '64 MiB';
/** What the counter throws into the body's stream once the limit is passed. */
class BodyTooLarge extends Error {
    constructor() {
        super(`the answer is larger than ${BODY_LIMIT_TEXT}`);
        this.name = 'BodyTooLarge';
    }
}
/** Statuses whose answers have no body (the Response constructor refuses one for them). */
const WITHOUT_BODY = new Set([101, 204, 205, 304]);
/**
 * `fetch` whose answers' bodies fail with BodyTooLarge after `limit` bytes; `onTooLarge` is told
 * which answer it was, since a reader may swallow the failure (Octokit reads error bodies with
 * `.catch(() => '')`, and one read before Octokit turns it into a network error).
 */
function boundedFetch(fetch, onTooLarge, limit = BODY_LIMIT_BYTES) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (response.body === null || WITHOUT_BODY.has(response.status))
            return response;
        const told = () => onTooLarge(answerOf(response));
        return new Response(countedStream(response.body, told, limit), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers
        });
    };
}
/**
 * `body` as it arrives, erroring with BodyTooLarge (and its source cancelled, so the connection
 * is closed, not drained) past `limit` bytes. A pulled stream, not pipeThrough(): a pipe's
 * machinery, and the error it builds when it lets go of its writer, cost every answer about a
 * millisecond (docs/decisions/0001-lazy-chunks.md, "Start-up").
 */
function countedStream(body, onTooLarge, limit = BODY_LIMIT_BYTES) {
    const source = body.getReader();
    let seen = 0;
    return new ReadableStream({
        async pull(controller) {
            const read = await source.read();
            if (read.done) {
                controller.close();
                return;
            }
            seen += read.value.byteLength;
            if (seen <= limit) {
                controller.enqueue(read.value);
                return;
            }
            onTooLarge();
            await source.cancel().catch(() => { });
            controller.error(new BodyTooLarge());
        },
        cancel: (reason) => source.cancel(reason)
    });
}
/** The bytes of `body`, or BodyTooLarge (its source cancelled) past `limit` bytes. */
async function bytesOf(body, limit = BODY_LIMIT_BYTES) {
    const chunks = [];
    let seen = 0;
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
        seen += read.value.byteLength;
        if (seen > limit) {
            await reader.cancel().catch(() => { });
            throw new BodyTooLarge();
        }
        chunks.push(read.value);
    }
    return Buffer.concat(chunks);
}
function answerOf(response) {
    return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
}
/** What an error answer nested past MAX_JSON_DEPTH is replaced with, for the failure line. */
const TOO_DEEP_BODY = `a JSON body nested deeper than ${_json_depth_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_DEPTH */ .K} levels`;
/**
 * `fetch` whose error answers (4xx, 5xx) come with a body Octokit can read safely: one nested
 * past MAX_JSON_DEPTH is replaced by TOO_DEEP_BODY as text.
 */
function shallowErrorBodies(fetch) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (response.status < 400 || response.body === null)
            return response;
        return shallowAnswer(response, await response.text());
    };
}
/**
 * An answer for a client that reads its success bodies itself, as Octokit may read it: an error
 * answer's (4xx, 5xx) body is read here up to `limit` bytes (past it `onTooLarge` is told and
 * this fails with BodyTooLarge) and made safe as shallowErrorBodies does; others are as given.
 */
async function cappedErrorAnswer(response, onTooLarge, limit = BODY_LIMIT_BYTES) {
    if (response.status < 400 || response.body === null)
        return response;
    let bytes;
    try {
        bytes = await bytesOf(response.body, limit);
    }
    catch (error) {
        if (error instanceof BodyTooLarge)
            onTooLarge(answerOf(response));
        throw error;
    }
    // UTF-8 as fetch's text() decodes it: a byte order mark is dropped, bad bytes become U+FFFD.
    return shallowAnswer(response, new TextDecoder().decode(bytes));
}
/** An error answer with its body as text, replaced by TOO_DEEP_BODY when nested too deep. */
function shallowAnswer(response, text) {
    let deep = false;
    try {
        deep = (0,_json_depth_js__WEBPACK_IMPORTED_MODULE_0__/* .nestedDeeperThan */ .i)(JSON.parse(text));
    }
    catch {
        // Not JSON: Octokit keeps it as text.
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    if (deep)
        headers.set('content-type', 'text/plain');
    return new Response(deep ? TOO_DEEP_BODY : text, {
        status: response.status,
        statusText: response.statusText,
        headers
    });
}


/***/ }),

/***/ 3716:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WR: () => (/* binding */ Slots),
/* harmony export */   Y6: () => (/* binding */ mapInOrder),
/* harmony export */   _k: () => (/* binding */ mapConcurrent)
/* harmony export */ });
// Runs async work over items with at most `limit` in flight, keeping results in input order.
// Every promise is awaited, so nothing is left running when the caller moves on.
async function mapConcurrent(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        // After a failure no new item starts; those already running finish.
        while (next < items.length && !failed) {
            const index = next++;
            try {
                results[index] = await work(items[index], index);
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    const workers = Array.from({ length: Math.min(limit, items.length) }, worker);
    // allSettled first so no worker is abandoned mid-flight, then surface the first failure.
    const outcomes = await Promise.allSettled(workers);
    const rejected = outcomes.find((o) => o.status === 'rejected');
    if (rejected)
        throw rejected.reason;
    return results;
}
/**
 * Runs `work` over items with at most `limit` started but not yet delivered, and hands each
 * result to `deliver` in input order as soon as those before it are delivered. A slow item holds
 * the window rather than letting later results pile up, so memory stays bounded by `limit`.
 * After a failure (of `work` or `deliver`) no new item starts and nothing more is delivered;
 * those already running finish, then the first failure is thrown.
 */
function mapInOrder(items, limit, work, deliver) {
    return new Promise((resolve, reject) => {
        const ready = new Map();
        let started = 0;
        let delivered = 0;
        let running = 0;
        let failure = null;
        const pump = () => {
            while (failure === null && ready.has(delivered)) {
                const result = ready.get(delivered);
                ready.delete(delivered);
                try {
                    deliver(result, delivered++);
                }
                catch (error) {
                    failure = { error };
                }
            }
            while (failure === null && started < items.length && started - delivered < limit) {
                start(started++);
            }
            if (running > 0)
                return;
            if (failure !== null)
                reject(failure.error);
            else if (delivered === items.length)
                resolve();
        };
        const start = (index) => {
            running++;
            // A `work` that throws at once fails like one that rejects.
            new Promise((settle) => settle(work(items[index], index)))
                .then((result) => void ready.set(index, result), (error) => void (failure ??= { error }))
                .finally(() => {
                running--;
                pump();
            });
        };
        pump();
    });
}
/**
 * At most `limit` calls of `run` at work at once; the others wait for a free slot. The bound on
 * requests in flight to one server, whatever part of a run sends them.
 */
class Slots {
    limit;
    busy = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
    }
    async run(work) {
        while (this.busy >= this.limit)
            await new Promise((free) => this.waiting.push(free));
        this.busy++;
        try {
            return await work();
        }
        finally {
            this.busy--;
            this.waiting.shift()?.();
        }
    }
}


/***/ }),

/***/ 232:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ DAY_MS),
/* harmony export */   v: () => (/* binding */ wholeDaysBetween)
/* harmony export */ });
// Days as the inputs and outputs count them (older-than, rotate-if-older-than, key-age-days).
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from `since` to `now` (rounded down). */
function wholeDaysBetween(since, now) {
    return Math.floor((now - since) / DAY_MS);
}


/***/ }),

/***/ 3285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   i: () => (/* binding */ nestedDeeperThan)
/* harmony export */ });
// How deep parsed JSON nests, checked without recursion: JSON.parse takes any depth, but the
// code that walks a value afterwards (JSON.stringify, the `@`-key removal of the outputs) runs out
// of stack near 10,000 levels, where a server's answer would crash the run with a RangeError.
/** The deepest answer a Travis CI or GitHub API reader accepts; their answers nest about 6. */
const MAX_JSON_DEPTH = 64;
/** Whether `value` nests arrays or objects more than `limit` levels deep. */
function nestedDeeperThan(value, limit = MAX_JSON_DEPTH) {
    const stack = [{ value, depth: 0 }];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (typeof next.value !== 'object' || next.value === null)
            continue;
        if (next.depth >= limit)
            return true;
        for (const child of Object.values(next.value))
            stack.push({ value: child, depth: next.depth + 1 });
    }
    return false;
}


/***/ }),

/***/ 7541:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural),
/* harmony export */   f: () => (/* binding */ wasWere)
/* harmony export */ });
// Counts in words, for every line a user reads (summary, failures, log).
/** `1 cache`, `3 caches`; `plural(2, 'branch', 'branches')`. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}
/** `was` or `were`, for the count before it. */
function wasWere(count) {
    return count === 1 ? 'was' : 'were';
}


/***/ }),

/***/ 1737:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   M9: () => (/* binding */ write),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* unused harmony exports backoffDelayMs, isRetryableStatus */
/* harmony import */ var _abortable_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(773);
// Retry policy shared by the Travis and GitHub clients: exponential backoff with jitter,
// `retries` more attempts at most, a server's Retry-After honoured up to a cap, and a 429 without
// Retry-After waited out to the next one-minute window. withRetries repeats requests that may be
// repeated; write is the one way to write when an answer may be lost (sent again only once a
// read-back shows it did not land), a create its plainest case.

const RETRY_AFTER_CAP_MS = 60_000;
/**
 * Travis CI answers 429 `Retry later` with no Retry-After and counts requests per token in fixed
 * windows of one minute, aligned to the Unix epoch (Rack::Attack's cache key is
 * `now / period`; docs/travis-api.md#rate-window). Backing off a few seconds stays inside the window
 * that is full, so a 429 without Retry-After waits for the next one.
 */
const RATE_WINDOW_MS = 60_000;
/** The most one request waits for windows, across all its retries. */
const RATE_WINDOW_BUDGET_MS = 60_000;
/** Aim this far past the window's start, so a clock a little off the server's still lands in it. */
const RATE_WINDOW_MARGIN_MS = 2000;
/** Spread, so that jobs sharing a token do not all come back at the same instant. */
const RATE_WINDOW_JITTER_MS = 1000;
function defaultRetryPolicy(retries) {
    return {
        retries,
        baseDelayMs: 1000,
        maxDelayMs: 30_000,
        random: Math.random,
        sleep: _abortable_js__WEBPACK_IMPORTED_MODULE_0__/* .pause */ .v7
    };
}
/** Delay before retry number `retry` (1-based): half fixed, half random, doubling each time. */
function backoffDelayMs(retry, policy) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return Math.round(ceiling / 2 + policy.random() * (ceiling / 2));
}
/**
 * Retry-After as seconds or an HTTP date (each of its three forms starts with the day's name), in
 * milliseconds, capped; null when absent or neither, such as `-5` or `1.5`, which Date.parse
 * would take for dates long past.
 */
function retryAfterMs(header, now = Date.now()) {
    const text = header?.trim() ?? '';
    const ms = /^\d+$/.test(text)
        ? Number(text) * 1000
        : /^[A-Za-z]{3}/.test(text)
            ? Date.parse(text) - now
            : NaN;
    if (Number.isNaN(ms))
        return null;
    return Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS);
}
function isRetryableStatus(status) {
    // 0 stands for "no response": a network error or a timeout.
    return status === 0 || status === 429 || status >= 500;
}
/**
 * Runs `attempt` until it succeeds, fails for good, or the budget is spent: at most
 * `policy.retries` retries for retryable failures (see isRetryableStatus); none once `signal`
 * has aborted (the user cancelled the workflow: nothing more is sent).
 */
async function withRetries(policy, attempt, classify, onRetry, signal) {
    const waits = new Waits(policy);
    const aborted = () => signal?.aborted === true;
    for (let number = 1;; number++) {
        try {
            return await attempt(number);
        }
        catch (error) {
            const failure = classify(error);
            if (aborted() || !mayRetry(failure, number, policy))
                throw error;
            const { delay, forWindow } = waits.before(failure, number);
            onRetry(retryLine(failure, delay, forWindow, number, policy));
            await policy.sleep(delay, signal);
            if (aborted())
                throw error;
        }
    }
}
/**
 * The one way to write when an answer may be lost: send; decide whether a failed send may have
 * landed; if so, read back and compare; send again, after the policy's back-off, only when the
 * read-back shows it did not land (or the send certainly did not), the failure was transient and
 * retries are left; and say what it came to. A write is never repeated blindly. Never throws but
 * what a step throws (a bug, not a failed request).
 */
async function write(writer, steps) {
    const { policy, classify } = writer;
    const waits = new Waits(policy);
    const as = (error) => error;
    for (let attempt = 1;; attempt++) {
        let error;
        try {
            return { kind: 'done', done: await steps.send(attempt) };
        }
        catch (thrown) {
            error = thrown;
        }
        const after = steps.afterFailure?.(error, attempt) ??
            (writer.mayHaveLanded(error) ? 'read-back' : { kind: 'refused', failure: as(error) });
        let landed = after;
        if (after === 'read-back') {
            if (steps.readBack === undefined)
                return { kind: 'unknown', failure: as(error) };
            try {
                landed = await steps.readBack(error, attempt);
            }
            catch (readError) {
                const unreadable = steps.unreadable?.(error, readError, attempt);
                return unreadable ?? { kind: 'unknown', failure: as(error) };
            }
        }
        if (typeof landed === 'object')
            return landed;
        const failure = classify(error);
        if (!mayRetry(failure, attempt, policy)) {
            return steps.notLanded?.(error, attempt) ?? { kind: 'refused', failure: as(error) };
        }
        const { delay, forWindow } = waits.before(failure, attempt);
        if (steps.onResend !== undefined)
            steps.onResend(delay, attempt);
        else
            writer.onRetry(retryLine(failure, delay, forWindow, attempt, policy));
        await policy.sleep(delay);
    }
}
/** The log line of a retry: what failed, how long the wait is and why, which attempt comes next. */
function retryLine(failure, delay, forWindow, attempt, policy) {
    const seconds = `${(delay / 1000).toFixed(1)} s`;
    const next = `(attempt ${attempt + 1} of ${policy.retries + 1})`;
    const what = failure.status === 0 ? 'no response' : `HTTP ${failure.status}`;
    const rateLimit = failure.rateLimit ?? 'the server counts requests per minute';
    return forWindow
        ? `${failure.label}: ${what} without Retry-After: ${rateLimit}; waiting ${seconds} for the next window ${next}.`
        : `${failure.label}: ${what}; retrying in ${seconds} ${next}.`;
}
function mayRetry(failure, attempt, policy) {
    return (failure !== null &&
        (isRetryableStatus(failure.status) || failure.rateLimited === true) &&
        attempt <= policy.retries);
}
/** The waits of one retried request; window waits draw on one budget (RATE_WINDOW_BUDGET_MS). */
class Waits {
    policy;
    windowWaitedMs = 0;
    constructor(policy) {
        this.policy = policy;
    }
    /** The wait before the retry after `attempt`, and whether it waits for a rate limit window. */
    before(failure, attempt) {
        if (failure.retryAfterMs !== null)
            return { delay: failure.retryAfterMs, forWindow: false };
        const left = RATE_WINDOW_BUDGET_MS - this.windowWaitedMs;
        if (failure.status !== 429 || left <= 0) {
            return { delay: backoffDelayMs(attempt, this.policy), forWindow: false };
        }
        const delay = Math.min(left, rateWindowDelayMs(this.policy));
        this.windowWaitedMs += delay;
        return { delay, forWindow: true };
    }
}
/**
 * From now to a moment just past the start of the next one-minute window (epoch-aligned), or of
 * the window just begun when the 429 came within the margin after its start (the server's clock
 * may still have been in the previous one).
 */
function rateWindowDelayMs(policy) {
    const now = (policy.now ?? Date.now)();
    const intoWindow = (((now - RATE_WINDOW_MARGIN_MS) % RATE_WINDOW_MS) + RATE_WINDOW_MS) % RATE_WINDOW_MS;
    const untilTarget = RATE_WINDOW_MS - intoWindow;
    return Math.round(untilTarget + policy.random() * RATE_WINDOW_JITTER_MS);
}


/***/ }),

/***/ 5181:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ doneOrThrow),
/* harmony export */   H: () => (/* binding */ mayHaveBeenApplied)
/* harmony export */ });
// A write whose answer may be lost (no answer, a server error, a repeat that met what an earlier
// attempt did): what it came to, one type for every area that writes, and the one sentence for
// an outcome that nothing read back could settle. Every write comes to one (retry.ts write: each
// area gives only how to read back and compare).
/** The value of a write that was done; a failure is thrown as it is. */
function doneOrThrow(outcome) {
    if (outcome.kind === 'done')
        return outcome.done;
    throw outcome.failure;
}
/**
 * The sentence of an unknown outcome, after the failure's own: "Reading the cron jobs back failed
 * too, so it may have been applied; check it before running again."
 */
function mayHaveBeenApplied(words) {
    const { cause, read, readError, subject = 'it', check = 'check it before running again' } = words;
    const reading = cause === undefined ? `Reading ${read}` : `${cause} reading ${read}`;
    const why = readError === undefined ? '' : ` (${readError})`;
    const next = check === null ? '.' : `; ${check}.`;
    return `${reading} back failed too${why}, so ${subject} may have been applied${next}`;
}


/***/ }),

/***/ 4341:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ failOnStrayRejection),
  N: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(6982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return __awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return __awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __nccwpck_require__(8474);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __nccwpck_require__(6288);
;// CONCATENATED MODULE: ./src/failure-advice.ts
// What a Travis CI failure tells the user to check, in the words of the action's inputs: the
// travis/ layer knows the failure, main.ts (which knows the inputs) hands it this wording.

const INPUT_ADVICE = {
    token: "Create a token in Travis CI (Settings → API authentication) and pass it in 'travis-token' from a secret.",
    apiUrl: "Check 'api-url' (Enterprise: include its /api prefix).",
    unknownRoute: "Check 'api-url' (Enterprise: include its /api prefix) and 'repo'.",
    apiVersion: "Check that 'api-url' is a Travis CI API v3 server.",
    repo: "Check 'repo' (owner/name or id) and 'provider'.",
    timeout: "see 'timeout-seconds'"
};
/**
 * What to check when a request never reached the server: the name of `api-url` did not resolve
 * (ENOTFOUND, EAI_AGAIN) or nothing took the connection (ECONNREFUSED). Both come from a wrong
 * 'api-url' or, on a self-hosted runner, from the proxy settings; '' for any other failure.
 */
function unreachableAdvice(error, apiUrl) {
    if (!(error instanceof errors/* TravisApiError */.Kb) || error.status !== 0)
        return '';
    const reason = error.request.networkError ?? '';
    const where = `'api-url' (${apiUrl})`;
    const proxies = 'on a self-hosted runner behind a proxy, set HTTPS_PROXY (HTTP_PROXY for an http:// api-url) and check that NO_PROXY does not name the host';
    if (/\b(ENOTFOUND|EAI_AGAIN)\b/.test(reason)) {
        return `The host name did not resolve: check ${where} (https://api.travis-ci.com, or an Enterprise installation's URL with its /api); ${proxies}.`;
    }
    if (/\bECONNREFUSED\b/.test(reason)) {
        return `Nothing accepted the connection: check ${where} (its host and port) and whether the server is up; ${proxies} (a refused proxy fails the same way).`;
    }
    return '';
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __nccwpck_require__(194);
;// CONCATENATED MODULE: ./src/model/operations.ts
// The operations the action offers: the values of its 'operation' input.
const OPERATIONS = [
    'find-key-pair',
    'create-key-pair',
    'update-key-pair',
    'set-key-pair',
    'delete-key-pair',
    'rotate-key-pair',
    'list-caches',
    'delete-caches',
    'list-settings',
    'get-setting',
    'set-setting',
    'list-branches',
    'check-settings',
    'apply-settings',
    'list-repositories',
    'list-env-vars',
    'list-crons',
    'export-settings',
    'list-builds',
    'trigger-build',
    'wait-for-build',
    'restart-build',
    'cancel-build',
    'encrypt-value',
    'encrypt-file',
    'encrypt-travis-yml',
    'check-travis-yml'
];
/** Operations on an owner's repositories rather than on one repository. */
const OWNER_OPERATIONS = ['list-repositories'];
/**
 * What a run works on, as messages name it: `on octo-org/hello` for a repository, `for octo-org`
 * for an owner's repositories.
 */
function subjectPhrase(operation, label) {
    return `${OWNER_OPERATIONS.some((known) => known === operation) ? 'for' : 'on'} ${label}`;
}

// EXTERNAL MODULE: ./src/model/repository.ts
var repository = __nccwpck_require__(2069);
// EXTERNAL MODULE: ./src/model/builds.ts
var builds = __nccwpck_require__(384);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/runtime/text.ts
var runtime_text = __nccwpck_require__(5369);
;// CONCATENATED MODULE: ./src/inputs/table.ts
/** The operations that change Travis CI (rotate-key-pair GitHub's deploy keys too); a dry run is one still. */
const WRITE_OPERATIONS = [
    'create-key-pair',
    'update-key-pair',
    'set-key-pair',
    'delete-key-pair',
    'rotate-key-pair',
    'delete-caches',
    'set-setting',
    'apply-settings',
    'trigger-build',
    'restart-build',
    'cancel-build',
    'encrypt-file',
    'encrypt-travis-yml'
];
const KEY_PAIR_WRITES = ['create-key-pair', 'update-key-pair', 'set-key-pair'];
const GETS = [
    'find-key-pair',
    'list-caches',
    'list-settings',
    'get-setting',
    'list-branches',
    'list-builds'
];
const CACHES = ['list-caches', 'delete-caches'];
/** Settings as code: what differs from the desired state, checked or applied. */
const PLANS = ['check-settings', 'apply-settings'];
/** Paged listings: limit and offset apply across pages. */
const LISTINGS = ['list-branches', 'list-repositories', 'list-builds'];
const BUILDS = [
    'list-builds',
    'trigger-build',
    'wait-for-build',
    'restart-build',
    'cancel-build'
];
/** The operations that may wait for a build (trigger-build follows its request the same way). */
const WAITS = ['trigger-build', 'wait-for-build', 'restart-build'];
/** The operations that address one existing build: by 'build-id' or the newest of 'branch'. */
const ONE_BUILD = ['wait-for-build', 'restart-build', 'cancel-build'];
const INPUTS = {
    operation: { default: '', usedBy: 'all' },
    'travis-token': { default: '', usedBy: 'all' },
    repo: { default: '', usedBy: 'all' },
    provider: { default: '', usedBy: 'all' },
    'api-url': { default: 'https://api.travis-ci.com', usedBy: 'all' },
    include: { default: '', usedBy: GETS },
    branch: { default: '', usedBy: [...CACHES, ...BUILDS, 'check-travis-yml'] },
    'pull-request': { default: '', usedBy: [...CACHES, 'wait-for-build'] },
    match: { default: '', usedBy: CACHES },
    'older-than': { default: '', usedBy: CACHES },
    'stale-branches': { default: 'false', usedBy: CACHES },
    'dry-run': { default: 'false', usedBy: [...WRITE_OPERATIONS] },
    'allow-delete-all': { default: 'false', usedBy: ['delete-caches'] },
    'max-deletions': { default: '', usedBy: ['delete-caches', 'apply-settings'] },
    'private-key': { default: '', usedBy: KEY_PAIR_WRITES },
    'private-key-path': { default: '', usedBy: KEY_PAIR_WRITES },
    passphrase: { default: '', usedBy: KEY_PAIR_WRITES },
    description: { default: '', usedBy: [...KEY_PAIR_WRITES, 'rotate-key-pair'] },
    'key-bits': { default: '4096', usedBy: ['rotate-key-pair'] },
    'github-token': { default: '', usedBy: ['rotate-key-pair', ...CACHES, ...PLANS] },
    'deploy-key-title': { default: 'Travis CI deploy key', usedBy: ['rotate-key-pair'] },
    'deploy-key-read-only': { default: 'true', usedBy: ['rotate-key-pair'] },
    'rotate-if-older-than': { default: '', usedBy: ['rotate-key-pair'] },
    setting: { default: '', usedBy: ['get-setting', 'set-setting'] },
    value: { default: '', usedBy: ['set-setting', 'encrypt-value'] },
    expect: { default: '', usedBy: ['get-setting'] },
    'fail-on-mismatch': { default: 'false', usedBy: ['get-setting', 'check-settings'] },
    'desired-settings': { default: '', usedBy: ['check-settings', 'apply-settings'] },
    'desired-settings-file': { default: '', usedBy: ['check-settings', 'apply-settings'] },
    prune: { default: 'false', usedBy: PLANS },
    'comment-on-pull-request': { default: 'false', usedBy: PLANS },
    'rewrite-private-env': { default: 'false', usedBy: ['apply-settings'] },
    'export-file': { default: '', usedBy: ['export-settings'] },
    owner: { default: '', usedBy: ['list-repositories'] },
    active: { default: 'true', usedBy: ['list-repositories'] },
    private: { default: '', usedBy: ['list-repositories'] },
    name: { default: '', usedBy: ['list-branches', 'encrypt-value'] },
    'exists-on-host': { default: '', usedBy: ['list-branches'] },
    'sort-by': { default: '', usedBy: ['list-branches'] },
    limit: { default: '', usedBy: LISTINGS },
    offset: { default: '0', usedBy: LISTINGS },
    'include-recent-builds': { default: 'false', usedBy: ['list-branches'] },
    'fail-if-missing': { default: 'false', usedBy: ['find-key-pair'] },
    message: { default: '', usedBy: ['trigger-build'] },
    sha: { default: '', usedBy: ['trigger-build', 'wait-for-build'] },
    config: { default: '', usedBy: ['trigger-build'] },
    'merge-mode': { default: 'deep_merge_append', usedBy: ['trigger-build'] },
    wait: { default: 'false', usedBy: ['trigger-build', 'restart-build'] },
    'wait-minutes': { default: '60', usedBy: WAITS },
    'poll-seconds': { default: '10', usedBy: WAITS },
    'fail-on-build-failure': { default: 'true', usedBy: WAITS },
    'cancel-on-abort': { default: 'false', usedBy: WAITS },
    'show-logs': { default: 'failed', usedBy: WAITS },
    'log-lines': { default: '30', usedBy: WAITS },
    'logs-dir': { default: '', usedBy: WAITS },
    'build-id': { default: '', usedBy: ONE_BUILD },
    jobs: { default: 'all', usedBy: ['restart-build'] },
    state: { default: '', usedBy: ['list-builds'] },
    'event-type': { default: '', usedBy: ['list-builds'] },
    file: { default: '', usedBy: ['encrypt-file'] },
    'secure-env': { default: '', usedBy: ['encrypt-travis-yml'] },
    'travis-yml': { default: '.travis.yml', usedBy: ['encrypt-travis-yml', 'check-travis-yml'] },
    'base-travis-yml': { default: '', usedBy: ['check-travis-yml'] },
    preview: { default: 'auto', usedBy: ['check-travis-yml'] },
    'fail-on': { default: 'error', usedBy: ['check-travis-yml'] },
    'timeout-seconds': { default: '30', usedBy: 'all' },
    retries: { default: '3', usedBy: 'all' }
};
const INPUT_NAMES = Object.keys(INPUTS);
/** The variable the runner sets for an input: INPUT_ and the name upper-cased, spaces as `_`. */
function inputVariable(name) {
    return 'INPUT_' + name.replace(/ /g, '_').toUpperCase();
}
function inputApplies(name, operation) {
    const usedBy = INPUTS[name].usedBy;
    return usedBy === 'all' || usedBy.includes(operation);
}

;// CONCATENATED MODULE: ./src/inputs/reader.ts
// Typed readers over the raw inputs, and the list of problems found. A reader that meets a bad
// value records one problem (naming the input, the value and what is allowed) and returns INVALID,
// so every bad input of a run is reported at once and no placeholder value travels on.



/** How GitHub's tokens start (personal, OAuth, user-to-server, server-to-server, refresh, fine-grained). */
const GITHUB_TOKEN_PREFIXES = ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'];
/** What a reader returns for a bad value; the problem is already recorded. */
const INVALID = Symbol('invalid input');
const BOOLEAN_TEXT = {
    true: true,
    True: true,
    TRUE: true,
    false: false,
    False: false,
    FALSE: false
};
/** Longer values are shown by their start and their length: a problem stays one short sentence. */
/** Inputs sent in a request URL: servers refuse request lines of more than a few KiB. */
const QUERY_LIMIT = 1024;
const QUERY_REASON = 'it is sent in the request URL';
const SHOWN_CHARACTERS = 80;
/** Tokens travel in a request header; servers refuse headers over a few KiB (HTTP 431). */
const TOKEN_LIMIT = 4096;
/**
 * A value as a problem shows it: quoted, and when longer than 80 characters cut to its first 80
 * with its length, e.g. 'aaaa…' (70,000 characters). Never used for a secret.
 */
function quoted(value) {
    const characters = [...value];
    if (characters.length <= SHOWN_CHARACTERS)
        return `'${value}'`;
    const start = characters.slice(0, SHOWN_CHARACTERS).join('');
    return `'${start}…' (${(0,runtime_text/* grouped */.zD)(characters.length)} characters)`;
}
/** true/True/TRUE or false/False/FALSE as core.getBooleanInput reads them; undefined otherwise. */
function booleanOf(text) {
    return BOOLEAN_TEXT[text];
}
class InputReader {
    source;
    problems = [];
    warnings = [];
    notices = [];
    constructor(source) {
        this.source = source;
    }
    /** The value, trimmed; an empty input means its action.yml default. */
    raw(name) {
        const value = this.source.get(name).trim();
        return value === '' ? INPUTS[name].default : value;
    }
    fail(message) {
        this.problems.push(message);
        return INVALID;
    }
    warn(message) {
        this.warnings.push(message);
    }
    /** What an input was read as where that is not what it says. */
    note(message) {
        this.notices.push(message);
    }
    mask(secret) {
        (0,mask/* maskSecret */.$l)((s) => this.source.mask(s), secret);
    }
    /** `raw`, refused (without being shown) when longer than `limit` bytes. */
    text(name, limit, reason) {
        const value = this.raw(name);
        return this.tooLong(name, value, limit, reason) ? INVALID : value;
    }
    /**
     * Records a problem, naming the input and the limit but not the value (it may be a secret),
     * when `value` is longer than `limit` bytes (UTF-8); `reason` says where the limit comes from.
     */
    tooLong(name, value, limit, reason, what = 'is') {
        const size = Buffer.byteLength(value, 'utf8');
        if (size <= limit)
            return false;
        this.fail(`Input '${name}' ${what} ${size} bytes long; at most ${(0,runtime_text/* grouped */.zD)(limit)} bytes are allowed (${reason}).`);
        return true;
    }
    /**
     * Only true/True/TRUE/false/False/FALSE, as core.getBooleanInput, which refuses an empty value
     * too. The runner sets every input, to its default when the step does not set it, so an empty
     * one is an expression that came out empty (`${{ inputs.dryrun }}`): a guard left unset, never
     * its default.
     */
    boolean(name) {
        if (this.setEmpty(name)) {
            return this.fail(`Input '${name}' is empty (an expression that came out empty?); it must be true or false.` +
                ` Its default, ${INPUTS[name].default}, applies only when the step does not set it.`);
        }
        const value = this.raw(name);
        return (BOOLEAN_TEXT[value] ??
            this.fail(`Input '${name}' must be true or false, got ${quoted(value)}.`));
    }
    /** Set by the step (its INPUT_ variable is there) to nothing but white space. */
    setEmpty(name) {
        if (this.source.get(name).trim() !== '')
            return false;
        return this.source.inputVariables().includes(inputVariable(name));
    }
    /** One of a few words, spelled exactly. */
    choice(name, allowed) {
        const value = this.raw(name);
        const known = allowed.find((candidate) => candidate === value);
        return (known ??
            this.fail(`Input '${name}' must be one of ${allowed.join(', ')}, got ${quoted(value)}.`));
    }
    /** A boolean, or null when the input is empty. */
    optionalBoolean(name) {
        return this.raw(name) === '' ? null : this.boolean(name);
    }
    /** `wholeNumber`, or null when the input is empty (it has no default). */
    integer(name, min, max) {
        return this.raw(name) === '' ? null : this.wholeNumber(name, min, max);
    }
    /** A plain decimal whole number within [min, max]: an input whose action.yml default is one. */
    wholeNumber(name, min, max) {
        const value = this.raw(name);
        const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
        return number >= min && number <= max
            ? number
            : this.fail(`Input '${name}' must be a whole number from ${min} to ${max}, got ${quoted(value)}.`);
    }
    /** 'limit' (1 to 10,000; null for all) and 'offset' (0 to 1,000,000) of a paged listing. */
    window() {
        const limit = this.integer('limit', 1, 10_000);
        const offset = this.wholeNumber('offset', 0, 1_000_000);
        return limit === INVALID || offset === INVALID ? INVALID : { limit, offset };
    }
    /** One item per line, each trimmed and otherwise as written (commas included); no empty ones. */
    lines(name) {
        return this.raw(name)
            .split(/\r\n|\r|\n/)
            .map((line) => line.trim())
            .filter((line) => line !== '');
    }
    /** Items separated by commas or line breaks, trimmed, without empty ones. */
    list(name) {
        return this.raw(name)
            .split(/[\n,]+/)
            .map((item) => item.trim())
            .filter((item) => item !== '');
    }
    /** A token: masked at once, and described without being shown when it is malformed. */
    token(name, required) {
        const value = this.raw(name);
        this.mask(value);
        if (value === '' && required) {
            return this.fail(`Input '${name}' is required and was empty. Pass it from a secret, e.g. ${name}: \${{ secrets.TRAVIS_TOKEN }}; ` +
                'secrets are not available to workflows triggered from forks, ' +
                "and runs Dependabot triggers get Dependabot's secrets, not the repository's " +
                "(guard the job with if: github.actor != 'dependabot[bot]', or add the secret under Dependabot secrets).");
        }
        if (this.tooLong(name, value, TOKEN_LIMIT, 'a token is sent in a request header')) {
            return INVALID;
        }
        if (/[^\x21-\x7e]/.test(value)) {
            return this.fail(`Input '${name}' contains spaces, line breaks or non-ASCII characters; pass the token alone.`);
        }
        const prefix = GITHUB_TOKEN_PREFIXES.find((start) => value.startsWith(start));
        if (name === 'travis-token' && prefix !== undefined) {
            // Sent to Travis CI it would only be refused (403), and travel to a second service for it.
            return this.fail(`Input 'travis-token' is a GitHub token (it starts with ${prefix}), not a Travis CI token; nothing was sent with it. ` +
                'A Travis CI token comes from Travis CI: Settings → API authentication (or `travis token`); store it as a secret and pass that.');
        }
        return value;
    }
}
/**
 * How many inputs the problems are about: each problem counts for the first input it names
 * ('desired-settings' with five problems is one input to fix); one naming no input counts alone.
 */
function inputsNamed(problems) {
    const named = new Set();
    let unnamed = 0;
    for (const problem of problems) {
        const first = [...problem.matchAll(/'[a-z-]+'/g)]
            .map((match) => match[0].slice(1, -1))
            .find((name) => INPUT_NAMES.includes(name));
        if (first === undefined)
            unnamed += 1;
        else
            named.add(first);
    }
    return named.size + unnamed;
}
/**
 * The inputs of an operation, when none of their fields is INVALID (each bad one has recorded
 * its problem); else INVALID. Fields are read in the order written, so problems keep that order.
 */
function complete(fields) {
    return Object.values(fields).includes(INVALID) ? INVALID : fields;
}

;// CONCATENATED MODULE: ./src/inputs/files.ts
// Inputs that name a file ('private-key-path', 'desired-settings-file'): a path as the runner
// hands it over, relative to the step's working directory (the workspace, GITHUB_WORKSPACE, for
// a JavaScript action), read only when it is a regular file within its limit.



/** PATH_MAX on Linux: the longest path a file can be opened by. */
const PATH_LIMIT = 4096;
const PATH_LIMIT_REASON = 'the longest path Linux opens';
/**
 * The text of the file `path` names, looked at before it is opened (a device such as /dev/zero or
 * a pipe would never end, a large file is not read at all), then read through a bounded read.
 * Each failure is one problem naming the input and the path.
 */
function readInputFile(reader, input, path, limit) {
    // The text given where its path goes (a key pasted into private-key-path): never shown, as it
    // may be a secret, and masked when the file's text would be.
    if (/[\r\n]/.test(path) || path.includes('-----BEGIN')) {
        if (limit.secret === true)
            reader.mask(path);
        return reader.fail(`Input '${input}' must be the path of a file, and holds text instead (a line break or a key's -----BEGIN line; ` +
            `not shown, as it may be a secret): give the text itself in '${limit.textInput}'.`);
    }
    const cannotRead = (error) => {
        const code = error.code;
        const hint = code === 'ENOENT' && limit.missing !== undefined ? ` ${limit.missing}` : '';
        return reader.fail(`Input '${input}' names a file that cannot be read: ${quoted(path)} (${code ?? 'unreadable'}).${hint}`);
    };
    let facts;
    try {
        facts = reader.source.stat(path);
    }
    catch (error) {
        return cannotRead(error);
    }
    if (!facts.regularFile || facts.size > limit.bytes) {
        const what = facts.regularFile ? `has ${facts.size} bytes` : 'is not a regular file';
        return reader.fail(`Input '${input}' must name a regular file of at most ${limit.bytes / 1024} KiB (${limit.reason}); ${quoted(path)} ${what}.`);
    }
    try {
        const text = reader.source.readFile(path, limit.bytes);
        if (limit.secret === true)
            reader.mask(text);
        return text;
    }
    catch (error) {
        return cannotRead(error);
    }
}
/**
 * A path the action writes to ('export-file', 'logs-dir'), relative to the workspace
 * (GITHUB_WORKSPACE, where actions/checkout puts the repository), as files are read from it: one
 * that leaves the workspace is refused, so that a workflow cannot be made to write elsewhere on
 * the runner. `what` names the thing ('a file', 'a folder'), `example` an example of one.
 */
function workspacePathOf(reader, input, given, { what, example }) {
    const workspace = (0,external_node_path_.resolve)(reader.source.environment('GITHUB_WORKSPACE') || '.');
    const path = (0,external_node_path_.resolve)(workspace, given);
    const inside = (0,external_node_path_.relative)(workspace, path);
    if (inside === '' || inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        return reader.fail(`Input '${input}' must name ${what} inside the workspace (${workspace}), relative to it, e.g. ${example}; got ${quoted(given)}.`);
    }
    return { given, path, workspace };
}
/** An input naming a file inside the workspace ('file', 'travis-yml'), checked as 'export-file' is. */
function workspaceFileInput(reader, input, example) {
    const given = reader.text(input, PATH_LIMIT, PATH_LIMIT_REASON);
    if (given === INVALID)
        return INVALID;
    return workspacePathOf(reader, input, given, { what: 'a file', example });
}
/**
 * A regular file's text, read through one descriptor that is checked again after opening (the
 * file may have been replaced since it was looked at): never more than `maxBytes` + 1 bytes are
 * read, and a pipe does not block the open.
 */
function readBounded(path, maxBytes) {
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            throw Object.assign(new Error('not a regular file'), { code: 'EINVAL' });
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        while (length < buffer.length) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
        }
        if (length > maxBytes)
            throw Object.assign(new Error('file too large'), { code: 'EFBIG' });
        return buffer.toString('utf8', 0, length);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/inputs/yaml.ts
let loaded = null;
async function loadYaml() {
    loaded ??= await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19));
}
/** The parser; asking for it before loadYaml() is a bug in the action, not in the inputs. */
function yaml() {
    if (loaded === null)
        throw new Error('The YAML parser was not loaded (inputs/yaml.ts loadYaml).');
    return loaded;
}
/**
 * An input's text read strictly, as every YAML input is: the core schema, no custom tags or merge
 * keys, every key once. 'too deep' when it nests past the parser's stack (it recurses into nested
 * lists and mappings and runs out somewhere past a few hundred levels), so that the input says so
 * instead of failing with the parser's RangeError.
 */
function parseInputYaml(text) {
    const { LineCounter, parseDocument } = yaml();
    const lines = new LineCounter();
    try {
        const doc = parseDocument(text, {
            uniqueKeys: true,
            customTags: [],
            schema: 'core',
            merge: false,
            lineCounter: lines,
            // The bare reason, without the parser's own position and excerpt: callers add the line.
            prettyErrors: false
        });
        return { doc, lineAt: (offset) => lines.linePos(offset).line };
    }
    catch (error) {
        if (error instanceof RangeError)
            return 'too deep';
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/inputs/builds.ts
// Inputs of the builds operations: which build ('build-id', the newest of 'branch', or for
// wait-for-build the one Travis CI starts for 'sha' or 'pull-request'), what a trigger sends
// ('branch', 'message', 'sha', 'config', 'merge-mode'), how to wait ('wait', 'wait-minutes',
// 'poll-seconds', 'fail-on-build-failure', 'cancel-on-abort') and what to show of the jobs' logs
// ('show-logs', 'log-lines', 'logs-dir'), which jobs a restart restarts ('jobs'), and the filters of
// list-builds ('branch', 'state', 'event-type', 'limit', 'offset').




/** A request body travis-api takes: a commit message or a build config, not a file's worth. */
const BODY_LIMIT = 64 * 1024;
const BODY_REASON = 'it is sent in the build request';
const SHA = /^[0-9a-f]{40}$/i;
const SHOW_LOGS = ['failed', 'all', 'none'];
const RESTARTED_JOBS = ['all', 'failed'];
function readBuildInputs(reader, operation, include) {
    switch (operation) {
        case 'list-builds':
            return readListing(reader, include);
        case 'trigger-build':
            return readTrigger(reader);
        case 'wait-for-build':
            return complete({
                operation,
                target: readWaitTarget(reader),
                plan: readWait(reader)
            });
        case 'restart-build':
            return complete({
                operation,
                target: readTarget(reader, operation),
                jobs: reader.choice('jobs', RESTARTED_JOBS),
                wait: reader.boolean('wait'),
                plan: readWait(reader),
                dryRun: reader.boolean('dry-run')
            });
        case 'cancel-build':
            return complete({
                operation,
                target: readTarget(reader, operation),
                dryRun: reader.boolean('dry-run')
            });
    }
}
function readListing(reader, include) {
    const fields = complete({
        operation: 'list-builds',
        include,
        branch: readBranch(reader),
        states: readChoices(reader, 'state', builds/* BUILD_STATES */.EQ),
        eventTypes: readChoices(reader, 'event-type', builds/* EVENT_TYPES */.Ru),
        window: reader.window()
    });
    if (fields === INVALID)
        return INVALID;
    const { window, ...rest } = fields;
    return { ...rest, ...window };
}
function readTrigger(reader) {
    return complete({
        operation: 'trigger-build',
        branch: readBranch(reader),
        message: reader.text('message', BODY_LIMIT, BODY_REASON),
        sha: readSha(reader),
        config: readConfig(reader),
        mergeMode: readMergeMode(reader),
        wait: reader.boolean('wait'),
        plan: readWait(reader),
        dryRun: reader.boolean('dry-run')
    });
}
function readWait(reader) {
    return complete({
        minutes: reader.wholeNumber('wait-minutes', 1, 360),
        pollSeconds: reader.wholeNumber('poll-seconds', 2, 300),
        failOnBuildFailure: reader.boolean('fail-on-build-failure'),
        cancelOnAbort: reader.boolean('cancel-on-abort'),
        showLogs: reader.choice('show-logs', SHOW_LOGS),
        logLines: reader.wholeNumber('log-lines', 0, 500),
        logsDir: readLogsDir(reader)
    });
}
/** 'logs-dir': a folder inside the workspace, made when the first log is written; or none. */
function readLogsDir(reader) {
    const given = reader.text('logs-dir', PATH_LIMIT, PATH_LIMIT_REASON);
    if (given === INVALID || given === '')
        return given === INVALID ? INVALID : null;
    return workspacePathOf(reader, 'logs-dir', given, { what: 'a folder', example: 'travis-logs' });
}
function readSha(reader) {
    const sha = reader.raw('sha');
    if (sha === '' || SHA.test(sha))
        return sha.toLowerCase();
    return reader.fail(`Input 'sha' must be a full commit SHA (40 hexadecimal characters, e.g. \${{ github.sha }}), got ${quoted(sha)}.`);
}
function readMergeMode(reader) {
    return reader.choice('merge-mode', builds/* MERGE_MODES */.Ss);
}
/** A YAML (or JSON, which YAML reads too) mapping, sent as JSON; null when empty. */
function readConfig(reader) {
    const text = reader.text('config', BODY_LIMIT, BODY_REASON);
    if (text === INVALID || text === '')
        return text === INVALID ? INVALID : null;
    const doc = yaml().parseDocument(text);
    const problem = doc.errors[0]?.message.split('\n')[0];
    if (problem !== undefined) {
        return reader.fail(`Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test); it does not parse: ${problem}`);
    }
    // Building the value can still fail (an alias with no anchor, too many aliases): refused alike.
    let value;
    try {
        value = doc.toJS();
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return reader.fail(`Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test); it does not parse: ${reason}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return reader.fail(`Input 'config' must be a build config as a YAML or JSON mapping (e.g. script: npm test), got ${Array.isArray(value) ? 'a list' : quoted(String(value))}.`);
    }
    return value;
}
/** A comma or line separated list of known values ('state', 'event-type'). */
function readChoices(reader, name, allowed) {
    if (reader.tooLong(name, reader.raw(name), QUERY_LIMIT, QUERY_REASON))
        return INVALID;
    const items = reader.list(name);
    const bad = [...new Set(items.filter((item) => !allowed.some((known) => known === item)))];
    if (bad.length === 0)
        return items;
    const shown = bad.slice(0, 3).map(quoted).join(', ');
    return reader.fail(`Input '${name}' must list ${allowed.join(', ')} (comma separated), got ${shown}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''}.`);
}
/** Travis build ids are database ids: whole numbers, far below 2^53. */
const BUILD_ID = /^[1-9]\d{0,14}$/;
/** A commit as git abbreviates it (7 characters at least) or whole. */
const SHORT_SHA = /^[0-9a-f]{7,40}$/i;
/** One branch name: a line break would make it two. */
function readBranch(reader) {
    const branch = reader.text('branch', QUERY_LIMIT, QUERY_REASON);
    if (branch === INVALID || !/[\r\n]/.test(branch))
        return branch;
    return reader.fail(`Input 'branch' must be one branch name for this operation, got ${quoted(branch)}.`);
}
/** 'build-id', or the newest build of 'branch': one of them, not both. */
function readTarget(reader, operation) {
    const given = reader.raw('build-id');
    const branch = readBranch(reader);
    if (branch === INVALID)
        return INVALID;
    if (given === '' && branch === '') {
        const travisBuilds = operation === 'wait-for-build'
            ? ", or 'sha' or 'pull-request' (the build Travis CI starts for that commit or pull request)"
            : '';
        const empty = travisBuilds === '' ? 'both' : 'all';
        return reader.fail(`${operation} needs 'build-id' (a build's number in its URL, e.g. 123456789) or 'branch' (its newest build)` +
            `${travisBuilds}; ${empty} are empty.`);
    }
    if (given !== '' && branch !== '') {
        return reader.fail(`Inputs 'build-id' and 'branch' are both set for ${operation}; set one: 'build-id' names a build, 'branch' takes its newest build.`);
    }
    if (given === '')
        return { branch };
    if (!BUILD_ID.test(given)) {
        return reader.fail(`Input 'build-id' must be a Travis CI build id (a whole number, e.g. 123456789 from the build's URL), got ${quoted(given)}.`);
    }
    return { buildId: Number(given) };
}
/**
 * wait-for-build's build: 'build-id' or the newest of 'branch' (readTarget), or the build Travis CI
 * starts itself for 'sha' (on 'branch', default the default branch) or for 'pull-request' (its
 * head commit 'sha', when given). One of 'build-id', 'sha' and 'pull-request' at most.
 */
function readWaitTarget(reader) {
    const given = ['build-id', 'sha', 'pull-request'].filter((name) => reader.raw(name) !== '');
    if (given.length > 1 && !(given.length === 2 && given.join() === 'sha,pull-request')) {
        const names = given.map((name) => `'${name}'`).join(' and ');
        return reader.fail(`Inputs ${names} are both set for wait-for-build; 'build-id' names a build, ` +
            "'sha' (with 'branch') or 'pull-request' (with its head 'sha', if you like) the build Travis CI starts itself.");
    }
    if (given.length === 0 || given[0] === 'build-id')
        return readTarget(reader, 'wait-for-build');
    const sha = readShortSha(reader);
    if (given.includes('pull-request')) {
        const number = readPullRequest(reader);
        if (reader.raw('branch') !== '') {
            return reader.fail("Input 'branch' does not go with 'pull-request' for wait-for-build: " +
                "a pull request's build is found by its number (and head 'sha'); leave 'branch' empty.");
        }
        return sha === INVALID || number === INVALID ? INVALID : { pullRequest: { number, sha } };
    }
    const branch = readBranch(reader);
    return sha === INVALID || branch === INVALID ? INVALID : { commit: { sha, branch } };
}
/** A commit of 7 to 40 hexadecimal characters (git's abbreviations included), in lower case. */
function readShortSha(reader) {
    const sha = reader.raw('sha');
    if (sha === '' || SHORT_SHA.test(sha))
        return sha.toLowerCase();
    return reader.fail(`Input 'sha' must be a commit SHA of 7 to 40 hexadecimal characters (e.g. \${{ github.sha }}), got ${quoted(sha)}.`);
}
/** One pull request number. */
function readPullRequest(reader) {
    const given = reader.raw('pull-request');
    const number = /^\d{1,9}$/.test(given) ? Number(given) : 0;
    if (number >= 1)
        return number;
    return reader.fail(`Input 'pull-request' must be one pull request number for wait-for-build (e.g. \${{ github.event.pull_request.number }}), got ${quoted(given)}.`);
}

;// CONCATENATED MODULE: ./src/model/cache-groups.ts
// Where Travis CI keeps a repository's caches (docs/travis-api.md#cache-keys, #cache-branch-filter). A build pushes its cache to
// `{repo}/{group}/{file}`: the group is `PR.<n>` for a pull request build, else the branch name
// itself. The build escapes the name for the upload URL (travis-build directory_cache/base.rb,
// `uri_normalize_name`), and the storage service decodes the URL path again, so the stored key
// holds the name as it is: `feature/login`, not `featurelogin` (that stripping is only an old
// fallback for reading caches of old builds).
//
// The server's `branch` filter is the storage prefix `{group}/` (queries/caches.rb), so a group
// also reaches every nested branch `{group}/…`; and the `branch` field it returns is only the last
// path segment of the group (models/cache.rb): `login` for `feature/login`.
function branchGroup(branch) {
    return { kind: 'branch', storage: branch, label: branch };
}
function pullRequestGroup(pullRequest) {
    return { kind: 'pull-request', storage: `PR.${pullRequest}`, label: `#${pullRequest}` };
}
/** The pull request number of a `PR.<n>` group; null for a branch. */
function pullRequestOfGroup(group) {
    const match = /^PR\.(\d{1,9})$/.exec(group);
    return match === null ? null : Number(match[1]);
}
/** What the server reports as a cache's `branch`: the last path segment of its group. */
function lastSegment(group) {
    return group.slice(group.lastIndexOf('/') + 1);
}
/** True when `group` is `prefix` itself or a branch nested under it (`prefix/…`). */
function isWithinPrefix(group, prefix) {
    return group === prefix || group.startsWith(`${prefix}/`);
}

;// CONCATENATED MODULE: ./src/lib/closest.ts
// "Did you mean": the allowed word nearest to a mistyped one, by edit distance (insert, delete,
// replace, or swap two neighbours, each costing 1), case ignored. Only a near word is offered: a
// suggestion far from what was typed misleads more than none.
/** The edit distance between `a` and `b` (optimal string alignment: a swap of neighbours is one edit). */
function editDistance(a, b) {
    const width = b.length + 1;
    // d(i, j): the distance between the first i characters of a and the first j of b.
    const table = new Uint32Array((a.length + 1) * width);
    const d = (i, j) => table[i * width + j];
    for (let i = 0; i <= a.length; i++) {
        for (let j = 0; j <= b.length; j++) {
            let best = Math.max(i, j);
            if (i > 0 && j > 0) {
                const cost = a[i - 1] === b[j - 1] ? 0 : 1;
                best = Math.min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + cost);
                if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                    best = Math.min(best, d(i - 2, j - 2) + 1);
                }
            }
            table[i * width + j] = best;
        }
    }
    return d(a.length, b.length);
}
/**
 * The candidate nearest to `typed` when it is near enough: at most a third of its length away
 * (at least 1, at most 3 edits); the first of equally near ones; null when none is near or
 * `typed` is one of them.
 */
function closest(typed, candidates) {
    // A long value is no typo of a short word, and comparing it would cost its length each time.
    if (typed.length > 100)
        return null;
    const word = typed.toLowerCase();
    const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
    let best = null;
    for (const candidate of candidates) {
        const distance = editDistance(word, candidate.toLowerCase());
        if (distance === 0 && candidate === typed)
            return null;
        if (distance <= limit && (best === null || distance < best.distance)) {
            best = { candidate, distance };
        }
    }
    return best?.candidate ?? null;
}
/** ` Did you mean 'build_pushes'?` (with its leading space), or '' when nothing is near. */
function didYouMean(typed, candidates) {
    const near = closest(typed, candidates);
    return near === null ? '' : ` Did you mean '${near}'?`;
}

;// CONCATENATED MODULE: ./src/inputs/connection.ts
// The inputs every operation shares: which operation, which repository, and how to reach Travis.




const SLUG = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
/** Travis ids are database integers: 18 digits are far beyond any. */
const REPO_ID = /^\d{1,18}$/;
/** The longest owner login (GitHub allows 39) and repository name (GitHub allows 100) taken. */
const SLUG_PART_LIMIT = 100;
const REPO_ALLOWED = 'owner/name or a numeric Travis repository id';
/** A provider is a word such as github, bitbucket, gitlab or assembla. */
const PROVIDER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const API_URL_ALLOWED = 'an http(s) URL such as https://api.travis-ci.com or https://travis.example.com/api';
/** The base of every request URL: servers refuse request lines of more than a few KiB. */
const API_URL_LIMIT = 2048;
function readOperation(reader) {
    const value = reader.raw('operation');
    const operation = OPERATIONS.find((known) => known === value);
    if (operation === undefined) {
        const allowed = OPERATIONS.join(', ');
        return reader.fail(value === ''
            ? `Input 'operation' is required: one of ${allowed}.`
            : `Input 'operation' must be one of ${allowed}, got ${quoted(value)}.${didYouMean(value, OPERATIONS)}`);
    }
    warnAboutUnusedInputs(reader, operation);
    return operation;
}
/** An input set (not to its default) for an operation that does not use it is a warning. */
function warnAboutUnusedInputs(reader, operation) {
    for (const name of INPUT_NAMES) {
        const given = reader.source.get(name).trim();
        if (!inputApplies(name, operation) && given !== '' && given !== INPUTS[name].default) {
            reader.warn(`Input '${name}' is not used by ${operation} and was ignored.`);
        }
    }
}
function readRepo(reader) {
    const value = reader.raw('repo') || reader.source.workflowRepository();
    if (REPO_ID.test(value))
        return { kind: 'id', id: value };
    if (!SLUG.test(value)) {
        return reader.fail(value === ''
            ? `Input 'repo' is required: ${REPO_ALLOWED}.`
            : `Input 'repo' must be ${REPO_ALLOWED}, got ${quoted(value)}.`);
    }
    const [owner = '', name = ''] = value.split('/');
    // The parts become path segments of GitHub's URLs (/repos/{owner}/{name}): '..' would climb.
    if ([owner, name].some((part) => /^\.+$/.test(part))) {
        return reader.fail(`Input 'repo' must be ${REPO_ALLOWED}; an owner or name of dots only ('.', '..') is a path step, got ${quoted(value)}.`);
    }
    if (owner.length > SLUG_PART_LIMIT || name.length > SLUG_PART_LIMIT) {
        return reader.fail(`Input 'repo' must be ${REPO_ALLOWED} with an owner and a name of at most ${SLUG_PART_LIMIT} characters each, got ${quoted(value)}.`);
    }
    return { kind: 'slug', owner, name };
}
/**
 * Reads the connection inputs, all of them even after a bad one, so every problem is reported.
 * The repository comes back on its own too: failures name it whenever it was valid.
 */
function readConnection(reader, operation) {
    // travis-api lints without a login, so a fork's pull request (no secrets) can be checked.
    const token = reader.token('travis-token', operation !== 'check-travis-yml');
    const repo = readRepo(reader);
    const fields = complete({
        token,
        repo,
        provider: readProvider(reader),
        apiUrl: readApiUrl(reader),
        timeoutSeconds: reader.wholeNumber('timeout-seconds', 1, 600),
        retries: reader.wholeNumber('retries', 0, 10)
    });
    if (fields === INVALID)
        return { connection: INVALID, repo };
    const { timeoutSeconds, ...rest } = fields;
    return { connection: { ...rest, timeoutMs: timeoutSeconds * 1000 }, repo };
}
function readProvider(reader) {
    const value = reader.raw('provider');
    return value === '' || PROVIDER.test(value)
        ? value
        : reader.fail(`Input 'provider' must be a provider name such as github (a letter, then up to 63 letters, digits, - or _), got ${quoted(value)}.`);
}
function readApiUrl(reader) {
    const value = reader.text('api-url', API_URL_LIMIT, 'it starts every request URL');
    if (value === INVALID)
        return INVALID;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return reader.fail(`Input 'api-url' must be ${API_URL_ALLOWED}, got ${quoted(value)}.`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
        return reader.fail(`Input 'api-url' must be ${API_URL_ALLOWED} (no query or fragment), got ${quoted(value)}.`);
    }
    if (url.username !== '' || url.password !== '') {
        // Do not echo it: credentials in a URL are secrets.
        return reader.fail("Input 'api-url' must not contain a user name or password; pass the token in 'travis-token'.");
    }
    // travis-ci.org stopped building in June 2021; its repositories moved to travis-ci.com.
    if (/(^|\.)travis-ci\.org\.?$/i.test(url.hostname)) {
        return reader.fail(`Input 'api-url' points at ${url.host}, the API of travis-ci.org, ` +
            'which Travis CI retired in 2021 (its repositories moved to travis-ci.com), ' +
            `got ${quoted(value)}; use https://api.travis-ci.com (the default).`);
    }
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        // The host only: the URL holds no credentials (refused above), and the token is never shown.
        reader.warn(`Input 'api-url' uses plain http:// to ${url.host}: the Travis token travels unencrypted ` +
            'to it and to anyone on the way; use https:// unless the network is yours alone.');
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
/**
 * This machine, as the URL parser writes its host: localhost and *.localhost (RFC 6761),
 * 127.0.0.0/8 (2130706433 and 127.1 come out as 127.0.0.1), ::1 and ::ffff:127.x.y.z.
 */
function isLoopback(hostname) {
    return (/(^|\.)localhost\.?$/i.test(hostname) ||
        /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
        /^\[(::1|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/.test(hostname));
}
/** GitHub knows repositories by owner/name only: a Travis id cannot go with a 'github-token'. */
function requireSlugForGitHub(reader, githubToken, repo) {
    if (githubToken !== INVALID && githubToken !== '' && repo !== INVALID && repo.kind === 'id') {
        reader.fail(`Input 'repo' must be owner/name when 'github-token' is set (GitHub does not know Travis ids), got '${repo.id}'.`);
    }
}

;// CONCATENATED MODULE: ./src/inputs/caches.ts
// Inputs of list-caches and delete-caches: the selection and the guards of a delete.




/** Storage keys (`{repo}/{branch}/{name}`) hold at most 1,024 bytes: longer never matches. */
const CACHE_KEY_LIMIT = 1024;
const CACHE_KEY_REASON = 'caches are stored under keys of at most 1,024 bytes';
/** Each branch or pull request is a request of its own: a list is some names, not thousands. */
const LIST_LIMIT = 64 * 1024;
const LIST_REASON = 'each name or number is a request of its own';
function readCacheInputs(reader, operation, repo, include) {
    return operation === 'list-caches'
        ? readCacheListing(reader, repo, include)
        : readCacheDeletion(reader, repo);
}
function readCacheListing(reader, repo, include) {
    const selection = readSelection(reader);
    const githubToken = readGithubToken(reader, selection, repo);
    if (selection === INVALID || githubToken === INVALID)
        return INVALID;
    return { operation: 'list-caches', include, selection, githubToken };
}
function readCacheDeletion(reader, repo) {
    const selection = readSelection(reader);
    const githubToken = readGithubToken(reader, selection, repo);
    const allowDeleteAll = reader.boolean('allow-delete-all');
    if (selection !== INVALID && !selects(selection) && allowDeleteAll === false) {
        const which = repo === INVALID ? 'the repository' : (0,repository/* describeRepo */._)(repo);
        reader.fail(`delete-caches without 'branch', 'pull-request', 'match', 'older-than' or 'stale-branches' would delete every cache of ${which}; ` +
            "set one of those, or 'allow-delete-all: true' to really delete them all.");
    }
    return complete({
        operation: 'delete-caches',
        selection,
        githubToken,
        allowDeleteAll,
        maxDeletions: reader.integer('max-deletions', 0, 1_000_000),
        dryRun: reader.boolean('dry-run')
    });
}
/** Each selector counts as a filter for the 'allow-delete-all' guard. */
function selects(selection) {
    return (selection.groups.length > 0 ||
        selection.match !== '' ||
        selection.olderThanDays !== null ||
        selection.staleBranches);
}
function readSelection(reader) {
    const groups = [];
    const branchesFit = !reader.tooLong('branch', reader.raw('branch'), LIST_LIMIT, LIST_REASON);
    const pullRequestsFit = !reader.tooLong('pull-request', reader.raw('pull-request'), LIST_LIMIT, LIST_REASON);
    let valid = branchesFit && pullRequestsFit;
    // One name per line, never split on commas: git allows a branch 'fix,cleanup', and
    // `branch: ${{ github.head_ref }}` must select that branch, not the branches fix and cleanup.
    for (const branch of branchesFit ? new Set(reader.lines('branch')) : []) {
        // Sent as given: the storage keeps the branch name itself (model/cache-groups.ts).
        if (reader.tooLong('branch', branch, CACHE_KEY_LIMIT, CACHE_KEY_REASON, 'has a name'))
            valid = false;
        else if (hasControlCharacter(branch) || /^\/|\/$|\/\//.test(branch)) {
            const shown = [...branch].map((c) => (hasControlCharacter(c) ? '?' : c)).join('');
            valid = false;
            reader.fail(`Input 'branch' has ${quoted(shown)}, which is no branch name ` +
                '(control characters, or a / at the start, at the end or twice in a row).');
        }
        else {
            if (branch.includes(','))
                reader.warn(commaWarning(branch));
            groups.push(branchGroup(branch));
        }
    }
    for (const item of pullRequestsFit ? reader.list('pull-request') : []) {
        const number = /^\d{1,9}$/.test(item) ? Number(item) : 0;
        if (number < 1) {
            valid = false;
            reader.fail(`Input 'pull-request' must be pull request numbers (whole numbers from 1), one per line or comma separated, got ${quoted(item)}.`);
        }
        else
            groups.push(pullRequestGroup(number));
    }
    const match = reader.text('match', CACHE_KEY_LIMIT, CACHE_KEY_REASON);
    const olderThanDays = reader.integer('older-than', 1, 3650);
    const staleBranches = reader.boolean('stale-branches');
    if (!valid || match === INVALID || olderThanDays === INVALID || staleBranches === INVALID)
        return INVALID;
    const unique = groups.filter((g, i) => groups.findIndex((o) => o.storage === g.storage) === i);
    return { groups: unique, match, olderThanDays, staleBranches };
}
/** 'github-token' serves caches operations only to read pull request states for 'stale-branches'. */
function readGithubToken(reader, selection, repo) {
    const token = reader.token('github-token', false);
    if (token === INVALID || token === '' || selection === INVALID)
        return token;
    if (!selection.staleBranches) {
        reader.warn("Input 'github-token' is used by caches operations only with 'stale-branches: true'.");
    }
    else
        requireSlugForGitHub(reader, token, repo);
    return token;
}
/** A name with a comma is one branch; said, for workflows written when commas separated names. */
function commaWarning(branch) {
    return (`Input 'branch' has ${quoted(branch)}, read as one branch name: commas do not separate branches ` +
        '(a branch name may contain them). To select several branches, give one per line.');
}
function hasControlCharacter(text) {
    return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

;// CONCATENATED MODULE: ./src/inputs/key-pair.ts



const KEY_BITS = [2048, 3072, 4096];
/** An RSA private key in PEM or OpenSSH form takes a few KiB (under 13 KiB at 16384 bits). */
const PRIVATE_KEY_LIMIT = 64 * 1024;
const PRIVATE_KEY_LIMIT_REASON = 'an RSA private key takes a few KiB';
/** OpenSSL (PEM_BUFSIZE) and ssh-keygen read a passphrase into 1,024 bytes. */
const PASSPHRASE_LIMIT = 1024;
function readKeyPairInputs(reader, operation, repo, include) {
    switch (operation) {
        case 'find-key-pair': {
            const failIfMissing = reader.boolean('fail-if-missing');
            return failIfMissing === INVALID ? INVALID : { operation, include, failIfMissing };
        }
        case 'create-key-pair':
        case 'set-key-pair': {
            const key = readKey(reader, true);
            const description = readDescription(reader);
            const dryRun = reader.boolean('dry-run');
            if (key === INVALID || key === null || description === INVALID || dryRun === INVALID)
                return INVALID;
            return { operation, key, description, dryRun };
        }
        case 'update-key-pair':
            return readKeyPairUpdate(reader);
        case 'delete-key-pair': {
            const dryRun = reader.boolean('dry-run');
            return dryRun === INVALID ? INVALID : { operation, dryRun };
        }
        case 'rotate-key-pair':
            return readRotation(reader, repo);
    }
}
/** The private key as given; null when none was given and none is required. */
function readKey(reader, required) {
    const inline = reader.raw('private-key');
    const path = reader.raw('private-key-path');
    const passphrase = reader.raw('passphrase');
    reader.mask(inline);
    reader.mask(passphrase);
    if (inline !== '' && path !== '') {
        return reader.fail("Inputs 'private-key' and 'private-key-path' are both set; give only one.");
    }
    const tooLong = [
        reader.tooLong('private-key', inline, PRIVATE_KEY_LIMIT, PRIVATE_KEY_LIMIT_REASON),
        reader.tooLong('private-key-path', path, PATH_LIMIT, PATH_LIMIT_REASON),
        reader.tooLong('passphrase', passphrase, PASSPHRASE_LIMIT, 'OpenSSL and ssh-keygen take no more')
    ];
    if (tooLong.includes(true))
        return INVALID;
    const given = path === '' ? inline : readKeyFile(reader, path);
    if (given === INVALID)
        return INVALID;
    const text = withNewlines(reader, given, path === '' ? 'private-key' : 'private-key-path');
    if (text.trim() === '') {
        return required
            ? reader.fail("Input 'private-key' (or 'private-key-path') is required: an RSA private key in PEM or OpenSSH format, from a secret.")
            : null;
    }
    return { text, passphrase, from: path === '' ? 'private-key' : 'private-key-path' };
}
/**
 * A key on one line with literal \n sequences (as a JSON-escaped secret holds it) read with
 * newlines, and said: no key format has a backslash in it, so nothing else is meant.
 */
function withNewlines(reader, text, name) {
    // A backslash, then n (after \r too): two characters each, where a line break belongs.
    const escaped = /\\r\\n|\\n/g;
    if (/[\r\n]/.test(text.trim()) || !text.includes('\\n') || !text.includes('-----BEGIN')) {
        return text;
    }
    const key = text.replace(escaped, '\n');
    reader.mask(key);
    reader.note(`Input '${name}' holds its key on one line with literal \\n sequences (as a JSON-escaped secret does); ` +
        'it was read with line breaks there. Store the key with real line breaks to drop this notice.');
    return key;
}
/** 'private-key-path': a regular file of at most 64 KiB, masked as soon as it is read. */
function readKeyFile(reader, path) {
    return readInputFile(reader, 'private-key-path', path, {
        bytes: PRIVATE_KEY_LIMIT,
        reason: PRIVATE_KEY_LIMIT_REASON,
        secret: true,
        textInput: 'private-key'
    });
}
function readRotation(reader, repo) {
    const githubToken = reader.token('github-token', false);
    const keyBitsText = reader.raw('key-bits');
    const keyBits = KEY_BITS.find((bits) => String(bits) === keyBitsText) ??
        reader.fail(`Input 'key-bits' must be 2048, 3072 or 4096, got ${quoted(keyBitsText)}.`);
    const rotateIfOlderThanDays = reader.integer('rotate-if-older-than', 0, 36_500);
    if (rotateIfOlderThanDays !== null && githubToken === '') {
        reader.fail("Input 'rotate-if-older-than' needs 'github-token': the key's age comes from its GitHub deploy key (a Travis key pair has no date).");
    }
    requireSlugForGitHub(reader, githubToken, repo);
    return complete({
        operation: 'rotate-key-pair',
        keyBits,
        description: readDescription(reader),
        githubToken,
        deployKeyTitle: reader.text('deploy-key-title', 200, "GitHub's title of the deploy key; the date is added"),
        deployKeyReadOnly: reader.boolean('deploy-key-read-only'),
        rotateIfOlderThanDays,
        dryRun: reader.boolean('dry-run')
    });
}
/** The key pair description: a note Travis CI shows with the key. */
function readDescription(reader) {
    return reader.text('description', 1024, 'a key pair description is a short note');
}
function readKeyPairUpdate(reader) {
    const key = readKey(reader, false);
    const description = readDescription(reader);
    if (key === null && description === '') {
        reader.fail("update-key-pair needs 'private-key' (or 'private-key-path'), 'description', or both.");
    }
    const dryRun = reader.boolean('dry-run');
    if (key === INVALID || description === INVALID || dryRun === INVALID)
        return INVALID;
    if (key === null && description === '')
        return INVALID;
    return { operation: 'update-key-pair', key, description, dryRun };
}

// EXTERNAL MODULE: ./src/model/host-field.ts
var host_field = __nccwpck_require__(1654);
;// CONCATENATED MODULE: ./src/inputs/listings.ts
// list-branches: which branches ('name', 'exists-on-host'), in which order ('sort-by') and window.
// list-repositories: whose repositories ('owner', by default the owner part of 'repo') and which
// ('active', 'private'), in which window ('limit', 'offset').


/** A Travis login as the slug's owner part allows it; never `.` or `..` (a path segment). */
const LOGIN = /^(?!\.+$)[A-Za-z0-9_.-]{1,100}$/;
const LOGIN_ALLOWED = 'a Travis CI user or organisation login such as octo-org';
const SORT_FIELDS = ['name', 'last_build', 'exists_on_host', 'default_branch'];
function readListingInputs(reader, operation, repo, include) {
    return operation === 'list-branches'
        ? readBranchListing(reader, include)
        : readRepositoryListing(reader, repo);
}
/**
 * The owner the inputs name: 'owner' when it is a login, else the owner part of an `owner/name`
 * 'repo'; null when there is none. Pure: failure lines name the owner even when another input is
 * bad, and the problems themselves are recorded by readRepositoryListing.
 */
function ownerOf(given, repo) {
    if (given !== '')
        return LOGIN.test(given) ? given : null;
    return repo !== INVALID && repo.kind === 'slug' ? repo.owner : null;
}
function readRepositoryListing(reader, repo) {
    const fields = complete({
        operation: 'list-repositories',
        owner: readOwner(reader, repo),
        active: readActive(reader),
        private: readPrivate(reader),
        window: reader.window()
    });
    if (fields === INVALID)
        return INVALID;
    const { window, ...rest } = fields;
    return { ...rest, ...window };
}
function readOwner(reader, repo) {
    const given = reader.raw('owner');
    const owner = ownerOf(given, repo);
    if (owner !== null)
        return owner;
    if (given !== '')
        return reader.fail(`Input 'owner' must be ${LOGIN_ALLOWED}, got ${quoted(given)}.`);
    // A bad 'repo' has its own problem already.
    if (repo === INVALID || repo.kind !== 'id')
        return INVALID;
    return reader.fail(`Input 'owner' is required for list-repositories when 'repo' is a numeric id (got '${repo.id}'): ` +
        `the owner cannot be told from an id without a request; set 'owner' to ${LOGIN_ALLOWED}.`);
}
function readActive(reader) {
    const value = reader.raw('active');
    if (['any', 'Any', 'ANY'].includes(value))
        return 'any';
    return (booleanOf(value) ??
        reader.fail(`Input 'active' must be true (active on Travis CI), false (inactive) or any (both), got ${quoted(value)}.`));
}
function readPrivate(reader) {
    const value = reader.raw('private');
    if (value === '')
        return null;
    return (booleanOf(value) ??
        reader.fail(`Input 'private' must be true, false, or empty for both private and public repositories, got ${quoted(value)}.`));
}
function readBranchListing(reader, include) {
    const fields = complete({
        operation: 'list-branches',
        include,
        name: reader.text('name', QUERY_LIMIT, QUERY_REASON),
        existsOnHost: reader.optionalBoolean('exists-on-host'),
        sortBy: readSortBy(reader),
        includeRecentBuilds: reader.boolean('include-recent-builds'),
        window: reader.window()
    });
    if (fields === INVALID)
        return INVALID;
    const { window, ...rest } = fields;
    return { ...rest, ...window };
}
function readSortBy(reader) {
    if (reader.tooLong('sort-by', reader.raw('sort-by'), QUERY_LIMIT, QUERY_REASON))
        return INVALID;
    const terms = [];
    let valid = true;
    for (const item of reader.list('sort-by')) {
        const [rawField = '', order, extra] = item.split(':');
        // Either spelling of the host field is accepted; the client sends the one the server knows.
        const field = SORT_FIELDS.find((known) => known === (0,host_field/* inActionSpelling */._Z)(rawField));
        if (field === undefined || extra !== undefined || !['asc', 'desc', undefined].includes(order)) {
            valid = false;
            reader.fail(`Input 'sort-by' has ${quoted(item)}; allowed are ${SORT_FIELDS.join(', ')}, each optionally followed by :asc or :desc, comma separated.`);
        }
        else
            terms.push({ field, descending: order === 'desc' });
    }
    return valid ? terms : INVALID;
}

// EXTERNAL MODULE: ./src/model/env-and-crons.ts
var env_and_crons = __nccwpck_require__(6986);
;// CONCATENATED MODULE: ./src/inputs/weak-secret.ts
/** At most this many characters: short enough to occur by chance in any text the action writes. */
const SHORT = 3;
/** Words that occur in the action's own text (branches, booleans, settings) or in any log. */
const COMMON_WORDS = new Set([
    'main',
    'master',
    'develop',
    'development',
    'dev',
    'staging',
    'production',
    'prod',
    'release',
    'test',
    'true',
    'false',
    'yes',
    'no',
    'on',
    'off',
    'null',
    'none',
    'default',
    'daily',
    'weekly',
    'monthly',
    'public',
    'private',
    'secret',
    'password',
    'token',
    'changeme',
    'example'
]);
/** Warns, naming the variable (`where`), when a private value is short or a common word. */
function warnIfWeak(reader, where, value) {
    const trimmed = value.trim();
    if (trimmed === '' || ([...trimmed].length > SHORT && !COMMON_WORDS.has(trimmed.toLowerCase())))
        return;
    reader.warn(`${where} has a private value that is very short or a common word: every occurrence of it ` +
        'in the log, the outputs and the job summary is replaced by *** (a branch, a setting or a number ' +
        'included), and it is easy to guess; use a long random value for a secret, or make the variable ' +
        'public (public: true) if it is no secret.');
}

;// CONCATENATED MODULE: ./src/inputs/yaml-scalars.ts



/** An unquoted true or false; null for anything else. */
function plainBoolean(node) {
    const { isScalar } = yaml();
    return isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'boolean'
        ? node.value
        : null;
}
/**
 * The text of a scalar as written: a string as parsed (quoted or not), a plain number or boolean
 * as its source (`1.10` stays `1.10`); null for anything else (empty, a list, a mapping, a tag).
 */
function scalarText(node) {
    const { isScalar } = yaml();
    if (!isScalar(node) || node.tag !== undefined || node.value === null)
        return null;
    if (typeof node.value === 'string')
        return node.value;
    return node.type === 'PLAIN' ? node.source : null;
}
/**
 * An entry's fields by name, or the rest of a sentence saying why it is refused: a field it does
 * not take, or one given twice (the parser keeps both, and a silent last-wins could change what
 * the entry says). An unknown field beside an inline `value:` is not shown: in
 * `{ value: s3cr,et }` the field `et` is the rest of a value cut at its comma.
 */
function entryFields(items, allowed, takes) {
    const fields = new Map();
    const hasValue = items.some((pair) => scalarText(pair.key) === 'value');
    for (const pair of items) {
        const field = scalarText(pair.key);
        if (field === null || !allowed.includes(field)) {
            if (hasValue) {
                return ('has a field it does not take ' +
                    `(not shown: beside value:, it may be part of the value, cut at a comma; quote a value that holds a comma); ${takes}.`);
            }
            if (field === null)
                return `has a key that is not text; ${takes}.`;
            return `has ${quoted(field)}; ${takes}.${didYouMean(field, allowed)}`;
        }
        if (fields.has(field))
            return `gives ${field} twice; give it once.`;
        fields.set(field, pair.value);
    }
    return fields;
}

;// CONCATENATED MODULE: ./src/inputs/secure-values.ts
// Inputs of the secure values for .travis.yml: 'value' and 'name' (encrypt-value), 'file'
// (encrypt-file), 'secure-env' and 'travis-yml' (encrypt-travis-yml). A value is a secret: masked
// the moment it is read, and never shown in a problem. Paths are inside the workspace, checked as
// 'export-file' is (files.ts).







/** A secure value: the key's size bounds it far below this (501 bytes for a 4096-bit key). */
const SECURE_VALUE_LIMIT = 64 * 1024;
const VALUE_REASON = 'Travis CI keys encrypt at most a few hundred bytes; encrypt-file takes more';
/** 'secure-env' is a few lines, one per variable. */
const SECURE_ENV_LIMIT = 64 * 1024;
/** The file encrypt-file reads: a key file, a certificate, a credentials file. */
const ENCRYPT_FILE_LIMIT = 64 * 1024 * 1024;
/**
 * What the path of 'file' may not hold: decrypt-command names it in a plain YAML line of
 * .travis.yml, which ' #' ends (a comment), ': ' breaks (a key) and a control character cuts.
 */
const CUT_BY_YAML = / #|: |[\p{Cc}\u2028\u2029]/u;
const SECURE_ENV_FORM = 'a YAML mapping NAME: { from-env: VAR }, e.g. DEPLOY_TOKEN: { from-env: DEPLOY_TOKEN }';
const NAME_FORM = `letters, digits and _, not starting with a digit (a shell name, e.g. DEPLOY_TOKEN), at most ${env_and_crons/* ENV_NAME_LIMIT */.ml}`;
function readSecureValueInputs(reader, operation) {
    switch (operation) {
        case 'encrypt-value':
            return readEncryptValue(reader);
        case 'encrypt-file': {
            const dryRun = reader.boolean('dry-run');
            const file = readFile(reader);
            return dryRun === INVALID || file === INVALID ? INVALID : { operation, file, dryRun };
        }
        case 'encrypt-travis-yml': {
            const dryRun = reader.boolean('dry-run');
            const secureEnv = readSecureEnv(reader, dryRun === true);
            const travisYml = workspaceFileInput(reader, 'travis-yml', '.travis.yml');
            if (dryRun === INVALID || secureEnv === INVALID || travisYml === INVALID)
                return INVALID;
            return { operation, secureEnv, travisYml, dryRun };
        }
    }
    return INVALID;
}
function readEncryptValue(reader) {
    const value = reader.raw('value');
    reader.mask(value);
    const name = reader.raw('name');
    if (reader.tooLong('value', value, SECURE_VALUE_LIMIT, VALUE_REASON))
        return INVALID;
    if (value === '') {
        return reader.fail("encrypt-value needs 'value', the secret to encrypt (pass it from a secret: value: ${{ secrets.DEPLOY_TOKEN }}).");
    }
    if (name !== '' && !(0,env_and_crons/* isEnvName */.Xc)(name)) {
        return reader.fail(`Input 'name' must be a variable name, ${NAME_FORM}; got ${quoted(name)}.`);
    }
    warnIfWeak(reader, "Input 'value'", value);
    return { operation: 'encrypt-value', value, name: name === '' ? null : name };
}
function readFile(reader) {
    const given = reader.text('file', PATH_LIMIT, PATH_LIMIT_REASON);
    if (given === INVALID)
        return INVALID;
    if (given === '') {
        return reader.fail("encrypt-file needs 'file', the file to encrypt, relative to the workspace (e.g. deploy_key).");
    }
    const file = workspaceFileInput(reader, 'file', 'deploy_key');
    if (file === INVALID)
        return INVALID;
    if (CUT_BY_YAML.test((0,external_node_path_.relative)(file.workspace, file.path))) {
        return reader.fail(`Input 'file' names a file whose decrypt-command would be cut short in .travis.yml: ${quoted(given)}. ` +
            "A path may hold any characters but ' #' and ': ' (YAML reads a comment and a key there), tabs and other control characters; rename the file.");
    }
    let facts;
    try {
        facts = reader.source.stat(file.path);
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        return reader.fail(`Input 'file' names a file that cannot be read: ${quoted(given)} (${code}). Write or check out the file first; give its path from the workspace's root.`);
    }
    if (!facts.regularFile || facts.size > ENCRYPT_FILE_LIMIT) {
        const what = facts.regularFile ? `has ${facts.size} bytes` : 'is not a regular file';
        return reader.fail(`Input 'file' must name a regular file of at most ${ENCRYPT_FILE_LIMIT / 1024 / 1024} MiB; ${quoted(given)} ${what}.`);
    }
    // An empty file is most often one a step wrote from a secret that was empty.
    if (facts.size === 0) {
        return reader.fail(`Input 'file' names an empty file: ${quoted(given)} has 0 bytes, so there is nothing to encrypt. ` +
            'If a step wrote it from a secret, that secret was empty: ' +
            "secrets are empty in workflows triggered from forks, and Dependabot's runs get Dependabot's secrets, not the repository's.");
    }
    return file;
}
/**
 * 'secure-env': NAME → { from-env: VAR }, every name a shell name given once, every value read
 * from the step's environment (not in a dry run) and masked at once; every problem recorded.
 */
function readSecureEnv(reader, dryRun) {
    const text = reader.text('secure-env', SECURE_ENV_LIMIT, 'it is a few lines, one per variable');
    if (text === INVALID)
        return INVALID;
    if (text === '') {
        return reader.fail(`encrypt-travis-yml needs 'secure-env', ${SECURE_ENV_FORM}.`);
    }
    const { isMap } = yaml();
    const parsed = parseInputYaml(text);
    if (parsed === 'too deep') {
        return reader.fail(`Input 'secure-env' nests lists or mappings too deeply (the YAML parser ran out of stack); it must be ${SECURE_ENV_FORM}.`);
    }
    const { doc, lineAt } = parsed;
    const syntax = doc.errors[0];
    if (syntax !== undefined) {
        return reader.fail(`Input 'secure-env' is not valid YAML: ${syntax.message} (line ${lineAt(syntax.pos[0])}).`);
    }
    const contents = doc.contents;
    if (!isMap(contents) || contents.items.length === 0) {
        return reader.fail(`Input 'secure-env' must be ${SECURE_ENV_FORM}.`);
    }
    const before = reader.problems.length;
    const entries = [];
    for (const { key, value } of contents.items) {
        const line = lineAt(key.range?.[0] ?? 0);
        const name = scalarText(key);
        if (name === null || !(0,env_and_crons/* isEnvName */.Xc)(name)) {
            reader.fail(`Input 'secure-env': ${name === null ? 'a key' : quoted(name)} (line ${line}) is no variable name: ${NAME_FORM}.`);
            continue;
        }
        const where = `Input 'secure-env' '${name}' (line ${line})`;
        const fields = isMap(value)
            ? entryFields(value.items, ['from-env'], 'give { from-env: VAR }')
            : 'is not { from-env: VAR }: a value is never written in the workflow, it comes from a secret.';
        const fromEnv = typeof fields === 'string' ? null : scalarText(fields.get('from-env'));
        if (typeof fields === 'string' || fromEnv === null || !(0,env_and_crons/* isEnvName */.Xc)(fromEnv)) {
            reader.fail(`${where} ${typeof fields === 'string' ? fields : `needs from-env: the step's environment variable holding the value (${NAME_FORM}).`}`);
            continue;
        }
        entries.push({ name, fromEnv, value: dryRun ? null : readValue(reader, where, fromEnv), line });
    }
    return reader.problems.length > before ? INVALID : entries;
}
function readValue(reader, where, fromEnv) {
    const value = reader.source.environment(fromEnv);
    if (value === undefined || value === '') {
        reader.fail(`${where} takes its value from the step's environment variable ${fromEnv}, which is ${value === undefined ? 'not set' : 'empty'}; ` +
            `add it to the step's env: (e.g. ${fromEnv}: \${{ secrets.${fromEnv} }}); secrets are empty in workflows triggered from forks.`);
        return null;
    }
    reader.mask(value);
    warnIfWeak(reader, where, value);
    if (Buffer.byteLength(value, 'utf8') > SECURE_VALUE_LIMIT) {
        reader.fail(`${where} has a value over ${SECURE_VALUE_LIMIT / 1024} KiB (${VALUE_REASON}).`);
    }
    return value;
}

// EXTERNAL MODULE: ./src/model/repository-settings.ts
var repository_settings = __nccwpck_require__(5647);
;// CONCATENATED MODULE: ./src/inputs/settings.ts
// Inputs of the single settings: 'setting' with 'value' or 'expect' (get-setting, set-setting);
// list-settings takes only 'include'. Settings as code reads its own (settings-as-code.ts).



function readSettingsInputs(reader, operation, include) {
    switch (operation) {
        case 'list-settings':
            return { operation, include };
        case 'get-setting':
            return readSettingCheck(reader, include);
        case 'set-setting':
            return readSettingChange(reader);
    }
}
function readSettingCheck(reader, include) {
    const setting = readSettingName(reader, 'get-setting');
    const expect = setting === INVALID ? INVALID : readSettingValue(reader, 'expect', setting, false);
    const failOnMismatch = reader.boolean('fail-on-mismatch');
    if (failOnMismatch === true && expect === null) {
        reader.warn("Input 'fail-on-mismatch' has no effect without 'expect'.");
    }
    if (setting === INVALID || expect === INVALID || failOnMismatch === INVALID)
        return INVALID;
    return { operation: 'get-setting', include, setting, expect, failOnMismatch };
}
function readSettingChange(reader) {
    const setting = readSettingName(reader, 'set-setting');
    const value = setting === INVALID ? INVALID : readSettingValue(reader, 'value', setting, true);
    const dryRun = reader.boolean('dry-run');
    if (setting === INVALID || value === INVALID || value === null || dryRun === INVALID) {
        return INVALID;
    }
    return { operation: 'set-setting', setting, value, dryRun };
}
function readSettingName(reader, operation) {
    const value = reader.raw('setting');
    if (repository_settings/* SETTING_NAME */.dt.test(value))
        return value;
    const known = repository_settings/* KNOWN_SETTING_NAMES */.Q5.join(', ');
    return reader.fail(value === ''
        ? `Input 'setting' is required for ${operation}: a setting name such as ${known}.`
        : `Input 'setting' must be a setting name (lower case letters, digits and _, at most 100) such as ${known}, ` +
            `got ${quoted(value)}.${didYouMean(value, repository_settings/* KNOWN_SETTING_NAMES */.Q5)}`);
}
/** `true`/`false` or a whole number; checked against the setting's type when it is known. */
function readSettingValue(reader, name, setting, required) {
    const value = reader.raw(name);
    if (value === '') {
        return required
            ? reader.fail(`Input '${name}' is required: true, false or a whole number.`)
            : null;
    }
    const type = (0,repository_settings/* knownSettingType */.mU)(setting);
    if (type !== undefined) {
        return ((0,repository_settings/* parseSettingValue */.jl)(value, type) ??
            reader.fail(`Input '${name}' for the ${type} setting '${setting}' must be ${(0,repository_settings/* allowedValuesOf */.aM)(type)}, got ${quoted(value)}.`));
    }
    return ((0,repository_settings/* parseSettingValue */.jl)(value, 'boolean') ??
        (0,repository_settings/* parseSettingValue */.jl)(value, 'integer') ??
        reader.fail(`Input '${name}' must be true, false or a whole number, got ${quoted(value)}.`));
}

;// CONCATENATED MODULE: ./src/inputs/desired-env.ts




const ENTRY_KEYS = ['value', 'from-env', 'public', 'branch'];
const ENTRY_FORM = '{ value: …, public: true } or { from-env: NAME } (with branch: … for one branch)';
function readEnvSection(items, lineAt, problems, source) {
    const { isSeq } = yaml();
    const variables = [];
    const firstLine = new Map();
    for (const { key, value } of items) {
        const line = lineAt(key.range[0]);
        const name = scalarText(key);
        if (name === null || !(0,env_and_crons/* isEnvName */.Xc)(name)) {
            const shown = name === null ? 'a key' : quoted(name);
            problems.push(`${source} env: ${shown} (line ${line}) is no variable name: ` +
                `letters, digits and _, not starting with a digit (a shell name, e.g. DEPLOY_TOKEN), at most ${env_and_crons/* ENV_NAME_LIMIT */.ml}.`);
            continue;
        }
        const entries = isSeq(value) ? value.items : [value];
        if (entries.length === 0) {
            problems.push(`${source} env: '${name}' (line ${line}) has an empty list; give ${ENTRY_FORM}.`);
        }
        for (const entry of entries) {
            const entryLine = entry === null ? line : lineAt(entry.range[0]);
            const read = readEntry(entry);
            if (typeof read === 'string') {
                problems.push(`${source} env: '${name}' (line ${entryLine}) ${read}`);
                continue;
            }
            const where = `'${name}'${read.branch === null ? '' : ` on branch '${read.branch}'`}`;
            const pair = `${name}\u0000${read.branch ?? ''}\u0000${read.branch === null}`;
            const seen = firstLine.get(pair);
            if (seen !== undefined) {
                problems.push(`${source} env: names ${where} twice (lines ${seen} and ${entryLine}).`);
                continue;
            }
            firstLine.set(pair, entryLine);
            variables.push({ name, ...read, line: entryLine });
        }
    }
    return variables;
}
/** The entry, or the rest of a sentence saying why it is refused (never showing a value). */
function readEntry(node) {
    const { isMap, isScalar } = yaml();
    if (!isMap(node)) {
        return isScalar(node) && node.value !== null
            ? `is a bare value; write ${ENTRY_FORM}, so that it is clear whether it is public.`
            : `has no entry; give ${ENTRY_FORM}.`;
    }
    const fields = entryFields(node.items, ENTRY_KEYS, `an entry takes ${ENTRY_KEYS.join(', ')}`);
    if (typeof fields === 'string')
        return fields;
    const isPublic = fields.has('public') ? plainBoolean(fields.get('public') ?? null) : false;
    if (isPublic === null)
        return 'has public that is not true or false.';
    const branch = fields.has('branch') ? scalarText(fields.get('branch')) : null;
    if (fields.has('branch')) {
        const bad = branch === null ? 'is empty or not text' : (0,env_and_crons/* branchNameProblem */.hq)(branch);
        if (bad !== null)
            return `has a branch that ${bad}.`;
    }
    if (fields.has('value') && fields.has('from-env')) {
        return 'has both value and from-env; give one.';
    }
    if (fields.has('from-env')) {
        const fromEnv = scalarText(fields.get('from-env'));
        if (fromEnv === null || !env_and_crons/* ENV_NAME */.G1.test(fromEnv)) {
            return 'has from-env that is not the name of an environment variable of the step.';
        }
        return { branch, public: isPublic, value: null, fromEnv };
    }
    if (!fields.has('value'))
        return `has no value; give value: … or from-env: NAME.`;
    const value = scalarText(fields.get('value'));
    if (value === null) {
        return "has a value that is empty, a list, a mapping or tagged; write value: '' for an empty one.";
    }
    return { branch, public: isPublic, value, fromEnv: null };
}

;// CONCATENATED MODULE: ./src/inputs/desired-sections.ts






const SECTIONS = ['settings', 'env', 'crons'];
const CRON_KEYS = ['interval', 'dont-run-if-recent-build-exists'];
/** Whether a top-level key names a section: then every top-level key must. */
function isSectioned(contents) {
    return contents.items.some(({ key }) => SECTIONS.some((name) => name === scalarText(key)));
}
function readSections(contents, lineAt, readSettingItems, source) {
    const problems = [];
    let settings = [];
    const sections = { env: null, crons: null };
    const firstLine = new Map();
    for (const { key, value } of contents.items) {
        const line = lineAt(key.range[0]);
        const name = scalarText(key);
        if (name !== 'settings' && name !== 'env' && name !== 'crons') {
            const [shown, hint] = name === null ? ['a key', ''] : [quoted(name), didYouMean(name, SECTIONS)];
            problems.push(`${source} has ${shown} on line ${line} beside its sections: ` +
                `with settings:, env: or crons:, every setting goes under settings:.${hint}`);
            continue;
        }
        // The parser keeps both: a second env: would silently replace the first, and prune would
        // then delete what the first one names.
        const seen = firstLine.get(name);
        if (seen !== undefined) {
            problems.push(`${source} has '${name}:' twice (lines ${seen} and ${line}); give each section once.`);
            continue;
        }
        firstLine.set(name, line);
        const items = sectionItems(name, value, line, problems, source);
        if (items === null)
            continue;
        if (name === 'settings') {
            const read = readSettingItems(items, lineAt, source);
            settings = read.settings;
            problems.push(...read.problems);
        }
        else if (name === 'env') {
            sections.env = readEnvSection(items, lineAt, problems, source);
        }
        else {
            sections.crons = readCronSection(items, lineAt, problems, source);
        }
    }
    return { settings, sections, problems };
}
/** A section's entries; null (and a problem) when it is not a mapping. */
function sectionItems(name, node, line, problems, source) {
    const { isMap, isScalar } = yaml();
    if (isMap(node))
        return node.items;
    const empty = node === null || (isScalar(node) && node.value === null);
    problems.push(empty
        ? `${source} has an empty '${name}:' (line ${line}); write '${name}: {}' to declare that there are none.`
        : `${source} has '${name}:' (line ${line}) that is not a mapping; see the README for its form.`);
    return null;
}
/**
 * `crons:` — branch → `daily|weekly|monthly`, or `{ interval, dont-run-if-recent-build-exists }`
 * (false unless given). One cron per branch, as the server keeps them.
 */
function readCronSection(items, lineAt, problems, source) {
    const crons = [];
    const firstLine = new Map();
    for (const { key, value } of items) {
        const line = lineAt(key.range[0]);
        const branch = scalarText(key);
        const bad = branch === null ? 'is no branch name' : (0,env_and_crons/* branchNameProblem */.hq)(branch);
        if (branch === null || bad !== null) {
            problems.push(`${source} crons: ${branch === null ? 'a key' : quoted(branch)} (line ${line}) ${bad ?? ''}; a key of crons: is a branch name.`);
            continue;
        }
        const seen = firstLine.get(branch);
        if (seen !== undefined) {
            problems.push(`${source} crons: names branch '${branch}' twice (lines ${seen} and ${line}).`);
            continue;
        }
        firstLine.set(branch, line);
        const read = readCron(value);
        if (typeof read === 'string')
            problems.push(`${source} crons: '${branch}' (line ${line}) ${read}`);
        else
            crons.push({ branch, ...read, line });
    }
    return crons;
}
const INTERVALS_TEXT = 'daily, weekly or monthly';
function readCron(node) {
    const { isMap, isScalar } = yaml();
    if (isScalar(node)) {
        const interval = scalarText(node);
        return interval !== null && (0,env_and_crons/* isCronInterval */.AR)(interval)
            ? { interval, dontRunIfRecentBuildExists: false }
            : `has the interval ${quoted(String(interval ?? ''))}; it takes ${INTERVALS_TEXT}.`;
    }
    if (!isMap(node)) {
        return `must be an interval (${INTERVALS_TEXT}) or { interval: …, dont-run-if-recent-build-exists: true }.`;
    }
    const fields = entryFields(node.items, CRON_KEYS, `a cron takes ${CRON_KEYS.join(' and ')}`);
    if (typeof fields === 'string')
        return fields;
    const interval = scalarText(fields.get('interval') ?? null);
    if (interval === null || !(0,env_and_crons/* isCronInterval */.AR)(interval)) {
        return `needs interval: ${INTERVALS_TEXT}${interval === null ? '' : `, not ${quoted(interval)}`}.`;
    }
    const flag = fields.get('dont-run-if-recent-build-exists') ?? null;
    const dontRun = flag === null ? false : plainBoolean(flag);
    if (dontRun === null)
        return 'has dont-run-if-recent-build-exists that is not true or false.';
    return { interval, dontRunIfRecentBuildExists: dontRun };
}

;// CONCATENATED MODULE: ./src/inputs/desired-settings.ts





const INPUT = "Input 'desired-settings'";
const EXAMPLE = "one 'name: value' per line, e.g. build_pushes: true.";
const TS_TYPE = { boolean: 'boolean', integer: 'number' };
/**
 * Reads the mapping; `settings` is meaningful only when `problems` is empty. `source` starts each
 * problem: the input, and for 'desired-settings-file' the file. The YAML parser recurses into
 * nested lists and mappings and runs out of stack somewhere past a few hundred levels: that is
 * one clear problem, not the parser's RangeError.
 */
function parseDesiredSettings(text, source = INPUT) {
    try {
        return parseMapping(text, source);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return refused(tooDeep(source));
    }
}
function tooDeep(source) {
    return `${source} nests lists or mappings too deeply for a settings file (the YAML parser ran out of stack): ${EXAMPLE}`;
}
function parseMapping(text, source) {
    const { isMap, isScalar } = yaml();
    const parsed = parseInputYaml(text);
    if (parsed === 'too deep')
        return refused(tooDeep(source));
    const { doc, lineAt } = parsed;
    // Duplicates are named below, with both lines; every other parse error ends the reading.
    const syntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    if (syntax !== undefined) {
        return refused(`${source} is not valid YAML: ${syntax.message} (line ${lineAt(syntax.pos[0])}).`);
    }
    const contents = doc.contents;
    if (contents === null || (isScalar(contents) && contents.value === null)) {
        return refused(`${source} has no settings: ${EXAMPLE}`);
    }
    if (!isMap(contents)) {
        return refused(`${source} must be a YAML mapping of setting name to value: ${EXAMPLE}`);
    }
    if (contents.items.length === 0)
        return refused(`${source} is an empty mapping: ${EXAMPLE}`);
    if (isSectioned(contents))
        return readSections(contents, lineAt, readSettingItems, source);
    return { ...readSettingItems(contents.items, lineAt, source), sections: null };
}
function refused(problem) {
    return { settings: [], sections: null, problems: [problem] };
}
/** The settings of a mapping's items (the whole input, or its `settings:` section). */
function readSettingItems(items, lineAt, source) {
    const { isScalar } = yaml();
    const settings = [];
    const problems = [];
    const firstLine = new Map();
    // Every key the parser makes is a node with its place in the text, even an empty one.
    for (const { key, value } of items) {
        const line = lineAt(key.range[0]);
        // YAML read as YAML: "build_pushes" and 'build_pushes' are the key build_pushes; a key the
        // parser reads as another type (true, 1, null) is no name.
        const name = isScalar(key) ? key.value : null;
        if (typeof name !== 'string' || !repository_settings/* SETTING_NAME */.dt.test(name)) {
            const shown = isScalar(key) ? quoted(String(key.value)) : 'a key';
            problems.push(`${source} has ${shown} on line ${line}, which is no setting name (lower case letters, digits and _, at most 100, e.g. build_pushes).`);
            continue;
        }
        const seen = firstLine.get(name);
        if (seen !== undefined) {
            problems.push(`${source} names '${name}' twice (lines ${seen} and ${line}).`);
            continue;
        }
        firstLine.set(name, line);
        const read = desired_settings_readValue(name, value, isScalar);
        if (typeof read === 'string') {
            // `cron:` holding branches is a mistyped section more likely than a setting.
            const section = (0,repository_settings/* knownSettingType */.mU)(name) === undefined ? closest(name, SECTIONS) : null;
            const hint = section === null ? '' : ` Did you mean the section '${section}:'?`;
            problems.push(`${source} sets '${name}' (line ${line}) ${read}${hint}`);
        }
        else
            settings.push({ name, value: read.value });
    }
    return { settings, problems };
}
/** The typed value, or the rest of a sentence saying why it is refused. */
function desired_settings_readValue(name, node, isScalar) {
    const type = (0,repository_settings/* knownSettingType */.mU)(name);
    const allowed = type === undefined
        ? 'a setting takes true, false or a whole number (0 or more)'
        : `the ${type} setting takes ${(0,repository_settings/* allowedValuesOf */.aM)(type)}`;
    // `name:` holds an empty scalar; `{name}` and `? name` hold no node at all.
    if (node === null || (isScalar(node) && node.value === null))
        return `to nothing; ${allowed}.`;
    if (!isScalar(node))
        return `to a list, mapping or alias; ${allowed}.`;
    // The text as written: 4.50 is shown as 4.50.
    const source = node.source;
    if (node.tag !== undefined)
        return `with a YAML tag; tags are not allowed, ${allowed}.`;
    if (node.type !== 'PLAIN')
        return `to the quoted text ${quoted(source)}; ${allowed}, unquoted.`;
    const value = typeof node.value === 'boolean'
        ? node.value
        : typeof node.value === 'number' && /^\d{1,9}$/.test(source)
            ? node.value
            : null;
    if (value === null || (type !== undefined && typeof value !== TS_TYPE[type])) {
        return `to ${quoted(source)}; ${allowed}.`;
    }
    return { value };
}

;// CONCATENATED MODULE: ./src/inputs/env-values.ts


/** A variable's value: a build exports it into a shell; 64 KiB is far beyond any real one. */
const ENV_VALUE_LIMIT = 64 * 1024;
/**
 * Every variable with its value (null for a private one not read, or a public one a dry run
 * found unset); a missing or empty from-env variable that is read, or a value over the limit, is a
 * problem naming the entry, never showing the value.
 */
function resolveEnvValues(reader, variables, reading, source) {
    return variables.map((variable) => {
        const { name, branch, line, fromEnv } = variable;
        const where = `env: '${name}'${branch === null ? '' : ` on branch '${branch}'`} (line ${line})`;
        let value = variable.value;
        if (fromEnv !== null) {
            value =
                reading === 'plan'
                    ? variable.public
                        ? reader.source.environment(fromEnv) || null
                        : null
                    : variable.public || reading === 'all'
                        ? readFromEnv(reader, fromEnv, `${source} ${where}`)
                        : null;
        }
        else if (!variable.public) {
            reader.warn(`${source} ${where} gives a private value inline, so it is in the workflow file for anyone who can read it; ` +
                'pass it from a secret with from-env instead.');
        }
        if (!variable.public && value !== null)
            reader.mask(value);
        if (!variable.public && value !== null)
            warnIfWeak(reader, `${source} ${where}`, value);
        if (value !== null && Buffer.byteLength(value, 'utf8') > ENV_VALUE_LIMIT) {
            reader.fail(`${source} ${where} has a value over ${(0,runtime_text/* grouped */.zD)(ENV_VALUE_LIMIT)} bytes.`);
        }
        return { name, branch, public: variable.public, value, fromEnv, line };
    });
}
function readFromEnv(reader, fromEnv, where) {
    const value = reader.source.environment(fromEnv);
    if (value === undefined || value === '') {
        const state = value === undefined ? 'not set' : 'empty';
        reader.fail(`${where} takes its value from the step's environment variable ${fromEnv}, which is ${state}; ` +
            `add it to the step's env: (e.g. ${fromEnv}: \${{ secrets.${fromEnv} }}); ` +
            'secrets are empty in workflows triggered from forks.');
        return null;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/inputs/export-file.ts


function readExportInputs(reader) {
    const given = reader.text('export-file', PATH_LIMIT, PATH_LIMIT_REASON);
    if (given === INVALID)
        return INVALID;
    if (given === '')
        return { operation: 'export-settings', exportFile: null };
    const file = workspacePathOf(reader, 'export-file', given, {
        what: 'a file',
        example: '.travis-settings.yml'
    });
    if (file === INVALID)
        return INVALID;
    let regularFile = true;
    try {
        regularFile = reader.source.stat(file.path).regularFile;
    }
    catch {
        // No such file yet: it is created.
    }
    if (!regularFile) {
        return reader.fail(`Input 'export-file' names something that is not a regular file: ${quoted(given)}; give the path of a file to write, e.g. .travis-settings.yml.`);
    }
    return { operation: 'export-settings', exportFile: file };
}

;// CONCATENATED MODULE: ./src/inputs/settings-as-code.ts






function readSettingsAsCodeInputs(reader, operation) {
    switch (operation) {
        case 'check-settings':
        case 'apply-settings':
            return readSettingsAsCode(reader, operation);
        case 'list-env-vars':
        case 'list-crons':
            return { operation };
        case 'export-settings':
            return readExportInputs(reader);
    }
}
const DESIRED_REASON = 'a settings file is a few lines';
/**
 * The inputs of check-settings (with 'fail-on-mismatch') or apply-settings (with 'dry-run',
 * 'rewrite-private-env', 'max-deletions'); both take 'prune'.
 */
function readSettingsAsCode(reader, operation) {
    // A dry run plans without the private values: a pull request can plan without the secrets.
    const dryRun = operation === 'apply-settings' ? reader.boolean('dry-run') : false;
    const desired = readDesiredSettings(reader, operation, operation === 'check-settings' ? 'public' : dryRun === false ? 'all' : 'plan');
    const prune = reader.boolean('prune');
    if (desired !== INVALID && desired.env === null && desired.crons === null && prune === true) {
        reader.warn("Input 'prune' has no effect without an env: or crons: section in 'desired-settings'.");
    }
    const planComment = readPlanComment(reader, operation, dryRun);
    if (operation === 'check-settings') {
        const failOnMismatch = reader.boolean('fail-on-mismatch');
        if (desired === INVALID ||
            prune === INVALID ||
            failOnMismatch === INVALID ||
            planComment === INVALID) {
            return INVALID;
        }
        return { operation, desired, prune, failOnMismatch, planComment };
    }
    const rewritePrivateEnv = reader.boolean('rewrite-private-env');
    const maxDeletions = reader.integer('max-deletions', 0, 1_000_000);
    if (desired === INVALID ||
        prune === INVALID ||
        dryRun === INVALID ||
        rewritePrivateEnv === INVALID ||
        maxDeletions === INVALID ||
        planComment === INVALID) {
        return INVALID;
    }
    return { operation, desired, prune, dryRun, rewritePrivateEnv, maxDeletions, planComment };
}
/**
 * The desired state for `operation`, from 'desired-settings' or the file 'desired-settings-file'
 * names (exactly one of them), bounded, every problem recorded; the `env:` values resolved
 * (a real apply-settings reads private ones; check-settings and a dry run only public ones). A
 * flat mapping is the settings section alone; a section the input has not is null.
 */
function readDesiredSettings(reader, operation, reading) {
    const inline = reader.text('desired-settings', repository_settings/* DESIRED_SETTINGS_LIMIT */.$8, DESIRED_REASON);
    const path = reader.text('desired-settings-file', PATH_LIMIT, PATH_LIMIT_REASON);
    if (inline === INVALID || path === INVALID)
        return INVALID;
    if (inline !== '' && path !== '') {
        return reader.fail("Inputs 'desired-settings' and 'desired-settings-file' are both set; give only one.");
    }
    if (inline === '' && path === '') {
        return reader.fail(`${operation} needs 'desired-settings' (the settings, one 'name: value' per line, e.g. build_pushes: true) ` +
            "or 'desired-settings-file' (a YAML file in the workspace holding them, e.g. .travis-settings.yml).");
    }
    const text = path === ''
        ? inline
        : readInputFile(reader, 'desired-settings-file', path, {
            bytes: repository_settings/* DESIRED_SETTINGS_LIMIT */.$8,
            reason: DESIRED_REASON,
            textInput: 'desired-settings',
            // A committed file is in the workspace only after a checkout.
            missing: 'The workspace holds no such file: check out the repository first (uses: actions/checkout) and give the path from its root.'
        });
    if (text === INVALID)
        return INVALID;
    const source = path === '' ? INPUT : `Input 'desired-settings-file' (${quoted(path)})`;
    const { settings, sections, problems } = parseDesiredSettings(text, source);
    for (const problem of problems)
        reader.fail(problem);
    const before = reader.problems.length;
    // The entries that read well are resolved too, so every problem is reported at once.
    const env = sections === null || sections.env === null
        ? null
        : resolveEnvValues(reader, sections.env, reading, source);
    if (problems.length > 0 || reader.problems.length > before)
        return INVALID;
    return {
        settings: settings.length === 0 ? null : settings,
        env,
        crons: sections === null ? null : sections.crons
    };
}
/**
 * 'comment-on-pull-request' of a run whose other inputs failed, read again on their own: the plan's
 * comment when it applies and its inputs are good (it then says why there is no plan), else null.
 */
function planCommentOf(source, operation) {
    if (operation !== 'check-settings' && operation !== 'apply-settings')
        return null;
    // A reader of its own: the problems and warnings are the first reading's already.
    const reader = new InputReader(source);
    const dryRun = operation === 'apply-settings' ? reader.boolean('dry-run') : false;
    const comment = readPlanComment(reader, operation, dryRun);
    return comment === INVALID ? null : comment;
}
/**
 * 'comment-on-pull-request': the plan of check-settings, or of apply-settings with dry-run, also
 * written to the pull request (github/plan-comment.ts), with 'github-token' allowed to write it:
 * the token, or null when no comment is wanted.
 */
function readPlanComment(reader, operation, dryRun) {
    const wanted = reader.boolean('comment-on-pull-request');
    const token = reader.token('github-token', false);
    if (wanted === INVALID || token === INVALID || dryRun === INVALID)
        return INVALID;
    if (!wanted) {
        if (token !== '') {
            reader.warn(`Input 'github-token' is used by ${operation} only with 'comment-on-pull-request: true'.`);
        }
        return null;
    }
    if (operation === 'apply-settings' && !dryRun) {
        reader.warn("Input 'comment-on-pull-request' is used by apply-settings only with 'dry-run: true' (a plan); no comment is written.");
        return null;
    }
    if (token === '') {
        return reader.fail("Input 'comment-on-pull-request' needs 'github-token' allowed to write pull requests, " +
            'e.g. github-token: ${{ github.token }} with permissions: pull-requests: write.');
    }
    return { githubToken: token };
}

;// CONCATENATED MODULE: ./src/inputs/travis-yml-check.ts



const PREVIEW_MODES = ['auto', 'true', 'false'];
const FAIL_ON = ['error', 'warn', 'never'];
function readTravisYmlCheckInputs(reader) {
    const fields = complete({
        travisYml: workspaceFileInput(reader, 'travis-yml', '.travis.yml'),
        baseTravisYml: reader.raw('base-travis-yml') === ''
            ? null
            : workspaceFileInput(reader, 'base-travis-yml', 'base/.travis.yml'),
        preview: reader.choice('preview', PREVIEW_MODES),
        failOn: reader.choice('fail-on', FAIL_ON),
        branch: readBranch(reader)
    });
    if (fields === INVALID)
        return INVALID;
    const { preview, baseTravisYml, branch } = fields;
    const tokenGiven = reader.raw('travis-token') !== '';
    if (preview === 'true' && !tokenGiven) {
        return reader.fail("Input 'preview' is true, which needs 'travis-token' (a token that may start builds on the repository); " +
            'it was empty. Lint needs no token: set preview: auto to preview only where the secret is there (not on forks).');
    }
    if (baseTravisYml !== null && preview === 'false') {
        return reader.fail("Input 'base-travis-yml' compares the jobs of both files, which needs the preview; 'preview' is false. " +
            "Set preview: auto or true, or leave 'base-travis-yml' empty.");
    }
    return {
        operation: 'check-travis-yml',
        ...fields,
        branch: branch !== '' ? branch : eventBranch(reader),
        event: eventType(reader),
        anonymous: !tokenGiven
    };
}
/**
 * The branch a build of this event would have on Travis CI: a pull request's target branch
 * (Travis CI's `branch` of a pull request build), a pushed branch; null for anything else (a tag,
 * a manual run on no branch), where travis-api takes the repository's default branch.
 */
function eventBranch(reader) {
    const env = (name) => reader.source.environment(name) ?? '';
    const base = env('GITHUB_BASE_REF');
    if (base !== '')
        return base;
    const ref = env('GITHUB_REF');
    return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}
/** Travis CI's build type of the workflow's event: a pull request or a push; null for others. */
function eventType(reader) {
    const name = reader.source.environment('GITHUB_EVENT_NAME') ?? '';
    if (name === 'pull_request' || name === 'pull_request_target')
        return 'pull_request';
    return name === 'push' ? 'push' : null;
}

;// CONCATENATED MODULE: ./src/inputs/undeclared.ts
// Inputs that are not inputs. The runner passes every `with:` key of a step as INPUT_<NAME>,
// declared in action.yml or not, and only warns about the undeclared ones in a line that is easy
// to miss: a misspelled guard ('max-deletion') would let a delete through. So an unknown name
// fails a write before any request and is a warning for a read. Never shown: its value, which
// may be a secret given under the wrong name.


const PREFIX = 'INPUT_';
/** A name as long as this is no typo of an input; it is shown cut. */
const SHOWN_NAME = 60;
const DECLARED = new Map(INPUT_NAMES.map((name) => [inputVariable(name), name]));
/** Records each INPUT_* variable that names no input of action.yml: a problem for a write, else a warning. */
function checkUndeclaredInputs(reader, operation) {
    const write = WRITE_OPERATIONS.includes(operation);
    for (const variable of reader.source.inputVariables()) {
        if (!variable.startsWith(PREFIX) || DECLARED.has(variable))
            continue;
        // The runner upper-cased what the workflow wrote; inputs are written in lower case.
        const written = variable.slice(PREFIX.length).toLowerCase();
        const name = written.length > SHOWN_NAME ? `${written.slice(0, SHOWN_NAME)}…` : written;
        const near = closest(written, INPUT_NAMES);
        const ending = near === null ? '.' : `; did you mean '${near}'?`;
        const caseHint = miscased(variable);
        if (write) {
            const unknown = caseHint ?? `Input '${name}' is not an input of this action${ending}`;
            reader.fail(`${unknown} ${operation} changes Travis CI, so it does not run with an input it does not know ` +
                '(a misspelled guard must never let a write through).');
        }
        else {
            reader.warn(caseHint === null
                ? `Input '${name}' is not an input of this action and was ignored${ending}`
                : `${caseHint} It was ignored.`);
        }
    }
}
/**
 * A declared input's variable in another case (`INPUT_dry-run`): set by hand in the step's env:,
 * where nothing reads it, as the runner passes a with: key upper-cased. Null for any other name.
 */
function miscased(variable) {
    const input = DECLARED.get(variable.toUpperCase());
    if (input === undefined)
        return null;
    return (`Variable '${variable}' is not read: the runner passes input '${input}' as ` +
        `${inputVariable(input)} (upper case), from a with: key.`);
}

;// CONCATENATED MODULE: ./src/inputs/index.ts
// The one place that reads inputs. Every value is checked here, so a bad input fails the step
// with a message naming the input, the value and what is allowed, before any request is sent.



















/** Bad input: the message says which input, what it got, and what is allowed. */
class InputError extends Error {
    problems;
    operation;
    label;
    warnings;
    planComment;
    /** How many inputs need fixing (several problems may be about one input). */
    inputCount;
    constructor(problems, 
    /**
     * The operation, and what it works on (the repository, or the owner for list-repositories),
     * when those inputs themselves were valid.
     */
    operation, label, warnings = [], 
    /** The plan's comment, when its inputs and the connection's read well: it then says why there is no plan. */
    planComment) {
        super(problems.join(' '));
        this.problems = problems;
        this.operation = operation;
        this.label = label;
        this.warnings = warnings;
        this.planComment = planComment;
        this.name = 'InputError';
        this.inputCount = inputsNamed(problems);
    }
}
const runnerInputs = {
    get: (name) => getInput(name),
    mask: (secret) => {
        if ((0,mask/* rememberSecret */.Gz)(secret))
            setSecret(secret);
    },
    stat: (path) => {
        const stats = (0,external_node_fs_.statSync)(path);
        return { regularFile: stats.isFile(), size: stats.size };
    },
    readFile: readBounded,
    workflowRepository: () => process.env.GITHUB_REPOSITORY ?? '',
    inputVariables: () => Object.keys(process.env).filter((name) => name.startsWith('INPUT_')),
    environment: (name) => process.env[name]
};
/**
 * Loads what reading the inputs needs beyond the bundle's start: the YAML parser, whenever
 * 'desired-settings' holds text or 'desired-settings-file' names a file (the settings it reads),
 * or 'config' holds a build config (trigger-build).
 * Call it before readInputs().
 */
async function loadInputParsers(source = runnerInputs) {
    const yamlInputs = ['desired-settings', 'desired-settings-file', 'config', 'secure-env'];
    if (yamlInputs.some((name) => source.get(name).trim() !== ''))
        await loadYaml();
}
/** Inputs that hold secrets (a key file's text is masked as it is read, key-pair.ts). */
const SECRET_INPUTS = ['travis-token', 'github-token', 'private-key', 'passphrase'];
function readInputs(source = runnerInputs) {
    const reader = new InputReader(source);
    // Masked whichever operation runs: a secret given where it does not apply is a secret still.
    for (const name of SECRET_INPUTS)
        reader.mask(reader.raw(name));
    const operation = readOperation(reader);
    const { connection, repo } = readConnection(reader, operation);
    const repoLabel = repo === INVALID ? undefined : (0,repository/* describeRepo */._)(repo);
    if (operation !== INVALID)
        checkUndeclaredInputs(reader, operation);
    if (operation === INVALID) {
        throw new InputError(reader.problems, undefined, repoLabel, reader.warnings);
    }
    const label = OWNER_OPERATIONS.includes(operation)
        ? (ownerOf(reader.raw('owner'), repo) ?? undefined)
        : repoLabel;
    const inputs = readOperationInputs(reader, operation, repo);
    if (connection === INVALID ||
        inputs === INVALID ||
        label === undefined ||
        reader.problems.length > 0) {
        // The plan's comment says why there is no plan, given its inputs, the repository and the
        // connection (its timeout and retries) read well.
        const comment = label === undefined ? null : planCommentOf(source, operation);
        const target = comment !== null && connection !== INVALID ? { ...comment, connection } : undefined;
        throw new InputError(reader.problems, operation, label, reader.warnings, target);
    }
    return {
        connection,
        operation: inputs,
        label,
        warnings: reader.warnings,
        notices: reader.notices
    };
}
// The inputs of each operation: 'include' (shared by the reads), then the inputs of the operation's
// area, read by the input file of that area.
const INCLUDE_ITEM = /^[a-z_]+\.@?[a-z_]+$/;
function readOperationInputs(reader, operation, repo) {
    // A bad 'include' still lets the other inputs be checked, so every problem is reported at once.
    const include = readInclude(reader, operation);
    const inputs = readInputsOf(reader, operation, repo, include === INVALID ? [] : include);
    return include === INVALID ? INVALID : inputs;
}
function readInputsOf(reader, operation, repo, include) {
    switch (operation) {
        case 'find-key-pair':
        case 'create-key-pair':
        case 'update-key-pair':
        case 'set-key-pair':
        case 'delete-key-pair':
        case 'rotate-key-pair':
            return readKeyPairInputs(reader, operation, repo, include);
        case 'list-caches':
        case 'delete-caches':
            return readCacheInputs(reader, operation, repo, include);
        case 'list-settings':
        case 'get-setting':
        case 'set-setting':
            return readSettingsInputs(reader, operation, include);
        case 'check-settings':
        case 'apply-settings':
        case 'list-env-vars':
        case 'list-crons':
        case 'export-settings':
            return readSettingsAsCodeInputs(reader, operation);
        case 'list-branches':
        case 'list-repositories':
            return readListingInputs(reader, operation, repo, include);
        case 'list-builds':
        case 'trigger-build':
        case 'wait-for-build':
        case 'restart-build':
        case 'cancel-build':
            return readBuildInputs(reader, operation, include);
        case 'encrypt-value':
        case 'encrypt-file':
        case 'encrypt-travis-yml':
            return readSecureValueInputs(reader, operation);
        case 'check-travis-yml':
            return readTravisYmlCheckInputs(reader);
    }
}
function readInclude(reader, operation) {
    if (!inputApplies('include', operation))
        return [];
    if (reader.tooLong('include', reader.raw('include'), QUERY_LIMIT, QUERY_REASON))
        return INVALID;
    const items = reader.list('include');
    const bad = items.filter((item) => !INCLUDE_ITEM.test(item));
    for (const item of bad) {
        reader.fail(`Input 'include' must list attributes as type.field (e.g. branch.recent_builds), got ${quoted(item)}.`);
    }
    return bad.length === 0 ? items : INVALID;
}

;// CONCATENATED MODULE: ./src/runtime/runner.ts


/**
 * A line of untrusted text as printed between `::stop-commands::` and its end token: every secret
 * replaced by ***, bidi controls written out, and a line starting with `##[` (the log viewer's
 * markup: `##[group]`, `##[error]`…) shifted by a space so it reads as text.
 */
function untrustedLine(line) {
    // After a carriage return too: the runner starts a new line there.
    return (0,mask/* escapeBidi */.s5)((0,mask/* redactSecrets */.fp)(line)).replace(/(^|\r)([^\S\r]*)##\[/g, '$1$2 ##[');
}
/** Longest failure line, warning or notice (an annotation). */
const ANNOTATION_LIMIT = 1000;
/** Longest plain log line. */
const LINE_LIMIT = 4000;
// Line breaks (the runner splits at CR and LF alike), the other control characters (C0, DEL,
// C1) and the Unicode line separators; a tab stays.
const CONTROL = /(?!\t)\p{Cc}|[\u2028\u2029]/gu;
/**
 * The one line a log message becomes, whatever text went into it (inputs, server answers): every
 * secret the action knows is replaced by *** (mask.ts), before anything else changes the text;
 * line breaks and other control characters are shown escaped (`\n`, `\r`, `\u001b`), so nothing
 * starts a new line, and so are the bidi controls (`\u202e`), so nothing reads reordered; a `::`
 * that would start a workflow command and the old `##[` marker are broken up (`: :`, `# #[`);
 * and a line longer than `limit` is cut at a word boundary, so that a secret the action does not
 * know (the runner masks each as a whole word; tokens hold no space) never leaves a fragment.
 */
function logLine(text, limit = LINE_LIMIT) {
    const line = (0,mask/* escapeBidi */.s5)((0,mask/* redactSecrets */.fp)(text))
        .replace(CONTROL, escapeControl)
        .replace(/##\[/g, '# #[')
        .replace(/^(\s*)::/, '$1: :');
    return (0,runtime_text/* cutAtWord */.QI)(line, limit);
}
function escapeControl(character) {
    if (character === '\n')
        return '\\n';
    if (character === '\r')
        return '\\r';
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __nccwpck_require__(9110);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __nccwpck_require__(7541);
// EXTERNAL MODULE: ./src/lib/concurrency.ts
var concurrency = __nccwpck_require__(3716);
// EXTERNAL MODULE: ./src/travis/paths.ts
var paths = __nccwpck_require__(2657);
// EXTERNAL MODULE: ./src/travis/shapes.ts
var shapes = __nccwpck_require__(5159);
;// CONCATENATED MODULE: ./src/travis/resources/caches.ts


const caches_CACHES = (0,shapes/* shape */.cW)('a cache list', 'caches: a list of {name, branch, size, last_modified}', (0,shapes/* object */.Ik)({
    caches: (0,shapes/* arrayOf */.jk)((0,shapes/* object */.Ik)({ name: shapes/* text */.Qq, branch: shapes/* text */.Qq, size: shapes/* count */.U9, last_modified: shapes/* text */.Qq }))
}));
function cachesPath(client) {
    return `${client.repositoryPath}/caches`;
}
function query({ branch, match, include = [] }) {
    return {
        branch,
        match: match === '' ? undefined : match,
        include: (0,paths/* includeParameter */.O3)(include)
    };
}
async function requestCachesGet(client, filters) {
    const options = { query: query(filters) };
    return (await client.get(cachesPath(client), caches_CACHES, options)).caches;
}
/**
 * The caches the DELETE deleted, as it answered; `attempted` is told the number of each attempt,
 * so the caller can tell an answer to a repeated request.
 */
async function requestCachesDelete(client, filters, attempted) {
    const options = { query: query(filters), retried: true, attempted };
    return (await client.send('DELETE', cachesPath(client), caches_CACHES, options)).caches;
}

// EXTERNAL MODULE: ./src/lib/days.ts
var days = __nccwpck_require__(232);
;// CONCATENATED MODULE: ./src/operations/caches/selection.ts
// Pure: where each listed cache is stored, and which of them the selectors keep.
// Placement: the server shows only the last path segment of a cache's group
// (model/cache-groups.ts), so the group (branch or `PR.<n>`) comes from what the action asked for,
// or from the repository's branch list. Selection: every selector given must hold.


function toListedCache(record) {
    return {
        name: record.name,
        segment: record.branch,
        size: record.size,
        last_modified: record.last_modified
    };
}
/** A listed cache placed nowhere: where it is stored cannot be told. */
function unplacedCache(cache) {
    return { ...cache, group: null, possibleGroups: [] };
}
/** Two listings show the same cache when all its listed fields agree. */
function identityOf(cache) {
    return JSON.stringify([cache.segment, cache.name, cache.size, cache.last_modified]);
}
/**
 * Splits what `branch=<group>` listed. A cache whose segment is not the group's last segment is
 * nested. One whose segment is the group's may still be nested, when a known branch
 * `<group>/…/<same last segment>` exists (`branchNames`) or when its name appears twice.
 */
function splitGroupListing(group, listed, branchNames) {
    const segment = lastSegment(group);
    const shadows = branchNames.filter((name) => name.startsWith(`${group}/`) && lastSegment(name) === segment);
    const ownNames = listed.filter((c) => c.segment === segment).map((c) => c.name);
    const result = { own: [], nested: [], uncertain: [] };
    for (const cache of listed) {
        if (cache.segment !== segment) {
            const candidates = branchNames.filter((name) => name.startsWith(`${group}/`) && lastSegment(name) === cache.segment);
            // An unknown nested branch still lies under the prefix: name a stand-in within it.
            const possible = candidates.length > 0 ? candidates : [`${group}/…/${cache.segment}`];
            result.nested.push(placed(cache, candidates.length === 1 ? candidates : [], possible));
        }
        else if (shadows.length > 0 ||
            ownNames.indexOf(cache.name) !== ownNames.lastIndexOf(cache.name)) {
            result.uncertain.push(placed(cache, [], [group, ...shadows]));
        }
        else {
            result.own.push(placed(cache, [group], [group]));
        }
    }
    return result;
}
/**
 * Places the caches of a listing of every group. A `PR.<n>` segment is that pull request's group;
 * any other segment is matched against the last segments of the known branches. With one
 * candidate the cache is placed; with several, `confirmed` (from one listing per candidate) must
 * name exactly one; with none, it is left unplaced (an old build's stripped group name, say).
 */
function placeListedCaches(listed, branchNames, confirmed = new Map()) {
    const duplicates = duplicateIdentities(listed);
    return listed.map((cache) => {
        const candidates = candidateGroups(cache.segment, branchNames);
        if (candidates.length === 0)
            return placed(cache, [], [cache.segment]);
        if (duplicates.has(identityOf(cache)))
            return placed(cache, [], candidates);
        if (candidates.length === 1)
            return placed(cache, candidates, candidates);
        const confirmedIn = confirmed.get(identityOf(cache)) ?? [];
        return confirmedIn.length === 1
            ? placed(cache, confirmedIn, confirmedIn)
            : placed(cache, [], candidates);
    });
}
/** Groups whose caches the server would show with this segment. */
function candidateGroups(segment, branchNames) {
    const fromBranches = branchNames.filter((name) => lastSegment(name) === segment);
    const pullRequest = pullRequestOfGroup(segment) === null ? [] : [segment];
    return [...new Set([...pullRequest, ...fromBranches])];
}
/** The caches a delete by prefix `group` can reach, as far as the placement can tell. */
function reachableUnder(group, caches) {
    return caches.filter((cache) => cache.possibleGroups.some((candidate) => isWithinPrefix(candidate, group)));
}
function placed(cache, group, possibleGroups) {
    return {
        ...cache,
        group: group.length === 1 ? group[0] : null,
        possibleGroups: [...possibleGroups]
    };
}
function duplicateIdentities(listed) {
    const seen = new Set();
    const duplicates = new Set();
    for (const cache of listed) {
        const identity = identityOf(cache);
        if (seen.has(identity))
            duplicates.add(identity);
        seen.add(identity);
    }
    return duplicates;
}
function selectCaches(pool, selection, facts) {
    const result = { selected: [], undecided: [] };
    const cutoff = selection.olderThanDays === null ? null : facts.now.getTime() - selection.olderThanDays * days/* DAY_MS */.s;
    for (const cache of pool) {
        if (cutoff !== null && !(Date.parse(cache.last_modified) < cutoff))
            continue;
        if (!selection.staleBranches) {
            result.selected.push(cache);
            continue;
        }
        const verdict = staleness(cache, facts);
        if (verdict === 'stale')
            result.selected.push(cache);
        else if (verdict !== 'live')
            result.undecided.push({ cache, reason: verdict });
    }
    return result;
}
/** A branch that still exists, or Travis does not know, is never stale: nothing is assumed. */
function staleness(cache, facts) {
    if (cache.group === null)
        return 'unplaced';
    const pullRequest = pullRequestOfGroup(cache.group);
    if (pullRequest === null)
        return facts.branchExists.get(cache.group) === false ? 'stale' : 'live';
    if (facts.pullRequestStates === null)
        return 'no-token';
    const state = facts.pullRequestStates.get(pullRequest);
    if (state === 'closed')
        return 'stale';
    return state === 'open' ? 'live' : 'unknown-pull-request';
}
/** The pull requests whose state decides whether caches of the pool are stale. */
function pullRequestsOf(pool) {
    const numbers = pool
        .map((cache) => (cache.group === null ? null : pullRequestOfGroup(cache.group)))
        .filter((n) => n !== null);
    return [...new Set(numbers)];
}

;// CONCATENATED MODULE: ./src/operations/caches/plan.ts
// Planning deletes that reach only the selected caches. The server deletes by group prefix and
// name substring only (`DELETE caches?branch=&match=`, docs/travis-api.md#cache-delete), and each request deletes
// everything it reaches. So a request is planned only when every cache it can reach is selected:
// a whole group when all of it goes, otherwise one cache at a time (`branch=<group>&match=<name>`).

function planDeletion(input) {
    const match = input.match === '' ? undefined : input.match;
    if (input.everything && input.selected.length > 0) {
        return { requests: [{ branch: undefined, match, reaches: [...input.listed] }], skipped: [] };
    }
    const selected = new Set(input.selected.map(identityOf));
    const covered = new Set();
    const plan = { requests: [], skipped: [] };
    const add = (request) => {
        plan.requests.push(request);
        for (const cache of request.reaches)
            covered.add(identityOf(cache));
    };
    // Whole groups first, outer before nested (a prefix is shorter than what it reaches): one
    // request when everything the prefix reaches is selected and not already reached.
    const groups = [...new Set(input.selected.map((c) => c.group).filter((g) => g !== null))];
    groups.sort((a, b) => a.length - b.length);
    for (const group of groups) {
        const reaches = input.reachable(group);
        if (reaches.every((cache) => covered.has(identityOf(cache))))
            continue;
        if (!hasLookalikes(reaches) && reaches.every((cache) => selected.has(identityOf(cache))))
            add({ branch: group, match, reaches: [...reaches] });
    }
    for (const cache of input.selected) {
        if (covered.has(identityOf(cache)))
            continue;
        if (cache.group === null) {
            plan.skipped.push({ cache, reason: 'its branch could not be told from the listing' });
            continue;
        }
        const reaches = input.reachable(cache.group).filter((c) => c.name.includes(cache.name));
        const outside = reaches.filter((c) => !selected.has(identityOf(c)));
        if (hasLookalikes(reaches)) {
            plan.skipped.push({
                cache,
                reason: 'deleting it would reach two caches that look the same (name, size and time), so one that is not selected could go too'
            });
        }
        else if (outside.length > 0) {
            plan.skipped.push({
                cache,
                reason: `deleting it would also delete ${describeList(outside)}, which is not selected`
            });
        }
        else
            add({ branch: cache.group, match: cache.name, reaches });
    }
    return plan;
}
/**
 * The requests in waves whose reaches do not overlap, in plan order: two requests that reach the
 * same cache never run side by side (a storage that cannot delete a missing key answers the second
 * with an error), and the later one finds the shared caches already gone.
 */
function inWaves(requests) {
    const waves = [];
    for (const request of requests) {
        const ids = request.reaches.map(identityOf);
        // The first wave after the last one it overlaps (every later wave is free of its caches).
        const index = waves.findLastIndex((w) => ids.some((id) => w.reached.has(id))) + 1;
        const wave = waves[index] ?? { requests: [], reached: new Set() };
        if (index === waves.length)
            waves.push(wave);
        wave.requests.push(request);
        for (const id of ids)
            wave.reached.add(id);
    }
    return waves.map((wave) => wave.requests);
}
/** Two caches the listings cannot tell apart: a selection check on them proves nothing. */
function hasLookalikes(caches) {
    return new Set(caches.map(identityOf)).size < caches.length;
}
function describeRequest(request) {
    const where = request.branch === undefined ? 'every branch' : `'${request.branch}'`;
    return request.match === undefined
        ? `the caches of ${where}`
        : `the caches of ${where} named like '${request.match}'`;
}
function describeList(caches) {
    const shown = caches
        .slice(0, 3)
        .map((c) => `'${c.name}' of ${c.group === null ? `a branch ending in '${c.segment}'` : `'${c.group}'`}`);
    return caches.length > 3 ? `${shown.join(', ')} and ${caches.length - 3} more` : shown.join(', ');
}

;// CONCATENATED MODULE: ./src/operations/caches/deletion.ts
// Running a deletion plan (plan.ts): requests whose reaches overlap never run side by side,
// counts come from the server's answers, and a lost answer is settled by listing again.






const DELETES_AT_ONCE = 4;
/**
 * Runs every planned request (4 at a time); one failing does not stop the others. A request whose
 * answer may have been lost after the server acted (no answer, a 5xx, or an answer to a repeated
 * request) is checked by listing what it reaches again: what is gone was deleted.
 */
async function executeDeletion(context, requests) {
    const outcome = { deleted: [], unexpected: [], alreadyGone: [], failures: [] };
    const seen = new Set();
    const goneBefore = [];
    /** Counts each cache once; `expected`: one the listings showed, else one created since. */
    const record = (caches, expected = true) => {
        for (const cache of caches) {
            const identity = identityOf(cache);
            if (seen.has(identity))
                continue;
            seen.add(identity);
            (expected ? outcome.deleted : outcome.unexpected).push(cache);
        }
    };
    const run = async (request) => {
        let attempts = 0;
        // Retried (a delete sent again deletes what is left); null: settled by listing again.
        const sent = await context.client.write({
            send: () => send(context, 'DELETE', request, (attempt) => (attempts = attempt)),
            afterFailure: (thrown) => {
                const error = failedRequest(thrown);
                return error.mayHaveLanded ? 'read-back' : { kind: 'refused', failure: { request, error } };
            },
            readBack: (lost) => readBackDeletion(context, request, lost, record),
            unreadable: (lost, thrown) => {
                const failure = {
                    request,
                    error: lost,
                    readBackError: failedRequest(thrown)
                };
                return { kind: 'unknown', failure };
            }
        });
        if (sent.kind !== 'done') {
            context.runner.warning(`Could not delete ${describeDeletionFailure(sent.failure)}`);
            outcome.failures.push(sent.failure);
            return;
        }
        const answer = sent.done;
        if (answer === null)
            return;
        const expected = new Map(request.reaches.map((cache) => [identityOf(cache), cache]));
        for (const cache of answer) {
            const known = expected.get(identityOf(cache));
            // One the answer shows but no listing did: deleted, though where it was is unknown.
            record([known ?? unplacedCache(cache)], known !== undefined);
        }
        // Every cache the request reaches matches it: one the answer lacks was already gone. The
        // counts are what the answers say was deleted; only an answer to a repeated request may
        // lack what an earlier attempt deleted (its answer lost), and those count, as after a
        // read-back: neither can tell them from caches deleted elsewhere meanwhile, and the log says so.
        const gone = missingFrom(request.reaches, answer);
        const what = describeRequest(request);
        if (attempts > 1) {
            record(gone);
            const earlier = gone.length > 0
                ? ` (${gone.length} by an earlier attempt, or by someone else meanwhile)`
                : '';
            context.runner.info(`Deleted ${(0,plural/* plural */.L)(answer.length + gone.length, 'cache')}: ${what}${earlier}.`);
            return;
        }
        goneBefore.push(...gone);
        const already = gone.length > 0 ? ` (${gone.length} more ${(0,plural/* wasWere */.f)(gone.length)} already gone)` : '';
        context.runner.info(`Deleted ${(0,plural/* plural */.L)(answer.length, 'cache')}: ${what}${already}.`);
    };
    for (const wave of inWaves(requests))
        await (0,concurrency/* mapConcurrent */._k)(wave, DELETES_AT_ONCE, run);
    // Gone before their request, and not deleted by an earlier one of this run.
    for (const cache of goneBefore) {
        const identity = identityOf(cache);
        if (seen.has(identity))
            continue;
        seen.add(identity);
        outcome.alreadyGone.push(cache);
    }
    return outcome;
}
/** Lists what a failed request reaches again: what is gone was deleted; done when all went. */
async function readBackDeletion(context, request, error, record) {
    const gone = missingFrom(request.reaches, await send(context, 'GET', request));
    record(gone);
    if (gone.length < request.reaches.length)
        return { kind: 'refused', failure: { request, error } };
    context.runner.info(`No answer to the delete of ${describeRequest(request)} (${error.explanation}); listing them again shows its ${(0,plural/* plural */.L)(gone.length, 'cache')} gone.`);
    return { kind: 'done', done: null };
}
/**
 * The caches of `reaches` that `listed` no longer shows. Caches are told apart by group segment
 * and name (a newer upload under the same name replaces the older one); a pair listed twice
 * accounts for two.
 */
function missingFrom(reaches, listed) {
    const key = (cache) => JSON.stringify([cache.segment, cache.name]);
    const shown = new Map();
    for (const cache of listed)
        shown.set(key(cache), (shown.get(key(cache)) ?? 0) + 1);
    return reaches.filter((cache) => {
        const left = shown.get(key(cache)) ?? 0;
        shown.set(key(cache), left - 1);
        return left <= 0;
    });
}
/** A request that failed; anything else thrown (a bug, not a failure to report) goes on up. */
function failedRequest(thrown) {
    if (thrown instanceof errors/* TravisApiError */.Kb)
        return thrown;
    throw thrown;
}
/**
 * A DELETE of the request, or the GET listing what it reaches; `attempted`: told the number of
 * each attempt of the DELETE.
 */
async function send(context, method, request, attempted) {
    const filters = { branch: request.branch, match: request.match };
    const caches = method === 'GET'
        ? await requestCachesGet(context.client, filters)
        : await requestCachesDelete(context.client, filters, attempted);
    return caches.map(toListedCache);
}
/** A failed request and why, for its warning and the failure line. */
function describeDeletionFailure(failure) {
    const { request, error, readBackError } = failure;
    const doubt = readBackError === undefined
        ? ''
        : `; listing them again failed too (${readBackError.explanation}), so they may have been deleted`;
    return `${describeRequest(request)}: ${error.explanation}${doubt}`;
}

;// CONCATENATED MODULE: ./src/operations/caches/explain.ts
// What a caches survey left out and why (nested branches, look-alike groups, pull requests it
// could not judge): logged as it is found, and the same lines for the summary's notes.

/** Logs what was left out and why; returns the same as lines for the summary. */
function explainSurvey(context, survey, undecided) {
    const lines = [];
    const say = (line, level = 'notice') => {
        context.runner[level](line);
        lines.push(line);
    };
    for (const { group, count } of survey.nestedLeftOut) {
        const [belongs, leftOut] = count === 1 ? ['belongs', 'it was left out and is'] : ['belong', 'they were left out and are'];
        say(`${(0,plural/* plural */.L)(count, 'cache')} under '${group.storage}/…' ${belongs} to nested branches, not to '${group.label}'; ` +
            `${leftOut} never deleted with it.`);
    }
    if (survey.uncertain.length > 0) {
        const { length } = survey.uncertain;
        say(`${(0,plural/* plural */.L)(length, 'cache')} may belong to a nested branch whose name ends like the branch asked for; ` +
            `${length === 1 ? 'it was' : 'they were'} left out: ${names(survey.uncertain)}.`, 'warning');
    }
    const byReason = (reason) => undecided.filter((u) => u.reason === reason).map((u) => u.cache);
    const noToken = byReason('no-token');
    if (noToken.length > 0) {
        const groups = [...new Set(noToken.map((c) => c.group))].join(', ');
        say(`${(0,plural/* plural */.L)(noToken.length, 'cache')} of pull requests (${groups}) ${(0,plural/* wasWere */.f)(noToken.length)} left alone: ` +
            "'stale-branches' needs 'github-token' to read pull request states.");
    }
    const unknownPullRequests = byReason('unknown-pull-request');
    if (unknownPullRequests.length > 0) {
        const { length } = unknownPullRequests;
        say(`${(0,plural/* plural */.L)(length, 'cache')} of pull requests GitHub does not know ${(0,plural/* wasWere */.f)(length)} left alone: ${names(unknownPullRequests)}.`);
    }
    const unplaced = byReason('unplaced');
    if (unplaced.length > 0) {
        const { length } = unplaced;
        say(`${(0,plural/* plural */.L)(length, 'cache')} whose branch could not be told from the listing ${(0,plural/* wasWere */.f)(length)} left alone by 'stale-branches': ${names(unplaced)}.`);
    }
    return lines;
}
function names(caches) {
    const shown = caches.slice(0, 5).map((c) => `'${c.name}' (${describeGroup(c)})`);
    return caches.length > 5 ? `${shown.join(', ')} and ${caches.length - 5} more` : shown.join(', ');
}
function describeGroup(cache) {
    return cache.group === null ? `a branch ending in '${cache.segment}'` : `'${cache.group}'`;
}

// EXTERNAL MODULE: ./src/travis/resources/branches.ts
var branches = __nccwpck_require__(6059);
;// CONCATENATED MODULE: ./src/operations/caches/survey.ts
// What the caches operations start from: the caches the server lists for the selection, each
// placed in its group, the branch facts needed to place them, and the pull request states
// 'stale-branches' needs; then what the selectors keep. Given groups are listed one request each;
// otherwise every cache is listed once. The branch list is read at the same time.





const REQUESTS_AT_ONCE = 4;
const PULL_REQUESTS_AT_ONCE = 4;
/**
 * The survey, the pull request states 'stale-branches' needs (read from GitHub), and what the
 * selectors keep of the pool.
 */
async function surveyAndSelect(context, selection, include, now) {
    const survey = await surveyCaches(context, selection, include);
    const pullRequests = selection.staleBranches ? pullRequestsOf(survey.pool) : null;
    const pullRequestStates = await readPullRequestStates(context, pullRequests);
    const chosen = selectCaches(survey.pool, selection, {
        now,
        branchExists: survey.branchExists,
        pullRequestStates
    });
    return { survey, ...chosen };
}
/**
 * States of the pull requests `numbers` (those of the pool's `PR.<n>` groups; null without
 * 'stale-branches'), read from GitHub.
 */
async function readPullRequestStates(context, numbers) {
    const reader = context.pullRequests;
    if (numbers === null || reader === null)
        return null;
    if (numbers.length > 0)
        context.runner.info(`Reading the state of ${(0,plural/* plural */.L)(numbers.length, 'pull request')} on GitHub.`);
    const states = await (0,concurrency/* mapConcurrent */._k)(numbers, PULL_REQUESTS_AT_ONCE, (n) => reader.stateOf(n));
    return new Map(numbers.map((n, i) => [n, states[i]]));
}
async function surveyCaches(context, selection, include) {
    return selection.groups.length > 0
        ? surveyGroups(context, selection, include)
        : surveyRepository(context, selection, include);
}
/** Given groups: one listing each, and for branches the Travis branches whose names contain it. */
async function surveyGroups(context, selection, include) {
    const { groups } = selection;
    const branchGroups = groups.filter((group) => group.kind === 'branch');
    context.runner.info(`Listing the caches of ${groups.map((g) => `'${g.label}'`).join(', ')}.`);
    const filters = groups.map((group) => ({
        match: selection.match,
        include,
        branch: group.storage
    }));
    // A branch nested under a given one with the same last segment would make their caches look
    // alike; the name filter (a substring) returns every such branch, and the branch itself.
    const [cacheLists, branchLists] = await listingsWithBranches(context, filters, branchGroups.map((group) => group.storage));
    const listings = groups.map((group, i) => ({ group, caches: cacheLists[i] }));
    const knownBranches = branchLists.flat();
    const branchNames = knownBranches.map((branch) => branch.name);
    const reachable = new Map();
    const survey = {
        pool: [],
        nestedLeftOut: [],
        uncertain: [],
        branchExists: new Map(knownBranches.map((branch) => [branch.name, branch.exists_on_host])),
        reachable: (group) => reachable.get(group) ?? []
    };
    const splits = listings.map(({ group, caches }) => ({
        group,
        split: splitGroupListing(group.storage, caches, branchNames)
    }));
    const givenOwn = new Set(splits.flatMap(({ split }) => split.own.map(identityOf)));
    for (const { group, split } of splits) {
        survey.pool.push(...split.own);
        survey.uncertain.push(...split.uncertain);
        // Nested caches of a branch that was given too are selected through that branch.
        const leftOut = split.nested.filter((cache) => !givenOwn.has(identityOf(cache))).length;
        if (leftOut > 0)
            survey.nestedLeftOut.push({ group, count: leftOut });
        reachable.set(group.storage, [...split.own, ...split.nested, ...split.uncertain]);
    }
    return survey;
}
/**
 * No group given: every cache, placed through the branch list. A segment that several branches
 * end with leaves its caches unplaced until one listing per candidate branch places them.
 */
async function surveyRepository(context, selection, include) {
    context.runner.info('Listing every cache of the repository, and its branches to place them.');
    const [[listed = []], [branches = []]] = await listingsWithBranches(context, [{ match: selection.match, include }], ['']);
    const branchNames = branches.map((branch) => branch.name);
    let pool = placeListedCaches(listed, branchNames);
    const groupsOfUnplaced = [
        ...new Set(pool
            .filter((c) => c.group === null && c.possibleGroups.length > 1)
            .flatMap((c) => c.possibleGroups))
    ];
    if (groupsOfUnplaced.length > 0) {
        context.runner.info(`Several branches end like some caches' groups; listing ${groupsOfUnplaced.length} of them to tell which is which.`);
        const confirmed = new Map();
        const filters = groupsOfUnplaced.map((group) => ({ match: selection.match, branch: group }));
        const cacheLists = await listingsOf(context, filters);
        groupsOfUnplaced.forEach((group, i) => {
            for (const cache of splitGroupListing(group, cacheLists[i] ?? [], branchNames).own) {
                const identity = identityOf(cache);
                confirmed.set(identity, [...(confirmed.get(identity) ?? []), group]);
            }
        });
        pool = placeListedCaches(listed, branchNames, confirmed);
    }
    return {
        pool,
        nestedLeftOut: [],
        uncertain: [],
        branchExists: new Map(branches.map((branch) => [branch.name, branch.exists_on_host])),
        reachable: (group) => reachableUnder(group, pool)
    };
}
/** The caches of each of `filters` and the branches of `names`, read side by side, both settled. */
async function listingsWithBranches(context, filters, names) {
    // On a failure the other read is waited for: nothing is left running when it is thrown.
    const [caches, branches] = await Promise.allSettled([
        listingsOf(context, filters),
        branchListsOf(context, names)
    ]);
    if (caches.status === 'rejected')
        throw caches.reason;
    if (branches.status === 'rejected')
        throw branches.reason;
    return [caches.value, branches.value];
}
/** What a GET of the caches lists for each of `filters`, ready to be placed, in their order. */
function listingsOf(context, filters) {
    return (0,concurrency/* mapConcurrent */._k)(filters, REQUESTS_AT_ONCE, async (filter) => (await requestCachesGet(context.client, filter)).map(toListedCache));
}
/** The branches whose names contain each of `names` ('' for every branch), in their order. */
function branchListsOf(context, names) {
    return (0,concurrency/* mapConcurrent */._k)(names, REQUESTS_AT_ONCE, async (name) => {
        const list = await (0,branches/* requestBranchesGetPages */.w0)(context.client, context.runner, (0,branches/* everyBranchContaining */.Mb)(name));
        return list.branches;
    });
}
/**
 * In a survey of every group, what a delete by `branch=<group>` reaches is only guessed from last
 * segments, and the server's listing of every cache is one storage page (travis-api
 * remote_query.rb lists once). So before deleting, each group's own listing, the same request as
 * the delete but a GET, tells exactly what that delete reaches.
 */
async function exactReaches(context, groups, match, pool) {
    const known = new Map(pool.map((cache) => [identityOf(cache), cache]));
    const cacheLists = await listingsOf(context, groups.map((group) => ({ match, branch: group })));
    // A cache the survey did not list (beyond its one storage page) has no known place.
    const byGroup = new Map(groups.map((group, i) => [
        group,
        (cacheLists[i] ?? []).map((c) => known.get(identityOf(c)) ?? unplacedCache(c))
    ]));
    return (group) => byGroup.get(group) ?? [];
}

// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __nccwpck_require__(8491);
;// CONCATENATED MODULE: ./src/operations/caches/caches.ts
// list-caches and delete-caches: survey the caches, select with the pruning selectors, and
// delete exactly the selection (or say what a dry run would delete).








async function listCaches(context, inputs, now = new Date()) {
    const { survey, selected, undecided } = await surveyAndSelect(context, inputs.selection, inputs.include, now);
    const result = cachesResult('list-caches', inputs.selection, selected, false, false);
    result.notes.push(...explainSurvey(context, survey, undecided));
    context.runner.info(`Found ${(0,plural/* plural */.L)(selected.length, 'cache')}.`);
    return result;
}
async function deleteCaches(context, inputs, now = new Date()) {
    const { selection, dryRun, maxDeletions } = inputs;
    const { survey, selected, undecided } = await surveyAndSelect(context, selection, [], now);
    const notes = explainSurvey(context, survey, undecided);
    const everything = selection.groups.length === 0 && selection.olderThanDays === null && !selection.staleBranches;
    // Given branches were listed one by one: their listings are exact. A survey of every group
    // is checked group by group before anything is deleted.
    const reachable = selection.groups.length > 0 || everything
        ? survey.reachable
        : await exactReaches(context, groupsOf(selected), selection.match, survey.pool);
    const plan = planDeletion({
        selected,
        reachable,
        match: selection.match,
        everything,
        listed: survey.pool
    });
    for (const { cache, reason } of plan.skipped) {
        context.runner.warning(`Skipped cache '${cache.name}' of ${describeGroup(cache)}: ${reason}.`);
    }
    const planned = uniqueCaches(plan.requests.flatMap((request) => request.reaches));
    if (maxDeletions !== null && planned.length > maxDeletions) {
        throw new action_error/* ActionError */.l(`${planned.length} caches would be deleted, more than 'max-deletions' (${maxDeletions}); nothing was deleted. ` +
            "Narrow the selection ('branch', 'pull-request', 'match', 'older-than', 'stale-branches'), or raise 'max-deletions'.");
    }
    if (dryRun) {
        context.runner.info(`Dry run: ${(0,plural/* plural */.L)(planned.length, 'cache')} would be deleted; nothing was deleted.`);
        const result = cachesResult('delete-caches', selection, planned, planned.length > 0, true);
        result.notes.push(...notes);
        result.skipped = plan.skipped.map(({ cache, reason }) => ({ cache: viewOf(cache), reason }));
        return result;
    }
    const outcome = await executeDeletion(context, plan.requests);
    const deleted = [...outcome.deleted, ...outcome.unexpected];
    if (outcome.unexpected.length > 0) {
        const count = (0,plural/* plural */.L)(outcome.unexpected.length, 'cache');
        const unexpected = outcome.unexpected.map((c) => `'${c.name}'`).join(', ');
        context.runner.warning(`The server also deleted ${count} that the listing did not show (created since): ${unexpected}.`);
    }
    if (maxDeletions !== null && deleted.length > maxDeletions) {
        context.runner.warning(`${deleted.length} caches were deleted, more than 'max-deletions' (${maxDeletions}): caches created after the listing were deleted too.`);
    }
    const result = cachesResult('delete-caches', selection, deleted, deleted.length > 0, false);
    result.notes.push(...notes);
    if (outcome.alreadyGone.length > 0) {
        const gone = outcome.alreadyGone.length;
        const more = (0,plural/* plural */.L)(gone, 'more selected cache', 'more selected caches');
        result.notes.push(`${more} ${(0,plural/* wasWere */.f)(gone)} already gone when the delete came (deleted elsewhere since the listing) ` +
            `and ${gone === 1 ? 'is' : 'are'} not counted: ${names(outcome.alreadyGone)}.`);
    }
    result.skipped = plan.skipped.map(({ cache, reason }) => ({ cache: viewOf(cache), reason }));
    const [first] = outcome.failures;
    if (first !== undefined) {
        const count = outcome.failures.length;
        const cause = describeDeletionFailure(first);
        const sure = outcome.failures.some((f) => f.readBackError !== undefined) ? ' for certain' : '';
        result.failure =
            (count === 1
                ? `could not delete ${cause}`
                : `${count} of ${plan.requests.length} delete requests failed, the first for ${cause}`) +
                `; ${(0,plural/* plural */.L)(deleted.length, 'cache')} ${(0,plural/* wasWere */.f)(deleted.length)} deleted${sure}${count > 1 ? ' (see the warnings for each failure)' : ''}.`;
        result.failureTodo =
            'the caches that were not deleted are still on Travis CI; run the step again once the cause is fixed to delete them. The outputs count what was deleted.';
    }
    return result;
}
function uniqueCaches(caches) {
    const seen = new Set();
    return caches.filter((cache) => {
        const identity = identityOf(cache);
        if (seen.has(identity))
            return false;
        seen.add(identity);
        return true;
    });
}
/** The branch a cache belongs to is shown only when known: never the server's last segment. */
function viewOf(cache) {
    return {
        name: cache.name,
        branch: cache.group,
        size: cache.size,
        last_modified: cache.last_modified
    };
}
function cachesResult(operation, selection, caches, changed, dryRun) {
    return {
        ...(0,result_base/* resultBase */.bl)('caches', operation, { changed, dryRun }),
        caches: caches.map(viewOf),
        selection: {
            groups: selection.groups.map((g) => g.label),
            match: selection.match,
            olderThanDays: selection.olderThanDays,
            staleBranches: selection.staleBranches
        },
        skipped: []
    };
}
/** The known groups of these caches, each once. */
function groupsOf(caches) {
    return [...new Set(caches.flatMap((cache) => (cache.group === null ? [] : [cache.group])))];
}

// EXTERNAL MODULE: ./src/travis/pages.ts + 1 modules
var pages = __nccwpck_require__(6662);
// EXTERNAL MODULE: ./src/runtime/result-file.ts
var result_file = __nccwpck_require__(814);
;// CONCATENATED MODULE: ./src/runtime/json-array.ts
// A JSON array built item by item in bounded memory, for listings too long to hold at once. The
// first items' JSON is kept, at least `keep` bytes of it (enough for any output to take a prefix
// from); once the array is larger than that, the whole of it goes to the result file as the
// items come (result-file.ts), or, for an array that needs no file, is only counted.

/** The array as JSON text, from items that are all in memory. */
function jsonArrayText(array) {
    return `[${array.head.join(',')}]`;
}
class JsonArrayWriter {
    keep;
    openFile;
    head = [];
    headBytes = 2;
    count = 0;
    bytes = 2;
    /** The file being written; null before the array outgrows `keep`, or when it cannot be written. */
    file = null;
    fileFailed = false;
    constructor(options = {}) {
        this.keep = options.keep ?? result_file/* OUTPUTS_SOFT_LIMIT */.U;
        this.openFile = options.openFile === undefined ? result_file/* createResultFile */.Cd : options.openFile;
    }
    /** Adds items, each already JSON text: one page of a listing, one write. */
    add(items) {
        const rest = [];
        for (const item of items) {
            const size = Buffer.byteLength(item, 'utf8') + (this.count > 0 ? 1 : 0);
            this.count += 1;
            this.bytes += size;
            if (this.headBytes < this.keep) {
                this.head.push(item);
                this.headBytes += size;
            }
            else {
                rest.push(item);
            }
        }
        if (this.bytes > this.keep)
            this.spill(rest);
    }
    /** The array as built; a file being written is finished. */
    finish() {
        if (this.file !== null)
            this.writing(() => this.file?.write(']'));
        this.file?.close();
        const complete = this.head.length === this.count;
        return {
            count: this.count,
            bytes: this.bytes,
            head: this.head,
            complete,
            file: this.file?.path ?? null
        };
    }
    /** Deletes a file being written (the listing failed). */
    discard() {
        this.file?.remove();
        this.file = null;
    }
    /**
     * Writes what the file does not hold yet: everything so far when it is new (until then every
     * item is in the head or in this page's rest), else this page's items.
     */
    spill(rest) {
        if (this.openFile === null || this.fileFailed)
            return;
        if (this.file === null) {
            this.file = this.openFile();
            if (this.file === null)
                this.fileFailed = true;
            else
                this.writing(() => this.file?.write(`[${[...this.head, ...rest].join(',')}`));
        }
        else if (rest.length > 0) {
            this.writing(() => this.file?.write(`,${rest.join(',')}`));
        }
    }
    /** A write that fails (a full disk) leaves no half file: the array is then only counted. */
    writing(write) {
        try {
            write();
        }
        catch {
            this.discard();
            this.fileFailed = true;
        }
    }
}

;// CONCATENATED MODULE: ./src/operations/listings/branch-digest.ts
// What list-branches keeps of a listing however long it is: the counts of the summary's headline,
// the first branches and the first ones deleted on GitHub for its tables, and the `result` and
// `branches` outputs as JSON arrays (json-array.ts) that keep their first items and write the rest
// to the result file as the pages arrive. Memory grows with the pages in flight, not with the
// listing.


/** Branches kept whole for the summary's table (report/html.ts shows MAX_TABLE_ROWS, 100). */
const BRANCHES_SHOWN = 100;
/**
 * A branch as `result` holds it: JSON without any `@`-key at any depth (Travis metadata such as
 * @type, @href, @permissions), safe to print (mask.ts `safeJson`). A replacer, so that nothing is
 * copied: JSON.stringify leaves out a key whose replacer value is undefined, and array indices
 * never start with `@`.
 */
function jsonWithoutMetadata(value) {
    return (0,mask/* safeJson */.oi)(value, (key, inner) => (key.startsWith('@') ? undefined : inner));
}
class BranchDigest {
    count = 0;
    defaultBranch = null;
    gone = 0;
    states = new Map();
    shown = [];
    goneShown = [];
    result;
    names;
    /** `options`: where the `result` array goes once it is large (tests); the names need no file. */
    constructor(options = {}) {
        this.result = new JsonArrayWriter(options);
        this.names = new JsonArrayWriter({ keep: options.keep, openFile: null });
    }
    /** One page of branches, in the server's order. */
    add(page) {
        for (const branch of page) {
            this.count += 1;
            if (this.defaultBranch === null && branch.default_branch === true)
                this.defaultBranch = branch.name;
            if (branch.exists_on_host === false) {
                this.gone += 1;
                if (this.goneShown.length < BRANCHES_SHOWN)
                    this.goneShown.push(branch);
            }
            const state = branch.last_build?.state;
            if (typeof state === 'string')
                this.states.set(state, (this.states.get(state) ?? 0) + 1);
            if (this.shown.length < BRANCHES_SHOWN)
                this.shown.push(branch);
        }
        this.result.add(page.map(jsonWithoutMetadata));
        this.names.add(page.map((branch) => (0,mask/* safeJson */.oi)(branch.name)));
    }
    finish() {
        return {
            count: this.count,
            defaultBranch: this.defaultBranch,
            gone: this.gone,
            goneShown: this.goneShown,
            lastBuildStates: [...this.states].map(([state, count]) => ({ state, count })),
            shown: this.shown,
            result: this.result.finish(),
            names: this.names.finish()
        };
    }
    /** The listing failed: no half-written result file is left behind. */
    discard() {
        this.result.discard();
    }
}

;// CONCATENATED MODULE: ./src/operations/listings/branches.ts





async function listBranches(context, inputs) {
    const digest = new BranchDigest();
    const { total } = await (0,pages/* streamPages */.Bd)(context.runner, (0,branches/* branchListing */.xz)(context.client, inputs), inputs, (page) => digest.add(page.map(branches/* withHostField */.r5))).catch((error) => {
        // No half-written result file is left behind.
        digest.discard();
        throw error;
    });
    const listing = digest.finish();
    context.runner.info(`Listed ${(0,plural/* plural */.L)(listing.count, 'branch', 'branches')}${total === null ? '' : ` of ${total}`}.`);
    return {
        ...(0,result_base/* resultBase */.bl)('branches', 'list-branches'),
        ...listing,
        total
    };
}

// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __nccwpck_require__(5181);
// EXTERNAL MODULE: ./src/operations/key-pair/key-pair.ts
var key_pair = __nccwpck_require__(9255);
;// CONCATENATED MODULE: ./src/operations/key-pair/find-delete.ts



async function findKeyPair(context, inputs) {
    const keyPair = await (0,key_pair/* readKeyPair */.AH)(context, inputs.include);
    context.runner.info(keyPair === null ? 'The repository has no key pair.' : `Key pair found: ${keyPair.fingerprint}.`);
    const result = (0,key_pair/* keyPairResult */.Bi)('find-key-pair', 'found', keyPair, null, {
        changed: false,
        dryRun: false
    });
    if (keyPair === null) {
        result.action = 'absent';
        if (inputs.failIfMissing) {
            (0,result_base/* failCheck */.Nr)(result, 'the repository has no key pair (fail-if-missing is true).');
        }
    }
    return result;
}
async function deleteKeyPair(context, inputs) {
    const current = await (0,key_pair/* readKeyPair */.AH)(context);
    const nothingToDelete = () => {
        context.runner.warning('The repository has no key pair; nothing was deleted.');
        return (0,key_pair/* keyPairResult */.Bi)('delete-key-pair', 'absent', null, null, {
            changed: false,
            dryRun: inputs.dryRun
        });
    };
    if (current === null)
        return nothingToDelete();
    if (inputs.dryRun) {
        context.runner.info(`Dry run: the key pair ${current.fingerprint} would be deleted.`);
        return (0,key_pair/* keyPairResult */.Bi)('delete-key-pair', 'deleted', null, current.fingerprint, {
            changed: true,
            dryRun: true
        });
    }
    // Deleted by someone else between our read and our delete: the goal is reached all the same.
    if ((0,write_outcome/* doneOrThrow */.E)(await (0,key_pair/* deleteKeyPairReadingBack */.Os)(context, current)) === 'already-gone')
        return nothingToDelete();
    context.runner.info(`Key pair ${current.fingerprint} deleted.`);
    return (0,key_pair/* keyPairResult */.Bi)('delete-key-pair', 'deleted', null, current.fingerprint, {
        changed: true,
        dryRun: false
    });
}

// EXTERNAL MODULE: ./src/travis/resources/repositories.ts
var resources_repositories = __nccwpck_require__(6275);
;// CONCATENATED MODULE: ./src/operations/listings/repositories.ts





/** What a GitHub Actions matrix takes at most (jobs per matrix). */
const MATRIX_LIMIT = 256;
async function listRepositories(context, inputs) {
    const filters = {
        active: inputs.active === 'any' ? null : inputs.active,
        private: inputs.private
    };
    const { owner } = inputs;
    // A user's listing also holds the repositories only shared with the user (models/user.rb
    // `repositories`), which the server's window and count would take in; and an owner's kind is
    // not known before the listing. So everything is listed (cheap in the minimal representation)
    // and the window is cut from what the owner owns.
    const listing = (0,resources_repositories/* repositoryListing */.vu)(context.client, owner, filters);
    const { items } = await (0,pages/* fetchPages */.f1)(context.runner, { ...listing, page: (page) => listing.page(page).catch(explainUnknownOwner) }, { offset: 0, limit: null });
    const owned = items.filter((repository) => isOwnedBy(repository, owner));
    const shared = items.length - owned.length;
    const total = owned.length;
    const window = owned.slice(inputs.offset, inputs.offset + (inputs.limit ?? owned.length));
    const repositories = window.map(toView);
    if (shared > 0) {
        const isAre = shared === 1 ? 'is' : 'are';
        context.runner.notice(`${(0,plural/* plural */.L)(shared, 'repository', 'repositories')} the server lists for ${owner} ${isAre} only shared with ${owner}, ` +
            'owned by others: left out.');
    }
    const listed = (0,plural/* plural */.L)(repositories.length, 'repository', 'repositories');
    const ofTotal = repositories.length === total ? '' : ` (of ${total})`;
    context.runner.info(`Listed ${listed} of ${owner}${ofTotal}.`);
    return {
        ...(0,result_base/* resultBase */.bl)('repositories', 'list-repositories'),
        notes: notesOn(repositories, filters),
        owner,
        filters,
        repositories,
        total,
        shared
    };
}
/** The slug's owner part is the owner's login (`owner_name/name`); case does not matter. */
function isOwnedBy(repository, owner) {
    return repository.slug.split('/')[0]?.toLowerCase() === owner.toLowerCase();
}
function explainUnknownOwner(error) {
    if (error instanceof errors/* TravisApiError */.Kb && error.status === 404 && error.resourceType === 'owner') {
        throw error.withHint("Check 'owner' (a Travis CI user or organisation login; empty for the owner part of 'repo') and 'provider'.");
    }
    throw error;
}
function toView(repository) {
    const { slug, id, active } = repository;
    return { slug, id, active, private: repository.private };
}
function notesOn(repositories, filters) {
    const notes = [];
    if (repositories.length === 0 && filters.private !== false) {
        notes.push("Private repositories are listed only where the token's user has access to them on Travis CI.");
    }
    if (repositories.length > MATRIX_LIMIT) {
        notes.push(`A workflow matrix takes at most ${MATRIX_LIMIT} jobs: list ${MATRIX_LIMIT} at a time with 'limit' and 'offset'.`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/travis/resources/settings.ts
var settings = __nccwpck_require__(8326);
;// CONCATENATED MODULE: ./src/operations/settings/settings.ts








async function listSettings(context, inputs) {
    const list = await settings/* requestSettingsGet */.rl(context.client, inputs.include);
    context.runner.info(`Read ${(0,plural/* plural */.L)(list.length, 'setting')}.`);
    return {
        ...(0,result_base/* resultBase */.bl)('settings', 'list-settings'),
        settings: list
    };
}
async function getSetting(context, inputs) {
    const { setting, expect, failOnMismatch } = inputs;
    const current = await readSetting(context, setting, inputs.include);
    const matches = expect === null ? null : (0,repository_settings/* sameSettingValue */.Qq)(current.value, expect);
    context.runner.info(`${setting} = ${(0,repository_settings/* formatSettingValue */.rY)(current.value)}`);
    const result = {
        ...(0,result_base/* resultBase */.bl)('setting', 'get-setting'),
        name: setting,
        value: current.value,
        previousValue: current.value,
        expect,
        matches
    };
    if (matches === false && failOnMismatch) {
        const [held, expected] = [(0,repository_settings/* formatSettingValue */.rY)(current.value), (0,repository_settings/* formatSettingValue */.rY)(expect)];
        (0,result_base/* failCheck */.Nr)(result, `setting '${setting}' is ${held}, expected ${expected} (fail-on-mismatch is true).`);
    }
    return result;
}
async function setSetting(context, inputs) {
    const { setting, value, dryRun } = inputs;
    const current = await readSetting(context, setting, []);
    checkSameType(setting, current.value, value);
    const base = {
        ...(0,result_base/* resultBase */.bl)('setting', 'set-setting', { dryRun }),
        name: setting,
        expect: null,
        matches: null
    };
    if ((0,repository_settings/* sameSettingValue */.Qq)(current.value, value)) {
        context.runner.info(`${setting} is already ${(0,repository_settings/* formatSettingValue */.rY)(value)}; nothing to change.`);
        return { ...base, changed: false, value: current.value, previousValue: current.value };
    }
    if (dryRun) {
        const change = { name: setting, from: current.value, to: value };
        context.runner.info(`Dry run: ${(0,repository_settings/* describeSettingChange */.kZ)(change, 'would change')}.`);
        return { ...base, changed: true, value, previousValue: current.value };
    }
    const updated = (0,write_outcome/* doneOrThrow */.E)(await changeSetting(context, setting, value));
    const change = { name: setting, from: current.value, to: updated.value };
    context.runner.info(`${(0,repository_settings/* describeSettingChange */.kZ)(change, 'changed')}.`);
    return { ...base, changed: true, value: updated.value, previousValue: current.value };
}
/**
 * A change whose outcome nothing read back could settle: the PATCH's own failure apart, so that
 * a later read (apply-settings reads the list at the end) can say what became of it instead.
 */
class UnknownSettingChange extends action_error/* ActionError */.l {
    patchFailure;
    constructor(
    /** What the PATCH came to, explained. */
    patchFailure, unknown) {
        super(`${patchFailure} ${unknown}`);
        this.patchFailure = patchFailure;
    }
}
/** A 2xx naming another value (or setting) than the one sent: no answer to it, so it is read back. */
class AnswerOfAnotherValue extends Error {
    constructor(setting, sent, answer) {
        const named = `${answer.name === setting ? '' : `${answer.name} = `}${(0,repository_settings/* formatSettingValue */.rY)(answer.value)}`;
        super(`the server answered the change of ${setting} to ${(0,repository_settings/* formatSettingValue */.rY)(sent)} with ${named}`);
    }
}
/**
 * PATCH `setting/{name}` with a JSON boolean or number (retried: sending it again sets the same
 * value). After a PATCH that may have landed (no answer, a server error, a repeated request, or a
 * 2xx the client could not accept), the setting is read back (lib/retry.ts write): holding the
 * new value, the change was applied; holding another, it was not; when the read fails too, the
 * failure says the change may have been applied.
 */
async function changeSetting(context, setting, value) {
    const outcome = await context.client.write({
        send: async () => {
            const answer = await settings/* requestSettingPatch */.Ev(context.client, setting, value);
            if (answer.name !== setting || !(0,repository_settings/* sameSettingValue */.Qq)(answer.value, value)) {
                throw new AnswerOfAnotherValue(setting, value, answer);
            }
            return answer;
        },
        afterFailure: (error) => error instanceof AnswerOfAnotherValue ||
            (error instanceof errors/* TravisApiError */.Kb && error.mayHaveLanded)
            ? 'read-back'
            : { kind: 'refused', failure: explainUpdateFailure(error, setting) },
        readBack: async (lost) => {
            const why = (0,errors/* explanationOf */.pg)(lost);
            const now = await readSetting(context, setting, []);
            if (!(0,repository_settings/* sameSettingValue */.Qq)(now.value, value)) {
                const stays = `Reading '${setting}' back shows it is still ${(0,repository_settings/* formatSettingValue */.rY)(now.value)}: the change did not land.`;
                const failure = lost instanceof errors/* TravisApiError */.Kb
                    ? lost.withHint(stays)
                    : new action_error/* ActionError */.l(`${why}. ${stays}`);
                return { kind: 'refused', failure };
            }
            context.runner.info(`No clear answer to the change of ${setting} (${why}); reading it back shows ${(0,repository_settings/* formatSettingValue */.rY)(value)}: the change was applied.`);
            return { kind: 'done', done: now };
        },
        unreadable: (error, readError) => {
            if (!(readError instanceof errors/* TravisApiError */.Kb))
                return { kind: 'refused', failure: readError };
            const unknown = (0,write_outcome/* mayHaveBeenApplied */.H)({
                read: `'${setting}'`,
                readError: readError.explanation,
                subject: 'the change'
            });
            return {
                kind: 'unknown',
                failure: new UnknownSettingChange((0,errors/* explanationOf */.pg)(error), unknown)
            };
        }
    });
    // An unknown outcome comes from `unreadable` alone, with its UnknownSettingChange.
    return outcome;
}
/**
 * The setting as the server holds it. A name the action does not know is looked for in the
 * server's list first (one GET, the list being what it has): one it does not list either is
 * refused with the nearest name before anything else is asked or sent, not as a 404.
 */
async function readSetting(context, setting, include) {
    if (!repository_settings/* KNOWN_SETTING_NAMES */.Q5.includes(setting)) {
        const listed = await settings/* requestSettingsGet */.rl(context.client, include);
        const found = listed.find((candidate) => candidate.name === setting);
        if (found !== undefined)
            return found;
        throw unknownSetting(setting, [...new Set([...repository_settings/* KNOWN_SETTING_NAMES */.Q5, ...listed.map((candidate) => candidate.name)])], `the server lists ${(0,plural/* plural */.L)(listed.length, 'setting')} and none of that name`);
    }
    try {
        return await settings/* requestSettingGet */.Ei(context.client, setting, include);
    }
    catch (error) {
        // An unknown setting name is a 404 without resource_type (a repository 404 names its type).
        if (error instanceof errors/* TravisApiError */.Kb &&
            error.status === 404 &&
            error.resourceType === undefined) {
            throw unknownSetting(setting, repository_settings/* KNOWN_SETTING_NAMES */.Q5, `the server answered: ${error.explanation}`);
        }
        throw error;
    }
}
/** Leads with the name and the nearest one; what the server said comes after. */
function unknownSetting(setting, names, evidence) {
    const near = didYouMean(setting, names).trim();
    return new action_error/* ActionError */.l(`'${setting}' is not a setting of this repository on Travis CI.${near === '' ? '' : ` ${near}`} (${evidence}; the settings are ${names.join(', ')}.)`);
}
/** For a setting the action does not know, the server's current value tells the type. */
function checkSameType(setting, current, value) {
    const type = (0,repository_settings/* typeOfValue */.x6)(current);
    if (type !== null && type !== (0,repository_settings/* typeOfValue */.x6)(value)) {
        throw new action_error/* ActionError */.l(`Input 'value' for the ${type} setting '${setting}' must be ${(0,repository_settings/* allowedValuesOf */.aM)(type)}, got '${(0,repository_settings/* formatSettingValue */.rY)(value)}'; nothing was changed.`);
    }
}
function explainUpdateFailure(error, setting) {
    if (!(error instanceof errors/* TravisApiError */.Kb))
        return error;
    if (error.errorType === 'insufficient_access') {
        const current = error.embeddedResource()?.value;
        const shown = current === undefined ? '' : ` It stays ${(0,repository_settings/* formatSettingValue */.rY)(current)}.`;
        return error.withHint(`The token may read '${setting}' but not change it.${shown}`);
    }
    if (error.status === 422) {
        const bounds = (0,repository_settings/* settingBounds */.oU)(setting);
        return error.withHint(bounds === undefined
            ? `The server rejected the value for '${setting}'.`
            : `The server takes '${setting}' from ${bounds.min} to ${bounds.max} (travis-api's default bounds; an Enterprise installation may set others).`);
    }
    return error;
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/result.ts
/**
 * Whether the input manages the settings alone (a flat mapping, or only `settings:`): then the
 * words, outputs and summary are those of settings, without sections.
 */
function managesSettingsOnly(result) {
    return result.env === null && result.crons === null;
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/plan.ts


function compareSettings(desired, listed) {
    const server = new Map(listed.map(({ name, value }) => [name, value]));
    const comparisons = [];
    const problems = [];
    for (const { name, value } of desired) {
        if (!server.has(name)) {
            problems.push(notListed(name, listed));
            continue;
        }
        const actual = server.get(name);
        const type = (0,repository_settings/* typeOfValue */.x6)(actual);
        if ((0,repository_settings/* knownSettingType */.mU)(name) === undefined && type !== null && type !== (0,repository_settings/* typeOfValue */.x6)(value)) {
            problems.push(`'${name}' is ${type === 'integer' ? 'an' : 'a'} ${type} setting on the server (now ${(0,repository_settings/* formatSettingValue */.rY)(actual)}),` +
                ` so it takes ${(0,repository_settings/* allowedValuesOf */.aM)(type)}, not ${(0,repository_settings/* formatSettingValue */.rY)(value)}.`);
            continue;
        }
        comparisons.push({ name, expected: value, actual });
    }
    const drift = comparisons.filter((c) => !(0,repository_settings/* sameSettingValue */.Qq)(c.expected, c.actual));
    return { comparisons, drift, problems };
}
function notListed(name, listed) {
    if ((0,repository_settings/* knownSettingType */.mU)(name) === undefined) {
        const names = listed.map((s) => s.name);
        // The nearest name first: it is what the reader came for, the list is the evidence.
        return `'${name}' is not a setting of this server.${didYouMean(name, names)} It lists ${names.join(', ')}.`;
    }
    const why = repository_settings/* LISTED_ONLY_FOR_PRIVATE */.zG.includes(name)
        ? ' (the server lists it only for private repositories)'
        : '';
    return `'${name}' is not in the server's settings list for this repository${why}; get-setting and set-setting reach it.`;
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/settings-section.ts
// The settings section of 'desired-settings' (a flat mapping is this section alone): the one GET
// of the list, compared (plan.ts), one PATCH per setting that differs (as-code.ts sends each once
// the one before has answered), and one GET at the end to see what stuck
// (docs/travis-api.md#set-lost-updates); and its words.
// A name or value the server cannot take fails the step before any change. A class implementing
// Section, as the other sections are (env-and-cron-sections.ts).







class SettingsSection {
    key = 'settings';
    read(context) {
        return (0,settings/* requestSettingsGet */.rl)(context.client);
    }
    compare(desired, held) {
        const { comparisons, drift, problems } = compareSettings(desired, held);
        if (problems.length > 0) {
            throw new action_error/* ActionError */.l(`${problems.join(' ')} Check 'desired-settings'; nothing was changed.`);
        }
        // Each setting that differs, from its value on the server to the desired one.
        const writes = drift.map(({ name, expected, actual }) => ({
            change: { name, from: actual, to: expected }
        }));
        return { comparisons, drift, writes };
    }
    write(context, write) {
        return sendSettingPatch(context, write);
    }
    readBack(context, sent) {
        return readBackSettingChanges(context, sent);
    }
    words = {
        compared: ({ comparisons, drift }) => {
            const differ = drift.map((d) => d.name);
            if (differ.length > 0) {
                const verb = differ.length === 1 ? 'differs' : 'differ';
                return `${differ.length} of ${(0,plural/* plural */.L)(comparisons.length, 'desired setting')} ${verb}: ${differ.join(', ')}.`;
            }
            return comparisons.length === 1
                ? 'The desired setting matches.'
                : `All ${comparisons.length} desired settings match.`;
        },
        dryRun: (change) => `Dry run: ${(0,repository_settings/* describeSettingChange */.kZ)(change, 'would change')}.`,
        drift: (comparison, alone) => `${alone ? '' : 'setting '}${describeDrift(comparison)}`,
        applied: (change, alone) => (alone ? change.name : `setting '${change.name}'`),
        notDone: (name, alone) => (alone ? `'${name}'` : `setting '${name}'`)
    };
}
const settingsSection = new SettingsSection();
function describeDrift({ name, expected, actual }) {
    return `${name} is ${(0,repository_settings/* formatSettingValue */.rY)(actual)}, expected ${(0,repository_settings/* formatSettingValue */.rY)(expected)}`;
}
/** One PATCH; its failure is an outcome, so the other settings still report theirs. */
async function sendSettingPatch(context, { change: tried }) {
    const { name } = tried;
    const outcome = await changeSetting(context, name, tried.to);
    if (outcome.kind === 'done') {
        const change = { ...tried, to: outcome.done.value };
        context.runner.info(`${(0,repository_settings/* describeSettingChange */.kZ)(change, 'changed')}.`);
        return { tried, outcome: { kind: 'done', done: change } };
    }
    if (outcome.kind === 'unknown') {
        const { failure } = outcome;
        context.runner.info(`Could not change ${name}: ${failure.message}`);
        const patchFailure = failure.patchFailure;
        return { tried, outcome: { kind: 'unknown', failure: failure.message, patchFailure } };
    }
    const { failure } = outcome;
    const reason = (0,errors/* explanationOf */.pg)(failure);
    context.runner.info(`Could not change ${name}: ${reason}`);
    return { tried, outcome: { kind: 'refused', failure: reason } };
}
/**
 * Reads the list back once after the PATCHes and reports what the server holds: a change it
 * answered but no longer holds was replaced by another write to the repository's settings, so
 * it was not applied; a change whose answer was lost and that the server now holds was. When the
 * read-back fails, the answers are all there is to go by, and a warning says so.
 */
async function readBackSettingChanges(context, outcomes) {
    const answered = outcomes.flatMap(({ outcome }) => outcome.kind === 'done' ? [outcome.done] : []);
    const failed = outcomes.flatMap(({ tried, outcome }) => {
        if (outcome.kind === 'done')
            return [];
        const failure = { what: tried.name, reason: outcome.failure };
        return [outcome.kind === 'unknown' ? { ...failure, unknown: true } : failure];
    });
    const unknown = outcomes.flatMap(({ tried, outcome }) => outcome.kind === 'unknown' ? [{ change: tried, patchFailure: outcome.patchFailure }] : []);
    if (answered.length === 0 && unknown.length === 0)
        return { changes: [], failed, alreadySo: [] };
    let held;
    try {
        held = new Map((await (0,settings/* requestSettingsGet */.rl)(context.client)).map(({ name, value }) => [name, value]));
    }
    catch (error) {
        if (!(error instanceof errors/* TravisApiError */.Kb))
            throw error;
        context.runner.warning(`Reading the settings back after the changes failed (${error.explanation}); the changes are reported as the server answered them.`);
        return { changes: answered, failed, alreadySo: [] };
    }
    const holds = (change) => (0,repository_settings/* sameSettingValue */.Qq)(held.get(change.name), change.to);
    const changes = answered.filter(holds);
    for (const change of answered.filter((change) => !holds(change))) {
        const reason = `the server answered ${(0,repository_settings/* formatSettingValue */.rY)(change.to)} but holds ${(0,repository_settings/* formatSettingValue */.rY)(held.get(change.name))}` +
            " when read back: another write to this repository's settings replaced it" +
            ' (travis-api rewrites them whole, without a lock); run the step again.';
        context.runner.info(`${change.name} did not stick: ${reason}`);
        failed.push({ what: change.name, reason });
    }
    // The list read at the end settles what a setting's own read-back could not.
    for (const { change, patchFailure } of unknown) {
        const at = failed.findIndex((failure) => failure.what === change.name);
        const shows = `Reading the settings back shows ${change.name} = ${(0,repository_settings/* formatSettingValue */.rY)(held.get(change.name))}`;
        if (holds(change)) {
            context.runner.info(`${shows}: its change was applied.`);
            changes.push(change);
            failed.splice(at, 1);
        }
        else {
            const reason = `${patchFailure} ${shows}: its change did not land.`;
            context.runner.info(`${change.name}: ${reason}`);
            failed[at] = { what: change.name, reason };
        }
    }
    return { changes, failed, alreadySo: [] };
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/words.ts
// The one failure line of check-settings (fail-on-mismatch) and of apply-settings (what it could
// not do), from each section's own words (section.ts). Settings alone (a flat mapping) are counted
// as settings; with env: or crons:, as entries of each section. A private value never appears.


/**
 * fail-on-mismatch: every entry that differs, and the extras when prune is true; null if none.
 * Settings alone are counted as settings, sections as their entries.
 */
function failureOfCheck(result, sections) {
    const alone = managesSettingsOnly(result);
    const told = sections.map((section) => driftOf(result, section, alone));
    const parts = told.flatMap(({ differ }) => differ);
    if (parts.length === 0)
        return null;
    const total = told.reduce((sum, { entries }) => sum + entries, 0);
    const entries = alone ? (0,plural/* plural */.L)(total, 'setting') : (0,plural/* plural */.L)(total, 'entry', 'entries');
    const verb = parts.length === 1 ? 'differs' : 'differ';
    return `${parts.length} of ${entries} ${verb} from 'desired-settings': ${parts.join('; ')} (fail-on-mismatch is true).`;
}
/** A section's entries that differ, in words (an extra only with prune), and how many it has. */
function driftOf(result, section, alone) {
    const results = result;
    const compared = results[section.key];
    if (compared === null)
        return { differ: [], entries: 0 };
    const counted = compared.drift.filter((c) => result.prune || c.expected !== null);
    return {
        differ: counted.map((c) => section.words.drift(c, alone)),
        entries: compared.comparisons.length
    };
}
/**
 * What apply-settings could not do, each with its reason, and what it did; null if all went.
 * Settings alone: "1 of 2 settings was not changed"; with sections: "2 changes were not made".
 */
function failureOfApply(result, sections) {
    const alone = managesSettingsOnly(result);
    const told = sections.map((section) => outcomeOf(result, section, alone));
    const failed = told.flatMap(({ notDone }) => notDone);
    if (failed.length === 0)
        return null;
    const applied = told.flatMap(({ done }) => done);
    const head = alone
        ? `${failed.length} of ${(0,plural/* plural */.L)(result.settings?.drift.length ?? 0, 'setting')} ${(0,plural/* wasWere */.f)(failed.length)} not changed`
        : `${(0,plural/* plural */.L)(failed.length, 'change')} ${(0,plural/* wasWere */.f)(failed.length)} not made`;
    return `${head}: ${failed.join(' ')} Applied: ${applied.length === 0 ? 'none' : applied.join(', ')}.`;
}
/** A section's writes not done, with their reasons, and the changes it made, in words. */
function outcomeOf(result, section, alone) {
    const results = result;
    const outcome = results[section.key]?.outcome;
    if (outcome === null || outcome === undefined)
        return { notDone: [], done: [] };
    const { words } = section;
    return {
        notDone: outcome.failed.map((f) => `${words.notDone(f.what, alone)}: ${f.reason}`),
        done: outcome.changes.map((change) => words.applied(change, alone))
    };
}

;// CONCATENATED MODULE: ./src/operations/settings-as-code/as-code.ts






async function checkSettings(context, inputs) {
    const options = { prune: inputs.prune, rewritePrivateEnv: false };
    const planned = await readPlans(context, inputs.desired, options);
    const settled = planned.map((section) => settledOf(section, null));
    const result = resultOf('check-settings', settled, { dryRun: false, ...options });
    const sections = planned.map(({ section }) => section);
    const failure = inputs.failOnMismatch ? failureOfCheck(result, sections) : null;
    if (failure !== null)
        (0,result_base/* failCheck */.Nr)(result, failure);
    return result;
}
async function applySettings(context, inputs) {
    // The inputs carry the comparison's options (prune, rewrite-private-env) under their names.
    const planned = await readPlans(context, inputs.desired, inputs);
    const { dryRun, prune, rewritePrivateEnv } = inputs;
    const actions = planned.flatMap(plannedActions);
    const deletions = actions.filter((action) => action === 'delete').length;
    if (inputs.maxDeletions !== null && deletions > inputs.maxDeletions) {
        const what = (0,plural/* plural */.L)(deletions, 'variable or cron job', 'variables and cron jobs');
        throw new action_error/* ActionError */.l(`prune would delete ${what}, more than max-deletions (${inputs.maxDeletions}); nothing was changed.` +
            " Name them in 'desired-settings', or raise max-deletions.");
    }
    const settled = dryRun
        ? planned.map((section) => settledOf(section, dryRunOf(context, section)))
        : await writeAll(context, planned);
    const result = resultOf('apply-settings', settled, { dryRun, prune, rewritePrivateEnv });
    if (rewritePrivateEnv && actions.includes('rewrite')) {
        result.notes.push(`rewrite-private-env is true: private values ${dryRun ? 'would be' : 'are'} written again on every run,` +
            ' as Travis CI never shows them and the action cannot tell whether they changed;' +
            ' so changed is true whenever one is written.');
    }
    if (dryRun)
        return result;
    const failure = failureOfApply(result, planned.map(({ section }) => section));
    if (failure !== null) {
        result.failure = failure;
        result.failureTodo = managesSettingsOnly(result) ? SETTINGS_NOT_CHANGED_TODO : NOT_DONE_TODO;
    }
    return result;
}
/**
 * The sections the input has, read side by side (reads do not lose updates) and compared, then
 * told in the log, one line each in their order.
 */
async function readPlans(context, desired, options) {
    const sections = await sectionsOf(desired);
    const planned = await Promise.all(sections.map((section) => readPlan(context, section, desired, options)));
    for (const section of planned)
        context.runner.info(comparedLine(section, options.prune));
    return planned;
}
function comparedLine({ section, compared }, prune) {
    return section.words.compared(compared, prune);
}
/**
 * The sections the input has. env: and crons: are a chunk of dist/ of their own, loaded (once) only
 * for an input that has one of them: settings alone, like every read, does not load it.
 */
async function sectionsOf(desired) {
    if (desired.env === null && desired.crons === null) {
        return desired.settings === null ? [] : [settingsSection];
    }
    const { envSection, cronSection } = await __nccwpck_require__.e(/* import() */ 743).then(__nccwpck_require__.bind(__nccwpck_require__, 5743));
    const all = [settingsSection, envSection, cronSection];
    return all.filter((section) => desired[section.key] !== null);
}
async function readPlan(context, section, desired, options) {
    const entries = desired[section.key];
    // sectionsOf leaves out the sections the input has not.
    if (entries === null)
        throw new Error(`section ${section.key} is not in the input`);
    const held = await section.read(context);
    return { section, compared: section.compare(entries, held, options) };
}
/** What each planned change does (create, delete, …; a setting's change has no action). */
function plannedActions({ compared }) {
    return compared.writes.flatMap(({ change }) => ('action' in change ? [change.action] : []));
}
/** A dry run: the changes a real run would make, told in the log, none sent. */
function dryRunOf(context, { section, compared }) {
    const changes = compared.writes.map((write) => write.change);
    for (const change of changes)
        context.runner.info(section.words.dryRun(change, compared));
    return { changes, failed: [], alreadySo: [] };
}
/** The sections' writes, one section after another, each read back before the next. */
async function writeAll(context, planned) {
    const settled = [];
    for (const section of planned)
        settled.push(settledOf(section, await write(context, section)));
    return settled;
}
async function write(context, planned) {
    const { section, compared } = planned;
    // Each write once the one before has answered, never side by side: settings and variables share
    // a column that travis-api rewrites whole, without a lock, so two at once lose one
    // (docs/travis-api.md#set-lost-updates).
    const sent = [];
    for (const one of compared.writes)
        sent.push(await section.write(context, one));
    return section.readBack(context, sent);
}
function settledOf({ section, compared }, outcome) {
    return {
        key: section.key,
        result: { comparisons: compared.comparisons, drift: compared.drift, outcome }
    };
}
function resultOf(operation, settled, { dryRun, prune, rewritePrivateEnv }) {
    const sections = { settings: null, env: null, crons: null };
    for (const section of settled)
        place(sections, section);
    const changes = settled.reduce((sum, { result }) => sum + (result.outcome?.changes.length ?? 0), 0);
    return {
        ...(0,result_base/* resultBase */.bl)('settings-check', operation, { dryRun, changed: changes > 0 }),
        ...sections,
        prune,
        rewritePrivateEnv
    };
}
/** A section's result under its key (TypeScript cannot tell a key from its section's types). */
function place(sections, { key, result }) {
    const byKey = sections;
    byKey[key] = result;
}
/** What the summary tells the user when some settings were not changed: each row says why. */
const SETTINGS_NOT_CHANGED_TODO = 'each setting marked ✗ below says why it was not changed.' +
    " Fix that (a value the server refused is corrected in 'desired-settings') and run the job again:" +
    ' the settings already applied match and are not sent again.';
const NOT_DONE_TODO = 'each change not made says why; what was applied stays applied. Fix the cause and run the step again: it sends only what still differs.';

// EXTERNAL MODULE: ./src/operations/settings-as-code/env-vars.ts
var env_vars = __nccwpck_require__(4125);
// EXTERNAL MODULE: ./src/operations/settings-as-code/crons.ts
var crons = __nccwpck_require__(6672);
;// CONCATENATED MODULE: ./src/operations/index.ts








const keyPairWrites = () => Promise.all(/* import() */[__nccwpck_require__.e(663), __nccwpck_require__.e(562)]).then(__nccwpck_require__.bind(__nccwpck_require__, 562));
/** export-settings brings the YAML stringifier: loaded only by a run that exports. */
const settingsExport = () => __nccwpck_require__.e(/* import() */ 12).then(__nccwpck_require__.bind(__nccwpck_require__, 6012));
const operations_builds = () => __nccwpck_require__.e(/* import() */ 974).then(__nccwpck_require__.bind(__nccwpck_require__, 974));
/** The secure values bring node:crypto's ciphers, the YAML parser and the variable writes. */
const secureValues = () => __nccwpck_require__.e(/* import() */ 283).then(__nccwpck_require__.bind(__nccwpck_require__, 3283));
/** check-travis-yml brings the YAML parser. */
const travisYmlCheck = () => __nccwpck_require__.e(/* import() */ 931).then(__nccwpck_require__.bind(__nccwpck_require__, 3931));
/** The function of each operation; the lazily loaded ones through import(). */
const RUN_OF_OPERATION = {
    'find-key-pair': findKeyPair,
    'create-key-pair': async (context, inputs) => (await keyPairWrites()).createKeyPair(context, inputs),
    'update-key-pair': async (context, inputs) => (await keyPairWrites()).updateKeyPair(context, inputs),
    'set-key-pair': async (context, inputs) => (await keyPairWrites()).setKeyPair(context, inputs),
    'delete-key-pair': deleteKeyPair,
    'rotate-key-pair': async (context, inputs) => (await Promise.all(/* import() */[__nccwpck_require__.e(663), __nccwpck_require__.e(833)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8833))).rotateKeyPair(context, inputs),
    'list-caches': listCaches,
    'delete-caches': deleteCaches,
    'list-settings': listSettings,
    'get-setting': getSetting,
    'set-setting': setSetting,
    'list-branches': listBranches,
    'check-settings': checkSettings,
    'apply-settings': applySettings,
    'list-repositories': listRepositories,
    'list-env-vars': env_vars/* listEnvVars */.C,
    'list-crons': crons/* listCrons */.Qs,
    'export-settings': async (context, inputs) => (await settingsExport()).exportSettings(context, inputs),
    'list-builds': async (context, inputs) => (await operations_builds()).listBuilds(context, inputs),
    'trigger-build': async (context, inputs) => (await operations_builds()).triggerBuild(context, inputs),
    'wait-for-build': async (context, inputs) => (await operations_builds()).waitForBuild(context, inputs),
    'restart-build': async (context, inputs) => (await operations_builds()).restartBuild(context, inputs),
    'cancel-build': async (context, inputs) => (await operations_builds()).cancelBuild(context, inputs),
    'encrypt-value': async (context, inputs) => (await secureValues()).encryptValue(context, inputs),
    'encrypt-file': async (context, inputs) => (await secureValues()).encryptFile(context, inputs),
    'encrypt-travis-yml': async (context, inputs) => (await secureValues()).encryptTravisYml(context, inputs),
    'check-travis-yml': async (context, inputs) => (await travisYmlCheck()).checkTravisYml(context, inputs)
};
function runOperation(context, inputs) {
    // The table pairs each operation with its own inputs; TypeScript cannot follow the pair here.
    const run = RUN_OF_OPERATION[inputs.operation];
    return run(context, inputs);
}

;// CONCATENATED MODULE: ./src/report/format.ts
// Small formatting helpers for outputs and the job summary.


/** Bytes as B, KiB, MiB or GiB with one decimal above bytes. */
function humanSize(bytes) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
/**
 * Text as the job summary shows it, whoever wrote it (the server, an input): secrets replaced by
 * ***, the bidi controls written out (`\u202e`), and `& < > " '` as entities. So are line breaks
 * (`&#10;`, `&#13;`): the summary is HTML inside Markdown, every part of it starts an HTML block
 * (`<h2>`, `<p>`, `<table>`, `<details>`, `<pre>`), and only a blank line ends one and lets
 * Markdown (images, links) take effect; text without a line break cannot make one.
 */
function escapeHtml(text) {
    return (0,mask/* escapeBidi */.s5)((0,mask/* redactSecrets */.fp)(text)).replace(/[&<>"'\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}
/** Sizes come checked as finite numbers (travis/shapes.ts), so they add up as they are. */
function sumSizes(items) {
    return items.reduce((total, item) => total + item.size, 0);
}

const UNITS = [
    [365 * 86_400, 'year'],
    [30 * 86_400, 'month'],
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute']
];
/** How long before `now` the time `then` was: `3 days ago`, `just now`, `in 2 hours`. */
function relativeAge(then, now) {
    const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
    const size = Math.abs(seconds);
    const unit = UNITS.find(([length]) => size >= length);
    if (unit === undefined)
        return 'just now';
    const amount = (0,plural/* plural */.L)(Math.floor(size / unit[0]), unit[1]);
    return seconds >= 0 ? `${amount} ago` : `in ${amount}`;
}
/**
 * A server's timestamp for the summary, escaped: `3 days ago (2026-11-20)` with the full time on
 * hover; the text as sent when it is not a date, and '' for none.
 */
function whenHtml(iso, now) {
    if (iso === null || iso === undefined || iso === '')
        return '';
    const then = new Date(iso);
    if (Number.isNaN(then.getTime()))
        return escapeHtml(iso);
    return `<span title="${escapeHtml(iso)}">${relativeAge(then, now)}</span> (${then.toISOString().slice(0, 10)})`;
}

;// CONCATENATED MODULE: ./src/report/html.ts
// HTML pieces of the job summary. Cells and keys must already be escaped.

/** Tables longer than this are cut, with a line saying how many rows were left out. */
const MAX_TABLE_ROWS = 100;
function code(text) {
    return `<code>${escapeHtml(text)}</code>`;
}
/** The one line a reader sees first: the numbers that matter, in bold. Already escaped. */
function headline(bold, rest = '') {
    return `<p><strong>${bold}</strong>${rest}</p>\n`;
}
/** Details the reader opens when needed; `label` already escaped. */
function folded(label, body) {
    return body === '' ? '' : `<details><summary>${label}</summary>\n\n${body}</details>\n`;
}
/** A table folded under `label`, unless it has one row: opening a fold for one row is a chore. */
function foldedTable(label, rows, body) {
    return rows === 1 ? body : folded(label, body);
}
function keyValueTable(rows) {
    return `<table>\n${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${v}</td></tr>`).join('\n')}\n</table>\n`;
}
/**
 * Cells and headers must already be escaped; `total`: rows in all, when only the first ones are
 * given; `rest`: where the rows left out can be read, for the line that counts them (escaped).
 */
function table(headers, rows, total = rows.length, rest = '') {
    const shown = rows.slice(0, MAX_TABLE_ROWS);
    const head = `<tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr>`;
    const body = shown.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
    const more = total > shown.length
        ? `<p>… and ${total - shown.length} more${rest === '' ? '' : `: ${rest}`}.</p>\n`
        : '';
    return `<table>\n${head}\n${body}\n</table>\n${more}`;
}

;// CONCATENATED MODULE: ./src/report/output-values.ts

/** An output of text from the server or an input. */
function output_values_text(value) {
    return (0,mask/* redactSecrets */.fp)(value);
}
function json(value) {
    return (0,mask/* safeJson */.oi)(value);
}

;// CONCATENATED MODULE: ./src/report/links.ts

const NO_PAGES = {
    travisSettings: null,
    travisCaches: null,
    travisBranches: null,
    travisBuilds: null,
    travisJobs: null,
    githubDeployKeys: null
};
/** travis-ci.com's API and its web app (docs/travis-api.md#web-pages). */
const HOSTED = { api: 'https://api.travis-ci.com', web: 'https://app.travis-ci.com' };
/** travis-web's provider segments (config/providers.js `urlPrefix`); an empty one means github. */
const WEB_PROVIDERS = ['github', 'bitbucket', 'gitlab', 'assembla'];
const DEFAULT_SERVER_URL = 'https://github.com';
/**
 * The pages of the connection's repository. `githubServerUrl`: the runner's GITHUB_SERVER_URL
 * (https://github.com when unset).
 */
function repositoryPages(connection, githubServerUrl) {
    const { repo, provider } = connection;
    if (repo.kind !== 'slug')
        return NO_PAGES;
    const path = `${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}`;
    const web = travisWeb(connection.apiUrl);
    const segment = provider === '' ? 'github' : provider;
    const travis = web !== null && WEB_PROVIDERS.includes(segment) ? `${web.base}/${segment}/${path}` : null;
    const github = segment === 'github' ? baseOf(githubServerUrl || DEFAULT_SERVER_URL) : null;
    return {
        travisSettings: travis === null ? null : `${travis}/settings`,
        travisCaches: travis === null || !web?.caches ? null : `${travis}/caches`,
        travisBranches: travis === null ? null : `${travis}/branches`,
        travisBuilds: travis === null ? null : `${travis}/builds`,
        travisJobs: travis === null ? null : `${travis}/jobs`,
        githubDeployKeys: github === null ? null : `${github}/${path}/settings/keys`
    };
}
/**
 * Travis CI's web app for an API URL: travis-ci.com's, or an Enterprise installation's, whose API
 * is served under /api of the web app's address. Its caches page exists only on travis-ci.com
 * (travis-web config/environment.js sets `endpoints.caches` there alone). Null for any other form.
 */
function travisWeb(apiUrl) {
    if (apiUrl === HOSTED.api)
        return { base: HOSTED.web, caches: true };
    const url = parsed(apiUrl);
    if (url === null || !url.pathname.endsWith('/api'))
        return null;
    return { base: `${url.origin}${url.pathname.slice(0, -'/api'.length)}`, caches: false };
}
/** An http(s) URL without its trailing slashes; null for anything else. */
function baseOf(text) {
    const url = parsed(text);
    return url === null ? null : `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
function parsed(text) {
    try {
        const url = new URL(text);
        return ['http:', 'https:'].includes(url.protocol) && url.search === '' && url.hash === ''
            ? url
            : null;
    }
    catch {
        return null;
    }
}
/** The pages that show what an operation read or changed, as [label, address]. */
function pagesFor(operation, pages) {
    const travis = (page, label) => page === null ? [] : [[`${label} on Travis CI`, page]];
    switch (operation) {
        case 'list-caches':
        case 'delete-caches':
            return travis(pages.travisCaches, 'caches');
        case 'list-branches':
            return travis(pages.travisBranches, 'branches');
        case 'list-repositories':
            return [];
        case 'list-builds':
        case 'trigger-build':
        case 'wait-for-build':
        case 'restart-build':
        case 'cancel-build':
            return travis(pages.travisBuilds, 'builds');
        case 'rotate-key-pair':
            return [
                ...travis(pages.travisSettings, 'settings'),
                ...(pages.githubDeployKeys === null
                    ? []
                    : [['deploy keys on GitHub', pages.githubDeployKeys]])
            ];
        default:
            // The key pair and the settings operations: both are on the settings page.
            return travis(pages.travisSettings, 'settings');
    }
}
/** `<p>Open: <a …>settings on Travis CI</a> · …</p>`, or '' when there is no page to open. */
function pagesLine(operation, pages) {
    const links = pagesFor(operation, pages).map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`);
    return links.length === 0 ? '' : `<p>Open: ${links.join(' · ')}</p>\n`;
}

;// CONCATENATED MODULE: ./src/report/view.ts
// What the job summary knows besides the result: the pages to link, and which output holds the
// whole listing when a table shows only its first rows.

/** No pages to link, every output whole: a summary on its own (tests, a failure). */
const PLAIN_VIEW = { pages: NO_PAGES, fullResult: 'outputs' };
/**
 * Where all `total` items of a cut table can be read, for its `… and N more` line; `noun` names
 * them when the table's rows are not the items themselves (a subtotal per branch). Escaped.
 */
function wholeListIn(fullResult, total, noun = '') {
    const all = `all ${total}${noun === '' ? '' : ` ${noun}`}`;
    switch (fullResult) {
        case 'outputs':
            return `${all} are in the <code>result</code> output`;
        case 'file':
            return `${all} are in the file named by the <code>result-file</code> output`;
        case 'lost':
            return 'the outputs hold only the first ones, and no file could be written for the rest (see the warning)';
    }
}

;// CONCATENATED MODULE: ./src/report/areas/build-parts.ts
// How builds and jobs read in the summary, wherever they appear (the build, its jobs, why it
// failed, list-builds): their marks, links and durations.


/** ✓ passed, ✗ failed, errored or canceled, … still going. */
function mark(state) {
    if (state === 'passed')
        return '✓';
    return (0,builds/* isFinished */.$g)(state) ? '✗' : '…';
}
/** ` (allowed to fail)` for a job allowed to fail that did not pass; '' otherwise. */
function allowed(job) {
    return job.allow_failure && job.state !== 'passed' ? ' (allowed to fail)' : '';
}
/** `#57`, a link to the build's page when the action knows it. */
function linked(build) {
    const name = `#${escapeHtml(build.number)}`;
    return build.url === null ? name : `<a href="${escapeHtml(build.url)}">${name}</a>`;
}
/** `3 min 12 s`, `45 s`, `1 h 2 min` */
function duration(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    if (h > 0)
        return `${h} h ${m} min`;
    return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

;// CONCATENATED MODULE: ./src/report/areas/build-failures.ts




/** The section, or '' for a build that did not fail. */
function whyItFailed(build, logs, jobPages) {
    if (!builds/* FAILED_STATES */.ru.includes(build.state))
        return '';
    const jobs = build.jobs
        .filter(builds/* failedTheBuild */.l6)
        .sort((a, b) => (0,builds/* jobOrder */.S)(a.state) - (0,builds/* jobOrder */.S)(b.state));
    if (jobs.length === 0)
        return '';
    const parts = jobs.map((job) => failedJob(job, logs.find((log) => log.jobId === job.id), jobPages));
    return `<h3>Why it failed</h3>\n${parts.join('')}`;
}
function failedJob(job, log, jobPages) {
    const label = escapeHtml(job.name === '' ? job.number || `id ${job.id}` : `${job.number} ${job.name}`);
    const name = jobPages === null ? label : `<a href="${escapeHtml(`${jobPages}/${job.id}`)}">${label}</a>`;
    const took = job.duration === null ? '' : ` after ${duration(job.duration)}`;
    const command = log?.failedCommand;
    const what = command === null || command === undefined
        ? ''
        : `: ${code(command.command)} exited with ${command.exitCode}`;
    const missing = log?.missing
        ? ` (its log ${escapeHtml(MISSING[log.missing] ?? log.missing)})`
        : '';
    const line = `<p>${mark(job.state)} <strong>${name}</strong> ${escapeHtml(job.state)}${took}${what}.${missing}</p>\n`;
    if (log === undefined || log.tail.length === 0)
        return line;
    const before = command === null || command === undefined ? 'The last' : 'The';
    const label2 = `${before} ${(0,plural/* plural */.L)(log.tail.length, 'line')} of its log${command ? ' before it' : ''}`;
    return line + folded(escapeHtml(label2), `<pre>${escapeHtml(log.tail.join('\n'))}</pre>\n`);
}
const MISSING = {
    log_expired: 'is no longer kept by Travis CI',
    log_access_denied: 'is not open to this token',
    not_found: 'was not found',
    empty: 'is empty',
    unreadable: 'could not be read'
};

;// CONCATENATED MODULE: ./src/report/areas/builds.ts
// The builds operations in report/: their outputs (the build: id, number, state, page, jobs,
// duration, and a trigger's request; list-builds' listing), what they changed in words, and the
// summary: one build (number, branch, state, duration, link) with its jobs, the ones that did not
// pass first; list-builds as a table.







const buildReport = {
    body: (result, _now, view) => buildBody(result, view.pages.travisJobs),
    outputs: ({ build, request, pending, logs, restartedJobs }) => ({
        result: json(build),
        'request-id': request === null ? '' : String(request.id),
        'remaining-requests': String(request?.remainingRequests ?? ''),
        'build-id': build === null ? '' : String(build.id),
        'build-number': output_values_text(build?.number ?? ''),
        'build-state': pending === undefined ? output_values_text(build?.state ?? '') : `${pending}-pending`,
        'build-url': output_values_text(build?.url ?? ''),
        jobs: json((build?.jobs ?? []).map(jobOutput)),
        'log-files': json(logs.flatMap((log) => (log.file === null ? [] : [log.file]))),
        'restarted-jobs': restartedJobs === null ? '' : json(restartedJobs),
        duration: String(build?.duration ?? '')
    }),
    changes: (result) => `${result.action} ${result.build === null ? `build request ${result.request?.id ?? ''}` : `build #${result.build.number}`} on Travis CI`
};
const buildsReport = {
    body: (result, now, view) => buildsBody(result, now, view.fullResult),
    outputs: (result) => ({
        result: json(result.builds),
        builds: json(result.builds),
        count: String(result.builds.length)
    }),
    changes: null
};
const HEADLINES = {
    triggered: 'Triggered',
    found: 'Waited for',
    restarted: 'Restarted',
    canceled: 'Cancel requested for',
    'not-cancelable': 'Nothing to cancel:',
    'nothing-to-restart': 'No failed job to restart in',
    'would-trigger': 'Would trigger a build',
    'would-restart': 'Would restart',
    'would-cancel': 'Would cancel'
};
/** A job as the `jobs` output shows it (action.yml). */
function jobOutput({ id, number, name, stage, state, allow_failure, duration }) {
    return { id, number, name, stage, state, allow_failure, duration };
}
/** What is left of the hour's API build requests after this one, when Travis CI said. */
function allowance({ remainingRequests }) {
    if (remainingRequests === null)
        return '';
    const more = (0,plural/* plural */.L)(Math.max(0, remainingRequests - 1), 'more API build request');
    return ` (Travis CI allows ${more} this hour)`;
}
function buildBody(result, jobPages) {
    const { build, request } = result;
    const requestLine = request === null ? '' : `<p>Build request ${request.id}${allowance(request)}.</p>\n`;
    if (build === null)
        return headline(escapeHtml(HEADLINES[result.action])) + requestLine;
    const verb = HEADLINES[result.action];
    // A restart not applied yet: the build still shows how it ended before (travis-hub restarts it).
    const state = `${mark(build.state)} ${escapeHtml(build.state)}`;
    // A build whose end failed the step: the failure line above says how it ended already.
    const endFailed = result.failedCheck === true && result.pending === undefined;
    const shown = result.pending !== undefined
        ? `: ${result.pending} queued for Travis CI (the build showed ${state})`
        : endFailed
            ? ''
            : `: ${state}`;
    return (headline(`${escapeHtml(verb)} build ${linked(build)}${shown}`, `${build.branch === null ? '' : ` on ${code(build.branch)}`}${build.duration === null ? '' : `, ${duration(build.duration)}`}.`) +
        requestLine +
        commitLine(build) +
        whyItFailed(build, result.logs, jobPages) +
        jobsTable(build.jobs, result.restartedJobs));
}
/** What the headline does not say already: the commit's first line. */
function commitLine(build) {
    return build.message === null ? '' : `<p>Commit: ${escapeHtml(firstLine(build.message))}</p>\n`;
}
/**
 * The jobs, those that did not pass first (failed, errored, canceled, then the rest), with their
 * names and stages as Travis CI's page shows them; a restarted job says so.
 */
function jobsTable(jobs, restarted) {
    if (jobs.length === 0)
        return '';
    const stages = jobs.some((job) => job.stage !== null);
    const rows = [...jobs]
        .sort((a, b) => (0,builds/* jobOrder */.S)(a.state) - (0,builds/* jobOrder */.S)(b.state))
        .map((job) => [
        escapeHtml(job.number || String(job.id)),
        escapeHtml(job.name),
        ...(stages ? [escapeHtml(job.stage ?? '')] : []),
        `${mark(job.state)} ${escapeHtml(job.state)}${allowed(job)}${restarted?.includes(job.id) ? ', restarted' : ''}`,
        job.duration === null ? '' : duration(job.duration)
    ]);
    return table(['Job', 'Name', ...(stages ? ['Stage'] : []), 'State', 'Duration'], rows);
}
function buildsBody(result, now, fullResult) {
    const count = result.builds.length;
    const { branch, states, eventTypes } = result.filters;
    const filters = [
        branch === '' ? '' : ` on ${code(branch)}`,
        states.length === 0 ? '' : `, ${escapeHtml(states.join(' or '))}`,
        eventTypes.length === 0 ? '' : `, by ${escapeHtml(eventTypes.join(' or '))}`
    ].join('');
    const totalNote = result.total === null || result.total === count ? '' : ` (the server has ${result.total})`;
    const rows = result.builds.map((build) => [
        linked(build),
        build.branch === null ? '' : escapeHtml(build.branch),
        `${mark(build.state)} ${escapeHtml(build.state)}`,
        escapeHtml(build.event_type ?? ''),
        whenHtml(build.finished_at ?? build.started_at, now),
        build.duration === null ? '' : duration(build.duration)
    ]);
    const listing = rows.length
        ? table(['Build', 'Branch', 'State', 'Event', 'Finished', 'Duration'], rows, count, wholeListIn(fullResult, count))
        : '';
    // The table is the listing: not folded (a hundred rows at most, the rest named).
    return headline((0,plural/* plural */.L)(count, 'build'), `${filters}${totalNote}, newest first.`) + listing;
}
function firstLine(text) {
    return text.split(/\r?\n/)[0] ?? '';
}

;// CONCATENATED MODULE: ./src/report/areas/caches.ts




const cachesReport = {
    body: (result, now, view) => cachesBody(result, now, view.fullResult),
    outputs: (result) => {
        const caches = json(result.caches);
        const size = String(sumSizes(result.caches));
        return result.operation === 'list-caches'
            ? { result: caches, caches, count: String(result.caches.length), 'total-size': size }
            : {
                result: caches,
                caches,
                'deleted-count': String(result.caches.length),
                'deleted-size': size
            };
    },
    changes: (result) => `${(0,plural/* plural */.L)(result.caches.length, 'cache')} (${humanSize(sumSizes(result.caches))}) ${(0,plural/* wasWere */.f)(result.caches.length)} deleted from Travis CI`
};
function cachesBody(result, now, fullResult) {
    const count = (0,plural/* plural */.L)(result.caches.length, 'cache');
    const size = humanSize(sumSizes(result.caches));
    const filters = describeCacheSelection(result);
    const line = result.operation === 'list-caches'
        ? headline(`${count}, ${size}`, `${filters}.`)
        : result.dryRun
            ? headline(`${count} would be deleted, ${size}`, `${filters}.`)
            : headline(`Deleted ${count}, ${size}`, `${filters}.`);
    const groups = byBranch(result.caches);
    const subtotals = groups.map(([branch, caches]) => [
        branchCell(branch),
        String(caches.length),
        humanSize(sumSizes(caches))
    ]);
    const rows = groups.flatMap(([, caches]) => caches.map((c) => [
        escapeHtml(c.name),
        branchCell(c.branch),
        humanSize(c.size),
        whenHtml(c.last_modified, now)
    ]));
    return (line +
        // Caches of one branch are their own subtotal: the headline says all.
        (groups.length > 1
            ? table(['Branch', 'Caches', 'Size'], subtotals, subtotals.length, wholeListIn(fullResult, result.caches.length, 'caches'))
            : '') +
        foldedTable(`Every cache (${result.caches.length})`, rows.length, rows.length
            ? table(['Name', 'Branch', 'Size', 'Last modified'], rows, rows.length, wholeListIn(fullResult, rows.length))
            : '') +
        skippedList(result) +
        commaHints(result));
}
/**
 * A branch line with a comma that selected nothing: most likely two names meant as one line (as
 * workflows wrote them when commas separated branches). Said here too, not only in the log.
 */
function commaHints(result) {
    const unmatched = result.selection.groups.filter((group) => group.includes(',') && !result.caches.some((cache) => cache.branch === group));
    return unmatched
        .map((group) => `<p>ℹ️ No cache of the branch ${code(group)}: a line of 'branch' is one branch name, commas included (git allows them). ` +
        `For the branches ${group
            .split(',')
            .map((part) => code(part.trim()))
            .join(' and ')}, give each on its own line.</p>\n`)
        .join('');
}
/**
 * The selected caches left alone, each with why: a list, not a table, so that a long reason wraps
 * (GitHub's tables take the width of their widest cell and scroll).
 */
function skippedList(result) {
    if (result.skipped.length === 0)
        return '';
    const items = result.skipped.map(({ cache, reason }) => `<li>${code(cache.name)} of ${branchCell(cache.branch)}: ${escapeHtml(reason)}</li>`);
    return (`<p>⚠️ Skipped for safety: ${(0,plural/* plural */.L)(result.skipped.length, 'selected cache')} (see the warnings).</p>\n` +
        `<ul>\n${items.join('\n')}\n</ul>\n`);
}
/** Caches by branch, the largest total first; unknown branches last. */
function byBranch(caches) {
    const groups = new Map();
    for (const cache of caches) {
        const group = groups.get(cache.branch);
        if (group === undefined)
            groups.set(cache.branch, [cache]);
        else
            group.push(cache);
    }
    return [...groups.entries()].sort(([a, left], [b, right]) => Number(a === null) - Number(b === null) || sumSizes(right) - sumSizes(left));
}
function branchCell(branch) {
    return branch === null ? '<em>unknown</em>' : escapeHtml(branch);
}
function describeCacheSelection(result) {
    const { groups, match, olderThanDays, staleBranches } = result.selection;
    const parts = [];
    if (groups.length)
        parts.push(`of ${groups.map((g) => code(g)).join(', ')}`);
    if (match !== '')
        parts.push(`name containing ${code(match)}`);
    if (olderThanDays !== null)
        parts.push(`last used more than ${(0,plural/* plural */.L)(olderThanDays, 'day')} ago`);
    if (staleBranches)
        parts.push('of branches deleted on GitHub and closed pull requests');
    return parts.length ? ` (${parts.join('; ')})` : '';
}

;// CONCATENATED MODULE: ./src/report/areas/env-and-crons.ts




const envVarsReport = {
    body: (result) => envVarsBody(result),
    outputs: (result) => {
        const envVars = json(result.envVars);
        return { result: envVars, 'env-vars': envVars, count: String(result.envVars.length) };
    },
    changes: null
};
const cronsReport = {
    body: (result, now) => cronsBody(result, now),
    outputs: (result) => {
        const crons = json(result.crons);
        return { result: crons, crons, count: String(result.crons.length) };
    },
    changes: null
};
const NOT_READABLE = 'set (value not readable)';
function envVarsBody(result) {
    const hidden = result.envVars.filter((v) => !v.public).length;
    const rows = result.envVars.map((v) => [
        code(v.name),
        env_and_crons_branchCell(v.branch),
        v.public ? 'yes' : 'no',
        v.public ? code(v.value ?? '') : `private, ${NOT_READABLE}`
    ]);
    const rest = hidden === 0 ? '.' : `; ${hidden} private (Travis CI never shows their values).`;
    return `${headline((0,plural/* plural */.L)(result.envVars.length, 'environment variable'), rest)}${table(['Variable', 'Branch', 'Public', 'Value'], rows)}`;
}
function cronsBody(result, now) {
    const rows = result.crons.map((c) => [
        code(c.branch),
        escapeHtml(c.interval),
        c.dont_run_if_recent_build_exists ? 'yes' : 'no',
        c.active ? 'yes' : 'no',
        whenHtml(c.last_run, now),
        whenHtml(c.next_run, now)
    ]);
    const inactive = result.crons.filter((c) => !c.active).length;
    const rest = inactive === 0 ? '.' : `; ${inactive} inactive (Travis CI stopped them).`;
    const columns = [
        'Branch',
        'Interval',
        'Not after a recent build',
        'Active',
        'Last run',
        'Next run'
    ];
    return `${headline((0,plural/* plural */.L)(result.crons.length, 'cron job'), rest)}${table(columns, rows)}`;
}
/** The variables of a check or apply: expected beside actual, or what became of each. */
function envSection(result, section) {
    const rows = section.comparisons.map((c) => [
        code(c.name),
        env_and_crons_branchCell(c.branch),
        expectedEnvCell(c),
        c.actual === null ? 'missing' : envCell(c.actual),
        env_and_crons_status(result, section, c, envRow(c))
    ]);
    const checks = section.outcome === null;
    const columns = [
        'Variable',
        'Branch',
        'Expected',
        checks ? 'Actual' : 'Before',
        checks ? 'Matches' : 'Outcome'
    ];
    return `${sectionHeadline(result, section, 'variable', envRow)}${table(columns, rows)}`;
}
/** A variable's row: by the server's variable too, as it may hold two of one (name, branch). */
function envRow(c) {
    const same = (ch) => ch.id === c.id && ch.name === c.name && ch.branch === c.branch;
    return { same, what: `env ${(0,env_and_crons/* envLabel */.Ac)(c)}`, id: c.id };
}
/** The cron jobs of a check or apply: expected beside actual, or what became of each. */
function cronSection(result, section) {
    const rows = section.comparisons.map((c) => [
        code(c.branch),
        c.expected === null ? 'not in crons:' : cronCell(c.expected),
        c.actual === null ? 'missing' : cronCell(c.actual),
        env_and_crons_status(result, section, c, cronRow(c))
    ]);
    const checks = section.outcome === null;
    const headers = [
        'Branch',
        'Expected',
        checks ? 'Actual' : 'Before',
        checks ? 'Matches' : 'Outcome'
    ];
    return `${sectionHeadline(result, section, 'cron job', cronRow)}${table(headers, rows)}`;
}
function cronRow(c) {
    return { same: (ch) => ch.branch === c.branch, what: `cron '${c.branch}'` };
}
/** Whether a failure or a write already so is the row's. */
function owns({ what, id }) {
    return (entry) => entry.what === what && (entry.id ?? null) === (id ?? null);
}
/** Whether an extra is off the server after a real apply: its delete done, or already gone. */
function gone(outcome, row) {
    return outcome.changes.some(row.same) || outcome.alreadySo.some(owns(row));
}
function sectionHeadline(result, section, noun, rowOf) {
    const declared = section.comparisons.filter((c) => c.expected !== null).length;
    const differ = section.drift.filter((c) => c.expected !== null).length;
    const { outcome } = section;
    // After a real apply, only the extras still on the server count: not those deleted, nor gone.
    const applied = result.dryRun ? null : outcome;
    const extras = section.drift.filter((c) => c.expected === null && (applied === null || !gone(applied, rowOf(c)))).length;
    const extra = extras === 0 ? '' : `; ${(0,plural/* plural */.L)(extras, `more ${noun}`, `more ${noun}s`)} on the server (extra)`;
    if (outcome === null) {
        const declaredNouns = (0,plural/* plural */.L)(declared, `declared ${noun}`, `declared ${noun}s`);
        const line = differ > 0
            ? `${differ} of ${declaredNouns} ${differ === 1 ? 'differs' : 'differ'}`
            : declared === 1
                ? `The declared ${noun} matches`
                : declared === 0
                    ? `No ${noun}s declared`
                    : `All ${declaredNouns} match`;
        return headline(`${line}${extra}.`);
    }
    const count = (0,plural/* plural */.L)(outcome.changes.length, 'change');
    const failed = outcome.failed.length === 0 ? '' : `; ${outcome.failed.length} failed`;
    return headline(`${result.dryRun ? `${count} would be made` : `${count} made`}${failed}${extra}.`);
}
function env_and_crons_status(result, section, comparison, row) {
    const mine = owns(row);
    const differs = section.drift.includes(comparison);
    const extra = comparison.expected === null;
    const { outcome } = section;
    if (outcome === null) {
        if (!differs)
            return '✓';
        return extra ? (result.prune ? '✗ extra (prune is true)' : 'extra') : '✗';
    }
    const failure = outcome.failed.find(mine);
    // A write that may have been applied is not "not done": its reason says what is known.
    if (failure !== undefined)
        return `✗ ${failure.unknown ? 'unknown' : 'not done'}: ${escapeHtml(failure.reason)}`;
    const already = outcome.alreadySo.find(mine);
    if (already !== undefined)
        return `✓ ${escapeHtml(already.how)}`;
    const change = outcome.changes.find(row.same);
    if (change !== undefined) {
        const done = env_and_crons/* WRITE_DONE */.xK[change.action] ?? change.action;
        return result.dryRun ? `would be ${done}` : `✓ ${done}`;
    }
    if (extra)
        return 'extra, kept (prune is false)';
    return differs ? '✗ not done' : '✓ already so';
}
function env_and_crons_branchCell(branch) {
    return branch === null ? 'all' : code(branch);
}
function expectedEnvCell(c) {
    if (c.expected === null)
        return 'not in env:';
    if (c.expected.public && c.expected.value === null) {
        return `public, from ${code(c.fromEnv ?? '')} (${env_and_crons/* UNSET_PUBLIC */.c6})`;
    }
    if (c.expected.public)
        return envCell(c.expected);
    return c.fromEnv ? `private, from ${code(c.fromEnv)}` : 'private, inline';
}
function envCell(state) {
    if (!state.public)
        return `private, ${NOT_READABLE}`;
    // A value left out (env-plan.ts: a variable declared private that the server holds public).
    return typeof state.value !== 'string'
        ? 'public, value not shown (declared private)'
        : `${code(state.value)} (public)`;
}
function cronCell(state) {
    const recent = state.dont_run_if_recent_build_exists ? ', not after a recent build' : '';
    return `${escapeHtml(state.interval)}${recent}${state.active === false ? `, ${env_and_crons/* CRON_STOPPED */.xz}` : ''}`;
}

;// CONCATENATED MODULE: ./src/report/areas/export.ts



const exportReport = {
    body: (result) => exportBody(result),
    outputs: (result) => ({
        result: json({
            settings: result.settings,
            env_vars: result.envVars,
            crons: result.crons,
            left_out: result.leftOut
        }),
        'desired-settings': output_values_text(result.documentInOutput ? result.document : '')
    }),
    // Read-only: the file it writes is in the workspace, not on Travis CI.
    changes: null
};
function exportBody(result) {
    const privates = result.envVars.filter((variable) => !variable.public).length;
    const inactive = result.crons.filter((cron) => !cron.active).length;
    const rows = [
        ['<code>settings:</code>', (0,plural/* plural */.L)(result.settings.length, 'setting'), ''],
        [
            '<code>env:</code>',
            (0,plural/* plural */.L)(result.envVars.length, 'variable'),
            privates === 0 ? '' : `${privates} private, as <code>from-env</code>: give each from a secret`
        ],
        [
            '<code>crons:</code>',
            (0,plural/* plural */.L)(result.crons.length, 'cron job'),
            inactive === 0 ? '' : `${inactive} stopped by Travis CI: apply-settings starts them again`
        ]
    ];
    const output = '<code>desired-settings</code> output';
    const tooLong = `Too long for the ${output}, which is left empty`;
    const where = !result.documentInOutput
        ? result.file === null
            ? ` ${tooLong}: set <code>export-file</code> to have it written in the workspace.`
            : ` ${tooLong}; written to ${code(result.file)}.`
        : result.file === null
            ? ` It is in the ${output}.`
            : ` Written to ${code(result.file)}, and in the ${output}.`;
    const items = result.leftOut.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
    const leftOut = result.leftOut.length === 0
        ? ''
        : `<p>Left out (${result.leftOut.length}), as 'desired-settings' cannot name them:</p>\n<ul>\n${items}\n</ul>\n`;
    const document = result.documentInOutput
        ? folded('The document', `<pre><code>${escapeHtml(result.document)}</code></pre>\n`)
        : '';
    const heading = headline('Exported the repository as desired-settings.', where);
    return `${heading}${table(['Section', 'Exported', 'Note'], rows)}${leftOut}${document}`;
}

;// CONCATENATED MODULE: ./src/report/areas/key-pair.ts



const MD5 = 'Fingerprint (MD5)';
const SHA256 = 'Fingerprint (SHA256)';
const keyPairReport = {
    body: (result) => keyPairBody(result),
    outputs: (result) => {
        const outputs = {
            result: json(result.keyPair),
            ...keyPairOutputs(result.keyPair, result.fingerprintSha256)
        };
        return ['set-key-pair', 'delete-key-pair'].includes(result.operation)
            ? { ...outputs, 'previous-fingerprint': output_values_text(result.previousFingerprint ?? '') }
            : outputs;
    },
    changes: (result) => result.action === 'deleted'
        ? `the key pair ${result.previousFingerprint ?? ''} was deleted from Travis CI`
        : `the key pair was ${result.action} on Travis CI (fingerprint ${result.keyPair?.fingerprint ?? 'unknown'})`
};
/** The outputs of the key pair Travis CI holds (rotate-key-pair's too). */
function keyPairOutputs(keyPair, fingerprintSha256) {
    return {
        exists: String(keyPair !== null),
        fingerprint: output_values_text(keyPair?.fingerprint ?? ''),
        'fingerprint-sha256': output_values_text(keyPair === null ? '' : (fingerprintSha256 ?? '')),
        'public-key': output_values_text(keyPair?.public_key ?? ''),
        description: output_values_text(keyPair?.description ?? '')
    };
}
const KEY_PAIR_VERBS = {
    found: ['Key pair found.', 'Key pair found.'],
    absent: ['The repository has no key pair.', 'The repository has no key pair.'],
    created: ['Key pair created.', 'A key pair would be created.'],
    updated: ['Key pair updated.', 'The key pair would be updated.'],
    unchanged: ['The key pair is already as requested', 'The key pair is already as requested.'],
    deleted: ['Key pair deleted.', 'The key pair would be deleted.']
};
function keyPairBody(result) {
    const [real, dry] = KEY_PAIR_VERBS[result.action];
    const line = result.action === 'unchanged' && !result.dryRun
        ? headline(escapeHtml(real), '; nothing was sent.')
        : headline(escapeHtml(result.dryRun ? dry : real));
    const rows = [];
    if (result.keyPair !== null) {
        rows.push([MD5, code(result.keyPair.fingerprint)]);
        if (result.fingerprintSha256 !== null) {
            rows.push([SHA256, code(result.fingerprintSha256)]);
        }
        rows.push(['Description', escapeHtml(result.keyPair.description || '(none)')]);
    }
    if (result.previousFingerprint !== null &&
        result.previousFingerprint !== result.keyPair?.fingerprint) {
        rows.push(['Previous fingerprint (MD5)', code(result.previousFingerprint)]);
    }
    const publicKey = result.keyPair === null
        ? ''
        : folded('Public key', `<pre>${escapeHtml(result.keyPair.public_key)}</pre>\n`);
    return `${line}${rows.length ? keyValueTable(rows) : ''}${publicKey}`;
}

;// CONCATENATED MODULE: ./src/report/areas/listings.ts




const branchesReport = {
    body: (result, now, view) => branchesBody(result, now, view.fullResult),
    outputs: (result) => {
        // A long listing's arrays come as built (json-array.ts): output-limits.ts makes them fit.
        const outputs = {
            result: result.result,
            branches: result.names,
            count: String(result.count)
        };
        if (result.defaultBranch !== null)
            outputs['default-branch'] = output_values_text(result.defaultBranch);
        return outputs;
    },
    changes: null
};
const repositoriesReport = {
    body: (result, _now, view) => repositoriesBody(result, view.fullResult),
    outputs: (result) => ({
        result: json(result.repositories),
        repositories: json(result.repositories.map((repository) => repository.slug)),
        count: String(result.repositories.length)
    }),
    changes: null
};
function branchesBody(result, now, fullResult) {
    const { count, gone } = result;
    const rest = wholeListIn(fullResult, count);
    const line = headline((0,plural/* plural */.L)(count, 'branch', 'branches'), `${totalNote(result.total, count)}${gone > 0 ? `; ${gone} deleted on GitHub` : ''}${buildStates(result)}.`);
    const deleted = gone === 0
        ? ''
        : `<p><strong>Deleted on GitHub (${gone})</strong></p>\n` +
            table(['Branch', 'Last build', 'Finished'], result.goneShown.map((b) => [escapeHtml(b.name), ...buildCells(b, now)]), gone, gone === count ? rest : `${rest}; the deleted ones have <code>exists_on_host</code> false`);
    // A listing of deleted branches only (exists-on-host: false) is the table above.
    if (gone === count)
        return line + deleted;
    const rows = result.shown.map((b) => [
        escapeHtml(b.name),
        b.default_branch === true ? 'yes' : '',
        b.exists_on_host === null ? '?' : b.exists_on_host ? 'yes' : 'deleted',
        ...buildCells(b, now)
    ]);
    return (line +
        deleted +
        foldedTable(`Every branch listed (${count})`, rows.length, rows.length
            ? table(['Branch', 'Default', 'On GitHub', 'Last build', 'Finished'], rows, count, rest)
            : ''));
}
/** `#12 passed` and when it finished; empty cells for a branch never built. */
function buildCells(branch, now) {
    const build = (branch.last_build ?? null);
    if (build === null)
        return ['', ''];
    return [
        `#${escapeHtml(String(build.number ?? ''))} ${escapeHtml(String(build.state ?? ''))}`,
        whenHtml(build.finished_at, now)
    ];
}
/** `; last builds: 150 passed, 30 failed`, the commonest state first. */
function buildStates(result) {
    const parts = [...result.lastBuildStates]
        .sort((a, b) => b.count - a.count)
        .map(({ state, count }) => `${count} ${escapeHtml(state)}`);
    return parts.length ? `; last builds: ${parts.join(', ')}` : '';
}
function repositoriesBody(result, fullResult) {
    const { active, private: isPrivate } = result.filters;
    const which = [
        active === null ? '' : active ? 'active' : 'inactive',
        isPrivate === null ? '' : isPrivate ? 'private' : 'public'
    ].filter((word) => word !== '');
    const count = result.repositories.length;
    const rows = result.repositories.map((r) => [
        code(r.slug),
        String(r.id),
        r.active ? 'yes' : 'no',
        r.private ? 'yes' : 'no'
    ]);
    const noun = [...which, count === 1 ? 'repository' : 'repositories'].join(' ');
    const activeCount = result.repositories.filter((r) => r.active).length;
    return (headline(`${count} ${noun}`, ` of ${code(result.owner)}${result.total === count ? '' : ` (of ${result.total} for these filters)`}${active === null ? `; ${activeCount} active` : ''}.`) +
        foldedTable(`Every repository listed (${count})`, rows.length, rows.length
            ? table(['Repository', 'Id', 'Active', 'Private'], rows, count, wholeListIn(fullResult, count))
            : ''));
}
/** What the server counts for the filters, when the listing (limit, offset) shows fewer. */
function totalNote(total, count) {
    return total === null || total === count ? '' : ` (the server has ${total} for these filters)`;
}

;// CONCATENATED MODULE: ./src/report/areas/rotation.ts




const rotationReport = {
    body: (result) => rotationBody(result),
    outputs: (result) => {
        // Whether Travis holds the new key is unknown: no output claims what it holds.
        const unsettled = result.fingerprintOfUnknownWrite !== undefined;
        return {
            result: json({
                fingerprint: unsettled ? null : (result.keyPair?.fingerprint ?? ''),
                previous_fingerprint: result.previousFingerprint,
                deploy_key_id: result.deployKey?.id ?? null,
                removed_deploy_key_id: result.removedDeployKeyId
            }),
            ...(unsettled ? {} : keyPairOutputs(result.keyPair, result.fingerprintSha256)),
            'ssh-public-key': output_values_text(result.sshPublicKey),
            'previous-fingerprint': output_values_text(result.previousFingerprint ?? ''),
            'deploy-key-id': result.deployKey === null ? '' : String(result.deployKey.id),
            'key-age-days': result.keyAgeDays === null ? '' : String(result.keyAgeDays)
        };
    },
    changes: (result) => describeRotation(result)
};
function describeRotation(result) {
    const travis = `the key pair was rotated on Travis CI (fingerprint ${result.previousFingerprint ?? 'none'} → ${result.keyPair?.fingerprint ?? 'unknown'})`;
    if (result.deployKey === null) {
        return `${travis}; the new public key is in the log above, for the deploy key on GitHub`;
    }
    const removed = result.removedDeployKeyId === null
        ? ''
        : `, and deploy key ${result.removedDeployKeyId} was removed`;
    return `${travis}; deploy key ${result.deployKey.id} ('${result.deployKey.title}') was added on GitHub${removed}`;
}
function rotationBody(result) {
    // A dry run generates nothing: the key pair shown is the one installed now.
    const planned = result.dryRun && result.changed;
    const installed = result.keyPair?.fingerprint ?? null;
    const rows = [];
    if (planned) {
        rows.push(['Current fingerprint (MD5)', installed === null ? 'none' : code(installed)]);
    }
    else if (result.fingerprintOfUnknownWrite !== undefined) {
        rows.push([
            MD5,
            `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} or ${code(result.fingerprintOfUnknownWrite)} (not known which)`
        ]);
    }
    else if (result.changed) {
        rows.push([
            MD5,
            `${result.previousFingerprint === null ? 'none' : code(result.previousFingerprint)} → ${installed === null ? '(not installed)' : code(installed)}`
        ]);
    }
    else {
        rows.push([MD5, installed === null ? 'none' : code(installed)]);
    }
    if (result.keyPair !== null && result.fingerprintSha256 !== null) {
        // After a rotation the SHA256 row is the new key's alone, beside the MD5 row's old → new.
        const label = planned ? 'Current' : result.changed ? 'New' : '';
        rows.push([
            label === '' ? SHA256 : `${label} fingerprint (SHA256)`,
            code(result.fingerprintSha256)
        ]);
    }
    if (planned)
        rows.push(['New key pair', 'a new key would be generated and installed']);
    if (result.deployKey !== null) {
        rows.push([
            'New deploy key',
            `${escapeHtml(result.deployKey.title)} (id ${result.deployKey.id})`
        ]);
    }
    else if (planned && result.plannedDeployKeyTitle !== undefined) {
        rows.push([
            'New deploy key',
            `not added in a dry run; a real run would add ${escapeHtml(result.plannedDeployKeyTitle)}`
        ]);
    }
    if (result.previousDeployKey !== null) {
        const fate = result.removedDeployKeyId !== null
            ? 'removed'
            : result.previousDeployKeyGone === true
                ? 'already gone when this run came to remove it'
                : planned
                    ? 'would be removed'
                    : 'kept';
        rows.push([
            'Previous deploy key',
            `${describeDeployKey(result.previousDeployKey, result.keyAgeDays)}; ${fate}`
        ]);
    }
    const what = result.fingerprintOfUnknownWrite !== undefined
        ? 'The Travis CI key pair may or may not hold the new key.'
        : result.changed
            ? planned
                ? 'The key pair would be rotated.'
                : 'The key pair was rotated.'
            : 'No rotation was needed.';
    return `${withoutGitHub(result)}${headline(what)}${keyValueTable(rows)}${publicKeyToRegister(result)}`;
}
/** `Travis CI deploy key 2026-08-28 (id 7), added 2026-08-28, 90 days old`: as GitHub lists it. */
function describeDeployKey(key, ageDays) {
    const added = Number.isNaN(Date.parse(key.created_at ?? ''))
        ? ''
        : `, added ${new Date(key.created_at ?? '').toISOString().slice(0, 10)}`;
    const age = ageDays === null ? '' : `, ${ageDays === 0 ? 'less than a day' : (0,plural/* plural */.L)(ageDays, 'day')} old`;
    return `${escapeHtml(key.title)} (id ${key.id})${added}${age}`;
}
/** Without a 'github-token' only Travis CI rotates: said first, as it leaves work to the user. */
function withoutGitHub(result) {
    if (result.withGitHub || !result.changed)
        return '';
    const what = result.dryRun
        ? "a real run would rotate only the Travis CI key pair; GitHub's deploy keys would not be updated."
        : 'only the Travis CI key pair was rotated; GitHub was not updated. Register the new public key below as a deploy key where the key is used.';
    return `<p>⚠️ <strong>No <code>github-token</code></strong>: ${what}</p>\n`;
}
/** The new public key, when no deploy key was added for it: the `ssh-public-key` output's value. */
function publicKeyToRegister(result) {
    if (result.withGitHub || result.sshPublicKey === '')
        return '';
    return ('<p><strong>New public key</strong> (the <code>ssh-public-key</code> output), to register as a deploy key:</p>\n' +
        `<pre>${escapeHtml(result.sshPublicKey)}</pre>\n`);
}

;// CONCATENATED MODULE: ./src/report/areas/secure-values.ts



const secureValueReport = {
    body: (result) => {
        const what = result.name === null ? 'the value' : code(`${result.name}=…`);
        const entry = `secure: "${result.secure}"`;
        return (headline(`Encrypted ${what}`, ` with the repository's ${result.key.bits}-bit key.`) +
            `<p>Put it in <code>.travis.yml</code>${result.name === null ? '' : ' under <code>env: global:</code>'}:</p>\n` +
            `<pre><code>- ${escapeHtml(entry)}</code></pre>\n`);
    },
    outputs: (result) => ({
        result: json({ name: result.name, secure: result.secure }),
        secure: output_values_text(result.secure)
    }),
    // Read-only on Travis CI: the value is only encrypted.
    changes: null
};
/** Whether encrypt-file wrote its file (or would, in a dry run): only with both variables created. */
function fileWritten(result) {
    return result.failed.length === 0;
}
const encryptedFileReport = {
    body: (result) => {
        const done = fileWritten(result);
        const verb = result.dryRun ? 'Would encrypt' : done ? 'Encrypted' : 'Did not finish encrypting';
        const rows = [
            done
                ? ['File written', code(result.encryptedFile)]
                : ['File', `${code(result.encryptedFile)} not written`],
            ['Key variable', `${code(result.keyVariable)} (private)`],
            ['IV variable', `${code(result.ivVariable)} (private)`]
        ];
        const failed = result.failed
            .map((f) => `<li>${code(f.what)}: ${escapeHtml(f.reason)}</li>`)
            .join('\n');
        return (headline(`${verb} ${code(result.file)}`, ` as ${code(result.encryptedFile)}.`) +
            keyValueTable(rows) +
            (failed === '' ? '' : `<ul>\n${failed}\n</ul>\n`) +
            (done
                ? `<p>Commit ${code(result.encryptedFile)} (never ${code(result.file)}) and decrypt it in the build:</p>\n` +
                    `<pre><code>before_install:\n  - ${escapeHtml(result.decryptCommand)}</code></pre>\n`
                : ''));
    },
    outputs: (result) => ({
        result: json({
            file: result.file,
            encrypted_file: result.encryptedFile,
            key_variable: result.keyVariable,
            iv_variable: result.ivVariable,
            decrypt_command: result.decryptCommand,
            created: result.created
        }),
        // Set only for a file written (or, in a dry run, that would be): a later step commits it.
        'encrypted-file': output_values_text(fileWritten(result) ? result.encryptedFile : ''),
        'decrypt-command': output_values_text(fileWritten(result) ? result.decryptCommand : '')
    }),
    changes: (result) => `created the private variables ${result.created.join(' and ')} on Travis CI`
};
const travisYmlReport = {
    body: (result) => {
        const verb = result.dryRun ? 'Would re-encrypt' : 'Re-encrypted';
        const names = result.names.map((name) => code(name)).join(', ');
        const diff = [
            ...result.removed.map((line, i) => `-${line}: ${result.removedShown[i] ?? ''}`),
            ...result.added.map((line, i) => `+${line}: ${result.addedShown[i] ?? ''}`)
        ].join('\n');
        const key = result.key === null ? '' : ` with the repository's ${result.key.bits}-bit key`;
        return (headline(`${verb} ${(0,plural/* plural */.L)(result.names.length, 'secure value')} of env.global`, ` in ${code(result.file)}${key}: ${names}.`) +
            '<p>Every other line of the file is as it was. Lines out (-, of the old file) and in (+, of the new), values not shown:</p>\n' +
            folded('The lines that change', `<pre><code>${escapeHtml(diff)}</code></pre>\n`));
    },
    outputs: (result) => ({
        result: json({
            file: result.file,
            names: result.names,
            removed_lines: result.removed,
            added_lines: result.added
        })
    }),
    // The file is in the workspace; Travis CI is not changed.
    changes: null
};

;// CONCATENATED MODULE: ./src/report/areas/settings.ts
// list-settings, get-setting and set-setting in report/: summary, outputs, and what set-setting
// changed.




const settingsReport = {
    body: (result) => settingsBody(result),
    outputs: (result) => ({
        result: json(result.settings),
        settings: json(Object.fromEntries(result.settings.map(({ name, value }) => [name, value]))),
        count: String(result.settings.length)
    }),
    changes: null
};
const settingReport = {
    body: (result) => settingBody(result),
    outputs: (result) => {
        const outputs = {
            result: json({ name: result.name, value: result.value }),
            value: output_values_text((0,repository_settings/* formatSettingValue */.rY)(result.value))
        };
        if (result.matches !== null)
            outputs.matches = String(result.matches);
        return outputs;
    },
    changes: (result) => `setting ${(0,repository_settings/* describeSettingChange */.kZ)({ name: result.name, from: result.previousValue, to: result.value }, 'was changed')} on Travis CI`
};
function settingsBody(result) {
    const rows = result.settings.map((s) => [code(s.name), code((0,repository_settings/* formatSettingValue */.rY)(s.value))]);
    return `${headline((0,plural/* plural */.L)(result.settings.length, 'setting'))}${table(['Setting', 'Value'], rows)}`;
}
function settingBody(result) {
    const rows = [['Value', code((0,repository_settings/* formatSettingValue */.rY)(result.value))]];
    if (result.operation === 'set-setting') {
        rows.push(['Before', code((0,repository_settings/* formatSettingValue */.rY)(result.previousValue))]);
    }
    if (result.expect !== null) {
        rows.push(['Expected', code((0,repository_settings/* formatSettingValue */.rY)(result.expect))]);
        rows.push(['Matches', result.matches ? '✓' : '✗']);
    }
    const line = result.operation === 'get-setting'
        ? `Setting ${code(result.name)}.`
        : result.changed
            ? `Setting ${code(result.name)} ${result.dryRun ? 'would change' : 'changed'}.`
            : `Setting ${code(result.name)} already had this value; nothing was sent.`;
    return `${headline(line)}${keyValueTable(rows)}`;
}

;// CONCATENATED MODULE: ./src/report/areas/settings-as-code.ts
// check-settings and apply-settings in report/. Settings alone (a flat mapping, or only
// `settings:`) are shown as settings: one table, outputs of `{name, expected, actual}`. With env:
// or crons:, one verdict for every section, then each section (env-and-crons.ts draws the
// variables and cron jobs), and every entry of `result`, `drift` and `changes` carries its `kind`
// (setting, env, cron); variables and crons the server has that the input does not name are
// `extra`. A private variable shows `{public: false}` and no value: the action never has the
// server's, and never prints its own.







const settingsCheckReport = {
    body: (result) => managesSettingsOnly(result) ? settingsTable(result, settingsOf(result)) : sectionsBody(result),
    outputs: (result) => managesSettingsOnly(result) ? settingsOutputs(result) : sectionsOutputs(result),
    changes: (result) => managesSettingsOnly(result) ? settingsChanged(result) : sectionsChanged(result)
};
/** The settings section; an empty one for an input without settings. */
function settingsOf(result) {
    const checks = result.operation === 'check-settings';
    const outcome = checks ? null : { changes: [], failed: [], alreadySo: [] };
    return result.settings ?? { comparisons: [], drift: [], outcome };
}
function settingsOutputs(result) {
    const { comparisons, drift, outcome } = settingsOf(result);
    const outputs = { result: json(comparisons), drift: json(drift) };
    if (outcome === null)
        outputs.matches = String(drift.length === 0);
    else
        outputs.changes = json(outcome.changes);
    return outputs;
}
function sectionsOutputs(result) {
    const { settings, env, crons } = result;
    const entries = (settingEntries, variables, cronJobs) => [
        ...settingEntries.map((c) => ({ kind: 'setting', ...c })),
        ...variables.map(envEntry),
        ...cronJobs.map(cronEntry)
    ];
    const outputs = {
        result: json(entries(settings?.comparisons ?? [], env?.comparisons ?? [], crons?.comparisons ?? [])),
        drift: json(entries(settings?.drift ?? [], env?.drift ?? [], crons?.drift ?? []))
    };
    if (result.operation === 'check-settings') {
        // Extras fail a check only with prune: without it, they are not the repository's drift.
        const counted = (drift) => drift.filter((c) => result.prune || c.expected !== null).length;
        const differs = (settings?.drift.length ?? 0) + counted(env?.drift ?? []) + counted(crons?.drift ?? []);
        outputs.matches = String(differs === 0);
    }
    else {
        outputs.changes = json([
            ...(settings?.outcome?.changes ?? []).map((c) => ({ kind: 'setting', ...c })),
            ...(env?.outcome?.changes ?? []).map(envChangeEntry),
            ...(crons?.outcome?.changes ?? []).map((c) => ({ kind: 'cron', ...c }))
        ]);
    }
    return outputs;
}
function envEntry({ name, branch, expected, actual }) {
    return { kind: 'env', name, branch, expected, actual, extra: expected === null };
}
/** A variable's change as `changes` shows it: without the server's id, which tells rows apart. */
function envChangeEntry({ name, branch, action, from, to }) {
    return { kind: 'env', name, branch, action, from, to };
}
function cronEntry({ branch, expected, actual }) {
    return { kind: 'cron', branch, expected, actual, extra: expected === null };
}
/** `2 settings were changed on Travis CI: 'build_pushes' from true to false, …` */
function settingsChanged(result) {
    const changes = settingsOf(result).outcome?.changes ?? [];
    return `${(0,plural/* plural */.L)(changes.length, 'setting')} ${(0,plural/* wasWere */.f)(changes.length)} changed on Travis CI: ${changes.map((c) => (0,repository_settings/* describeSettingChange */.kZ)(c)).join(', ')}`;
}
/**
 * `2 changes were made on Travis CI: setting 'build_pushes' from true to false, variable 'TOKEN'
 * created`.
 */
function sectionsChanged(result) {
    const done = [
        ...(result.settings?.outcome?.changes ?? []).map((c) => `setting ${(0,repository_settings/* describeSettingChange */.kZ)(c)}`),
        ...(result.env?.outcome?.changes ?? []).map((c) => `variable ${(0,env_and_crons/* envLabel */.Ac)(c)} ${env_and_crons/* WRITE_DONE */.xK[c.action]}`),
        ...(result.crons?.outcome?.changes ?? []).map((c) => `the cron job of branch '${c.branch}' ${env_and_crons/* WRITE_DONE */.xK[c.action]}`)
    ];
    return `${(0,plural/* plural */.L)(done.length, 'change')} ${(0,plural/* wasWere */.f)(done.length)} made on Travis CI: ${done.join(', ')}`;
}
/** Every section the input has, under one verdict; a section it has not is left out. */
function sectionsBody(result) {
    const parts = [sectionsVerdict(result)];
    if (result.settings !== null) {
        parts.push(`<h3>Settings</h3>\n${settingsTable(result, result.settings)}`);
    }
    if (result.env !== null) {
        parts.push(`<h3>Environment variables</h3>\n${envSection(result, result.env)}`);
    }
    if (result.crons !== null) {
        parts.push(`<h3>Cron jobs</h3>\n${cronSection(result, result.crons)}`);
    }
    return parts.join('');
}
/**
 * One verdict for every section, before each section's own: "2 of 3 sections differ: settings
 * and cron jobs." An extra on the server counts only when prune is true (fail-on-mismatch's rule).
 */
function sectionsVerdict(result) {
    const counted = (drift) => drift.some((c) => result.prune || c.expected !== null);
    const checks = result.operation === 'check-settings';
    const shown = [];
    if (result.settings !== null)
        shown.push(['settings', result.settings.drift.length > 0]);
    if (result.env !== null)
        shown.push(['environment variables', counted(result.env.drift)]);
    if (result.crons !== null)
        shown.push(['cron jobs', counted(result.crons.drift)]);
    const differing = shown.filter(([, differs]) => differs).map(([name]) => name);
    const total = (0,plural/* plural */.L)(shown.length, 'section');
    if (differing.length === 0) {
        const all = shown.length === 1 ? 'The section' : `All ${total}`;
        const verb = shown.length === 1 ? 'matches' : 'match';
        return headline(`${all} ${checks ? verb : `already ${verb}`}.`);
    }
    const verb = checks
        ? differing.length === 1
            ? 'differs'
            : 'differ'
        : result.dryRun
            ? 'would change'
            : 'differed';
    const names = differing.join(' and ').replace(/ and (?=.* and )/, ', ');
    return headline(`${differing.length} of ${total} ${verb}: ${names}.`);
}
/** check-settings: expected beside actual; apply-settings: what happened to each. */
function settingsTable(result, section) {
    const { comparisons, drift, outcome } = section;
    const differs = (c) => drift.includes(c);
    const value = (v) => code((0,repository_settings/* formatSettingValue */.rY)(v));
    if (outcome === null) {
        const rows = comparisons.map((c) => [
            code(c.name),
            value(c.expected),
            value(c.actual),
            differs(c) ? '✗' : '✓'
        ]);
        const line = drift.length === 0
            ? `${allOf(comparisons.length)} ${comparisons.length === 1 ? 'matches' : 'match'}.`
            : `${drift.length} of ${(0,plural/* plural */.L)(comparisons.length, 'desired setting')} ${drift.length === 1 ? 'differs' : 'differ'}.`;
        return `${headline(line)}${table(['Setting', 'Expected', 'Actual', 'Matches'], rows)}`;
    }
    const became = (c) => {
        if (!differs(c))
            return '✓ already so';
        if (result.dryRun)
            return 'would change';
        const failure = outcome.failed.find((f) => f.what === c.name);
        if (failure === undefined)
            return '✓ changed';
        return `✗ ${failure.unknown ? 'unknown' : 'not changed'}: ${escapeHtml(failure.reason)}`;
    };
    const rows = comparisons.map((c) => [code(c.name), value(c.expected), value(c.actual), became(c)]);
    const line = drift.length === 0
        ? `${allOf(comparisons.length)} already ${comparisons.length === 1 ? 'matches' : 'match'}; nothing was sent.`
        : result.dryRun
            ? `${drift.length} of ${(0,plural/* plural */.L)(comparisons.length, 'desired setting')} would change.`
            : `Changed ${outcome.changes.length} of the ${(0,plural/* plural */.L)(drift.length, 'setting')} that differed.`;
    return `${headline(line)}${table(['Setting', 'Expected', 'Before', 'Outcome'], rows)}`;
}
/** `The desired setting`, `All 3 desired settings`. */
function allOf(count) {
    return count === 1 ? 'The desired setting' : `All ${count} desired settings`;
}

;// CONCATENATED MODULE: ./src/report/areas/travis-yml-check.ts



const LEVEL_MARK = {
    alert: '🚨 alert',
    error: '❌ error',
    warn: '⚠️ warn',
    info: 'ℹ️ info'
};
const travisYmlCheckReport = {
    body: (result) => verdict(result) +
        (result.lintOnlyBecause === null ? '' : `<p>${escapeHtml(result.lintOnlyBecause)}</p>\n`) +
        messagesTable(result) +
        jobsByStage(result.jobs, result.depth === 'preview') +
        (result.base === null ? '' : diffSection(result.base.file, result.base.diff)),
    outputs: (result) => {
        const jobs = result.jobs.map(travis_yml_check_jobOutput);
        const diff = result.base === null ? null : diffOutput(result.base.diff);
        return {
            result: json({
                messages: result.messages,
                valid: result.valid,
                jobs,
                ...(diff === null ? {} : { jobs_diff: diff })
            }),
            messages: json(result.messages),
            count: String(result.messages.length),
            valid: String(result.valid),
            jobs: json(jobs),
            'jobs-diff': diff === null ? output_values_text('') : json(diff)
        };
    },
    // A check: nothing on Travis CI changes.
    changes: null
};
function verdict(result) {
    const file = code(result.file);
    const counted = (level) => result.messages.filter((message) => message.level === level).length;
    const jobs = result.depth === 'preview'
        ? ` Travis CI would run ${(0,plural/* plural */.L)(result.jobs.length, 'job')}${stagesOf(result.jobs)}` +
            `${result.branch === null ? '' : ` on ${code(result.branch)}`}.`
        : '';
    const serious = [(0,plural/* plural */.L)(counted('alert'), 'alert'), (0,plural/* plural */.L)(counted('error'), 'error')].filter((part) => !part.startsWith('0 '));
    const warnings = (0,plural/* plural */.L)(counted('warn'), 'warning');
    if (serious.length > 0) {
        return headline(`${file} has ${serious.join(' and ')}`, `, and ${warnings}.${jobs}`);
    }
    if (counted('warn') > 0)
        return headline(`${file} is valid, with ${warnings}`, `.${jobs}`);
    return headline(`${file} is valid`, `: Travis CI's parser finds nothing to warn about.${jobs}`);
}
function stagesOf(jobs) {
    const stages = [...new Set(jobs.map((job) => job.stage).filter((stage) => stage !== null))];
    return stages.length === 0 ? '' : ` in ${(0,plural/* plural */.L)(stages.length, 'stage')}`;
}
function messagesTable(result) {
    if (result.messages.length === 0)
        return '';
    const rows = result.messages.map((message) => [
        LEVEL_MARK[message.level],
        code(message.key),
        String(message.line),
        escapeHtml(message.message)
    ]);
    return table(['Level', 'Key', 'Line', 'Message'], rows);
}
/** The jobs under their stages, in Travis CI's order. */
function jobsByStage(jobs, previewed) {
    if (!previewed)
        return '';
    if (jobs.length === 0) {
        return '<p>No jobs: every job is left out (conditions, <code>exclude</code>) for this branch.</p>\n';
    }
    const stages = new Map();
    for (const job of jobs) {
        const stage = job.stage ?? '';
        stages.set(stage, [...(stages.get(stage) ?? []), job]);
    }
    const parts = [...stages].map(([stage, members]) => {
        const title = stage === '' ? 'Jobs' : `Stage ${code(stage)}`;
        return `<p><strong>${title}</strong> (${(0,plural/* plural */.L)(members.length, 'job')})</p>\n${jobTable(members)}`;
    });
    return folded(`The ${(0,plural/* plural */.L)(jobs.length, 'job')} Travis CI would run`, parts.join(''));
}
const cell = (value) => (value === null ? '' : code(value));
const STAGE = { header: 'Stage', cell: (job) => cell(job.stage) };
const JOB_COLUMNS = [
    { header: 'Name', cell: (job) => (job.name === null ? '' : escapeHtml(job.name)) },
    { header: 'Language', cell: (job) => cell(job.language) },
    { header: 'Version', cell: (job) => cell(job.version) },
    { header: 'OS', cell: (job) => cell(job.os) },
    { header: 'Dist', cell: (job) => cell(job.dist) },
    {
        header: 'Matrix',
        cell: (job) => Object.entries(job.matrix)
            .map(([key, value]) => code(`${key}: ${value}`))
            .join(' ')
    },
    { header: 'Env', cell: (job) => job.env.map((entry) => code(entry)).join(' ') },
    { header: 'Allowed to fail', cell: (job) => (job.allowFailure ? 'yes' : '') }
];
/** The jobs under `columns`, leaving out a column no job has a value in. */
function jobTable(jobs, columns = JOB_COLUMNS, extra = []) {
    const rows = jobs.map((job, i) => [
        ...columns.map((column) => column.cell(job)),
        ...(extra[i] ?? [])
    ]);
    const kept = columns.map((_, i) => rows.some((row) => row[i] !== ''));
    const headers = columns.map((column) => column.header);
    const extraHeaders = extra.length === 0 ? [] : ['What changed'];
    const keep = (items) => items.filter((_, i) => i >= kept.length || kept[i]);
    return table(keep([...headers, ...extraHeaders]), rows.map(keep));
}
/** Jobs of several stages: their stage first. */
const STAGED = [STAGE, ...JOB_COLUMNS];
function diffSection(baseFile, diff) {
    const { added, removed, changed } = diff;
    const total = added.length + removed.length + changed.length;
    const lead = `<p><strong>Jobs against ${code(baseFile)}</strong>: `;
    if (total === 0)
        return `${lead}the same jobs.</p>\n`;
    const parts = [
        added.length === 0 ? '' : `<p>Added (${added.length})</p>\n${jobTable(added, STAGED)}`,
        removed.length === 0 ? '' : `<p>Removed (${removed.length})</p>\n${jobTable(removed, STAGED)}`,
        changed.length === 0
            ? ''
            : `<p>Changed (${changed.length})</p>\n` +
                jobTable(changed.map((change) => change.after), STAGED, changed.map((change) => [change.keys.map((key) => code(key)).join(' ')]))
    ];
    return `${lead}${added.length} added, ${removed.length} removed, ${changed.length} changed.</p>\n${parts.join('')}`;
}
/** A job as the outputs give it (`version` the language's version key's value). */
function travis_yml_check_jobOutput(job) {
    return {
        stage: job.stage,
        name: job.name,
        language: job.language,
        version: job.version,
        os: job.os,
        dist: job.dist,
        matrix: job.matrix,
        env: job.env,
        allow_failure: job.allowFailure
    };
}
function diffOutput(diff) {
    return {
        added: diff.added.map(travis_yml_check_jobOutput),
        removed: diff.removed.map(travis_yml_check_jobOutput),
        changed: diff.changed.map((change) => ({
            before: travis_yml_check_jobOutput(change.before),
            after: travis_yml_check_jobOutput(change.after),
            keys: change.keys
        }))
    };
}

;// CONCATENATED MODULE: ./src/report/kinds.ts











const REPORTS = {
    'key-pair': keyPairReport,
    rotation: rotationReport,
    caches: cachesReport,
    settings: settingsReport,
    setting: settingReport,
    'settings-check': settingsCheckReport,
    'env-vars': envVarsReport,
    crons: cronsReport,
    'settings-export': exportReport,
    branches: branchesReport,
    repositories: repositoriesReport,
    build: buildReport,
    builds: buildsReport,
    'secure-value': secureValueReport,
    'encrypted-file': encryptedFileReport,
    'travis-yml': travisYmlReport,
    'travis-yml-check': travisYmlCheckReport
};
/** The report of a result's kind. */
function reportOf(result) {
    // The table pairs each kind with its own report; TypeScript cannot follow the pair here.
    return REPORTS[result.kind];
}

;// CONCATENATED MODULE: ./src/report/changes.ts

/** `the key pair was created on Travis CI (fingerprint aa:…)`, `nothing was changed`, … */
function describeChanges(result) {
    if (result.dryRun)
        return 'it was a dry run, so nothing was changed';
    const { changes } = reportOf(result);
    if (!result.changed || changes === null)
        return 'nothing was changed';
    return changes(result);
}

;// CONCATENATED MODULE: ./src/report/output-limits.ts
// Pure: step outputs that fit the runner. GitHub keeps at most 1 MB of outputs per job; when a
// step's outputs together would pass OUTPUTS_SOFT_LIMIT, the full `result` is to be written to a
// file ('result-file') and each JSON array output keeps a prefix of whole items, so the outputs
// stay valid JSON and well under the runner's limit (other steps of the job need room too); a
// JSON object output (export-settings' `result`) keeps a prefix of each of its array members.
// A long listing's arrays come as built (json-array.ts): their first items, their size, and the
// result file already written as the pages arrived.



/** Kept free for the 'result-file' output, which names a path. */
const RESULT_FILE_ROOM = 4096;
/**
 * The outputs to set. A JsonArray keeps at least OUTPUTS_SOFT_LIMIT bytes of its first items, so
 * it is whole whenever the outputs fit, and any prefix an output can take is among its items.
 */
function fitOutputs(outputs, limit = result_file/* OUTPUTS_SOFT_LIMIT */.U) {
    const size = sizeOf(outputs);
    const texts = Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, textOf(value)]));
    if (size <= limit)
        return { fits: true, outputs: texts, resultFile: null, shortened: [], size };
    const arrays = Object.entries(outputs).flatMap(([name, value]) => arraysOf(name, value));
    const fixed = size - arrays.reduce((sum, array) => sum + array.size, 0);
    const allowances = share(arrays.map((array) => array.size), limit - RESULT_FILE_ROOM - fixed);
    const shortened = [];
    const kepts = new Map();
    arrays.forEach((array, index) => {
        const kept = prefixFitting(array.items, allowances[index] ?? 0);
        if (kept === array.total)
            return;
        const prefix = `[${array.items.slice(0, kept).join(',')}]`;
        if (array.key === null)
            texts[array.name] = prefix;
        else
            kepts.set(array.name, { ...kepts.get(array.name), [array.key]: prefix });
        const name = array.key === null ? array.name : `${array.name}.${array.key}`;
        shortened.push({ name, kept, total: array.total });
    });
    for (const [name, kept] of kepts)
        texts[name] = withArrays(texts[name], kept);
    return { fits: false, outputs: texts, resultFile: resultFileOf(outputs.result), shortened, size };
}
/** The full `result`: as text, or the file its array was written to as it grew. */
function resultFileOf(result) {
    if (result === undefined)
        return null;
    if (typeof result === 'string')
        return { content: result };
    if (result.file !== null)
        return { path: result.file };
    // Too long to keep, and no file could be written.
    return result.complete ? { content: jsonArrayText(result) } : null;
}
/** The text of a value that is set whole: a JsonArray is then complete. */
function textOf(value) {
    return typeof value === 'string' ? value : jsonArrayText(value);
}
/** The warning for outputs that did not fit, naming the file that holds the full result. */
function describeFitting(fitted, resultFile) {
    const kept = fitted.shortened
        .map(({ name, kept, total }) => `'${name}' holds the first ${kept} of ${total} items`)
        .join(', ');
    const where = resultFile === null
        ? 'the full result could not be written to a file'
        : `the full result is in the file named by 'result-file' (${resultFile})`;
    return (`The outputs would take ${humanSize(fitted.size)}, more than the 512 KiB ` +
        `this action allows itself of the runner's 1 MB per job: ${kept || 'no output was shortened'}; ${where}.`);
}
/** Bytes of the outputs as the runner stores them: each name and value, UTF-8. */
function sizeOf(outputs) {
    return Object.entries(outputs).reduce((sum, [name, value]) => sum + bytes(name) + (typeof value === 'string' ? bytes(value) : value.bytes), 0);
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
/**
 * The arrays an output holds that can be cut: the output itself when it is a JSON array, else
 * each array member of a JSON object output (export-settings' `result`: {settings, env_vars, …}).
 */
function arraysOf(name, value) {
    if (typeof value !== 'string') {
        return [{ name, key: null, items: value.head, total: value.count, size: value.bytes }];
    }
    const items = arrayItems(value);
    if (items !== null)
        return [{ name, key: null, items, total: items.length, size: bytes(value) }];
    return Object.entries(objectOf(value)).flatMap(([key, member]) => {
        if (!Array.isArray(member))
            return [];
        const texts = member.map((item) => JSON.stringify(item) ?? 'null');
        return [{ name, key, items: texts, total: texts.length, size: bytes(JSON.stringify(member)) }];
    });
}
/** A JSON object output's members; none for any other output. */
function objectOf(value) {
    if (!value.startsWith('{'))
        return {};
    try {
        return JSON.parse(value);
    }
    catch {
        return {};
    }
}
/** A JSON object output with some of its array members replaced by the given (shorter) texts. */
function withArrays(value, kept) {
    const members = Object.entries(objectOf(value)).map(([key, member]) => `${JSON.stringify(key)}:${kept[key] ?? JSON.stringify(member)}`);
    return `{${members.join(',')}}`;
}
/** Each item of a JSON array output as JSON text; null for any other output. */
function arrayItems(value) {
    if (!value.startsWith('['))
        return null;
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch {
        return null;
    }
    return Array.isArray(parsed) ? parsed.map((item) => JSON.stringify(item) ?? 'null') : null;
}
/**
 * Splits `budget` bytes among outputs of these sizes: the small ones keep all they need, the
 * large ones share what is left equally (so `result` and `caches`, the same array, stay equal).
 */
function share(sizes, budget) {
    const order = sizes.map((size, index) => ({ size, index })).sort((a, b) => a.size - b.size);
    const allowances = new Array(sizes.length).fill(0);
    let left = Math.max(budget, 0);
    order.forEach(({ size, index }, position) => {
        const equal = Math.floor(left / (order.length - position));
        allowances[index] = Math.min(size, equal);
        left -= allowances[index] ?? 0;
    });
    return allowances;
}
/** How many leading items fit in `allowance` bytes as a JSON array (`[` items `,` … `]`). */
function prefixFitting(items, allowance) {
    let used = 2;
    let count = 0;
    for (const item of items) {
        const next = used + bytes(item) + (count > 0 ? 1 : 0);
        if (next > allowance)
            break;
        used = next;
        count++;
    }
    return count;
}

;// CONCATENATED MODULE: ./src/report/outputs.ts

function outputsOf(result) {
    return { changed: String(result.changed), ...reportOf(result).outputs(result) };
}

;// CONCATENATED MODULE: ./src/report/failure-summary.ts
// The failure block of the job summary: ❌ and the one-line cause, each bad input as a list item,
// then what to do, worded for what happened: a check the inputs asked for, an operation that
// finished with part of it undone, or a failure before or after any request went out.

/** `buildsPage`: the repository's builds page, whose builds' links the cause may carry; null: none. */
function failureBlock(failure, buildsPage) {
    const problems = failure.problems ?? [];
    if (problems.length > 1) {
        const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n');
        const inputs = failure.inputs ?? problems.length;
        const need = `${(0,plural/* plural */.L)(inputs, 'input')} ${inputs === 1 ? 'needs' : 'need'} fixing`;
        const count = inputs === problems.length ? '' : ` (${problems.length} problems)`;
        return (`<p>❌ <strong>Failed:</strong> ${need}${count}; nothing was sent.</p>\n` +
            `<ul>\n${items}\n</ul>\n` +
            `<p><strong>What to do:</strong> correct ${inputs === 1 ? 'this input' : 'these inputs'} in the workflow and run it again.</p>\n`);
    }
    const todo = whatToDo(failure, problems.length === 1);
    return (`<p>❌ <strong>Failed:</strong> ${linkedBuilds(escapeHtml(failure.cause), buildsPage)}</p>\n` +
        (todo === null ? '' : `<p><strong>What to do:</strong> ${todo}</p>\n`));
}
/**
 * `build #57 (https://…/builds/123)` as the failure line writes it (the log shows URLs as
 * links), linked here instead: the summary shows each fact once, not as text and as a link. Only
 * a page of the repository's own builds, as the action writes them: the cause may quote a
 * server's text, which must never link the summary (or the plan comment) anywhere else.
 */
function linkedBuilds(escapedCause, buildsPage) {
    if (buildsPage === null)
        return escapedCause;
    const page = escapeHtml(buildsPage).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return escapedCause.replace(new RegExp(`\\bbuild (#[^\\s()]+) \\((${page}/\\d+)\\)`, 'g'), (_whole, name, url) => `<a href="${url}">build ${name}</a>`);
}
/** Something to do, or null: a line that only points at the cause tells the reader nothing. */
function whatToDo(failure, oneBadInput) {
    if (failure.todo !== undefined)
        return failure.todo;
    // A check the inputs asked for, or an operation that finished with part of it undone: the
    // cause is the news, and the outputs are set for the steps after it either way.
    if (failure.check || failure.finished)
        return null;
    if (oneBadInput)
        return 'correct this input in the workflow and run it again.';
    if (failure.sent === false) {
        return 'fix what the cause above names and run the job again; no request was sent, so nothing was changed.';
    }
    return 're-run the job with debug logging on (Re-run jobs → Enable debug logging): the step log then shows each request and its answer.';
}

;// CONCATENATED MODULE: ./src/report/summary.ts






/** `Travis CI: list-caches · octo-org/hello`; without the repository when the run failed before reading it. */
function heading(operation, repoLabel) {
    const subject = repoLabel === '' ? '' : ` · ${escapeHtml(repoLabel)}`;
    return `<h2>Travis CI: ${escapeHtml(operation)}${subject}</h2>\n`;
}
function renderSummary(result, repoLabel, now = new Date(), view = PLAIN_VIEW) {
    const parts = [heading(result.operation, repoLabel)];
    if (result.dryRun) {
        parts.push('<p><strong>DRY RUN</strong>: nothing was changed; this is what a real run would do.</p>\n');
    }
    // A failure of a finished operation (e.g. fail-on-mismatch) comes first: it is what failed the step.
    if (result.failure !== undefined) {
        parts.push(failureBlock({
            cause: result.failure,
            finished: true,
            check: result.failedCheck === true,
            todo: result.failureTodo
        }, view.pages.travisBuilds));
    }
    parts.push(reportOf(result).body(result, now, view));
    for (const note of result.notes)
        parts.push(`<p>${escapeHtml(note)}</p>\n`);
    parts.push(pagesLine(result.operation, view.pages));
    return parts.join('');
}
function renderFailureSummary(operation, repoLabel, failure, view = PLAIN_VIEW) {
    const block = failureBlock(failure, view.pages.travisBuilds);
    return `${heading(operation, repoLabel)}${block}${pagesLine(operation, view.pages)}`;
}

;// CONCATENATED MODULE: ./src/report/index.ts
// The only place that sets outputs and writes the job summary.











/**
 * Sets the outputs and writes the job summary; returns the summary (a plan's comment repeats it).
 * `pages`: the repository's pages the summary links to (links.ts).
 */
async function report(result, repoLabel, log, pages = NO_PAGES, now = new Date()) {
    const fitted = fitOutputs(outputsOf(result));
    const outputs = { ...fitted.outputs };
    let fullResult = 'outputs';
    if (!fitted.fits) {
        const path = resultFilePath(fitted.resultFile);
        if (path !== null)
            outputs['result-file'] = path;
        fullResult = path === null ? 'lost' : 'file';
        log.warning(describeFitting(fitted, path));
    }
    setOutputs(outputs, result, log);
    const summary = renderSummary(result, repoLabel, now, { pages, fullResult });
    await writeSummary(summary, log);
    return summary;
}
/**
 * Sets the outputs, bidi controls written out (in JSON the escapes of the same characters). When
 * the runner's output file cannot be written, the operation is done all the same: the failure says
 * what it changed, and a Travis-only rotation's new public key, which only the outputs carried,
 * goes to the log.
 */
function setOutputs(outputs, result, log) {
    try {
        for (const [name, value] of Object.entries(outputs))
            setOutput(name, (0,mask/* escapeBidi */.s5)(value));
    }
    catch (error) {
        if (result.kind === 'rotation' && result.changed && !result.dryRun && result.deployKey === null)
            log.info(`The new public key, for the deploy key on GitHub: ${result.sshPublicKey}`);
        const failure = result.failure === undefined ? '' : ` The operation failed too: ${result.failure}`;
        throw new action_error/* ActionError */.l(`the step outputs could not be written (${(0,action_error/* messageOf */.b)(error)}); ${describeChanges(result)}.${failure}`);
    }
}
/** Writes the job summary of a failed run; returns it (a plan's comment then says why there is none). */
async function reportFailure(operation, repoLabel, failure, log, pages = NO_PAGES) {
    const summary = renderFailureSummary(operation, repoLabel, failure, {
        pages,
        fullResult: 'outputs'
    });
    await writeSummary(summary, log);
    return summary;
}
/**
 * The path of the file holding the full `result` JSON: a long listing's, written as its pages
 * arrived, or a new one (result-file.ts); null when no file could be written.
 */
function resultFilePath(source) {
    if (source === null)
        return null;
    return 'path' in source ? source.path : (0,result_file/* writeResultFile */.tH)(source.content);
}
/**
 * Appends to the runner's summary file as core.summary.write() does, without @actions/core's
 * summary module (its fs.promises would load at start-up for every run, docs/decisions/0001).
 */
function appendSummary(path, html) {
    try {
        (0,external_node_fs_.appendFileSync)(path, html + external_node_os_.EOL);
    }
    catch {
        // core.summary's own words, which the step has always shown.
        throw new Error(`Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`);
    }
}
async function writeSummary(html, log) {
    // Outside a runner (or in a job without summaries) there is nowhere to write it.
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        appendSummary(process.env.GITHUB_STEP_SUMMARY, html);
    }
    catch (error) {
        log.warning(`Could not write the job summary: ${(0,action_error/* messageOf */.b)(error)}`);
    }
}

// EXTERNAL MODULE: ./src/lib/retry.ts
var retry = __nccwpck_require__(1737);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __nccwpck_require__(3116);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __nccwpck_require__(9783);
;// CONCATENATED MODULE: ./src/travis/proxy.ts
// The Travis client's transport on a runner behind a proxy. Node's fetch reads HTTPS_PROXY and
// friends only with NODE_USE_ENV_PROXY=1, which runners do not set; @actions/github's Octokit
// routes GitHub calls through @actions/http-client's proxy dispatcher instead, and so does this
// for api-url: HTTPS_PROXY or HTTP_PROXY by the URL's scheme (lower case first), NO_PROXY and
// loopback hosts bypassed, credentials in the proxy URL sent as Proxy-Authorization.
// Which proxy applies is @actions/http-client's own rule (its light `lib/proxy` module); the
// dispatcher and undici's fetch are loaded with the first request, and only when one applies.

/** How requests to `apiUrl` are sent: through the proxy the environment names, or directly. */
function transportFor(apiUrl) {
    const proxy = (0,lib_proxy/* getProxyUrl */.s)(new URL(apiUrl));
    // An empty host is no proxy, as HttpClient.getAgentDispatcher decides. Without one, nothing of
    // this module is on a request's way.
    if (proxy === undefined || proxy.hostname === '')
        return { fetch: null, proxyHost: null };
    let proxied;
    return {
        fetch: async (input, init) => (await (proxied ??= proxiedFetch(apiUrl)))(input, init),
        proxyHost: proxy.host
    };
}
/**
 * undici 6's fetch with the dispatcher @actions/http-client makes for `apiUrl`: they go together
 * (the same undici in the bundle), never with the runner's built-in fetch, whose undici is
 * another version.
 */
async function proxiedFetch(apiUrl) {
    const [{ HttpClient }, { fetch: undiciFetch }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(779)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2779)),
        __nccwpck_require__.e(/* import() */ 752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6752, 19))
    ]);
    const dispatcher = new HttpClient().getAgentDispatcher(apiUrl);
    const fetch = (input, init) => undiciFetch(input, {
        ...init,
        dispatcher
    });
    return fetch;
}

// EXTERNAL MODULE: ./node_modules/@octokit/request/dist-bundle/index.js + 3 modules
var dist_bundle = __nccwpck_require__(7561);
// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var dist_src = __nccwpck_require__(1015);
// EXTERNAL MODULE: ./src/lib/bounded-fetch.ts
var bounded_fetch = __nccwpck_require__(5343);
// EXTERNAL MODULE: ./src/lib/json-depth.ts
var json_depth = __nccwpck_require__(3285);
;// CONCATENATED MODULE: ./src/travis/body.ts
// The body of a success answer, read by the client itself (@octokit/request hands it over raw,
// `parseSuccessResponseBody: false`) so that JSON is parsed once with JSON.parse. Octokit's own
// parser is BigInt-safe (json-with-bigint) and several times slower on a listing's pages; Travis
// ids are database ids, far below 2^53, so a double holds every one exactly. Otherwise the body
// is what Octokit would give: the text of a JSON body that does not parse, of a text body, or of
// one without a Content-Type; '' for a binary body. A body cut short or empty is marked as such:
// for the client that is an answer lost on the way, not a wrong one. Its bytes are counted as
// they arrive: past the size limit (lib/bounded-fetch.ts) it is TOO_LARGE.

/** A body whose stream failed before its end: the answer was cut short. */
const CUT_SHORT = Symbol('cut short');
/** A JSON or text body of no bytes at all. */
const EMPTY = Symbol('empty');
/** A body past the size limit: no more of it was read, its connection closed. */
const TOO_LARGE = Symbol('too large');
/**
 * A response body as fetch gives it, or what Octokit put there instead ('' for a 204); CUT_SHORT
 * or EMPTY when there is nothing to read, so that the caller can tell a lost answer from a
 * wrong one; TOO_LARGE past the size limit.
 */
async function readBody(data, contentType) {
    if (!isStream(data))
        return data;
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    const isText = contentType === '' ||
        mediaType.startsWith('text/') ||
        (/;\s*charset="?utf-8"?\s*(;|$)/i.test(contentType) && mediaType !== 'application/octet-stream');
    if (mediaType !== 'application/json' && !isText) {
        await discardBody(data);
        return '';
    }
    let text;
    try {
        // UTF-8 as fetch's text() decodes it: a byte order mark is dropped, bad bytes become U+FFFD.
        text = new TextDecoder().decode(await (0,bounded_fetch/* bytesOf */.$$)(data));
    }
    catch (error) {
        return error instanceof bounded_fetch/* BodyTooLarge */.KQ ? TOO_LARGE : CUT_SHORT;
    }
    if (text === '')
        return EMPTY;
    if (mediaType !== 'application/json')
        return text;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** Lets the connection go back to the pool without reading a body nobody needs (a redirect's). */
async function discardBody(data) {
    if (isStream(data))
        await data.cancel().catch(() => { });
}
/** What fetch gives as a body (Octokit puts '' or parsed data there otherwise). */
function isStream(data) {
    return typeof data?.getReader === 'function';
}

;// CONCATENATED MODULE: ./src/travis/failed-requests.ts
// Decoding what the transport threw or answered into a TravisApiError: an HTTP error answer, no
// answer at all (network error or timeout, with the most specific reason), a redirect (never
// followed), or a 2xx answer that is no Travis answer or lacks the fields of its resource.



/** A request that got no usable answer: what the transport threw, as a FailedRequest. */
function failedRequestOf(error, request, advice) {
    const { method, path, attempt } = request;
    if (error instanceof dist_src/* RequestError */.G && error.response !== undefined) {
        const failure = new errors/* TravisApiError */.Kb({
            method,
            path,
            status: error.status,
            body: errorBodyOf(error.response.data),
            contentType: String(error.response.headers['content-type'] ?? ''),
            attempts: attempt
        }, advice);
        failure.retryAfterMs = (0,retry/* retryAfterMs */.Vs)(error.response.headers['retry-after']?.toString());
        return failure;
    }
    const chain = causeChain(error);
    const timedOut = chain.some((e) => e instanceof Error && e.name === 'TimeoutError');
    return timedOutOrUnreachable(request, timedOut ? null : networkReason(error, chain), advice);
}
/**
 * An error answer's body: a JSON text that Octokit left as text is parsed, because travis-api
 * renders its JSON errors under the content type the route asked for: `text/plain` on a `.txt`
 * route such as `/job/{id}/log.txt` (`router.rb` process_txt_extension!). Its depth was checked
 * before Octokit read it (lib/bounded-fetch.ts cappedErrorAnswer).
 */
function errorBodyOf(data) {
    if (typeof data !== 'string' || !data.trimStart().startsWith('{'))
        return data;
    try {
        const parsed = JSON.parse(data);
        return parsed?.['@type'] === 'error' ? parsed : data;
    }
    catch {
        return data;
    }
}
/**
 * A 2xx answer that is no Travis answer: a web page (an api-url without its /api prefix), or a
 * body cut short by the timeout (`aborted`).
 */
function unexpectedAnswer(request, answer, advice) {
    if (answer.aborted)
        return timedOutOrUnreachable(request, null, advice, 'no complete answer');
    return new errors/* TravisApiError */.Kb({
        method: request.method,
        path: request.path,
        status: answer.status,
        body: answer.body,
        contentType: answer.contentType,
        attempts: request.attempt
    }, advice);
}
/**
 * A 3xx answer. The client never follows one (a write would send its body, a private key, to
 * the other host, and that host's answer would be taken for Travis CI's), so it names the host
 * of the Location and nothing more of it: its path or query may carry anything.
 */
function redirected(request, answer, advice) {
    return answeredWithoutBody(request, answer, { redirectHost: hostOf(answer.location, answer.url) }, advice);
}
function hostOf(location, base) {
    if (location === undefined || location.trim() === '')
        return '';
    try {
        return new URL(location, base).host || 'a Location without a host';
    }
    catch {
        return 'a Location that is no URL';
    }
}
/** A 2xx answer whose body does not have the shape of its resource (shapes.ts). */
function malformedAnswer(request, answer, shape, problem, advice) {
    const malformed = `without the fields of ${shape.what} (${shape.fields}): ${problem}`;
    return answeredWithoutBody(request, answer, { malformed }, advice);
}
/**
 * An answer the client refuses whatever its body holds (a redirect, a malformed success): the
 * body is not the server's error, so it is left out of the failure.
 */
function answeredWithoutBody(request, answer, why, advice) {
    return new errors/* TravisApiError */.Kb({
        method: request.method,
        path: request.path,
        status: answer.status,
        body: '',
        contentType: answer.contentType,
        attempts: request.attempt,
        ...why
    }, advice);
}
/**
 * A 2xx answer that began but could not be read: cut short mid-body, or empty where a body was
 * due. The server may have acted, so it counts as no answer (status 0): a GET is sent again, and
 * a write is read back, as after a timeout.
 */
function lostAnswer(request, answer, advice) {
    return noAnswer(request, { lost: { how: answer.how, status: answer.status } }, advice);
}
/**
 * An answer whose body passed a limit of the client (size, depth): not read, and not asked for
 * again; a write it answered may have landed.
 */
function answerOverLimit(request, answer, advice) {
    return answeredWithoutBody(request, answer, { overLimit: answer.overLimit }, advice);
}
/** `reason` null: the timeout ran out. */
function timedOutOrUnreachable(request, reason, advice, what = 'no response') {
    const timeout = `${what} within ${request.timeoutMs / 1000} s`;
    return noAnswer(request, {
        timedOut: reason === null,
        networkError: reason ?? (advice.timeout === '' ? timeout : `${timeout}, ${advice.timeout}`)
    }, advice);
}
/** A request that got no usable answer (status 0), and why. */
function noAnswer(request, why, advice) {
    const { method, path, attempt } = request;
    return new errors/* TravisApiError */.Kb({ method, path, status: 0, body: '', contentType: '', ...why, attempts: attempt }, advice);
}
/** The error and its causes, outermost first (a few levels: the transport's own nesting). */
function causeChain(error) {
    const chain = [];
    for (let e = error; typeof e === 'object' && e !== null && chain.length < 4; e = e.cause) {
        chain.push(e);
    }
    return chain;
}
/** The most specific reason a request got no response: the deepest cause with a useful message. */
function networkReason(error, chain) {
    for (const candidate of [...chain].reverse()) {
        const { code, message } = candidate;
        // 'fetch failed' (undici) and 'Unknown Error' (Octokit) say nothing; their causes do.
        if (typeof message === 'string' &&
            message !== '' &&
            !['fetch failed', 'Unknown Error'].includes(message)) {
            return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
        }
        if (typeof code === 'string')
            return code;
    }
    return String(error);
}

;// CONCATENATED MODULE: ./src/travis/request.ts
// One attempt of one Travis CI request, as the client sends it: @octokit/request with the
// client's defaults (travisRequest; what they change and why: docs/decisions/0004), the timeout,
// the body read through the size limit (body.ts; an error answer's in lib/bounded-fetch.ts), and
// every way an answer can fail to be the resource asked for (failed-requests.ts), each a
// TravisApiError.








const USER_AGENT_PRODUCT = 'travis-repo-action';
/** Limits of the client on a body, as its failure line says them. */
const LARGER_THAN_LIMIT = `larger than ${bounded_fetch/* BODY_LIMIT_TEXT */.vN}`;
const DEEPER_THAN_LIMIT = `nested deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`;
/**
 * @octokit/request with what every Travis request of a client has (request.defaults): the API,
 * the token and version headers, and the answer handed over as it came (docs/decisions/0004).
 */
function travisRequest(connection, version) {
    return dist_bundle/* request */.E.defaults({
        baseUrl: connection.apiUrl,
        headers: {
            // No token (check-travis-yml's lint on a fork): anonymous, as travis-api allows there.
            ...(connection.token === '' ? {} : { authorization: `token ${connection.token}` }),
            'travis-api-version': '3',
            'service-api-version': '3',
            accept: 'application/json',
            'user-agent': `${USER_AGENT_PRODUCT}/${version}`
        },
        request: {
            // The body comes raw and body.ts parses it with JSON.parse (Octokit's parser is
            // BigInt-safe and several times slower on big pages). Error answers Octokit still reads.
            parseSuccessResponseBody: false,
            // Handed to fetch as is (@octokit/request fetch-wrapper): a 3xx comes back as an
            // answer, and nothing is sent to the place it names.
            redirect: 'manual',
            log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } }
        }
    });
}
async function sendRequest(shared, one) {
    const { connection, runner } = shared;
    const { method, path, shape, body, attempt } = one;
    const advice = shared.advice ?? errors/* NO_ADVICE */.vQ;
    const sent = { method, path, attempt, timeoutMs: connection.timeoutMs };
    const started = Date.now();
    const timeout = AbortSignal.timeout(connection.timeoutMs);
    const signal = one.signal === undefined ? timeout : AbortSignal.any([timeout, one.signal]);
    let tooLarge;
    /** An answer past one of the client's limits: said so, never parsed (failed-requests.ts). */
    const beyond = (status, contentType, overLimit) => answerOverLimit(sent, { status, contentType, overLimit }, advice);
    // Octokit reads an error answer's body whole: it is read here first, through the size limit.
    const fetch = async (input, init) => (0,bounded_fetch/* cappedErrorAnswer */.Ex)(await (shared.fetch ?? globalThis.fetch)(input, init), (answer) => (tooLarge = answer));
    let response;
    try {
        response = await shared.octokit({
            method,
            url: path,
            ...(body === undefined
                ? {}
                : { headers: { 'content-type': 'application/json' }, data: body }),
            request: { fetch, signal }
        });
    }
    catch (error) {
        if (one.signal?.aborted === true)
            throw givenUp(one);
        // An error answer carries the server's time too (a 429's places its rate window).
        const headers = error instanceof dist_src/* RequestError */.G ? error.response?.headers : undefined;
        if (headers !== undefined)
            shared.serverClock?.heard(headers.date, headerText(headers.age));
        const failure = tooLarge
            ? beyond(tooLarge.status, tooLarge.contentType, LARGER_THAN_LIMIT)
            : failedRequestOf(error, sent, advice);
        runner.debug(`${method} ${path} → ${failure.status || 'no response'} (${Date.now() - started} ms)`);
        throw failure;
    }
    shared.serverClock?.heard(response.headers.date, headerText(response.headers.age));
    const contentType = String(response.headers['content-type'] ?? '');
    if (one.consume !== undefined && response.status < 300 && isStream(response.data)) {
        let overLimit = false;
        try {
            const length = Number(response.headers['content-length'] ?? NaN);
            const counted = (0,bounded_fetch/* countedStream */.Rw)(response.data, () => (overLimit = true));
            const consumed = await one.consume(counted, Number.isSafeInteger(length) ? length : null);
            runner.debug(`${method} ${path} → ${response.status} (${Date.now() - started} ms)`);
            return consumed;
        }
        catch {
            if (one.signal?.aborted === true)
                throw givenUp(one);
            // Past the limit no attempt would do better: said so, not retried as a body cut short.
            if (overLimit)
                throw beyond(response.status, contentType, LARGER_THAN_LIMIT);
            throw lostAnswer(sent, { status: response.status, how: 'cut short' }, advice);
        }
    }
    // A redirect's body is never read: cancelled, its connection goes back to the pool.
    const data = response.status >= 300
        ? await discardBody(response.data)
        : await readBody(response.data, contentType);
    runner.debug(`${method} ${path} → ${response.status} (${Date.now() - started} ms)`);
    if (data === TOO_LARGE)
        throw beyond(response.status, contentType, LARGER_THAN_LIMIT);
    if (data === CUT_SHORT || data === EMPTY) {
        if (one.signal?.aborted === true)
            throw givenUp(one);
        if (signal.aborted) {
            throw unexpectedAnswer(sent, { status: response.status, body: '', contentType, aborted: true }, advice);
        }
        const how = data === CUT_SHORT ? 'cut short' : 'empty';
        throw lostAnswer(sent, { status: response.status, how }, advice);
    }
    if (response.status >= 300) {
        // Never followed, never retried (docs/guarantees.md, "No redirects").
        const location = response.headers.location;
        throw redirected(sent, {
            status: response.status,
            location: location === undefined ? undefined : String(location),
            url: `${connection.apiUrl}${path}`,
            contentType
        }, advice);
    }
    if ((0,json_depth/* nestedDeeperThan */.i)(data))
        throw beyond(response.status, contentType, DEEPER_THAN_LIMIT);
    // Only 204 has no body; anything else must be a JSON object.
    if (response.status !== 204 && (typeof data !== 'object' || data === null)) {
        throw unexpectedAnswer(sent, { status: response.status, body: data, contentType, aborted: signal.aborted }, advice);
    }
    const problem = shape?.problem(data) ?? null;
    if (shape !== null && problem !== null) {
        throw malformedAnswer(sent, { status: response.status, contentType }, shape, problem, advice);
    }
    return data;
}
/**
 * A read the workflow's cancel ended: no failed request (never retried, classifyTravisFailure
 * knows only TravisApiError), and never worded as a timeout.
 */
function givenUp(one) {
    return new action_error/* ActionError */.l(`${one.method} ${one.path}: given up, the workflow was cancelled.`);
}
function headerText(value) {
    return value === undefined ? undefined : String(value);
}

;// CONCATENATED MODULE: ./src/travis/server-clock.ts
// The server's clock as its answers show it (the `Date` header every origin server with a clock
// sends, RFC 9110 §6.6.1), so that "made after this moment" is judged on the server's clock, which
// stamps `created_at`, never on the runner's, which may be off by any amount.
/** `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 §5.6.7). */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
class ServerClock {
    monotonic;
    /** The greatest (server time − monotonic time) any answer has shown; null before one. */
    offsetMs = null;
    constructor(monotonic = () => performance.now()) {
        this.monotonic = monotonic;
    }
    /** Now on the monotonic clock, for `earliestAt`. */
    now() {
        return this.monotonic();
    }
    /**
     * An answer's `Date` and `Age` headers, read when its headers arrived. The date is stamped before
     * it arrives and in whole seconds (rounded down), so each reading is a lower bound of the
     * server's time; the greatest is the closest. Only the one form RFC 9110 lets servers send
     * (IMF-fixdate, in GMT) is read, and not from an answer a cache kept (`Age` above 0), whose date
     * is the origin's of long ago.
     */
    heard(dateHeader, ageHeader) {
        if (!IMF_FIXDATE.test(dateHeader ?? '') || Number(ageHeader ?? 0) !== 0)
            return;
        const offset = Date.parse(dateHeader ?? '') - this.monotonic();
        if (this.offsetMs === null || offset > this.offsetMs)
            this.offsetMs = offset;
    }
    /**
     * The server's time now as the answers show it (a lower bound, in whole seconds), or the
     * runner's own clock before any answer carried a `Date`: for durations shown, never for
     * deciding which request is whose (earliestAt).
     */
    time() {
        return this.earliestAt(this.monotonic())?.getTime() ?? Date.now();
    }
    /**
     * The server's time at a monotonic moment, never later than it was (a lower bound, in whole
     * seconds as `created_at` is rendered); null when no answer carried a `Date`.
     */
    earliestAt(moment) {
        if (this.offsetMs === null)
            return null;
        return new Date(Math.floor((moment + this.offsetMs) / 1000) * 1000);
    }
}

;// CONCATENATED MODULE: ./src/travis/warnings.ts
// The server's `@warnings` (travis-api adds them to an answer, e.g. for a parameter it ignored):
// each shown once a run as a workflow warning; pages of one listing repeat the same ones.

class ServerWarnings {
    runner;
    shown = new Set();
    constructor(runner) {
        this.runner = runner;
    }
    /** Shows the answer's warnings not shown yet; `hostField`: the spelling the client uses now. */
    report(data, hostField) {
        for (const warning of warningsOf(data)) {
            // The warning that made the client switch spellings is not the user's concern.
            if (hostField === host_field/* LIVE_HOST_FIELD */.hg && (0,host_field/* isAboutInterfaceName */.mr)(warning))
                continue;
            const message = `Travis CI: ${warning.message ?? JSON.stringify(warning)}`;
            if (this.shown.has(message))
                continue;
            this.shown.add(message);
            this.runner.warning(message);
        }
    }
}
function warningsOf(data) {
    const warnings = typeof data === 'object' && data !== null
        ? data['@warnings']
        : undefined;
    return Array.isArray(warnings) ? warnings : [];
}

;// CONCATENATED MODULE: ./src/travis/client.ts
// The one HTTP client for Travis CI API v3: retries, the bound on requests in flight, the
// host-field dialect switch (model/host-field.ts), and @warnings. travis/resources/ call `get`,
// `send` (once or retried), `followLink` or `stream` with a whole path (`repositoryPath` and the
// resource, or one of paths.ts) and the shape of its answer; request.ts sends one attempt, and
// errors.ts turns failed answers into TravisApiError. Operations write through `write`
// (lib/retry.ts: read back before any resend) and ask the server's time of `serverNow` and
// `serverTimeAt`: the policy and the clock stay the client's.










/**
 * The most requests in flight to Travis CI at any moment of a run, whatever sends them (pages,
 * group listings, deletes): a shared service (docs/guarantees.md "Politeness"). A request holds its
 * slot until its body is read; a retry's wait holds none.
 */
const REQUESTS_IN_FLIGHT = 10;
class TravisClient {
    options;
    /** Starts with the interface document's name; switches once when the server ignores it. */
    spelling;
    /** The policy of every retry and write, frozen: for the run's other clients (main.ts) to share. */
    retryPolicy;
    /** The server's time as its answers' `Date` headers show it (request.ts tells it each one). */
    serverClock = new ServerClock();
    writer;
    warnings;
    /** What every attempt shares (request.ts). */
    shared;
    slots = new concurrency/* Slots */.WR(REQUESTS_IN_FLIGHT);
    attempts = 0;
    /** `/repo/{provider}/{repo}` (paths.ts repoPath): its resources' paths start with it. */
    repositoryPath;
    /** The repository of 'repo', for what a global route (`/build/{id}`) may answer about another. */
    repo;
    /** The provider segment ('' for none), for the paths of other subjects (paths.ts ownerPath). */
    provider;
    constructor(options) {
        this.options = options;
        this.spelling = options.hostField ?? host_field/* INTERFACE_HOST_FIELD */.qs;
        this.repositoryPath = (0,paths/* repoPath */.qN)(options.connection);
        this.repo = options.connection.repo;
        this.provider = options.connection.provider;
        // A 429's one-minute window is the server's (Rack::Attack counts on its clock), not the runner's.
        this.retryPolicy = Object.freeze({
            now: () => this.serverClock.time(),
            ...(options.retryPolicy ?? (0,retry/* defaultRetryPolicy */.ur)(options.connection.retries))
        });
        this.writer = travisWriter(this.retryPolicy, options.runner);
        this.warnings = new ServerWarnings(options.runner);
        let fetch = options.fetch ?? null;
        if (fetch === null) {
            const transport = transportFor(options.connection.apiUrl);
            fetch = transport.fetch;
            if (transport.proxyHost !== null) {
                options.runner.debug(`Travis CI requests go through the proxy ${transport.proxyHost}.`);
            }
        }
        const { connection, runner, version, advice } = options;
        const octokit = travisRequest(connection, version);
        this.shared = { connection, runner, octokit, fetch, advice, serverClock: this.serverClock };
    }
    /**
     * GET `path` (travis/paths.ts); its answer must have `shape` (null: not checked). A `query`
     * built for the host field's spelling is sent again, once, with the server's spelling when the
     * server warns that it ignored the interface document's. Once `signal` aborts, the attempt in
     * flight ends and no other is sent.
     */
    async get(path, shape, options = {}) {
        const { query = {}, signal } = options;
        const send = () => {
            const at = `${path}${(0,paths/* queryString */._L)(resolveQuery(query, this.spelling))}`;
            return this.withRetries({ method: 'GET', path: at, shape, signal });
        };
        let data = await send();
        if (typeof query === 'function' &&
            this.spelling === host_field/* INTERFACE_HOST_FIELD */.qs &&
            warningsOf(data).some(host_field/* isAboutInterfaceName */.mr)) {
            this.options.runner.debug(`The server ignored ${host_field/* INTERFACE_HOST_FIELD */.qs} (it names the field ${host_field/* LIVE_HOST_FIELD */.hg}); repeating the request with ${host_field/* LIVE_HOST_FIELD */.hg}.`);
            this.spelling = host_field/* LIVE_HOST_FIELD */.hg;
            data = await send();
        }
        return this.reported(data);
    }
    /**
     * POST, PATCH or DELETE `path` (travis/paths.ts): sent once or retried, as `options` says (each
     * call says which: a create is never repeated blindly).
     */
    async send(method, path, shape, options) {
        const { body, query = {} } = options;
        const one = { method, path: `${path}${(0,paths/* queryString */._L)(query)}`, shape, body };
        const data = 'once' in options
            ? await this.attempt({ ...one, attempt: options.once })
            : await this.withRetries(one, options.attempted);
        return this.reported(data);
    }
    /**
     * GET a link the server gave (`@pagination.next`), relative to 'api-url' so that an Enterprise
     * `/api` prefix, which the server leaves out of its links, is kept. Only paths are followed:
     * a link to another host is refused.
     */
    async followLink(href, shape) {
        if (!href.startsWith('/') || href.startsWith('//')) {
            throw new action_error/* ActionError */.l(`The server gave a link that is not a path on the API: '${href}'.`);
        }
        const basePath = new URL(this.options.connection.apiUrl).pathname.replace(/\/+$/, '');
        const path = basePath !== '' && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;
        return this.reported(await this.withRetries({ method: 'GET', path, shape }));
    }
    /**
     * GET a body that `consume` reads as it arrives (`/job/{id}/log.txt`), from its start each
     * attempt; retried as `get`.
     */
    stream(path, consume, signal) {
        return this.withRetries({ method: 'GET', path, shape: null, signal, consume });
    }
    reported(data) {
        this.warnings.report(data, this.spelling);
        return data;
    }
    /** `one`, retried as the policy says; `attempted` is told the number of each attempt. */
    withRetries(one, attempted = () => { }) {
        return (0,retry/* withRetries */.LH)(this.retryPolicy, (attempt) => {
            attempted(attempt);
            return this.attempt({ ...one, attempt });
        }, errors/* classifyTravisFailure */.sN, (message) => this.options.runner.info(message), one.signal);
    }
    /**
     * One write whose answer may be lost, under the client's policy (lib/retry.ts write): `steps`
     * sends it once, and says what only its area knows (how to read it back and compare).
     */
    write(steps) {
        return (0,retry/* write */.M9)(this.writer, steps);
    }
    /**
     * The server's time now as its answers show it (a lower bound, in whole seconds), or the
     * runner's clock before any answer carried a `Date`: for durations shown.
     */
    serverNow() {
        return this.serverClock.time();
    }
    /** This moment, for `serverTimeAt` once later answers have shown the server's clock. */
    moment() {
        return this.serverClock.now();
    }
    /** The server's time at `moment`, never later than it was; null when no answer carried a `Date`. */
    serverTimeAt(moment) {
        return this.serverClock.earliestAt(moment);
    }
    /** The host field's spelling the client uses now (it switches once, on the server's warning). */
    get hostField() {
        return this.spelling;
    }
    /** Attempts sent so far (or failing to be sent): what a failure's advice depends on. */
    get requestsSent() {
        return this.attempts;
    }
    /** One attempt, once one of the client's REQUESTS_IN_FLIGHT slots is free. */
    attempt(one) {
        // A resource's path is whole (paths.ts): one relative to nothing is a bug, never sent.
        if (!one.path.startsWith('/'))
            throw new Error(`Not a path on the API: '${one.path}'.`);
        return this.slots.run(() => {
            this.attempts += 1;
            return sendRequest(this.shared, one);
        });
    }
}
/**
 * How a Travis write is sent again (the client's policy), which failures may have landed
 * (TravisApiError.mayHaveLanded), and where a retry's line goes.
 */
function travisWriter(policy, runner) {
    return {
        policy,
        classify: errors/* classifyTravisFailure */.sN,
        mayHaveLanded: (error) => error instanceof errors/* TravisApiError */.Kb && error.mayHaveLanded,
        onRetry: (message) => runner.info(message)
    };
}
function resolveQuery(query, hostField) {
    return typeof query === 'function' ? query(hostField) : query;
}

;// CONCATENATED MODULE: ./src/runtime/version.ts
// Sent in the User-Agent; a unit test keeps it equal to package.json's version.
const VERSION = '1.0.0';

;// CONCATENATED MODULE: ./src/runtime/interrupts.ts
// A cancelled workflow as the action sees it: the runner sends SIGINT, then SIGTERM, and kills
// the process a few seconds later. Work that must answer it (waiting for a build, which
// 'cancel-on-abort' cancels) runs inside `during`; everywhere else Node's default applies and the
// process ends at once.
const processInterrupts = {
    async during(work) {
        const controller = new AbortController();
        const onSignal = (signal) => controller.abort(signal);
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
        try {
            return await work(controller.signal);
        }
        finally {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        }
    }
};

;// CONCATENATED MODULE: ./src/main.ts
// run(): read inputs, run the operation, report. The one try/catch that ends in setFailed.



















/**
 * The runner behind every log line of a run, main's own included: each message becomes one line
 * (runner.ts `logLine`), so no input or server text can start a workflow command.
 */
const coreRunner = {
    debug: (message) => debug(logLine(message)),
    info: (message) => info(logLine(message)),
    notice: (message) => notice(logLine(message, ANNOTATION_LIMIT)),
    warning: (message) => warning(logLine(message, ANNOTATION_LIMIT)),
    group: (title, work) => group(logLine(title), work),
    mask: (secret) => {
        if ((0,mask/* rememberSecret */.Gz)(secret))
            setSecret(secret);
    },
    annotate: (level, message, { file, line }) => {
        const annotate = level === 'error' ? error : level === 'warning' ? warning : notice;
        annotate(logLine(message, ANNOTATION_LIMIT), { file, startLine: line });
    },
    printUntrusted
};
/** How much of an untrusted text goes to stdout at once. */
const PRINT_CHUNK = 64 * 1024;
/**
 * Runner.printUntrusted: the lines between `::stop-commands::<token>` and `::<token>::`, where the
 * runner reads no workflow command, with a token nobody can guess (so no line can resume the
 * commands), inside one group that only the action closes. Written a piece at a time, each after
 * the runner has taken the one before (stdout is a pipe: what it has not read would pile up in
 * memory).
 */
async function printUntrusted(title, lines) {
    const token = (0,external_node_crypto_.randomBytes)(16).toString('hex');
    startGroup(logLine(title));
    info(`::stop-commands::${token}`);
    let chunk = '';
    try {
        for await (const line of lines) {
            chunk += `${untrustedLine(line)}${external_node_os_.EOL}`;
            if (chunk.length >= PRINT_CHUNK) {
                await written(chunk);
                chunk = '';
            }
        }
    }
    finally {
        // Whatever ends the lines (a body cut short), the runner reads commands again after them.
        await written(chunk);
        info(`::${token}::`);
        endGroup();
    }
}
/** `text` written to stdout, once the stream has room for more. */
async function written(text) {
    if (!process.stdout.write(text))
        await (0,external_node_events_.once)(process.stdout, 'drain');
}
/**
 * Fails the step with one line of at most 1,000 characters (cut at a word boundary); returns the
 * cause as that line shows it.
 */
function fail(prefix, cause) {
    const line = logLine(`${prefix}${cause}`, ANNOTATION_LIMIT);
    setFailed(line);
    return line.startsWith(prefix) ? line.slice(prefix.length) : line;
}
/**
 * A safety net for index.ts: run() catches its own errors, but a stray rejection must still fail
 * the step, in one line like every other failure.
 */
function failOnStrayRejection(reason) {
    fail('Unhandled error: ', (0,action_error/* messageOf */.b)(reason));
}
async function run(dependencies = {}) {
    let operation = 'travis-repo-action';
    // What the run works on: the repository, or the owner for list-repositories.
    let label = '';
    let pages = NO_PAGES;
    let apiUrl = '';
    // Whether any request went out decides what a failure tells the user to do.
    let client = null;
    const github = { requests: 0 };
    const onGitHubRequest = () => (github.requests += 1);
    // Known once the run knows it is to comment on the pull request: the plan, or why there is none.
    let planComment = null;
    const comment = async (summary, planned) => {
        const target = planComment;
        if (target === null)
            return;
        // Octokit is loaded only now; without a Travis client (bad inputs), the connection's retries.
        const { commentThePlan } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(934), __nccwpck_require__.e(705)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7705));
        await commentThePlan({
            token: target.githubToken,
            runner: coreRunner,
            retryPolicy: client?.retryPolicy ?? (0,retry/* defaultRetryPolicy */.ur)(target.connection.retries),
            timeoutMs: target.connection.timeoutMs,
            fetch: dependencies.fetch,
            onRequest: onGitHubRequest,
            label,
            summary,
            planned
        });
    };
    try {
        await loadInputParsers();
        const inputs = readInputs();
        operation = inputs.operation.operation;
        label = inputs.label;
        apiUrl = inputs.connection.apiUrl;
        pages = repositoryPages(inputs.connection, process.env.GITHUB_SERVER_URL);
        for (const warning of inputs.warnings)
            coreRunner.warning(warning);
        for (const notice of inputs.notices)
            coreRunner.notice(notice);
        const asked = 'planComment' in inputs.operation ? inputs.operation.planComment : null;
        planComment = asked === null ? null : { ...asked, connection: inputs.connection };
        client = new TravisClient({
            connection: inputs.connection,
            advice: INPUT_ADVICE,
            version: VERSION,
            runner: coreRunner,
            fetch: dependencies.fetch
        });
        coreRunner.info(`${operation} ${subjectPhrase(operation, label)} (${inputs.connection.apiUrl})`);
        const result = await runOperation({
            client,
            runner: coreRunner,
            repoLabel: label,
            buildUrl: (id) => (pages.travisBuilds === null ? null : `${pages.travisBuilds}/${id}`),
            interrupts: processInterrupts,
            ...(await gitHubFor(inputs, client, dependencies, onGitHubRequest))
        }, inputs.operation);
        await comment(await report(result, label, coreRunner, pages), true);
        if (result.failure !== undefined)
            fail(failurePrefix(operation, label), result.failure);
    }
    catch (error) {
        if (error instanceof InputError) {
            operation = error.operation ?? operation;
            label = error.label ?? label;
            planComment = error.planComment ?? null;
            for (const warning of error.warnings)
                coreRunner.warning(warning);
        }
        // The summary shows the cause as the failure line does.
        const advice = unreachableAdvice(error, apiUrl);
        const cause = fail(failurePrefix(operation, label), `${explain(error)}${advice === '' ? '' : ` ${advice}`}`);
        const problems = error instanceof InputError ? error.problems : undefined;
        const inputs = error instanceof InputError ? error.inputCount : undefined;
        const sent = (client?.requestsSent ?? 0) + github.requests > 0;
        const failure = { cause, problems, inputs, sent };
        await comment(await reportFailure(operation, label, failure, coreRunner, pages), false);
    }
}
/** `list-caches on octo-org/hello failed: `, `list-repositories for octo-org failed: `. */
function failurePrefix(operation, label) {
    return label === ''
        ? `${operation}: `
        : `${operation} ${subjectPhrase(operation, label)} failed: `;
}
/**
 * The GitHub side of the run, only with a 'github-token' (inputs/ then ensured an owner/name
 * repo): deploy keys for rotate-key-pair, pull request states for 'stale-branches'. Their
 * modules, with Octokit, are loaded only then: no other run needs them (docs/architecture.md).
 */
async function gitHubFor(inputs, client, dependencies, onRequest) {
    const { operation, connection } = inputs;
    const token = 'githubToken' in operation ? operation.githubToken : '';
    if (token === '' || connection.repo.kind !== 'slug')
        return { deployKeys: null, pullRequests: null };
    const options = {
        token,
        owner: connection.repo.owner,
        repo: connection.repo.name,
        runner: coreRunner,
        retryPolicy: client.retryPolicy,
        timeoutMs: connection.timeoutMs,
        fetch: dependencies.fetch,
        onRequest
    };
    const rotates = operation.operation === 'rotate-key-pair';
    const prunes = 'selection' in operation && operation.selection.staleBranches;
    return {
        deployKeys: rotates ? new (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(934), __nccwpck_require__.e(537)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5537))).DeployKeys(options) : null,
        pullRequests: prunes
            ? new (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(934), __nccwpck_require__.e(139)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2139))).PullRequests(options)
            : null
    };
}
function explain(error) {
    if (error instanceof errors/* TravisApiError */.Kb)
        return error.explanation;
    if (error instanceof InputError ||
        error instanceof action_error/* ActionError */.l ||
        error instanceof github_errors/* GitHubApiError */.O) {
        return error.message;
    }
    // Anything else is a bug or an unexpected runtime condition: keep its message, not its stack.
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}


/***/ }),

/***/ 384:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ isFinished),
/* harmony export */   EQ: () => (/* binding */ BUILD_STATES),
/* harmony export */   Nz: () => (/* binding */ WAITING_STATES),
/* harmony export */   Ru: () => (/* binding */ EVENT_TYPES),
/* harmony export */   S: () => (/* binding */ jobOrder),
/* harmony export */   Ss: () => (/* binding */ MERGE_MODES),
/* harmony export */   l6: () => (/* binding */ failedTheBuild),
/* harmony export */   ru: () => (/* binding */ FAILED_STATES)
/* harmony export */ });
/* unused harmony export FINISHED_STATES */
// Builds as Travis CI names them: their states, the events that start them, and the merge modes
// of a build request's config (travis-api `models/build.rb`, `queries/request.rb`;
// docs/travis-api.md#builds).
const BUILD_STATES = [
    'created',
    'received',
    'queued',
    'started',
    'passed',
    'failed',
    'errored',
    'canceled'
];
/** A build in one of these states is over; travis-api cancels only the others. */
const FINISHED_STATES = ['passed', 'failed', 'errored', 'canceled'];
/** Finished without passing: what 'fail-on-build-failure' fails the step on. */
const FAILED_STATES = ['failed', 'errored', 'canceled'];
/**
 * A job that failed the build: it finished without passing (failed, errored or canceled) and was
 * not allowed to fail.
 */
function failedTheBuild(job) {
    return FAILED_STATES.includes(job.state) && !job.allow_failure;
}
/**
 * Where a job's state sorts when the jobs that did not pass come first: failed, errored,
 * canceled (FAILED_STATES' order), then those still going, passed last.
 */
function jobOrder(state) {
    const failed = FAILED_STATES.indexOf(state);
    if (failed >= 0)
        return failed;
    return state === 'passed' ? FAILED_STATES.length + 1 : FAILED_STATES.length;
}
/** Not yet running: a build waiting here is polled less and less often (up to a minute). */
const WAITING_STATES = ['created', 'received', 'queued'];
const EVENT_TYPES = ['push', 'pull_request', 'api', 'cron'];
const MERGE_MODES = [
    'deep_merge_append',
    'deep_merge_prepend',
    'deep_merge',
    'merge',
    'replace'
];
function isFinished(state) {
    return FINISHED_STATES.includes(state);
}


/***/ }),

/***/ 6986:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ isCronInterval),
/* harmony export */   Ac: () => (/* binding */ envLabel),
/* harmony export */   G1: () => (/* binding */ ENV_NAME),
/* harmony export */   N1: () => (/* binding */ ALREADY_GONE),
/* harmony export */   Xc: () => (/* binding */ isEnvName),
/* harmony export */   c6: () => (/* binding */ UNSET_PUBLIC),
/* harmony export */   hq: () => (/* binding */ branchNameProblem),
/* harmony export */   kg: () => (/* binding */ cronText),
/* harmony export */   ml: () => (/* binding */ ENV_NAME_LIMIT),
/* harmony export */   xK: () => (/* binding */ WRITE_DONE),
/* harmony export */   xz: () => (/* binding */ CRON_STOPPED)
/* harmony export */ });
/* unused harmony export CRON_INTERVALS */
// The vocabulary of a repository's environment variables and cron jobs: what a variable's name may
// be, what a branch name may be, the intervals a cron job runs at (docs/travis-api.md#env-vars,
// #crons). The server checks none of the names itself (it stores `1BAD-NAME`), so the action does.
/** A shell identifier: what a build's `export NAME=value` can take. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The longest variable name the action accepts: names are short; this only bounds the input. */
const ENV_NAME_LIMIT = 128;
/** A name 'desired-settings' takes for a variable: a shell name of at most ENV_NAME_LIMIT. */
function isEnvName(name) {
    return ENV_NAME.test(name) && name.length <= ENV_NAME_LIMIT;
}
/** `services/cron/create.rb`: any other interval is a 422. */
const CRON_INTERVALS = ['daily', 'weekly', 'monthly'];
function isCronInterval(text) {
    return CRON_INTERVALS.includes(text);
}
/** Git's longest ref names are bounded by file systems; 255 bytes is the common limit. */
const BRANCH_LIMIT = 255;
/**
 * Why `name` cannot be a git branch name (`git check-ref-format --branch`'s rules), or null when
 * it can: Travis CI knows branches by the names GitHub has, so anything else names no branch.
 */
function branchNameProblem(name) {
    if (name === '')
        return 'is empty';
    if (Buffer.byteLength(name, 'utf8') > BRANCH_LIMIT)
        return `is longer than ${BRANCH_LIMIT} bytes`;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f]/.test(name))
        return 'holds a space or a control character';
    if (/[~^:?*[\\]/.test(name))
        return 'holds one of ~ ^ : ? * [ \\';
    if (name.includes('..') || name.includes('@{') || name.includes('//')) {
        return "holds '..', '@{' or '//'";
    }
    if (name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/')) {
        return "is '@', starts with '-' or '/', or ends with '/'";
    }
    if (name.endsWith('.') || name.endsWith('.lock') || /(^|\/)\./.test(name)) {
        return "ends with '.' or '.lock', or a part of it starts with '.'";
    }
    return null;
}
/**
 * A variable or cron write in the past tense, for the log, the summary and the failure line, with
 * why a delete or a rewrite happened: "deleted (prune)".
 */
const WRITE_DONE = {
    create: 'created',
    update: 'updated',
    rewrite: 'written again (rewrite-private-env)',
    replace: 'replaced',
    delete: 'deleted (prune)'
};
/** A cron whose `active` is false: Travis CI stopped it (models/cron.rb `deactivate`). */
const CRON_STOPPED = 'stopped by Travis CI';
/** A cron job's interval and options in words: `daily (not after a recent build)`. */
function cronText(state) {
    const recent = state.dont_run_if_recent_build_exists ? ' (not after a recent build)' : '';
    return `${state.interval}${recent}${state.active === false ? `, ${CRON_STOPPED}` : ''}`;
}
/** A public from-env value a dry run did not have: planned as a write, not compared. */
const UNSET_PUBLIC = 'unset or empty in this step: not compared';
/** A write the server had already made so: a delete that met 404 on its first attempt. */
const ALREADY_GONE = 'already gone';
/** How a variable is named in words: `'NAME'`, `'NAME' (branch release)`. */
function envLabel({ name, branch }) {
    return branch === null ? `'${name}'` : `'${name}' (branch ${branch})`;
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _Z: () => (/* binding */ inActionSpelling),
/* harmony export */   b8: () => (/* binding */ inServerSpelling),
/* harmony export */   hg: () => (/* binding */ LIVE_HOST_FIELD),
/* harmony export */   je: () => (/* binding */ existsOnHostOf),
/* harmony export */   mr: () => (/* binding */ isAboutInterfaceName),
/* harmony export */   qs: () => (/* binding */ INTERFACE_HOST_FIELD)
/* harmony export */ });
// The branch field "does the branch still exist on GitHub" has two names: `exists_on_host` in the
// interface document the action was created from, `exists_on_github` on the live server
// (docs/travis-api.md#br-exists, docs/decisions/0003-two-dialects.md). The action speaks the interface
// name, reads both, and switches to the live name for the rest of the run once a server says it
// ignored the interface name. Every piece of that dialect lives here.
const INTERFACE_HOST_FIELD = 'exists_on_host';
const LIVE_HOST_FIELD = 'exists_on_github';
/** A field name the user wrote, with the live spelling taken as the action's own. */
function inActionSpelling(field) {
    return field === LIVE_HOST_FIELD ? INTERFACE_HOST_FIELD : field;
}
/** A field name as sent to a server that knows the host field as `hostField`. */
function inServerSpelling(field, hostField) {
    return field === INTERFACE_HOST_FIELD ? hostField : field;
}
/** A branch's host flag, whichever name the server used; null when it has neither. */
function existsOnHostOf(branch) {
    const exists = branch[INTERFACE_HOST_FIELD] ?? branch[LIVE_HOST_FIELD];
    return typeof exists === 'boolean' ? exists : null;
}
/** True for a server warning about the interface name (the signal to switch spelling). */
function isAboutInterfaceName(warning) {
    return JSON.stringify(warning).includes(INTERFACE_HOST_FIELD);
}


/***/ }),

/***/ 5647:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ DESIRED_SETTINGS_LIMIT),
/* harmony export */   Q5: () => (/* binding */ KNOWN_SETTING_NAMES),
/* harmony export */   Qq: () => (/* binding */ sameSettingValue),
/* harmony export */   aM: () => (/* binding */ allowedValuesOf),
/* harmony export */   dt: () => (/* binding */ SETTING_NAME),
/* harmony export */   jl: () => (/* binding */ parseSettingValue),
/* harmony export */   kZ: () => (/* binding */ describeSettingChange),
/* harmony export */   mU: () => (/* binding */ knownSettingType),
/* harmony export */   oU: () => (/* binding */ settingBounds),
/* harmony export */   rY: () => (/* binding */ formatSettingValue),
/* harmony export */   x6: () => (/* binding */ typeOfValue),
/* harmony export */   zG: () => (/* binding */ LISTED_ONLY_FOR_PRIVATE)
/* harmony export */ });
/* unused harmony export KNOWN_SETTINGS */
// The repository settings the live server has (docs/travis-api.md#set-list), in its list order.
// Knowing their types lets the action reject a bad `value` before sending anything.
/**
 * The longest 'desired-settings' document the action reads (64 KiB): a settings file is a few
 * lines (the server has 14 settings); export-settings says when its document is longer.
 */
const DESIRED_SETTINGS_LIMIT = 64 * 1024;
/** A setting name is a path segment: at most 100 characters (the longest the server knows has 30). */
const SETTING_NAME = /^[a-z][a-z0-9_]{0,99}$/;
const KNOWN_SETTINGS = {
    builds_only_with_travis_yml: 'boolean',
    build_pushes: 'boolean',
    build_pull_requests: 'boolean',
    build_releases: 'boolean',
    maximum_number_of_builds: 'integer',
    auto_cancel_pushes: 'boolean',
    auto_cancel_pull_requests: 'boolean',
    allow_config_imports: 'boolean',
    config_validation: 'boolean',
    share_encrypted_env_with_forks: 'boolean',
    share_ssh_keys_with_forks: 'boolean',
    job_log_time_based_limit: 'boolean',
    job_log_access_based_limit: 'boolean',
    job_log_access_older_than_days: 'integer'
};
const KNOWN_SETTING_NAMES = Object.keys(KNOWN_SETTINGS);
/** The type of a setting the action knows; undefined for another name (`constructor` included). */
function knownSettingType(name) {
    return Object.hasOwn(KNOWN_SETTINGS, name) ? KNOWN_SETTINGS[name] : undefined;
}
/**
 * The values the server takes for a setting that it bounds: travis-api's configuration defaults,
 * checked on every settings write (docs/travis-api.md#set-update). An installation may configure
 * others, so the action names them when the server refuses a value and leaves the check to it.
 */
const SETTING_BOUNDS = {
    job_log_access_older_than_days: { min: 30, max: 730 }
};
/** The values the server takes for `name` when it bounds them, else undefined. */
function settingBounds(name) {
    return Object.hasOwn(SETTING_BOUNDS, name) ? SETTING_BOUNDS[name] : undefined;
}
/** The type a value read from the server has, or null for anything else. */
function typeOfValue(value) {
    if (typeof value === 'boolean')
        return 'boolean';
    if (typeof value === 'number' && Number.isInteger(value))
        return 'integer';
    return null;
}
/** Reads `true`/`false` or a whole number as the given type; null when it is not of that type. */
function parseSettingValue(text, type) {
    if (type === 'boolean') {
        if (text === 'true')
            return true;
        if (text === 'false')
            return false;
        return null;
    }
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
function allowedValuesOf(type) {
    return type === 'boolean' ? 'true or false' : 'a whole number (0 or more)';
}
function formatSettingValue(value) {
    return typeof value === 'boolean' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);
}
/**
 * A setting's change in words, the one wording of the log, the failure line and the summary:
 * `'build_pushes' from true to false`; with a verb, `'build_pushes' would change from true to false`.
 */
function describeSettingChange({ name, from, to }, verb = '') {
    return `'${name}'${verb === '' ? '' : ` ${verb}`} from ${formatSettingValue(from)} to ${formatSettingValue(to)}`;
}
/** Settings the server lists only for private repositories (found and changed on any). */
const LISTED_ONLY_FOR_PRIVATE = ['allow_config_imports'];
/** Whether two values are the same setting value (true is not "true", 4 is not "4"). */
function sameSettingValue(a, b) {
    return formatSettingValue(a) === formatSettingValue(b);
}


/***/ }),

/***/ 2069:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isRepo),
/* harmony export */   _: () => (/* binding */ describeRepo)
/* harmony export */ });
// A Travis CI repository and how to reach it.
/** How a repository is written in messages: the slug or `repository #id`. */
function describeRepo(repo) {
    return repo.kind === 'id' ? `repository #${repo.id}` : `${repo.owner}/${repo.name}`;
}
/**
 * Whether the repository the server names (`id`, `slug`) is `repo`: by id when `repo` is one, else
 * by slug in any case, as travis-api matches slugs (queries/repository.rb).
 */
function isRepo(repo, named) {
    return repo.kind === 'id'
        ? String(named.id) === repo.id
        : named.slug.toLowerCase() === `${repo.owner}/${repo.name}`.toLowerCase();
}


/***/ }),

/***/ 9255:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ readKeyPair),
/* harmony export */   Bi: () => (/* binding */ keyPairResult),
/* harmony export */   E3: () => (/* binding */ uploadBody),
/* harmony export */   MS: () => (/* binding */ sha256FingerprintOfKeyPair),
/* harmony export */   Os: () => (/* binding */ deleteKeyPairReadingBack),
/* harmony export */   YO: () => (/* binding */ toKeyPairView),
/* harmony export */   ZI: () => (/* binding */ readBackKeyPair),
/* harmony export */   a: () => (/* binding */ verifyFingerprint),
/* harmony export */   f2: () => (/* binding */ explainKeyPairError),
/* harmony export */   fM: () => (/* binding */ unknownKeyPairWrite),
/* harmony export */   pl: () => (/* binding */ patchKeyPairReadingBack)
/* harmony export */ });
/* unused harmony export patchKeyPair */
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9110);
/* harmony import */ var _keys_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3436);
/* harmony import */ var _travis_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6288);
/* harmony import */ var _travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3705);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8491);
// The key pair as the operations see it: read (none is null), PATCHed and DELETEd, each write read
// back when its answer may be lost (no answer, a 5xx, or a retry that met 404 because an earlier
// attempt had landed: what Travis CI holds decides), the body an upload sends and the check of the
// fingerprint it answers, the hints that explain the server's refusals in the words of the inputs,
// and the result every key pair operation returns. Nothing here parses a key, so find-key-pair
// and delete-key-pair run without the key parsing (sshpk) that upload.ts brings.

// fingerprint.ts itself, not the keys/ index, whose key parsing would bring sshpk to every read.





/** The installed key pair, or null when there is none (404 key_pair). */
async function readKeyPair(context, include = []) {
    try {
        return toKeyPairView(await _travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .requestKeyPairGet */ .lx(context.client, include));
    }
    catch (error) {
        if (_travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .isMissingKeyPair */ .mD(error))
            return null;
        throw error;
    }
}
function toKeyPairView(body) {
    return {
        description: body.description ?? '',
        public_key: body.public_key,
        fingerprint: body.fingerprint
    };
}
function uploadBody(prepared, description) {
    return {
        ...(prepared === null ? {} : { 'key_pair.value': prepared.privateKeyPem }),
        ...(description === '' ? {} : { 'key_pair.description': description })
    };
}
/** The server's fingerprint must be the one computed locally, or the wrong key may be installed. */
function verifyFingerprint(prepared, installed) {
    if (installed.fingerprint !== prepared.fingerprint) {
        throw new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(`Travis CI reports fingerprint ${installed.fingerprint} after the upload, but the key's fingerprint is ` +
            `${prepared.fingerprint}; the installed key may not be the one intended. Check it with find-key-pair.`);
    }
}
async function patchKeyPair(context, body) {
    try {
        return toKeyPairView(await _travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .requestKeyPairPatch */ .B(context.client, body));
    }
    catch (error) {
        throw error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TravisApiError */ .Kb ? explainKeyPairError(error) : error;
    }
}
/** The hint each refusal of a key pair write needs (a create's, a PATCH's). */
function explainKeyPairError(error) {
    if (error.status === 409) {
        return error.withHint('The repository already has a key pair: use set-key-pair (replaces it only when it differs) or update-key-pair.');
    }
    if (error.status === 422) {
        return error.withHint('Travis CI accepts only unencrypted RSA private keys in PEM form (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY).');
    }
    if (error.errorType === 'wrong_params') {
        return error.withHint("Travis CI received no usable key_pair.value; check 'private-key'.");
    }
    if (error.status === 404 && error.resourceType === 'key_pair') {
        return error.withHint('The repository has no key pair: create one with create-key-pair or set-key-pair.');
    }
    return error;
}
/**
 * Whether a failed PATCH or DELETE may have been applied all the same: no answer arrived, the
 * server failed (5xx, maybe after applying it), it answered success in a form the action
 * refused, or a retry met 404 because an earlier attempt landed (a DELETE; neither ever meets
 * 409: docs/travis-api.md#kp-checks).
 */
function keyPairWriteMayHaveLanded(error) {
    if (!(error instanceof _travis_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TravisApiError */ .Kb) || !error.mayHaveLanded)
        return false;
    // A repeated request that got a refusal counts only when that refusal is what an earlier,
    // landed attempt causes: the key pair gone.
    const refused = error.status >= 300 && error.status < 500;
    return !refused || _travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .isMissingKeyPair */ .mD(error);
}
/** The key pair now, or 'unreadable' when reading it fails too. */
async function readBackKeyPair(context) {
    try {
        return await readKeyPair(context);
    }
    catch {
        return 'unreadable';
    }
}
/**
 * PATCH the key pair (retried); when the answer is lost, read it back (lib/retry.ts write):
 * holding what was sent, the PATCH was done; holding something else, it did not land (the error
 * stands); no read-back leaves the outcome unknown.
 */
async function patchKeyPairReadingBack(context, body, prepared) {
    return context.client.write({
        send: () => patchKeyPair(context, body),
        afterFailure: (error) => keyPairWriteMayHaveLanded(error) ? 'read-back' : { kind: 'refused', failure: error },
        readBack: async (lost) => {
            const after = await readKeyPair(context);
            const description = body['key_pair.description'];
            const holdsIt = after !== null &&
                (prepared === null || after.fingerprint === prepared.fingerprint) &&
                (description === undefined || after.description === description);
            if (!holdsIt)
                return { kind: 'refused', failure: lost };
            context.runner.info(`The answer to the update ${lostOrUnusable(lost)}, but the key pair holds what was sent: the update went through.`);
            return { kind: 'done', done: after };
        },
        unreadable: (error) => unknownKeyPairWrite(error, 'updated')
    });
}
/**
 * DELETE the key pair that held `current` (retried). A 404 on the first attempt means someone
 * else deleted it first; after a lost answer the key pair is read back: none means the delete
 * landed.
 */
async function deleteKeyPairReadingBack(context, current) {
    return context.client.write({
        send: async () => {
            await _travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .requestKeyPairDelete */ .Qw(context.client);
            return 'deleted';
        },
        afterFailure: (error) => {
            if (keyPairWriteMayHaveLanded(error))
                return 'read-back';
            if (_travis_resources_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .isMissingKeyPair */ .mD(error))
                return { kind: 'done', done: 'already-gone' };
            return { kind: 'refused', failure: error };
        },
        readBack: async (lost) => {
            const error = lost;
            const after = await readKeyPair(context);
            if (after === null) {
                context.runner.info(`The answer to the delete ${lostOrUnusable(error)}, but the key pair is gone: the delete went through.`);
                return { kind: 'done', done: 'deleted' };
            }
            if (after.fingerprint === current.fingerprint)
                return { kind: 'refused', failure: error };
            const replaced = `${error.explanation} The key pair now holds another key (${after.fingerprint}), ` +
                'so the delete may have been applied and followed by another write; check it with find-key-pair.';
            return { kind: 'unknown', failure: new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(replaced) };
        },
        unreadable: (error) => unknownKeyPairWrite(error, 'deleted')
    });
}
/** `SHA256:…` of a key pair's public key, when it is the key its MD5 fingerprint names. */
function sha256FingerprintOfKeyPair(keyPair) {
    if (keyPair === null || typeof keyPair.public_key !== 'string')
        return null;
    const fingerprints = (0,_keys_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintsOfPublicKeyPem */ .ri)(keyPair.public_key);
    return fingerprints?.md5 === keyPair.fingerprint ? fingerprints.sha256 : null;
}
/** A write with no clear answer whose read-back failed too: it may have been applied. */
function unknownKeyPairWrite(error, what) {
    return {
        kind: 'unknown',
        failure: new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(`${error.explanation} The change may have been applied: ` +
            'the request got no clear answer and reading the key pair back failed too, ' +
            `so whether the key pair was ${what} is unknown. Check it with find-key-pair.`)
    };
}
/** `was lost (no response)`, `was lost (HTTP 502 on attempt 2)`, `could not be used (HTTP 200)`. */
function lostOrUnusable(error) {
    if (error.status === 0)
        return 'was lost (no response)';
    const attempt = error.request.attempts > 1 ? ` on attempt ${error.request.attempts}` : '';
    const what = error.answeredSuccess ? 'could not be used' : 'was lost';
    return `${what} (HTTP ${error.status}${attempt})`;
}
function keyPairResult(operation, action, keyPair, previousFingerprint, outcome) {
    return {
        ...(0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultBase */ .bl)('key-pair', operation, outcome),
        action,
        keyPair,
        fingerprintSha256: sha256FingerprintOfKeyPair(keyPair),
        previousFingerprint
    };
}


/***/ }),

/***/ 8491:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ failCheck),
/* harmony export */   WU: () => (/* binding */ failedCheck),
/* harmony export */   bl: () => (/* binding */ resultBase)
/* harmony export */ });
/**
 * What every result starts with: its kind and operation, whether it changed something (in a dry
 * run: whether a real run would), and no notes yet.
 */
function resultBase(kind, operation, { changed = false, dryRun = false } = {}) {
    return { kind, operation, changed, dryRun, notes: [] };
}
/**
 * A check the inputs asked for (fail-if-missing, fail-on-mismatch, fail-on) did not hold: the
 * step fails with `sentence` once its outputs are written.
 */
function failedCheck(sentence) {
    return { failure: sentence, failedCheck: true };
}
/** failedCheck's two fields set on `result`, which the operation goes on to return. */
function failCheck(result, sentence) {
    Object.assign(result, failedCheck(sentence));
}


/***/ }),

/***/ 6672:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qs: () => (/* binding */ listCrons),
/* harmony export */   eb: () => (/* binding */ readCrons),
/* harmony export */   sx: () => (/* binding */ cronView)
/* harmony export */ });
/* harmony import */ var _travis_pages_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6662);
/* harmony import */ var _travis_resources_crons_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3366);
/* harmony import */ var _result_base_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8491);
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9110);
/* harmony import */ var _lib_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7541);





async function listCrons(context, inputs) {
    const crons = (await readCrons(context)).map(cronView);
    context.runner.info(`Read ${(0,_lib_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(crons.length, 'cron job')}.`);
    return { ...(0,_result_base_js__WEBPACK_IMPORTED_MODULE_4__/* .resultBase */ .bl)('crons', inputs.operation), crons };
}
/** Reads of the list before the step gives up on one that keeps moving. */
const CRON_READS = 3;
/**
 * Every cron job of the repository, in the server's order. travis-api lists crons in no order
 * (docs/travis-api.md#cron-list), so over more than one page a cron may come twice, or not at
 * all, when rows move between two page reads: a cron seen twice counts once, and a list with
 * fewer crons than the server counts is read again before the step fails saying so.
 */
async function readCrons(context) {
    for (let read = 1;; read++) {
        const { items, total } = await (0,_travis_pages_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchPages */ .f1)(context.runner, (0,_travis_resources_crons_js__WEBPACK_IMPORTED_MODULE_1__/* .cronListing */ .Zv)(context.client), {
            limit: null,
            offset: 0
        });
        const crons = [...new Map(items.map((cron) => [cron.id, cron])).values()];
        if (total === null || crons.length >= total)
            return crons;
        const missing = `${crons.length} of the ${(0,_lib_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(total, 'cron job')} Travis CI counts`;
        if (read === CRON_READS) {
            throw new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .l(`The cron job list kept changing while it was read (${CRON_READS} reads; the last held ${missing}):` +
                ' Travis CI lists cron jobs in no fixed order, so pages can miss one while crons are created or deleted.' +
                ' Run the step again when no other run changes them.');
        }
        context.runner.info(`The cron job list held ${missing}; reading it again.`);
    }
}
function cronView(record) {
    return {
        branch: record.branch.name,
        interval: record.interval,
        dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
        active: record.active,
        last_run: record.last_run,
        next_run: record.next_run
    };
}


/***/ }),

/***/ 4125:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ listEnvVars),
/* harmony export */   Q: () => (/* binding */ envVarView)
/* harmony export */ });
/* harmony import */ var _travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(671);
/* harmony import */ var _result_base_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8491);
/* harmony import */ var _lib_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7541);



async function listEnvVars(context, inputs) {
    const records = await (0,_travis_resources_env_vars_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnvVarsGet */ .Nc)(context.client);
    const envVars = records.map(envVarView);
    const hidden = envVars.filter((variable) => !variable.public).length;
    context.runner.info(`Read ${(0,_lib_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(envVars.length, 'environment variable')}${hidden === 0 ? '' : `, ${hidden} of them private (the server never shows their values)`}.`);
    return { ...(0,_result_base_js__WEBPACK_IMPORTED_MODULE_2__/* .resultBase */ .bl)('env-vars', inputs.operation), envVars };
}
/**
 * `{name, public, branch, value}`, `value` only for a public variable. A variable created
 * without `public` (null) is private to the server (`public?` is false), so it is here too.
 */
function envVarView(record) {
    const isPublic = record.public === true;
    const view = { name: record.name, public: isPublic, branch: record.branch };
    return isPublic ? { ...view, value: record.value ?? null } : view;
}


/***/ }),

/***/ 194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ maskSecret),
/* harmony export */   Gz: () => (/* binding */ rememberSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   oi: () => (/* binding */ safeJson),
/* harmony export */   s5: () => (/* binding */ escapeBidi)
/* harmony export */ });
// The secrets of a run (both tokens, the passphrase, the private key and each of its lines, a
// decrypted or generated key) and their replacement by *** in every text the action prints or
// writes. The action replaces them itself, before any cut: the runner masks only its log, and
// only what reaches it whole (docs/every-operation.md, "Secrets"). And the bidi controls, which
// would make text read in another order than it is written (issue 19, item 13).
const MASK = '***';
/** Registers a secret: whole, and each line of it (a multi-line key may show up line by line). */
function maskSecret(mask, secret) {
    if (secret === '')
        return;
    mask(secret);
    for (const line of secret.split(/\r?\n/)) {
        const trimmed = line.trim();
        // PEM armour lines are not secret and short lines would mask unrelated log text.
        if (trimmed.length >= 8 && trimmed !== secret && !trimmed.startsWith('-----'))
            mask(trimmed);
    }
}
/** Every form of a secret to replace, the longest first (a whole key before its lines). */
let forms = [];
/** The secrets as given (a form may be another secret's JSON spelling, still to be masked). */
const given = new Set();
/**
 * Remembers a secret of this run, as given and in the forms a server may echo it in; false when
 * it was remembered already. main.ts and inputs/ call it before core.setSecret, which they skip
 * for a secret already masked (one `::add-mask::` line each).
 */
function rememberSecret(secret) {
    if (secret === '' || given.has(secret))
        return false;
    given.add(secret);
    const added = [secret, ...echoedForms(secret)].filter((f) => !forms.includes(f));
    forms = [...forms, ...added].sort((a, b) => b.length - a.length);
    return true;
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/**
 * How an answer may spell a secret it echoes: inside a JSON string (a passphrase with a quote),
 * percent-encoded (a query or a form body), as HTML text (an error page), in base64 (its padding
 * left off, as it may run on). The runner's own mask knows these too, but only for its log.
 */
function echoedForms(secret) {
    return [
        JSON.stringify(secret).slice(1, -1),
        encodeURIComponent(secret),
        secret.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character),
        Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, '')
    ];
}
/** Whether `text` holds a secret remembered, in any of its forms. */
function holdsSecret(text) {
    return forms.some((form) => text.includes(form));
}
/** `text` with every secret remembered replaced by ***. */
function redactSecrets(text) {
    let redacted = text;
    for (const form of forms) {
        if (redacted.includes(form))
            redacted = redacted.split(form).join(MASK);
    }
    return redacted;
}
/**
 * JSON text safe to print: every secret in a string or a key replaced by *** (in the values, so
 * the JSON stays valid), and the bidi controls written as JSON escapes (`\u202e`), which read
 * back as the same text. `replacer` runs first, as JSON.stringify's.
 */
function safeJson(value, replacer = (_key, inner) => inner) {
    const text = JSON.stringify(value, (key, inner) => redactValue(replacer(key, inner)));
    return escapeBidi(text ?? 'null');
}
/** The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * `text` with each bidi control written out as `\u202e`: seen, not obeyed. In JSON text it is
 * the JSON escape of the same character (they occur only inside strings there).
 */
function escapeBidi(text) {
    return text.replace(BIDI, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}
function redactValue(value) {
    if (typeof value === 'string')
        return redactSecrets(value);
    if (forms.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const keys = Object.keys(value);
    // Objects are copied only in the rare case where a key holds a secret.
    if (keys.every((key) => redactSecrets(key) === key))
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [
        redactSecrets(key),
        inner
    ]));
}


/***/ }),

/***/ 814:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cd: () => (/* binding */ createResultFile),
/* harmony export */   U: () => (/* binding */ OUTPUTS_SOFT_LIMIT),
/* harmony export */   tH: () => (/* binding */ writeResultFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The 'result-file' rule (docs/guarantees.md, "Sizes are bounded"): GitHub keeps at most 1 MB of
// outputs per job, so when a step's outputs together would pass OUTPUTS_SOFT_LIMIT the full
// `result` JSON goes to a new file under RUNNER_TEMP, whose path the 'result-file' output names.



const OUTPUTS_SOFT_LIMIT = 512 * 1024;
/**
 * A new, empty result file in a directory of its own under RUNNER_TEMP (the OS temp directory
 * outside a runner, or when RUNNER_TEMP cannot be written); null when none could be made.
 */
function createResultFile() {
    const bases = [process.env.RUNNER_TEMP, (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)()].filter((base) => base !== undefined && base !== '');
    for (const base of bases) {
        try {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(base, 'travis-repo-action-')), 'result.json');
            return fileAt(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx'));
        }
        catch {
            // Try the next place.
        }
    }
    return null;
}
/** Writes `content` to a new result file; its path, or null when none could be written. */
function writeResultFile(content, create = createResultFile) {
    const file = create();
    if (file === null)
        return null;
    try {
        file.write(content);
        file.close();
        return file.path;
    }
    catch {
        file.remove();
        return null;
    }
}
function fileAt(path, fd) {
    let open = true;
    const close = () => {
        if (open)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        open = false;
    };
    return {
        path,
        write: (text) => {
            // writeSync may write less than asked; go on until every byte is out.
            const bytes = Buffer.from(text, 'utf8');
            for (let done = 0; done < bytes.length;)
                done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, done);
        },
        close,
        remove: () => {
            close();
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true, force: true });
        }
    };
}


/***/ }),

/***/ 5369:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QI: () => (/* binding */ cutAtWord),
/* harmony export */   eI: () => (/* binding */ oneLineAtWord),
/* harmony export */   zD: () => (/* binding */ grouped)
/* harmony export */ });
/* harmony import */ var _mask_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(194);
// Text for log lines. Shortening text that may hold secrets: every secret the action knows is
// replaced by *** first (mask.ts), and text is only ever cut at a space, so that a secret it does
// not know (the runner masks it as a whole word; tokens hold no space) is either whole or gone.

/**
 * `text`, its secrets replaced by ***, if it fits in `max` characters; else its longest prefix
 * ending at a space, plus " …".
 */
function cutAtWord(text, max) {
    return cutRedacted((0,_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text), max);
}
/**
 * Server text as one line of at most `max` characters: its secrets replaced first, as folding
 * its white space would hide one that holds any (`a\tb` shows as `a b`), then folded, then cut
 * at a word.
 */
function oneLineAtWord(text, max) {
    return cutRedacted((0,_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text).replace(/\s+/g, ' ').trim(), max);
}
function cutRedacted(redacted, max) {
    if (redacted.length <= max)
        return redacted;
    const end = redacted.lastIndexOf(' ', max - 2);
    return end <= 0 ? '…' : `${redacted.slice(0, end).trimEnd()} …`;
}
/**
 * 2000 → '2,000'. Not toLocaleString: its first call loads ICU data (~30 ms), which a listing
 * would pay just as its pages are to go out.
 */
function grouped(count) {
    return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}


/***/ }),

/***/ 6288:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vQ: () => (/* binding */ NO_ADVICE),
  Kb: () => (/* binding */ TravisApiError),
  sN: () => (/* binding */ classifyTravisFailure),
  pg: () => (/* binding */ explanationOf)
});

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __nccwpck_require__(9110);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __nccwpck_require__(194);
// EXTERNAL MODULE: ./src/runtime/text.ts
var runtime_text = __nccwpck_require__(5369);
;// CONCATENATED MODULE: ./src/travis/failure-sentence.ts
// The one sentence of a failed Travis request: the v3 error body by its error_type, plain text,
// HTML reduced to its text, no answer at all, a redirect, a malformed or over-limit answer; each
// piece of server text on one line and cut at a word. What to check is the Advice of the layer
// that knows the inputs.


const TOKEN_CAUSE = 'the Travis token is missing, invalid or expired.';
/**
 * What push access allows (builds, jobs, build requests: the authorizer's repository_build_*
 * permissions, travis-api-live/README.md "Permissions"): no admin access to ask for there; the
 * operation's hint says what is needed.
 */
const PUSH_RESOURCES = new Set(['build', 'job', 'request']);
/** One sentence, then the advice where there is something to do. */
function sentence(text, advice) {
    return advice === '' ? text : `${text} ${advice}`;
}
function describeTravisFailure(request, body, advice) {
    const attempts = request.attempts > 1 ? ` after ${request.attempts} attempts` : '';
    if (request.lost !== undefined) {
        const { how, status } = request.lost;
        return `${request.method} ${request.path}: the answer (HTTP ${status}) was ${how}, so it was lost${attempts}.`;
    }
    if (request.status === 0) {
        const reason = request.networkError ?? 'no response';
        const what = request.timedOut ? `timed out (${reason})` : `network error: ${reason}`;
        return `${request.method} ${request.path}: ${what}${attempts}.`;
    }
    const status = `HTTP ${request.status}`;
    if (request.overLimit !== undefined) {
        return sentence(`${request.method} ${request.path} answered ${status} with a body ${request.overLimit}, beyond any Travis CI answer, so it was not read${attempts}.`, advice.apiUrl);
    }
    if (request.malformed !== undefined) {
        return sentence(`${request.method} ${request.path} answered ${status} ${request.malformed}.`, advice.apiVersion);
    }
    if (request.redirectHost !== undefined) {
        const target = request.redirectHost === '' ? 'without a Location' : `to ${request.redirectHost}`;
        return sentence(`${request.method} ${request.path} answered ${status}, a redirect ${target}; redirects are not followed, so nothing was sent there${attempts}.`, advice.apiUrl);
    }
    if (body !== undefined)
        return describeErrorBody(body, status, attempts, advice);
    const text = summariseText(request.body, request.contentType);
    if (request.status < 300) {
        return sentence(`${request.method} ${request.path} answered ${status} with a body that is not Travis CI JSON` +
            `${text ? ` (${(0,runtime_text/* cutAtWord */.QI)(text, 80)})` : ''}.`, advice.apiUrl);
    }
    if (request.status === 403 && /access denied/i.test(text))
        return `${sentence(TOKEN_CAUSE, advice.token)} (${status}: access denied)`;
    if (request.status === 429)
        return `Travis CI rate limit reached (${status}: ${text || 'no body'})${attempts}.`;
    // Rack::Attack's blocklist answers a plain `Forbidden` (lib/travis/api/attack.rb): a token or
    // address that sent more than 50 POST requests within 30 seconds is banned, an hour on
    // travis-ci.com, and every request it sends meanwhile gets this answer.
    if (request.status === 403 && /^forbidden$/i.test(text.trim()))
        return (`Travis CI blocked the token or this runner's address for a while (${status}: Forbidden): ` +
            'it bans callers that send more than 50 POST requests within 30 seconds (for an hour on travis-ci.com); ' +
            `run again later, with fewer runs sharing the token${attempts}.`);
    // The server's own sentence may end with a period already ("Sorry, we experienced an error.").
    const said = text.replace(/\.+$/, '');
    return `${request.method} ${request.path} failed with ${status}${said ? `: ${said}` : ' and an empty body'}${attempts}.`;
}
/** `attempts`: ' after <n> attempts' when there were several, else ''. */
function describeErrorBody(body, status, attempts, advice) {
    // Every piece is server text, so each is cut at a word: the line stays bounded.
    const type = (0,runtime_text/* oneLineAtWord */.eI)(body.error_type, 60);
    const message = serverText(body.error_message, 200) ?? type;
    const tag = `${status} ${type}: ${message}${attempts === '' ? '' : `;${attempts}`}`;
    const permission = serverText(body.permission, 60);
    const resourceType = serverText(body.resource_type, 60);
    switch (body.error_type) {
        case 'login_required':
        case 'wrong_credentials':
            return `${sentence(TOKEN_CAUSE, advice.token)} (${tag})`;
        case 'insufficient_access':
            return permission === undefined
                ? `the token's user may not do this; Travis needs push access to the repository (${tag}).`
                : `the token's user lacks the '${permission}' permission on ${resourceType ?? 'the resource'} (${tag}).` +
                    (PUSH_RESOURCES.has(resourceType ?? '')
                        ? ''
                        : ' Use a token of a user with admin access to the repository.');
        case 'private_repo_feature':
            return `key pairs exist only for private repositories (and on Travis CI Enterprise) (${tag}).`;
        case 'not_found':
            return resourceType === undefined
                ? sentence(`not found (${tag}).`, advice.unknownRoute)
                : resourceType === 'repository'
                    ? sentence(`the repository is unknown or the token cannot see it (${tag}).`, advice.repo)
                    : `${resourceType} is unknown or the token cannot see it (${tag}).`;
        case 'method_not_allowed':
            return sentence(`the server does not allow this request (${tag}).`, advice.apiVersion);
        default:
            return `the server refused the request (${tag}).`;
    }
}
/** A short, single-line rendering of a non-JSON body: text kept, HTML reduced to its text. */
function summariseText(body, contentType) {
    // @octokit/request hands over a body that is not text as an ArrayBuffer: named, not shown.
    if (body instanceof ArrayBuffer)
        return body.byteLength === 0 ? '' : `a body of ${contentType}`;
    // Secrets replaced before anything else changes the text (tags taken out, white space folded).
    let text = typeof body === 'string' ? (0,mask/* redactSecrets */.fp)(body) : (0,mask/* safeJson */.oi)(body);
    if (/html/i.test(contentType) || /^\s*</.test(text))
        text = text.replace(/<[^>]*>/g, ' ');
    return (0,runtime_text/* oneLineAtWord */.eI)(text, 200);
}
/** A string field of a server body, on one line and cut at a word; undefined when no string. */
function serverText(value, max) {
    return typeof value === 'string' ? (0,runtime_text/* oneLineAtWord */.eI)(value, max) : undefined;
}

;// CONCATENATED MODULE: ./src/travis/errors.ts
// Turns whatever the server answered with (the v3 JSON error shape, plain text, HTML, nothing,
// or no answer at all) into a TravisApiError with one human sentence. What the user should check
// is worded by the layer that knows the action's inputs (Advice), so this module names none.


const NO_ADVICE = {
    token: '',
    apiUrl: '',
    unknownRoute: '',
    apiVersion: '',
    repo: '',
    timeout: ''
};
class TravisApiError extends Error {
    request;
    status;
    errorType;
    serverMessage;
    resourceType;
    permission;
    errorBody;
    /** What the user can do about it; set by the operation that knows the context. */
    hint = '';
    /** The server's Retry-After, when it sent one. */
    retryAfterMs = null;
    constructor(request, advice = NO_ADVICE) {
        const errorBody = isTravisErrorBody(request.body) ? request.body : undefined;
        super(describeTravisFailure(request, errorBody, advice));
        this.request = request;
        this.name = 'TravisApiError';
        this.status = request.status;
        this.errorBody = errorBody;
        this.errorType = errorBody?.error_type;
        this.serverMessage = errorBody?.error_message;
        this.resourceType = errorBody?.resource_type;
        this.permission = errorBody?.permission;
    }
    /** The resource embedded in an insufficient_access body, e.g. `user_setting` with its value. */
    embeddedResource() {
        const key = this.resourceType;
        const value = key === undefined ? undefined : this.errorBody?.[key];
        return typeof value === 'object' && value !== null
            ? value
            : undefined;
    }
    withHint(hint) {
        this.hint = hint;
        return this;
    }
    /**
     * Whether the server may have acted on the request all the same: no answer arrived, the
     * server failed (5xx, maybe after applying it), this answers a repeated request, or the server
     * answered success (2xx: it handled the request) with a body the client could not accept.
     */
    get mayHaveLanded() {
        return (this.status === 0 ||
            this.status >= 500 ||
            this.answeredSuccess ||
            this.request.attempts > 1 ||
            this.request.overLimit !== undefined);
    }
    /** A 2xx the client refused (no resource fields, no JSON, over a limit): the server handled it. */
    get answeredSuccess() {
        return this.status >= 200 && this.status < 300;
    }
    /** The whole sentence for the failure line: cause, then what to do. */
    get explanation() {
        return this.hint === '' ? this.message : `${this.message} ${this.hint}`;
    }
}
function isTravisErrorBody(body) {
    return (typeof body === 'object' &&
        body !== null &&
        body['@type'] === 'error' &&
        typeof body.error_type === 'string');
}
/** How a failed Travis request looks to the retry helpers (also the key pair's safe create). */
function classifyTravisFailure(error) {
    return error instanceof TravisApiError
        ? {
            status: error.status,
            retryAfterMs: error.retryAfterMs,
            label: `${error.request.method} ${error.request.path}`,
            // Rack::Attack's fixed one-minute windows per token (docs/travis-api.md#rate-window).
            rateLimit: 'Travis CI counts requests per minute'
        }
        : null;
}
/** The whole sentence of a failure: a Travis error with its hint, anything else its message. */
function explanationOf(error) {
    return error instanceof TravisApiError ? error.explanation : (0,action_error/* messageOf */.b)(error);
}


/***/ }),

/***/ 6662:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  f1: () => (/* binding */ fetchPages),
  Bd: () => (/* binding */ streamPages)
});

// UNUSED EXPORTS: PAGES_IN_FLIGHT

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __nccwpck_require__(9110);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __nccwpck_require__(7541);
// EXTERNAL MODULE: ./src/runtime/text.ts
var runtime_text = __nccwpck_require__(5369);
;// CONCATENATED MODULE: ./src/travis/page-walk.ts
// The steps every way of paging shares: the pages of a window, reading on by offset to a short
// page (and no further past a stale count than the count reached), handing on within a window,
// progress lines, and the cap on pages (MAX_PAGES) with its failure.



const PAGE_SIZE = 100;
/** A progress line after every this many pages (`Fetched 1,100 of 2,000 branches.`). */
const PAGES_PER_PROGRESS_LINE = 10;
/**
 * The most pages one listing reads: a million items. A server that counts more, or keeps giving
 * full pages or new links past it, is not listing a repository's branches or an owner's
 * repositories; the listing stops there and fails, naming the cap.
 */
const MAX_PAGES = 10_000;
/**
 * Pages by offset, one at a time, from `next` until a page comes back short or empty, or the
 * window is full; `pages` counts the pages read so far, against MAX_PAGES. `count` is the smallest
 * count the server gave (null when it never counted): past it, reading on stops after as many
 * pages as that count had (at least one) and fails, as a count that far off is no stale cache.
 * The smallest, not the last: a server re-stating a count that grows with every page would
 * otherwise never be past it, and the listing would read MAX_PAGES pages one at a time.
 */
async function readOn(listing, start, deliver, progress) {
    let { next, pages, count, said: last } = start;
    const { offset, limit } = start;
    for (;;) {
        const pageLimit = Math.min(PAGE_SIZE, limit - (next - offset));
        if (pageLimit <= 0)
            return;
        if (count !== null && pagesPast(count, offset, next) >= pagesOf(count)) {
            throw staleCount(listing.noun, { count, pages, past: pagesPast(count, offset, next), last });
        }
        if (++pages > MAX_PAGES)
            throw tooManyPages(listing.noun, 'it keeps giving full pages');
        const body = await listing.page({ offset: next, limit: pageLimit });
        last = body['@pagination'];
        if (typeof last?.count === 'number')
            count = leastCount(count, last.count);
        const items = listing.items(body);
        next += items.length;
        deliver(items);
        progress.page(items.length);
        if (items.length === 0 || items.length < pageLimit)
            return;
    }
}
/** The smaller of two counts; `known` null when the server had not counted yet. */
function leastCount(known, said) {
    return known === null ? said : Math.min(known, said);
}
/** The pages a count covers, at least one: how far past it reading on may go. */
function pagesOf(count) {
    return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
/** Pages read past the count (or past the window's start, when that is beyond the count). */
function pagesPast(count, offset, next) {
    return Math.ceil((next - Math.max(count, offset)) / PAGE_SIZE);
}
/** The failure of reading on past a count, naming what the server answered. */
function staleCount(noun, read) {
    const { count, pages, past, last } = read;
    const lastSaid = typeof last?.count === 'number'
        ? `${last.count === count ? 'still' : 'now'} counting ${(0,runtime_text/* grouped */.zD)(last.count)}`
        : typeof last?.next?.['@href'] === 'string'
            ? 'with no count but a next link'
            : 'with no count and no next link';
    const pastPages = past === 1 ? 'the page' : `all ${(0,runtime_text/* grouped */.zD)(past)} pages`;
    const counted = `${(0,runtime_text/* grouped */.zD)(count)} ${noun} (${(0,plural/* plural */.L)(pagesOf(count), 'page')})`;
    return new action_error/* ActionError */.l(`The listing of ${noun} was stopped after ${(0,plural/* plural */.L)(pages, 'page')}: the server counted ${counted}, ` +
        `yet ${pastPages} read past that count came back full, the last ${lastSaid}; ` +
        'a count that far off cannot be trusted, nor where the listing ends.');
}
/** The failure of a listing past MAX_PAGES, naming the cap and why it was reached. */
function tooManyPages(noun, why) {
    const cap = `${(0,runtime_text/* grouped */.zD)(MAX_PAGES)} pages (${(0,runtime_text/* grouped */.zD)(MAX_PAGES * PAGE_SIZE)} ${noun})`;
    return new action_error/* ActionError */.l(`The listing of ${noun} was stopped: ${why}, more than the ${cap} one listing reads; ` +
        'no server holds that many, so its answers cannot be trusted.');
}
/** Pages of `size` covering [from, to), none reaching past `windowEnd`. */
function remainingPages(from, to, size, windowEnd) {
    const pages = [];
    for (let offset = from; offset < to; offset += size) {
        pages.push({ offset, limit: Math.min(size, windowEnd - offset) });
    }
    return pages;
}
/** Hands on at most `most` items in all. */
function taking(most, deliver) {
    let left = most;
    return (items) => {
        if (left <= 0)
            return;
        const kept = items.length > left ? items.slice(0, left) : items;
        left -= kept.length;
        deliver(kept);
    };
}
/** Drops the first `count` items. */
function skipping(count, deliver) {
    let left = count;
    return (items) => {
        if (left >= items.length) {
            left -= items.length;
            return;
        }
        deliver(left === 0 ? items : items.slice(left));
        left = 0;
    };
}
/**
 * One log line per PAGES_PER_PROGRESS_LINE pages after the first, so that a long listing shows it
 * is moving: `Fetched 1,100 of 2,000 branches.`, or `Fetched 1,100 branches so far.` when the
 * server does not count.
 */
class Progress {
    runner;
    noun;
    fetched;
    total;
    pages = 0;
    constructor(runner, noun, fetched, total) {
        this.runner = runner;
        this.noun = noun;
        this.fetched = fetched;
        this.total = total;
    }
    page(items) {
        this.fetched += items;
        this.pages += 1;
        if (this.pages % PAGES_PER_PROGRESS_LINE !== 0)
            return;
        this.runner.info(this.total === null
            ? `Fetched ${(0,runtime_text/* grouped */.zD)(this.fetched)} ${this.noun} so far.`
            : `Fetched ${(0,runtime_text/* grouped */.zD)(this.fetched)} of ${(0,runtime_text/* grouped */.zD)(this.total)} ${this.noun}.`);
    }
}

// EXTERNAL MODULE: ./src/lib/concurrency.ts
var concurrency = __nccwpck_require__(3716);
;// CONCATENATED MODULE: ./src/travis/pages.ts
// Every page of a Travis CI listing within a window (`limit`/`offset` across pages), handed on in
// the server's order as the pages arrive. The first page tells the total (@pagination.count); the
// remaining pages are then fetched side by side, at most PAGES_IN_FLIGHT at a time, and read on
// past a count that was stale. A server that does not count ("efficient pagination", where
// `offset` is a row id) is paged by its `next` links; one with neither, by offset until a short
// page. No listing reads more than MAX_PAGES pages.





/**
 * Pages fetched or waiting to be handed on at once: 10, the most requests the action has in
 * flight to one server (docs/guarantees.md "Politeness", travis/client.ts). Travis CI is a shared
 * service: more at once buys a few hundred milliseconds and costs its databases a spike (a page
 * of 100 branches takes travis-api about a second to render, measured in the live tier). 10,000
 * branches take about 11 round trips. Not an input: no workflow needs another number.
 */
const PAGES_IN_FLIGHT = 10;
/** Every item of the window, collected: for listings that stay small. */
async function fetchPages(runner, listing, window) {
    const items = [];
    const { total } = await streamPages(runner, listing, window, (page) => items.push(...page));
    return { items, total };
}
/** The window's items to `deliver` page by page, in order; resolves to the server's count. */
async function streamPages(runner, listing, window, deliver) {
    const { offset } = window;
    const wanted = window.limit ?? Infinity;
    const firstLimit = Math.min(PAGE_SIZE, wanted);
    const first = await listing.page({ offset, limit: firstLimit });
    const start = { first, firstLimit, offset, wanted };
    const pagination = first['@pagination'];
    const emit = taking(wanted, deliver);
    if (pagination?.count !== undefined) {
        await pagesByCount(runner, listing, start, emit);
    }
    else if (typeof pagination?.next?.['@href'] === 'string') {
        await pagesByLink(runner, listing, start, emit);
    }
    else {
        await pagesWithoutCount(runner, listing, start, emit);
    }
    return { total: pagination?.count ?? null };
}
/**
 * The total is known: every remaining page is fetched side by side, handed on in order. travis-api
 * may report a cached count (up to a day old once it is 100 or more, `count_cache.rb`): when the
 * last page the count promises comes back full, the listing reads on by offset until a page
 * comes back short, but no further past the smallest count the server gave than that count
 * itself reached (page-walk.ts).
 */
const pagesByCount = async (runner, listing, { first, firstLimit, offset, wanted: limit }, deliver) => {
    const count = first['@pagination']?.count ?? 0;
    const wanted = Math.min(limit, Math.max(0, count - offset));
    const listed = listing.items(first).length;
    // A server that clamps page sizes below ours says so in @pagination.limit; follow it.
    const pageSize = Math.min(PAGE_SIZE, first['@pagination']?.limit || PAGE_SIZE);
    if ((wanted - listed) / pageSize >= MAX_PAGES) {
        throw tooManyPages(listing.noun, `the server counts ${(0,runtime_text/* grouped */.zD)(count)}`);
    }
    // Each page asks for a whole page unless the window ends first, so that the last page the
    // count promises shows whether the count was stale (a whole page) or not (a short one). When
    // the count ends on a page boundary inside the window, the page after it goes out with the
    // others: empty, it settles the count without a round trip of its own.
    const rest = remainingPages(offset + listed, offset + wanted, pageSize, offset + limit);
    if (rest.length > 0) {
        runner.info(`Listed ${listed} of ${(0,runtime_text/* grouped */.zD)(wanted)} ${listing.noun}; fetching ${(0,plural/* plural */.L)(rest.length, 'more page')}.`);
    }
    const lastCounted = rest.at(-1) ?? { offset, limit: firstLimit };
    if (wanted < limit && offset + wanted - lastCounted.offset >= lastCounted.limit) {
        rest.push({ offset: offset + wanted, limit: Math.min(pageSize, limit - wanted) });
    }
    deliver(listing.items(first));
    const progress = new Progress(runner, listing.noun, listed, wanted);
    let last = { page: { offset, limit: firstLimit }, length: listed, said: first['@pagination'] };
    let least = count;
    await (0,concurrency/* mapInOrder */.Y6)(rest, PAGES_IN_FLIGHT, async (page) => {
        const body = await listing.page(page);
        return { items: listing.items(body), said: body['@pagination'] };
    }, ({ items, said }, index) => {
        deliver(items);
        progress.page(items.length);
        last = { page: rest[index], length: items.length, said };
        if (typeof said?.count === 'number')
            least = leastCount(least, said.count);
    });
    const next = last.page.offset + last.page.limit;
    if (last.length === 0 || last.length < last.page.limit || next - offset >= limit)
        return;
    runner.info(`The last page of the ${(0,runtime_text/* grouped */.zD)(count)} ${listing.noun} the server counted came back full; reading on, as the count may be stale.`);
    await readOn(listing, {
        next,
        offset,
        limit,
        pages: 1 + rest.length,
        count: least,
        said: last.said
    }, deliver, progress);
};
/**
 * No count, but a `next` link: the server pages by row id (EFFICIENT_PAGINATION_ENABLED,
 * travis-api paginator.rb), so offsets cannot be computed, nor pages fetched side by side. Follow
 * the links, one at a time, until a short page. There `offset` was read as an id, so a wanted
 * offset is skipped here instead.
 */
const pagesByLink = async (runner, listing, { first, firstLimit, offset, wanted }, deliver) => {
    let page = offset === 0 ? first : await listing.page({ offset: 0, limit: PAGE_SIZE });
    let pageLimit = offset === 0 ? firstLimit : PAGE_SIZE;
    const emit = skipping(offset, deliver);
    let listed = listing.items(page).length;
    emit(listing.items(page));
    const progress = new Progress(runner, listing.noun, listed, null);
    const followed = new Set();
    for (;;) {
        const href = page['@pagination']?.next?.['@href'];
        const done = listing.items(page).length < pageLimit ||
            listed >= offset + wanted ||
            typeof href !== 'string' ||
            page['@pagination']?.next?.offset === null;
        if (done)
            break;
        // A link given before leads back to pages already read: following it would never end.
        if (followed.has(href)) {
            throw new action_error/* ActionError */.l(`The listing of ${listing.noun} was stopped after ${(0,runtime_text/* grouped */.zD)(followed.size + 1)} pages: ` +
                "the server's next link leads back to a page already read, so its pages cannot be trusted.");
        }
        followed.add(href);
        if (followed.size >= MAX_PAGES)
            throw tooManyPages(listing.noun, 'its next links go on');
        page = await listing.link(href);
        pageLimit = page['@pagination']?.limit ?? pageLimit;
        listed += listing.items(page).length;
        emit(listing.items(page));
        progress.page(listing.items(page).length);
    }
};
/** No total and no links: page on by offset, one at a time, until a short page. */
const pagesWithoutCount = async (runner, listing, { first, firstLimit, offset, wanted: limit }, deliver) => {
    const items = listing.items(first);
    deliver(items);
    if (items.length === 0 || items.length < firstLimit)
        return;
    const progress = new Progress(runner, listing.noun, items.length, null);
    const said = first['@pagination'];
    const start = { next: offset + items.length, offset, limit, pages: 1, count: null, said };
    await readOn(listing, start, deliver, progress);
};


/***/ }),

/***/ 2657:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jf: () => (/* binding */ jobPath),
/* harmony export */   O3: () => (/* binding */ includeParameter),
/* harmony export */   UL: () => (/* binding */ buildPath),
/* harmony export */   Ue: () => (/* binding */ cronPath),
/* harmony export */   _L: () => (/* binding */ queryString),
/* harmony export */   p3: () => (/* binding */ ownerPath),
/* harmony export */   qN: () => (/* binding */ repoPath)
/* harmony export */ });
function repoSegment(repo) {
    return repo.kind === 'id'
        ? repo.id
        : `${encodeURIComponent(repo.owner)}%2F${encodeURIComponent(repo.name)}`;
}
function providerSegment(provider) {
    return provider === '' ? '' : `${encodeURIComponent(provider)}/`;
}
/** `/repo/{provider}/{repo}/{resource}`; the repository itself for resource ''. */
function repoPath({ repo, provider }, resource = '') {
    const under = resource === '' ? '' : `/${resource}`;
    return `/repo/${providerSegment(provider)}${repoSegment(repo)}${under}`;
}
/**
 * `/owner/({provider}/)?{login}/{resource}` (travis-api `routes.rb`, e.g. `repos`), under the
 * provider segment the repository's paths have (the client's `provider`).
 */
function ownerPath(provider, login, resource) {
    return `/owner/${providerSegment(provider)}${encodeURIComponent(login)}/${resource}`;
}
/**
 * `/cron/{id}`: a cron job is addressed by its id alone, without a repository or a provider
 * segment (travis-api `routes.rb`, resource :cron; docs/travis-api.md#crons).
 */
function cronPath(id) {
    return `/cron/${id}`;
}
/** Encodes a query in the given key order; undefined values are left out. */
function queryString(query) {
    const parts = Object.entries(query)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
/** The `include` parameter: attributes to eager load, comma separated; left out when none. */
function includeParameter(include) {
    return include.length === 0 ? undefined : include.join(',');
}
/**
 * `/build/{id}` and its actions (`/build/{id}/cancel`, `/restart`): a build is addressed by its
 * id alone (travis-api `routes.rb`, resource :build; docs/travis-api.md#builds).
 */
function buildPath(id, action = '') {
    return `/build/${id}${action === '' ? '' : `/${action}`}`;
}
/**
 * `/job/{id}` and what hangs off it (`/job/{id}/restart`, `/log.txt`): a job is addressed by its id
 * alone (travis-api `routes.rb`, resource :job; docs/travis-api.md#jobs).
 */
function jobPath(id, action = '') {
    return `/job/${id}${action === '' ? '' : `/${action}`}`;
}


/***/ }),

/***/ 6059:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mb: () => (/* binding */ everyBranchContaining),
/* harmony export */   Qm: () => (/* binding */ requestBranchGet),
/* harmony export */   r5: () => (/* binding */ withHostField),
/* harmony export */   w0: () => (/* binding */ requestBranchesGetPages),
/* harmony export */   xz: () => (/* binding */ branchListing)
/* harmony export */ });
/* unused harmony export BRANCHES */
/* harmony import */ var _model_host_field_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1654);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6662);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2657);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5159);




const BRANCHES = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .pageShape */ .vM)('a branch list', 'branches', 'name', { name: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq });
/** Every branch whose name contains `name` (all when ''), sorted by name so pages never overlap. */
function everyBranchContaining(name) {
    return {
        include: [],
        name,
        existsOnHost: null,
        sortBy: [{ field: 'name', descending: false }],
        limit: null,
        offset: 0,
        includeRecentBuilds: false
    };
}
/** How pages.ts reads this listing: by limit/offset, by the server's next links. */
function branchListing(client, query) {
    return {
        page: (page) => client.get(`${client.repositoryPath}/branches`, BRANCHES, {
            query: (hostField) => branchQuery(query, hostField, page)
        }),
        link: (href) => client.followLink(href, BRANCHES),
        items: (body) => body.branches,
        noun: 'branches'
    };
}
/** Every branch the query selects within its window, in the server's order, collected. */
async function requestBranchesGetPages(client, runner, query) {
    const listing = branchListing(client, query);
    const { items, total } = await (0,_pages_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchPages */ .f1)(runner, listing, query);
    return { branches: items.map(withHostField), total };
}
/** Either spelling of the host field is read; the branch has it under `exists_on_host`. */
function withHostField(branch) {
    return { ...branch, exists_on_host: (0,_model_host_field_js__WEBPACK_IMPORTED_MODULE_2__/* .existsOnHostOf */ .je)(branch) };
}
function branchQuery(query, hostField, page) {
    const include = [...query.include];
    if (query.includeRecentBuilds && !include.includes('branch.recent_builds'))
        include.push('branch.recent_builds');
    return {
        'branch.name': query.name === '' ? undefined : query.name,
        [`branch.${(0,_model_host_field_js__WEBPACK_IMPORTED_MODULE_2__/* .inServerSpelling */ .b8)('exists_on_host', hostField)}`]: query.existsOnHost ?? undefined,
        sort_by: query.sortBy.length === 0 ? undefined : sortParameter(query.sortBy, hostField),
        include: (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .includeParameter */ .O3)(include),
        limit: page.limit,
        offset: page.offset
    };
}
/**
 * The sort as sent. Pages fetched side by side by offset need a total order: the database leaves
 * the order of ties open and may order them differently for each LIMIT/OFFSET, which repeats or
 * drops branches across pages. Names are unique, so `name` last breaks every tie (a sort that
 * has `name` already is total).
 */
function sortParameter(terms, hostField) {
    const byName = { field: 'name', descending: false };
    const total = terms.some((term) => term.field === 'name') ? terms : [...terms, byName];
    return total
        .map(({ field, descending }) => `${(0,_model_host_field_js__WEBPACK_IMPORTED_MODULE_2__/* .inServerSpelling */ .b8)(field, hostField)}${descending ? ':desc' : ''}`)
        .join(',');
}
const BRANCH = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .shape */ .cW)('a branch', 'name, default_branch, last_build', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)({
    name: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    default_branch: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .flag */ .Jt,
    last_build: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)((0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)((0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)({ id: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9 })))
}));
/**
 * One branch by its exact name: the only way to reach a branch whose name has a comma, which
 * the builds listing's filter splits (docs/travis-api.md#builds).
 */
function requestBranchGet(client, name) {
    return client.get(`${client.repositoryPath}/branch/${encodeURIComponent(name)}`, BRANCH);
}


/***/ }),

/***/ 3366:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ isMissingCron),
/* harmony export */   Tv: () => (/* binding */ requestCronDelete),
/* harmony export */   Zv: () => (/* binding */ cronListing),
/* harmony export */   aG: () => (/* binding */ requestCronPost)
/* harmony export */ });
/* unused harmony exports CRONS, CRON */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6288);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2657);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5159);



const CRON_FIELDS = {
    id: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9,
    branch: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)({ name: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq }),
    interval: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    dont_run_if_recent_build_exists: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .flag */ .Jt,
    active: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .flag */ .Jt,
    last_run: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .textOrNull */ .ef,
    next_run: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .textOrNull */ .ef
};
const CRONS = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .pageShape */ .vM)('a cron job list', 'crons', 'id, branch.name, interval, dont_run_if_recent_build_exists, active', CRON_FIELDS);
const CRON = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .shape */ .cW)('a cron job', 'id, branch.name, interval, dont_run_if_recent_build_exists, active, last_run, next_run', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)(CRON_FIELDS));
/**
 * How pages.ts reads a repository's crons. The server sorts them by nothing it takes (`sort_by`
 * is not safelisted: ignored, with a warning), so none is sent.
 */
function cronListing(client) {
    return {
        page: (page) => client.get(`${client.repositoryPath}/crons`, CRONS, {
            query: { limit: page.limit, offset: page.offset }
        }),
        link: (href) => client.followLink(href, CRONS),
        items: (body) => body.crons.map(cronFields),
        noun: 'cron jobs'
    };
}
/** One POST attempt (200): creates the branch's cron, replacing the one it had. */
async function requestCronPost(client, branch, body, attempt) {
    const path = `${client.repositoryPath}/branch/${encodeURIComponent(branch)}/cron`;
    return cronFields(await client.send('POST', path, CRON, { body, once: attempt }));
}
/** DELETE `/cron/{id}`, answered 204 without a body; `attempted` as for requestEnvVarDelete. */
async function requestCronDelete(client, id, attempted = () => { }) {
    await client.send('DELETE', (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .cronPath */ .Ue)(id), null, { retried: true, attempted });
}
/** A 404 about the cron itself: it is gone. */
function isMissingCron(error) {
    return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb && error.status === 404 && error.resourceType === 'cron';
}
/** The fields the action reads, without the server's `@`-metadata. */
function cronFields(record) {
    const { id, interval, active } = record;
    return {
        id,
        branch: { name: record.branch.name },
        interval,
        dont_run_if_recent_build_exists: record.dont_run_if_recent_build_exists,
        active,
        last_run: record.last_run,
        next_run: record.next_run
    };
}


/***/ }),

/***/ 671:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ requestEnvVarPost),
/* harmony export */   Nc: () => (/* binding */ requestEnvVarsGet),
/* harmony export */   Vk: () => (/* binding */ requestEnvVarDelete),
/* harmony export */   X_: () => (/* binding */ isMissingEnvVar),
/* harmony export */   aQ: () => (/* binding */ requestEnvVarPatch)
/* harmony export */ });
/* unused harmony exports ENV_VARS, ENV_VAR */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6288);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5159);


const ENV_VAR_FIELDS = {
    id: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    name: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    value: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)((0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)),
    public: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .flag */ .Jt),
    branch: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .textOrNull */ .ef
};
const ENV_VARS = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .shape */ .cW)('an environment variable list', 'env_vars: a list of {id, name, public, branch, value when public}', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)({ env_vars: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .arrayOf */ .jk)((0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)(ENV_VAR_FIELDS)) }));
const ENV_VAR = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .shape */ .cW)('an environment variable', 'id, name, public, branch, value when public', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)(ENV_VAR_FIELDS));
/** The list is never paged (docs/travis-api.md#env-vars). */
async function requestEnvVarsGet(client) {
    const body = await client.get(`${client.repositoryPath}/env_vars`, ENV_VARS);
    return body.env_vars.map(envVarFields);
}
/** One POST attempt (201): a create is never sent again blindly. */
async function requestEnvVarPost(client, body, attempt) {
    const path = `${client.repositoryPath}/env_vars`;
    return envVarFields(await client.send('POST', path, ENV_VAR, { body, once: attempt }));
}
/** PATCH merges the keys sent into the variable; retried within the budget (same body, same result). */
async function requestEnvVarPatch(client, id, body) {
    const path = envVarPath(client, id);
    return envVarFields(await client.send('PATCH', path, ENV_VAR, { body, retried: true }));
}
/**
 * DELETE, answered 204 without a body. `attempted` is told each attempt's number, so a 404 on a
 * repeat can be told from one on the first try.
 */
async function requestEnvVarDelete(client, id, attempted = () => { }) {
    await client.send('DELETE', envVarPath(client, id), null, { retried: true, attempted });
}
/** A 404 about the variable itself, not about the repository: it is gone. */
function isMissingEnvVar(error) {
    return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb && error.status === 404 && error.resourceType === 'env_var';
}
function envVarPath(client, id) {
    return `${client.repositoryPath}/env_var/${encodeURIComponent(id)}`;
}
/** The fields the action reads, without the server's `@`-metadata. */
function envVarFields(record) {
    const { id, name, branch } = record;
    const base = { id, name, public: record.public, branch };
    return 'value' in record ? { ...base, value: record.value } : base;
}


/***/ }),

/***/ 3705:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ requestKeyPairPatch),
/* harmony export */   Qw: () => (/* binding */ requestKeyPairDelete),
/* harmony export */   a3: () => (/* binding */ requestKeyPairGeneratedGet),
/* harmony export */   dR: () => (/* binding */ requestKeyPairPost),
/* harmony export */   lx: () => (/* binding */ requestKeyPairGet),
/* harmony export */   mD: () => (/* binding */ isMissingKeyPair),
/* harmony export */   mU: () => (/* binding */ requestKeyPairPatchOnce)
/* harmony export */ });
/* unused harmony exports KEY_PAIR, isMissingGeneratedKey */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6288);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2657);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5159);



const KEY_PAIR = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .shape */ .cW)('a key pair', 'description, public_key, fingerprint', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik)({ description: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .textOrNull */ .ef, public_key: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq, fingerprint: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq }));
function requestKeyPairGet(client, include = []) {
    const query = { include: (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .includeParameter */ .O3)(include) };
    return client.get(keyPairPath(client), KEY_PAIR, { query });
}
/** A 404 about the key pair itself, not about the repository: there is none. */
function isMissingKeyPair(error) {
    return (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TravisApiError */ .Kb && error.status === 404 && error.resourceType === 'key_pair');
}
/** PATCH, retried within the budget (a key pair PATCH carries its whole state). */
function requestKeyPairPatch(client, body) {
    return client.send('PATCH', keyPairPath(client), KEY_PAIR, { body, retried: true });
}
/** One PATCH attempt, for a caller that reads back before it sends again. */
function requestKeyPairPatchOnce(client, body, attempt) {
    return client.send('PATCH', keyPairPath(client), KEY_PAIR, { body, once: attempt });
}
/** One POST attempt (201): a create is never sent again blindly. */
function requestKeyPairPost(client, body, attempt) {
    return client.send('POST', keyPairPath(client), KEY_PAIR, { body, once: attempt });
}
/** DELETE, answered 204 without a body. */
async function requestKeyPairDelete(client) {
    await client.send('DELETE', keyPairPath(client), null, { retried: true });
}
/**
 * The repository's own key, which Travis CI decrypts `secure:` values with (travis-api's
 * `ssl_key` resource, routed as `key_pair_generated`; docs/travis-api.md#key-pair-generated):
 * rendered as a key pair, `public_key` a PEM public key. Every repository has one.
 */
function requestKeyPairGeneratedGet(client) {
    return client.get(`${keyPairPath(client)}/generated`, KEY_PAIR);
}
/** A 404 `key_pair` to key_pair/generated: the repository has no generated key (yet). */
const isMissingGeneratedKey = (/* unused pure expression or super */ null && (isMissingKeyPair));
function keyPairPath(client) {
    return `${client.repositoryPath}/key_pair`;
}


/***/ }),

/***/ 6275:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   nv: () => (/* binding */ requestDefaultBranchGet),
/* harmony export */   vu: () => (/* binding */ repositoryListing)
/* harmony export */ });
/* unused harmony export REPOSITORIES */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2657);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5159);


const REPOSITORIES = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .pageShape */ .vM)('a repository list', 'repositories', 'id, slug, active, private', { id: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9, slug: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, active: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt, private: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt });
/**
 * How pages.ts reads an owner's repositories. Filters prefixed `repository.` (for_owner.rb
 * `params … prefix: :repository`), left out for "both". Pages fetched side by side by offset need
 * a total order, and an organisation's repositories have none by default (no ORDER BY). `id:desc`
 * is total, and is also the order in which a server that pages by id cursor (`id < offset`,
 * paginator.rb) pages correctly. The minimal representation with `active` and `private` included
 * carries what the outputs need: the standard one renders each repository's owner, branch and
 * build count, about 25 times the server's work per page (measured on travis-api in the live
 * tier: 100 repositories in 0.15 s against 3.9 s).
 */
function repositoryListing(client, owner, filters) {
    const query = (page) => ({
        'repository.active': filters.active ?? undefined,
        'repository.private': filters.private ?? undefined,
        sort_by: 'id:desc',
        representation: 'minimal',
        include: 'repository.active,repository.private',
        limit: page.limit,
        offset: page.offset
    });
    return {
        page: (page) => client.get((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerPath */ .p3)(client.provider, owner, 'repos'), REPOSITORIES, {
            query: query(page)
        }),
        link: (href) => client.followLink(href, REPOSITORIES),
        items: (body) => body.repositories,
        noun: 'repositories'
    };
}
const REPOSITORY = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .shape */ .cW)('a repository', 'default_branch.name', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)({ default_branch: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)({ name: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }) }));
/**
 * The repository's default branch (`GET /repo/{repo}`, renderer/repository.rb: `default_branch`
 * minimal, with its name): the branch whose pushes an empty 'branch' means.
 */
async function requestDefaultBranchGet(client) {
    const body = await client.get(client.repositoryPath, REPOSITORY);
    return body.default_branch.name;
}


/***/ }),

/***/ 8326:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ requestSettingGet),
/* harmony export */   Ev: () => (/* binding */ requestSettingPatch),
/* harmony export */   rl: () => (/* binding */ requestSettingsGet)
/* harmony export */ });
/* unused harmony exports SETTINGS, SETTING */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2657);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5159);


const SETTING_FIELDS = { name: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, value: _shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .present */ .Eb };
const SETTINGS = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .shape */ .cW)('a settings list', 'settings: a list of {name, value}', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)({ settings: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .arrayOf */ .jk)((0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(SETTING_FIELDS)) }));
const SETTING = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .shape */ .cW)('a setting', 'name, value', (0,_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(SETTING_FIELDS));
async function requestSettingsGet(client, include = []) {
    const query = { include: (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .includeParameter */ .O3)(include) };
    const body = await client.get(`${client.repositoryPath}/settings`, SETTINGS, { query });
    return body.settings.map(({ name, value }) => ({ name, value }));
}
function requestSettingGet(client, name, include = []) {
    const query = { include: (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .includeParameter */ .O3)(include) };
    return client.get(`${client.repositoryPath}/setting/${name}`, SETTING, {
        query
    });
}
/** PATCH with the value as JSON (`setting.value`, the one key travis-api reads). */
function requestSettingPatch(client, name, value) {
    const path = `${client.repositoryPath}/setting/${name}`;
    return client.send('PATCH', path, SETTING, {
        body: { 'setting.value': value },
        retried: true
    });
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ present),
/* harmony export */   Ik: () => (/* binding */ object),
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   cW: () => (/* binding */ shape),
/* harmony export */   ef: () => (/* binding */ textOrNull),
/* harmony export */   jk: () => (/* binding */ arrayOf),
/* harmony export */   lq: () => (/* binding */ optional),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   oP: () => (/* binding */ withId),
/* harmony export */   vM: () => (/* binding */ pageShape)
/* harmony export */ });
/* unused harmony exports pageSize, PAGINATION */
// What a success answer must hold before anything reads it: the checks each resource's shape is
// made of (travis/resources/*.ts define the shapes, beside their wire types and calls). The
// client checks every 2xx body against the shape its caller names, so a server that answers 200
// with something else fails naming the endpoint, before any output is set. Problems name fields
// and positions only, never a value the server sent.
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value, where) => value === undefined
    ? `${where} is missing`
    : typeof value === 'string'
        ? null
        : `${where} is not text`;
/**
 * A whole number from 0 to 2^53 - 1: ids, sizes and counts. A fraction, a negative number or one
 * too large to add up exactly (1e308) is no count a server keeps (it would show as Infinity).
 */
const count = (value, where) => value === undefined
    ? `${where} is missing`
    : typeof value !== 'number'
        ? `${where} is not a number`
        : Number.isSafeInteger(value) && value >= 0
            ? null
            : `${where} is not a whole number from 0 to 2^53 - 1`;
/** A page size: 1 or more (0 or a fraction would page forever or never). */
const pageSize = (value, where) => count(value, where) ?? (value === 0 ? `${where} is 0` : null);
const flag = (value, where) => value === undefined
    ? `${where} is missing`
    : typeof value === 'boolean'
        ? null
        : `${where} is not true or false`;
const present = (value, where) => (value === undefined ? `${where} is missing` : null);
const optional = (check) => (value, where) => value === undefined ? null : check(value, where);
const nullable = (check) => (value, where) => value === null ? null : check(value, where);
const textOrNull = nullable(text);
/** An object whose fields pass their checks (other fields are left alone). */
function object(fields) {
    return (value, where) => {
        if (!isObject(value))
            return `${where || 'the body'} is not an object`;
        for (const [name, check] of Object.entries(fields)) {
            const problem = check(value[name], where === '' ? name : `${where}.${name}`);
            if (problem !== null)
                return problem;
        }
        return null;
    };
}
function arrayOf(item) {
    return (value, where) => {
        if (value === undefined)
            return `${where} is missing`;
        if (!Array.isArray(value))
            return `${where} is not a list`;
        for (const [index, entry] of value.entries()) {
            const problem = item(entry, `${where}[${index}]`);
            if (problem !== null)
                return problem;
        }
        return null;
    };
}
function shape(what, fields, check) {
    return { what, fields, problem: (body) => check(body, '') };
}
/**
 * `shape` for the answer to a read of one resource by its id: an answer about another id (a
 * proxy's cache, a server bug) is malformed too, so that no caller takes it for the one asked for.
 */
function withId(shape, id) {
    return {
        what: `${shape.what} with id ${id}`,
        fields: shape.fields,
        problem: (body) => shape.problem(body) ?? (body.id === id ? null : `id is not ${id}`)
    };
}
/**
 * One page of a listing: `key` holding a list of items with `fields` (`shown`: the ones its
 * description names), and `@pagination`.
 */
function pageShape(what, key, shown, fields) {
    return shape(what, `${key}: a list of {${shown}, …}, @pagination`, object({ [key]: arrayOf(object(fields)), '@pagination': PAGINATION }));
}
/**
 * docs/travis-api.md#page-params: pages are computed from `@pagination`, so its numbers must be whole numbers and a page
 * size at least 1; but the id cursor of a server that pages by id is null on an empty page
 * (paginator.rb `page.last&.id`), the page after a listing of exactly so many full pages.
 */
const PAGINATION = optional(nullable(object({
    count: optional(count),
    limit: optional(pageSize),
    offset: optional(nullable(count)),
    next: optional(nullable(object({})))
})));


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 9783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ }),

/***/ 1015:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ RequestError)
/* harmony export */ });
class RequestError extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    /* v8 ignore else -- @preserve -- Bug with vitest coverage where it sees an else branch that doesn't exist */
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
}



/***/ }),

/***/ 7561:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  E: () => (/* binding */ request)
});

// EXTERNAL MODULE: ./node_modules/universal-user-agent/index.js
var universal_user_agent = __nccwpck_require__(6396);
;// CONCATENATED MODULE: ./node_modules/@octokit/endpoint/dist-bundle/index.js
// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/defaults.js
var userAgent = `octokit-endpoint.js/${VERSION} ${(0,universal_user_agent/* getUserAgent */.$)()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};

// pkg/dist-src/util/lowercase-keys.js
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}

// pkg/dist-src/util/is-plain-object.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/util/merge-deep.js
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}

// pkg/dist-src/util/remove-undefined-properties.js
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}

// pkg/dist-src/merge.js
function merge(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}

// pkg/dist-src/util/add-query-parameters.js
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}

// pkg/dist-src/util/extract-url-variable-names.js
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}

// pkg/dist-src/util/omit.js
function omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}

// pkg/dist-src/util/url-template.js
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}

// pkg/dist-src/parse.js
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}

// pkg/dist-src/endpoint-with-defaults.js
function endpointWithDefaults(defaults, route, options) {
  return parse(merge(defaults, route, options));
}

// pkg/dist-src/with-defaults.js
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}

// pkg/dist-src/index.js
var endpoint = withDefaults(null, DEFAULTS);


;// CONCATENATED MODULE: ./node_modules/content-type/dist/index.js
/*!
 * content-type
 * Copyright(c) 2015 Douglas Christopher Wilson
 * MIT Licensed
 */
const SP = 32; // " "
const HTAB = 9; // "\t"
const SEMI = 59; // ";"
const EQ = 61; // "="
const DQUOTE = 34; // '"'
const BSLASH = 92; // "\\"
const COMMA = 44; // ","
const LOWER_CASE = 1;
const OWS = 2;
const SEMI_FLAG = 4;
const COMMA_FLAG = 8;
const TOKEN_FLAG = 16;
const NON_ASCII = 0xff00;
const CASE_FLAGS = LOWER_CASE | NON_ASCII;
/**
 * Character flags used to normalize HTTP field values while scanning.
 * Out-of-range reads intentionally coerce to zero in bitwise expressions.
 */
const CHAR_MAP = new Uint8Array(0x100);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 0x80 /* non-ASCII */; code <= 0xff; code++) {
    CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
    CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 0x30 /* 0 */; code <= 0x39 /* 9 */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 0x41 /* A */; code <= 0x5a /* Z */; code++) {
    CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 0x61 /* a */; code <= 0x7a /* z */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
/**
 * Null object perf optimization. Faster than `Object.create(null)` and `{ __proto__: null }`.
 */
const NullObject = /* @__PURE__ */ (() => {
    const C = function () { };
    C.prototype = Object.create(null);
    return C;
})();
/**
 * Validate a type string against RFC 9110.
 */
function isTypeValid(type, start = 0, end = type.length) {
    let hasSlash = false;
    for (let index = start; index < end; index++) {
        const code = type.charCodeAt(index);
        if (code === 47 /* / */) {
            if (hasSlash || index === start || index >= end - 1)
                return false;
            hasSlash = true;
        }
        else if (!isTokenCode(code)) {
            return false;
        }
    }
    return hasSlash;
}
/**
 * Validate a token against RFC 9110.
 */
function isTokenValid(token, start = 0, end = token.length) {
    if (start >= end)
        return false;
    for (let index = start; index < end; index++) {
        if (!isTokenCode(token.charCodeAt(index)))
            return false;
    }
    return true;
}
/**
 * Check whether a character code belongs to the token production in RFC 9110.
 */
function isTokenCode(code) {
    return (CHAR_MAP[code] & TOKEN_FLAG) !== 0;
}
/**
 * Serialize a parameter value.
 */
function parameterValue(str) {
    const len = str.length;
    if (len === 0)
        return '""';
    let index = 0;
    while (index < len && isTokenCode(str.charCodeAt(index)))
        index++;
    if (index === len)
        return str;
    let result = '"';
    let start = 0;
    while (index < len) {
        const code = str.charCodeAt(index);
        if (code !== HTAB && (code < SP || code === 127 || code > 255)) {
            throw new TypeError(`Invalid parameter value: ${str}`);
        }
        if (code === 34 /* " */ || code === 92 /* \\ */) {
            result += `${str.slice(start, index)}\\`;
            start = index;
        }
        index++;
    }
    return `${result}${str.slice(start)}"`;
}
/**
 * Format an object into a `Content-Type` header.
 */
function format(obj) {
    const { type, parameters } = obj;
    if (!type || !isTypeValid(type)) {
        throw new TypeError(`Invalid type: ${type}`);
    }
    let result = type;
    if (parameters) {
        for (const param of Object.keys(parameters)) {
            if (!isTokenValid(param)) {
                throw new TypeError(`Invalid parameter name: ${param}`);
            }
            result += `; ${param}=${parameterValue(parameters[param])}`;
        }
    }
    return result;
}
/**
 * Parse a `Content-Type` header.
 */
function dist_parse(header, options) {
    const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
    const len = header.length;
    let valueStart = options?.start ?? 0;
    while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
        valueStart++;
    }
    let index = valueStart;
    let typeFlags = 0;
    let whitespace = -1;
    let stop = options?.parameters === false ? COMMA_FLAG : 0;
    while (index < len) {
        const code = header.charCodeAt(index);
        const flags = CHAR_MAP[code];
        if ((flags & stopFlags) !== 0) {
            stop |= flags & COMMA_FLAG;
            break;
        }
        if ((flags & OWS) !== 0) {
            if (whitespace === -1)
                whitespace = index;
        }
        else {
            whitespace = -1;
        }
        typeFlags |= (code & NON_ASCII) | flags;
        index++;
    }
    const valueEnd = whitespace === -1 ? index : whitespace;
    const value = header.slice(valueStart, valueEnd);
    const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
    if (index === len || stop !== 0) {
        return { type, index, parameters: new NullObject() };
    }
    return parseParameters(header, type, index, len, stopFlags);
}
/**
 * Parses the parameters of a `Content-Type` header starting at the given index.
 */
function parseParameters(header, type, index, len, stopFlags) {
    const parameters = new NullObject();
    parameter: while (index < len) {
        index++; // Skip over ;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
            index++;
        }
        const keyStart = index;
        let keyFlags = 0;
        let keyWhitespace = -1;
        while (index < len) {
            const code = header.charCodeAt(index);
            const flags = CHAR_MAP[code];
            if ((flags & stopFlags) !== 0) {
                if ((flags & COMMA_FLAG) !== 0)
                    break parameter;
                continue parameter;
            }
            if (code === EQ) {
                const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
                const value = header.slice(keyStart, keyEnd);
                const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
                index++;
                while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
                    index++;
                }
                if (index < len && header.charCodeAt(index) === DQUOTE) {
                    const quotedStart = ++index;
                    let escaped = false;
                    while (index < len) {
                        const code = header.charCodeAt(index);
                        if (code === DQUOTE) {
                            if (parameters[key] === undefined) {
                                parameters[key] = escaped
                                    ? unescapeQuotedPairs(header, quotedStart, index)
                                    : header.slice(quotedStart, index);
                            }
                            index++;
                            let stop = 0;
                            // Discard characters between quote and delimiter.
                            while (index < len) {
                                const code = header.charCodeAt(index);
                                const flags = CHAR_MAP[code];
                                if ((flags & stopFlags) !== 0) {
                                    stop = flags & COMMA_FLAG;
                                    break;
                                }
                                index++;
                            }
                            if (stop !== 0)
                                break parameter;
                            continue parameter;
                        }
                        if (code === BSLASH && index + 1 < len) {
                            escaped = true;
                            index += 2;
                            continue;
                        }
                        index++;
                    }
                    continue parameter;
                }
                const valueStart = index;
                let stop = 0;
                let valueWhitespace = -1;
                while (index < len) {
                    const code = header.charCodeAt(index);
                    const flags = CHAR_MAP[code];
                    if ((flags & stopFlags) !== 0) {
                        stop = flags & COMMA_FLAG;
                        break;
                    }
                    if ((flags & OWS) !== 0) {
                        if (valueWhitespace === -1)
                            valueWhitespace = index;
                    }
                    else {
                        valueWhitespace = -1;
                    }
                    index++;
                }
                if (parameters[key] === undefined) {
                    const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
                    parameters[key] = header.slice(valueStart, valueEnd);
                }
                if (stop !== 0)
                    break parameter;
                continue parameter;
            }
            if ((flags & OWS) !== 0) {
                if (keyWhitespace === -1)
                    keyWhitespace = index;
            }
            else {
                keyWhitespace = -1;
            }
            keyFlags |= (code & NON_ASCII) | flags;
            index++;
        }
    }
    return { type, index, parameters };
}
/**
 * Remove backslashes from quoted pairs in a known-terminated quoted string body.
 */
function unescapeQuotedPairs(str, start, end) {
    let result = "";
    for (let index = start; index < end; index++) {
        if (str.charCodeAt(index) === BSLASH) {
            result += str.slice(start, index);
            start = ++index;
        }
    }
    return result + str.slice(start, end);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/json-with-bigint/json-with-bigint.js
const intRegex = /^-?\d+$/;
const noiseValue = /^-?\d+n+$/; // Noise - strings that match the custom format before being converted to it
const originalStringify = JSON.stringify;
const originalParse = JSON.parse;
const customFormat = /^-?\d+n$/;

const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;

/**
 * @typedef {(this: any, key: string | number | undefined, value: any) => any} Replacer
 * @typedef {(key: string | number | undefined, value: any, context?: { source: string }) => any} Reviver
 */

/**
 * Checks if a value is unstringifiable according to native JSON.stringify rules.
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is undefined, a function, or a symbol.
 */
const isUnstringifiable = (val) =>
  val === undefined || typeof val === "function" || typeof val === "symbol";

/**
 * Checks if a value is a native JSON.rawJSON object (Node.js 22+).
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is a RawJSON instance.
 */
const isRawJSON = (val) =>
  val !== null &&
  typeof val === "object" &&
  val.constructor &&
  val.constructor.name === "RawJSON";

/**
 * Iteratively converts a JS value to a JSON string.
 * Used as a fallback when the native JSON.stringify hits the Maximum Call Stack size.
 * Fully compliant with JSON formatting (space), replacers, and toJSON behaviors.
 *
 * @param {any} rootValue The value to stringify.
 * @param {Replacer | Array<string | number> | null} [replacer] User's custom replacer function.
 * @param {string | number} [spaceParam] Indentation for pretty-printing.
 * @returns {string | undefined} The generated JSON string.
 */
const stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";

  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }

  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer)
    ? new Set(replacer.map(String))
    : null;

  /**
   * Prepares a value for stringification by resolving toJSON, handling BigInts,
   * applying custom replacers, and unwrapping primitive objects.
   *
   * @param {object|Array} parent The parent object or array holding the value.
   * @param {string} key The key associated with the value.
   * @param {any} val The raw value to process.
   * @returns {any} The processed value ready for stringification.
   */
  const prepareVal = (parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";

    if (hasToJSON) {
      val = val.toJSON(key);
    }

    const isNoise = typeof val === "string" && noiseValue.test(val);

    if (isNoise) return val + "n";

    const isBigInt = typeof val === "bigint";

    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return JSON.rawJSON(val.toString());

      return val.toString() + "n";
    }

    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }

    const isPostReplacerObject = val !== null && typeof val === "object";

    if (isPostReplacerObject) {
      const isPrimitiveWrapper =
        val instanceof Number ||
        val instanceof String ||
        val instanceof Boolean;

      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }

    return val;
  };

  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);

  if (isUnstringifiable(rootProcessed)) {
    return undefined;
  }

  const isRootPrimitive =
    rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);

  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }

  const chunks = [];
  let level = 0;

  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true,
    },
  ];

  const visited = new WeakSet([rootProcessed]);

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }

    let isDone = false;

    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");

        if (space) chunks.push("\n" + space.repeat(level));

        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);

        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject =
            childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);

          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }

            visited.add(childVal);

            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true,
            });

            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];

        const isFilteredOutByArray = propertyList && !propertyList.has(k);

        if (isFilteredOutByArray) continue;

        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);

        if (isUnstringifiable(childVal)) continue;

        if (!node.first) chunks.push(",");

        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }

        const isComplexObject =
          childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);

        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }

          visited.add(childVal);

          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true,
          });

          node.first = false;

          break; // Stop current loop level to process the newly pushed stack node
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }

      const isNodeFullyProcessed =
        node.index >= node.keys.length && stack[stack.length - 1] === node;

      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }

    if (isDone) {
      level--;

      if (!node.first && space) chunks.push("\n" + space.repeat(level));

      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }

  return chunks.join("");
};

/**
 * Converts a JavaScript value to a JSON string.
 *
 * Supports serialization of BigInt values using two strategies:
 * 1. Custom format "123n" → "123" (universal fallback)
 * 2. Native JSON.rawJSON() (Node.js 22+, fastest) when available
 *
 * All other values are serialized exactly like native JSON.stringify().
 *
 * @param {*} value The value to convert to a JSON string.
 * @param {Replacer | Array<string | number> | null} [replacer]
 * A function that alters the behavior of the stringification process,
 * or an array of strings/numbers to indicate properties to exclude.
 * @param {string | number} [space]
 * A string or number to specify indentation or pretty-printing.
 * @returns {string} The JSON string representation.
 */
const JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;

    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());

          const hasFunctionReplacer = typeof replacer === "function";

          if (hasFunctionReplacer) return replacer(key, val);

          const isKeyInArrayReplacer =
            Array.isArray(replacer) && replacer.includes(key);

          if (isKeyInArrayReplacer) return val;

          return val;
        },
        space,
      );
    }

    if (!value) return originalStringify(value, replacer, space);

    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);

        if (isNoise) return val.toString() + "n"; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

        if (typeof val === "bigint") return val.toString() + "n";

        const hasFunctionReplacer = typeof replacer === "function";

        if (hasFunctionReplacer) return replacer(key, val);

        const isKeyInArrayReplacer =
          Array.isArray(replacer) && replacer.includes(key);

        if (isKeyInArrayReplacer) return val;

        return val;
      },
      space,
    );

    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3",
    ); // Delete one "n" off the end of every BigInt value

    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3"); // Remove one "n" off the end of every noisy string

    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);

      if (convertedJSON === undefined) return undefined;

      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return convertedJSON;

      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");

      return processedJSON.replace(noiseStringify, "$1$2$3");
    }

    throw error;
  }
};

const featureCache = new Map();

/**
 * Detects if the current JSON.parse implementation supports the context.source feature.
 *
 * Uses toString() fingerprinting to cache results and automatically detect runtime
 * replacements of JSON.parse (polyfills, mocks, etc.).
 *
 * @returns {boolean} true if context.source is supported, false otherwise.
 */
const isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();

  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }

  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1",
    );
    featureCache.set(parseFingerprint, result);

    return result;
  } catch {
    featureCache.set(parseFingerprint, false);

    return false;
  }
};

/**
 * Reviver function that converts custom-format BigInt strings back to BigInt values.
 * Also handles "noise" strings that accidentally match the BigInt format.
 *
 * @param {string | number | undefined} key The object key.
 * @param {*} value The value being parsed.
 * @param {object} [context] Parse context (if supported by JSON.parse).
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The transformed value.
 */
const convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt =
    typeof value === "string" && customFormat.test(value);

  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));

  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);

  const hasUserReviver = typeof userReviver === "function";

  if (!hasUserReviver) return value;

  return userReviver(key, value, context);
};

/**
 * Fast JSON.parse implementation (~2x faster than classic fallback).
 * Uses JSON.parse's context.source feature to detect integers and convert
 * large numbers directly to BigInt without string manipulation.
 *
 * Does not support legacy custom format from v1 of this library.
 *
 * @param {string} text JSON string to parse.
 * @param {Reviver} [reviver] Transform function to apply to each value.
 * @returns {any} Parsed JavaScript value.
 */
const JSONParseV2 = (text, reviver) => {
  return JSON.parse(text, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds =
      value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;

    if (isBigInt) return BigInt(context.source);

    const hasCustomReviver = typeof reviver === "function";

    if (!hasCustomReviver) return value;

    return reviver(key, value, context);
  });
};

const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
const MAX_DIGITS = MAX_INT.length;
const stringsOrLargeNumbers =
  /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
const noiseValueWithQuotes = /^"-?\d+n+"$/; // Noise - strings that match the custom format before being converted to it

/**
 * Iteratively traverses the parsed object bottom-up (post-order),
 * emulating the native JSON.parse reviver behavior.
 * This avoids Call Stack overflows (RangeError) on deeply nested structures.
 *
 * @param {any} parsed The natively parsed JSON object.
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The fully processed object.
 */
const applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (!node.visited) {
      node.visited = true;

      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";

      if (isComplexObject) {
        const keys = Object.keys(value);

        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];

      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);

        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);

          if (isNoise) value = value.slice(0, -1);
        }
      }

      const hasUserReviver = typeof userReviver === "function";

      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }

      const isDeleted = value === undefined;

      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }

      stack.pop();
    }
  }

  return rootHolder[""];
};

/**
 * Pre-processes the JSON string to mark large numbers with an 'n' suffix.
 *
 * @param {string} text The raw JSON string.
 * @returns {string} The serialized string with marked BigInts.
 */
const serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);

      if (isNoise) return match.substring(0, match.length - 1) + 'n"'; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

      const hasFractionalOrExponential = fractional || exponential;

      // With a fixed number of digits, we can correctly use lexicographical comparison to do a numeric comparison
      const isLessThanMaxSafeInt =
        digits &&
        (digits.length < MAX_DIGITS ||
          (digits.length === MAX_DIGITS && digits <= MAX_INT));

      const isStandardValue =
        isString || hasFractionalOrExponential || isLessThanMaxSafeInt;

      if (isStandardValue) return match;

      return '"' + match + 'n"';
    },
  );
};

/**
 * Converts a JSON string into a JavaScript value.
 *
 * Supports parsing of large integers using two strategies:
 * 1. Classic fallback: Marks large numbers with "123n" format, then converts to BigInt
 * 2. Fast path (JSONParseV2): Uses context.source feature (~2x faster) when available
 *
 * All other JSON values are parsed exactly like native JSON.parse().
 *
 * @param {string} text A valid JSON string.
 * @param {Reviver} [reviver]
 * A function that transforms the results. This function is called for each member
 * of the object. If a member contains nested objects, the nested objects are
 * transformed before the parent object is.
 * @returns {any} The parsed JavaScript value.
 * @throws {SyntaxError} If text is not valid JSON.
 */
const JSONParse = (text, reviver) => {
  if (!text) return originalParse(text, reviver);

  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver); // Shortcut to a faster (2x) and simpler version

    // Find and mark big numbers with "n"
    const serializedData = serializeBigInts(text);

    return originalParse(serializedData, (key, value, context) =>
      convertMarkedBigIntsReviver(key, value, context, reviver),
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);

      return applyReviverIteratively(parsed, reviver);
    }

    throw error;
  }
};



// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var dist_src = __nccwpck_require__(1015);
;// CONCATENATED MODULE: ./node_modules/@octokit/request/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var dist_bundle_VERSION = "10.0.16";

// pkg/dist-src/defaults.js
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${dist_bundle_VERSION} ${(0,universal_user_agent/* getUserAgent */.$)()}`
  }
};

// pkg/dist-src/fetch-wrapper.js



// pkg/dist-src/is-plain-object.js
function dist_bundle_isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/fetch-wrapper.js

var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = dist_bundle_isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message = error.cause.message;
        } else if (typeof error.cause === "string") {
          message = error.cause;
        }
      }
    }
    const requestError = new dist_src/* RequestError */.G(message, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new dist_src/* RequestError */.G(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new dist_src/* RequestError */.G("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new dist_src/* RequestError */.G(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = dist_parse(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}

// pkg/dist-src/with-defaults.js
function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: dist_bundle_withDefaults.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: dist_bundle_withDefaults.bind(null, endpoint2)
  });
}

// pkg/dist-src/index.js
var request = dist_bundle_withDefaults(endpoint, defaults_default);

/* v8 ignore next -- @preserve */
/* v8 ignore else -- @preserve */


/***/ }),

/***/ 6396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ getUserAgent)
/* harmony export */ });
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }

  if (typeof process === "object" && process.version !== undefined) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${
      process.arch
    })`;
  }

  return "<environment undetectable>";
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
