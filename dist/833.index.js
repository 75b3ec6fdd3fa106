export const id = 833;
export const ids = [833];
export const modules = {

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

/***/ 2488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Db: () => (/* reexport */ KeyMaterialError),
  oE: () => (/* reexport */ fingerprint/* fingerprintOfSshPublicKeyLine */.oE),
  pc: () => (/* reexport */ generateRsaKeyAsync),
  gE: () => (/* reexport */ preparePrivateKey)
});

// UNUSED EXPORTS: fingerprintOf, fingerprintsOfPublicKeyPem, publicKeyPemOf, sha256FingerprintOf, sshPublicKeyOf, sshRsaBlob

;// CONCATENATED MODULE: ./src/keys/errors.ts
const RSA_PEM_HOWTO = 'Generate one with: ssh-keygen -t rsa -b 4096 -m PEM -f key';
const MESSAGES = {
    'public-key': "this is a public key; 'private-key' needs the private half (BEGIN RSA PRIVATE KEY or BEGIN PRIVATE KEY)",
    'not-rsa': `the key is not an RSA key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`,
    'openssh-not-rsa': `the key is an OpenSSH-format key that is not RSA; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`,
    'not-a-key': 'the text is not a PEM or OpenSSH private key; give the whole key, including its BEGIN and END lines',
    'passphrase-missing': "the key is encrypted and no 'passphrase' input was given; set 'passphrase' or give an unencrypted key",
    'passphrase-wrong': "the 'passphrase' does not decrypt the key; check the 'passphrase' input",
    damaged: 'the key is damaged: its parts do not fit together; copy the whole key again from where it is kept',
    'multi-prime': `the key is an RSA key with more than two primes, which cannot be proven whole before the upload; use a two-prime RSA key. ${RSA_PEM_HOWTO}`,
    empty: "the key is empty; give the private key text in 'private-key' (or a file in 'private-key-path')"
};
/**
 * A supplied key that cannot be uploaded. The message names the case and what to do; it never
 * contains key text or a passphrase, and no underlying error is attached as `cause`. A key kind
 * is named only where the message has a place for it: a key that is not RSA.
 */
class KeyMaterialError extends Error {
    name = 'KeyMaterialError';
    reason;
    keyKind;
    constructor(reason, keyKind, message) {
        super(message ?? messageFor(reason, keyKind));
        this.reason = reason;
        this.keyKind = keyKind;
    }
}
function messageFor(reason, kind) {
    if (kind === undefined)
        return MESSAGES[reason];
    if (reason === 'openssh-not-rsa') {
        return `the key is an OpenSSH-format ${kind} key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`;
    }
    const article = /^[aeiorx]/i.test(kind) ? 'an' : 'a';
    return `the key is ${article} ${kind} private key; Travis CI accepts only RSA keys. ${RSA_PEM_HOWTO}`;
}
/** KeyMaterialError('damaged') naming what does not fit, never any key text. */
function damagedKey(what) {
    return new KeyMaterialError('damaged', undefined, `the key is damaged: ${what}; copy the whole key again from where it is kept`);
}

// EXTERNAL MODULE: ./src/keys/fingerprint.ts
var fingerprint = __webpack_require__(3436);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/sshpk/lib/index.js
var lib = __webpack_require__(663);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/keys/openssh.ts
const OPENSSH_MAGIC = Buffer.from('openssh-key-v1\0', 'latin1');
/** Reads the unencrypted header of an `openssh-key-v1` key: cipher, public key type and numbers. */
function readOpenSshHeader(body) {
    const data = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    if (!data.subarray(0, OPENSSH_MAGIC.length).equals(OPENSSH_MAGIC))
        return undefined;
    const fields = sshFieldReader(data, OPENSSH_MAGIC.length);
    const cipher = fields.string();
    const kdf = fields.string();
    const kdfOptions = fields.string();
    const keyCount = fields.uint32();
    const publicKey = fields.string();
    if (!cipher || !kdf || !kdfOptions || keyCount !== 1 || !publicKey)
        return undefined;
    const publicFields = sshFieldReader(publicKey, 0);
    const keyType = publicFields.string();
    if (!keyType)
        return undefined;
    // For ssh-rsa: mpint e, mpint n (RFC 4253 §6.6); a sign byte of 0 is no part of the number.
    const e = publicFields.string() ?? Buffer.alloc(0);
    const n = publicFields.string() ?? Buffer.alloc(0);
    return {
        cipher: cipher.toString('latin1'),
        keyType: keyType.toString('latin1'),
        publicKey: { e, n }
    };
}
/** Bounds-checked reads of SSH wire-format fields (RFC 4251 §5); undefined past the end. */
function sshFieldReader(data, start) {
    let offset = start;
    const uint32 = () => {
        if (offset + 4 > data.length)
            return undefined;
        const value = data.readUInt32BE(offset);
        offset += 4;
        return value;
    };
    const string = () => {
        const length = uint32();
        if (length === undefined || offset + length > data.length)
            return undefined;
        const value = data.subarray(offset, offset + length);
        offset += length;
        return value;
    };
    return { uint32, string };
}
function openSshKeyKind(keyType) {
    if (keyType === 'ssh-ed25519')
        return 'ed25519';
    if (keyType === 'sk-ssh-ed25519@openssh.com')
        return 'ed25519-SK';
    if (keyType.startsWith('ecdsa-sha2-'))
        return 'ECDSA';
    if (keyType.startsWith('sk-ecdsa-sha2-'))
        return 'ECDSA-SK';
    if (keyType === 'ssh-dss')
        return 'DSA';
    return 'non-RSA';
}

;// CONCATENATED MODULE: ./src/keys/rsa-numbers.ts
// The numbers of an RSA private key (RFC 8017 §3.2) as bigints, read from its JWK form, and the
// CRT exponents filled in where a converter left them out.

const NAMES = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'];
/**
 * The numbers of an RSA private key. Node writes all eight into the JWK of every RSA private key
 * (RFC 7518 §6.3.2), and only RSA private keys are passed here.
 */
function rsaNumbers(key) {
    const jwk = key.export({ format: 'jwk' });
    const numbers = {};
    for (const name of NAMES)
        numbers[name] = toBigInt(Buffer.from(jwk[name], 'base64url'));
    return numbers;
}
/**
 * The key with dp = d mod (p−1) and dq = d mod (q−1): the OpenSSH format stores neither, and
 * sshpk writes them as 0 when it converts such a key to PKCS#1. A key they cannot be computed
 * for (a prime of 0 or 1) or that OpenSSL will not build with them (e.g. a modulus far smaller
 * than its primes) is returned as it is: the proof then refuses it.
 */
function withCrtExponents(key) {
    const { d, p, q } = rsaNumbers(key);
    if (p <= 1n || q <= 1n)
        return key;
    const jwk = key.export({ format: 'jwk' });
    try {
        return (0,external_node_crypto_.createPrivateKey)({
            key: { ...jwk, dp: toBase64Url(d % (p - 1n)), dq: toBase64Url(d % (q - 1n)) },
            format: 'jwk'
        });
    }
    catch {
        return key;
    }
}
function toBigInt(bytes) {
    return bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`);
}
function toBase64Url(value) {
    const hex = value.toString(16);
    return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex').toString('base64url');
}

;// CONCATENATED MODULE: ./src/keys/prove.ts
// Proof that an RSA private key is whole before anything is uploaded: its numbers fit together
// (the public half is the one of the private half) and it signs what its public half verifies.
// A key with one changed character still loads, and would be uploaded and installed broken.



/**
 * The key's numbers, once proven to fit; otherwise throws KeyMaterialError('damaged'), naming
 * what does not fit and never any key text. A multi-prime key (RFC 8017 §3.2, `openssl genrsa
 * -primes 3`) is refused as what it is, not as damaged: its JWK shows only two of its primes, and
 * OpenSSL signs correctly even when the others are damaged, so no proof reaches them.
 */
function proveRsaKey(key) {
    const numbers = rsaNumbers(key);
    const { n, e, d, p, q, dp, dq, qi } = numbers;
    if (p <= 1n || q <= 1n || n % (p * q) !== 0n) {
        throw damagedKey('its public modulus is not the product of its private primes');
    }
    if (n !== p * q)
        throw new KeyMaterialError('multi-prime');
    const exponentsFit = (e * d) % (p - 1n) === 1n &&
        (e * d) % (q - 1n) === 1n &&
        dp === d % (p - 1n) &&
        dq === d % (q - 1n) &&
        (q * qi) % p === 1n;
    if (!exponentsFit)
        throw damagedKey('its private exponents do not fit its primes');
    const challenge = (0,external_node_crypto_.randomBytes)(32);
    let signature;
    try {
        signature = (0,external_node_crypto_.sign)('sha256', challenge, key);
    }
    catch {
        throw damagedKey('it cannot sign');
    }
    if (!(0,external_node_crypto_.verify)('sha256', challenge, (0,external_node_crypto_.createPublicKey)(key), signature)) {
        throw damagedKey('a signature made with it does not verify with its public half');
    }
    return numbers;
}
/** The public key in an OpenSSH file's header must be the one of its private section. */
function proveSameRsaPublicKey(key, header) {
    const { e, n } = rsaNumbers(key);
    if (e !== toBigInt(header.e) || n !== toBigInt(header.n)) {
        throw damagedKey("the public key in the OpenSSH header is not the private key's public half");
    }
}

;// CONCATENATED MODULE: ./src/keys/prepare.ts







const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\n([\s\S]*?)\n?-----END \1-----/g;
const PUBLIC_KEY_TEXT = [
    /-----BEGIN (?:RSA )?PUBLIC KEY-----/,
    /---- BEGIN SSH2 PUBLIC KEY ----/,
    /^(?:ssh-\S+|ecdsa-sha2-\S+|sk-\S+)\s+AAAA/m
];
/** OpenSSH ciphers sshpk can decrypt (it lacks chacha20-poly1305 and the GCM modes). */
const OPENSSH_CIPHERS = new Set(['aes128', 'aes192', 'aes256'].flatMap((aes) => [`${aes}-ctr`, `${aes}-cbc`]));
const NODE_KEY_KINDS = {
    ec: 'EC',
    ed25519: 'Ed25519',
    ed448: 'Ed448',
    dsa: 'DSA',
    x25519: 'X25519',
    x448: 'X448',
    dh: 'DH',
    'rsa-pss': 'RSA-PSS'
};
/**
 * Checks a user-supplied private key locally and returns what Travis CI will accept: an
 * unencrypted PEM RSA key. Converts OpenSSH-format RSA keys and decrypts encrypted keys; throws
 * KeyMaterialError for anything else. An empty passphrase counts as none.
 */
function preparePrivateKey(text, passphrase) {
    const normalised = normaliseText(text);
    if (normalised === '')
        throw new KeyMaterialError('empty');
    const pass = passphrase === '' ? undefined : passphrase;
    const block = firstPrivateKeyBlock(normalised);
    if (block === undefined) {
        const isPublic = PUBLIC_KEY_TEXT.some((pattern) => pattern.test(normalised));
        throw new KeyMaterialError(isPublic ? 'public-key' : 'not-a-key');
    }
    switch (block.label) {
        case 'RSA PRIVATE KEY':
        case 'PRIVATE KEY':
        case 'ENCRYPTED PRIVATE KEY':
            return fromPem(block, pass);
        case 'OPENSSH PRIVATE KEY':
            return fromOpenSsh(block, pass);
        case 'EC PRIVATE KEY':
            throw new KeyMaterialError('not-rsa', 'EC');
        case 'DSA PRIVATE KEY':
            throw new KeyMaterialError('not-rsa', 'DSA');
        default:
            throw new KeyMaterialError('not-a-key');
    }
}
/**
 * The fields derived from an RSA private key, once the key is proven whole (it signs and
 * verifies, its halves match); shared with generate.ts.
 */
function describeKey(key, privateKeyPem, source) {
    const { n } = proveRsaKey(key);
    return {
        privateKeyPem,
        fingerprint: (0,fingerprint/* fingerprintOf */.ax)(key),
        fingerprintSha256: (0,fingerprint/* sha256FingerprintOf */.DQ)(key),
        publicKeyPem: (0,fingerprint/* publicKeyPemOf */.I_)(key),
        sshPublicKey: (0,fingerprint/* sshPublicKeyOf */.Us)(key),
        bits: n.toString(2).length,
        source
    };
}
function fromPem(block, passphrase) {
    const encrypted = block.label === 'ENCRYPTED PRIVATE KEY' || /^Proc-Type:\s*4,ENCRYPTED$/m.test(block.pem);
    if (encrypted && passphrase === undefined)
        throw new KeyMaterialError('passphrase-missing');
    const key = loadPem(block.pem, encrypted ? passphrase : undefined);
    if (key === undefined)
        throw new KeyMaterialError(encrypted ? 'passphrase-wrong' : 'not-a-key');
    requireRsa(key);
    if (!encrypted)
        return describeKey(key, block.pem, 'pem');
    return describeKey(key, key.export({ type: 'pkcs8', format: 'pem' }).toString(), 'decrypted');
}
function fromOpenSsh(block, passphrase) {
    const header = readOpenSshHeader(block.body);
    if (header === undefined)
        throw new KeyMaterialError('not-a-key');
    if (header.keyType !== 'ssh-rsa') {
        throw new KeyMaterialError('openssh-not-rsa', openSshKeyKind(header.keyType));
    }
    const encrypted = header.cipher !== 'none';
    if (encrypted && !OPENSSH_CIPHERS.has(header.cipher)) {
        throw new KeyMaterialError('not-a-key', undefined, 'the OpenSSH key is encrypted with a cipher that cannot be read here; convert it to PEM with: ssh-keygen -p -m PEM -f key');
    }
    if (encrypted && passphrase === undefined)
        throw new KeyMaterialError('passphrase-missing');
    let parsed;
    try {
        parsed = lib_default().parsePrivateKey(block.pem, 'ssh', encrypted ? { passphrase } : {});
    }
    catch {
        throw new KeyMaterialError(encrypted ? 'passphrase-wrong' : 'not-a-key');
    }
    if (parsed.type !== 'rsa')
        throw new KeyMaterialError('openssh-not-rsa', 'non-RSA');
    const loaded = loadConverted(parsed);
    if (loaded === undefined)
        throw damagedKey('it lacks parts of an RSA private key');
    const key = withCrtExponents(loaded);
    proveSameRsaPublicKey(key, header.publicKey);
    return describeKey(key, pkcs1Of(key), 'openssh-converted');
}
/**
 * The key as PKCS#1 PEM. OpenSSL refuses to write numbers that do not form an RSA key (a damaged
 * private part whose public half is intact); the proof then says what is wrong with them.
 */
function pkcs1Of(key) {
    try {
        return `${normaliseText(key.export({ type: 'pkcs1', format: 'pem' }).toString())}\n`;
    }
    catch {
        proveRsaKey(key);
        throw damagedKey('its numbers cannot be written as an RSA key');
    }
}
/** sshpk's RSA key as a node:crypto one, through PKCS#1; undefined when a number is missing. */
function loadConverted(parsed) {
    let pkcs1;
    try {
        // sshpk asserts that every number is there only when it writes the key.
        pkcs1 = parsed.toString('pkcs1');
    }
    catch {
        return undefined;
    }
    return loadPem(`${normaliseText(pkcs1)}\n`, undefined);
}
function loadPem(pem, passphrase) {
    try {
        return (0,external_node_crypto_.createPrivateKey)({ key: pem, format: 'pem', passphrase });
    }
    catch {
        return undefined;
    }
}
function requireRsa(key) {
    const type = key.asymmetricKeyType;
    // Node knows more key types than have a name here (ml-dsa-44, …): those are 'non-RSA'.
    if (type !== 'rsa')
        throw new KeyMaterialError('not-rsa', NODE_KEY_KINDS[`${type}`] ?? 'non-RSA');
}
function normaliseText(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim();
}
function firstPrivateKeyBlock(text) {
    for (const match of text.matchAll(PEM_BLOCK)) {
        const [whole, label, body] = match;
        if (label.endsWith('PRIVATE KEY'))
            return { label, pem: `${whole}\n`, body };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/keys/generate.ts



const RSA_KEY_BITS = [2048, 3072, 4096];
const generateKeyPairAsync = (0,external_node_util_.promisify)(external_node_crypto_.generateKeyPair);
/**
 * A new RSA key, private half as PKCS#1 PEM. Generated on libuv's thread pool: a 4096-bit key
 * can take seconds, and the event loop (timeouts, log output) keeps running meanwhile.
 */
async function generateRsaKeyAsync(bits) {
    checkBits(bits);
    const { privateKey } = await generateKeyPairAsync('rsa', {
        modulusLength: bits,
        publicExponent: 0x10001
    });
    return describeGenerated(privateKey);
}
function describeGenerated(privateKey) {
    return describeKey(privateKey, privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), 'pem');
}
function checkBits(bits) {
    if (!RSA_KEY_BITS.includes(bits)) {
        throw new RangeError(`RSA key size must be 2048, 3072 or 4096 bits, got ${bits}`);
    }
}

;// CONCATENATED MODULE: ./src/keys/index.ts






/***/ }),

/***/ 8833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rotateKeyPair: () => (/* binding */ rotateKeyPair)
});

// EXTERNAL MODULE: ./src/keys/index.ts + 6 modules
var src_keys = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __webpack_require__(194);
// EXTERNAL MODULE: ./src/lib/plural.ts
var plural = __webpack_require__(7541);
// EXTERNAL MODULE: ./src/operations/key-pair/key-pair.ts
var key_pair = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/lib/days.ts
var days = __webpack_require__(232);
// EXTERNAL MODULE: ./src/github/key-lines.ts
var key_lines = __webpack_require__(7070);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/operations/rotation/github.ts
// rotate-key-pair's GitHub side: the previous deploy key (the one holding the Travis key, else
// the newest titled in the action's own form), the new one added and found again in the
// repository's list (by id and key material) before Travis CI changes, or removed again when it
// will not be used, and the previous one removed at the end.






/**
 * The deploy key holding the current Travis key, else the newest titled in the action's own form,
 * `<prefix> YYYY-MM-DD`: a key whose title merely starts with the prefix is someone else's.
 */
function findPreviousDeployKey(context, keys, current, titlePrefix) {
    const matching = current === null
        ? undefined
        : keys.find((k) => (0,src_keys/* fingerprintOfSshPublicKeyLine */.oE)(k.key) === current.fingerprint);
    const byTitle = keys
        .filter((k) => isTitledByAction(k.title, titlePrefix))
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
    const found = matching ?? byTitle ?? null;
    context.runner.info(found === null
        ? `GitHub: ${(0,plural/* plural */.L)(keys.length, 'deploy key')}, none holds the Travis key or is titled '${titlePrefix} YYYY-MM-DD'.`
        : `GitHub: previous deploy key '${found.title}' (id ${found.id}, ${matching ? 'holds the Travis key' : 'matched by title'}).`);
    return found;
}
/** Whether `title` is one the action gives its deploy keys: `<prefix> YYYY-MM-DD`. */
function isTitledByAction(title, prefix) {
    if (!title.startsWith(`${prefix} `))
        return false;
    return /^\d{4}-\d{2}-\d{2}$/.test(title.slice(prefix.length + 1));
}
/**
 * Adds the new deploy key, then lists the deploy keys and finds it there by the id GitHub
 * answered and by its key material. Until it is found nothing may change on Travis CI: a key
 * GitHub claims but does not keep would lock the repository out once Travis switched to it.
 * `alongside` (the check that Travis still holds what it held) runs side by side with the
 * listing; when it fails, the new deploy key goes again and its error is the run's.
 */
async function addConfirmedDeployKey(context, deployKeys, key, title, readOnly, alongside = async () => undefined) {
    const answer = await addOrSayWhere(deployKeys, key, title, readOnly);
    const id = idOf(answer);
    const answered = `answered the deploy key add ${id === null ? 'without an id' : `with id ${id}`}`;
    const kept = 'nothing was written to Travis CI (its key pair is as before)';
    // The answer names our key: its id is ours to remove. Another key under that id is not.
    const ours = id !== null && (0,key_lines/* sameKey */.e)(keyOf(answer), key.sshPublicKey);
    const [listing, check] = await Promise.allSettled([deployKeys.list(), alongside()]);
    if (listing.status === 'rejected') {
        const reason = (0,action_error/* messageOf */.b)(listing.reason).replace(/\.$/, '');
        const cleanup = ours
            ? await removeAgain(context, deployKeys, id)
            : id === null
                ? ''
                : `Remove deploy key ${id} if it holds the new key (${key.fingerprintSha256}).`;
        throw new action_error/* ActionError */.l(`GitHub ${answered}, but the deploy keys could not be listed to find it (${reason}); ${kept}. ${cleanup}`.trim());
    }
    const listed = listing.value;
    const confirmed = listed.find((k) => k.id === id && (0,key_lines/* sameKey */.e)(k.key, key.sshPublicKey));
    if (confirmed === undefined) {
        const strays = await removeStrays(context, deployKeys, listed, key);
        // A listing that lags behind the add does not show the key the answer named: it goes too.
        const unlisted = ours && !listed.some((k) => k.id === id) ? await removeUnlisted(context, deployKeys, id) : '';
        const cleanup = `${strays}${unlisted}`;
        // Without an id the answer confirms no key, whether or not the listing holds the key.
        const unconfirmed = id === null
            ? 'which confirms no deploy key (the new key is found by the id GitHub answers and by its key material)'
            : `but the repository's deploy keys do not include key ${id} holding the new key`;
        throw new action_error/* ActionError */.l(`GitHub ${answered}, ${unconfirmed}; ${kept}.${cleanup}`);
    }
    if (check.status === 'rejected') {
        const cleanup = await removeAgain(context, deployKeys, confirmed.id);
        throw new action_error/* ActionError */.l(`${(0,action_error/* messageOf */.b)(check.reason)} ${cleanup}`);
    }
    context.runner.info(`Added deploy key '${confirmed.title}' (id ${confirmed.id}, ${confirmed.read_only ? 'read-only' : 'read-write'}); GitHub lists it.`);
    return confirmed;
}
/** The add; when it may have landed unseen, the failure says what to look for. */
async function addOrSayWhere(deployKeys, key, title, readOnly) {
    try {
        return await deployKeys.add(title, key.sshPublicKey, readOnly);
    }
    catch (error) {
        if (!(error instanceof errors/* GitHubApiError */.O && error.outcomeUnknown))
            throw error;
        throw new action_error/* ActionError */.l(`${error.message.replace(/\.$/, '')}. Nothing was written to Travis CI; ` +
            `if the repository lists a deploy key '${title}' with fingerprint ${key.fingerprintSha256}, remove it.`);
    }
}
/** Removes a deploy key this run added and will not use; says how that went, as a sentence. */
async function removeAgain(context, deployKeys, id) {
    try {
        await deployKeys.remove(id);
        return `The new deploy key (id ${id}) was removed again.`;
    }
    catch (error) {
        context.runner.info(`Removing deploy key ${id} failed: ${(0,action_error/* messageOf */.b)(error)}`);
        return `The new deploy key (id ${id}) could not be removed either: remove it by hand.`;
    }
}
/** Removes the deploy key GitHub's answer named (holding the new key) but did not list. */
async function removeUnlisted(context, deployKeys, id) {
    try {
        const removal = await deployKeys.remove(id);
        return removal === 'removed'
            ? ` Deploy key ${id}, which the answer named, was removed again.`
            : ` GitHub holds no deploy key ${id} to remove.`;
    }
    catch (error) {
        context.runner.info(`Removing deploy key ${id} failed: ${(0,action_error/* messageOf */.b)(error)}`);
        return ` Deploy key ${id}, which the answer named, could not be removed: remove it by hand if it is listed.`;
    }
}
/**
 * A listed key holding the new key material but not under the answered id is this run's (the key
 * was generated by it) and is not going to be used: it goes again, so no stray key is left.
 */
async function removeStrays(context, deployKeys, listed, key) {
    const notes = [];
    for (const stray of listed.filter((k) => (0,key_lines/* sameKey */.e)(k.key, key.sshPublicKey))) {
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
/**
 * Removes the previous deploy key. A failure is only a warning (the new key already works on both
 * sides); a key found gone before this run removed it means someone else changed the deploy
 * keys meanwhile, which the caller reports.
 */
async function removePrevious(context, deployKeys, previous) {
    try {
        const removal = await deployKeys.remove(previous.id);
        if (removal === 'removed') {
            context.runner.info(`Removed the previous deploy key '${previous.title}' (id ${previous.id}).`);
        }
        return removal;
    }
    catch (error) {
        context.runner.warning(`The new key works, but the previous deploy key '${previous.title}' (id ${previous.id}) could not be removed: ` +
            `${(0,action_error/* messageOf */.b)(error)} Remove deploy key ${previous.id} by hand.`);
        return 'failed';
    }
}
/** Whole days since the key was created; null when GitHub gave no readable date. */
function ageInDays(key, now) {
    const created = Date.parse(key.created_at);
    return Number.isNaN(created) ? null : (0,days/* wholeDaysBetween */.v)(created, now.getTime());
}
function toView(key) {
    return { id: key.id, title: key.title, created_at: key.created_at };
}
function keyOf(answer) {
    const key = answer.key;
    return typeof key === 'string' ? key : '';
}
function idOf(answer) {
    if (typeof answer !== 'object' || answer === null)
        return null;
    const id = answer.id;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __webpack_require__(5181);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var travis_errors = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/travis/resources/key-pair.ts
var resources_key_pair = __webpack_require__(3705);
;// CONCATENATED MODULE: ./src/operations/rotation/write.ts
// rotate-key-pair's one write to Travis CI (step 4), and the check before it. The write is never
// sent again blindly: after any failure the key pair is read back, and only while Travis still
// holds what it held before the run is the write sent again. What the write came to is told
// apart from what is not known: a write that got no answer may still land after the action gave
// up, so a read-back that shows the previous key then proves nothing (install.ts).




/**
 * Creates (no key pair before the run) or updates the key pair, one attempt at a time; after a
 * failure, reads it back: holding the new key, the write went through; holding what it held
 * before, the write is sent again while the failure is transient and retries are left.
 */
async function writeKeyPair(context, key, current, description) {
    const { client, runner } = context;
    const body = (0,key_pair/* uploadBody */.E3)(key, description);
    const verb = current === null ? 'create' : 'update';
    let inFlight = false;
    let readBack = 'answered';
    const settled = (error) => {
        const unknown = inFlight || (readBack === 'unreadable' && rotationWriteMayHaveLanded(error));
        return { kind: unknown ? 'unknown' : 'refused', failure: error };
    };
    const outcome = await client.write({
        send: async (attempt) => {
            try {
                const answer = current === null
                    ? await (0,resources_key_pair/* requestKeyPairPost */.dR)(client, body, attempt)
                    : await (0,resources_key_pair/* requestKeyPairPatchOnce */.mU)(client, body, attempt);
                const installed = (0,key_pair/* toKeyPairView */.YO)(answer);
                (0,key_pair/* verifyFingerprint */.a)(key, installed);
                readBack = 'answered';
                return installed;
            }
            catch (error) {
                inFlight ||= stillInFlight(error);
                throw error instanceof travis_errors/* TravisApiError */.Kb ? (0,key_pair/* explainKeyPairError */.f2)(error) : error;
            }
        },
        afterFailure: () => 'read-back',
        readBack: async (error) => {
            const held = await (0,key_pair/* readKeyPair */.AH)(context);
            if (held?.fingerprint === key.fingerprint) {
                readBack = 'found';
                const status = error instanceof travis_errors/* TravisApiError */.Kb ? error.status : 0;
                runner.info(`The ${verb} answered with an error (${status ? `HTTP ${status}` : 'no answer'}), but the key pair holds the new key: the ${verb} went through.`);
                return { kind: 'done', done: held };
            }
            if (held?.fingerprint === current?.fingerprint) {
                readBack = 'before';
                return 'absent';
            }
            readBack = { other: held };
            return settled(error);
        },
        unreadable: (error) => {
            readBack = 'unreadable';
            return settled(error);
        },
        notLanded: settled,
        onResend: (delayMs) => runner.info(`The ${verb} failed and Travis CI still holds the key pair it held before; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
    return { ...outcome, readBack };
}
/**
 * Right before the write, side by side with GitHub's confirming listing: Travis must still hold
 * what it held when the run started. Another key there means another run (or person) changed it
 * meanwhile, and writing now would replace a key whose deploy key this run knows nothing of.
 */
async function expectUnchanged(context, current) {
    let now;
    try {
        now = await (0,key_pair/* readKeyPair */.AH)(context);
    }
    catch (error) {
        throw new action_error/* ActionError */.l(`${(0,travis_errors/* explanationOf */.pg)(error)} The key pair could not be read again right before the write, so nothing was written to Travis CI.`);
    }
    if (now?.fingerprint === current?.fingerprint)
        return;
    const was = current === null ? 'no key pair' : `key pair ${current.fingerprint}`;
    throw new action_error/* ActionError */.l(`Travis CI holds ${describeHeld(now)}, not ${was} as when this run started: ` +
        'another run or person changed it meanwhile (overlapping rotations), so nothing was written to Travis CI. ' +
        CONCURRENCY_ADVICE);
}
const CONCURRENCY_ADVICE = 'Give the rotating workflow one `concurrency` group per repository so that rotations never overlap.';
/** `key pair aa:bb:…` or `no key pair`. */
function describeHeld(keyPair) {
    return keyPair === null ? 'no key pair' : `key pair ${keyPair.fingerprint}`;
}
/**
 * No answer came (a timeout, a dropped connection), or a 5xx, which a proxy in front of Travis CI
 * may give while the server still works on the request (502 to 504, Cloudflare's 520 to 524; a
 * 500 cannot be told from a proxy's): the request may yet be applied, after any read-back
 * (docs/key-pair.md, "Rotating the deploy key").
 */
function stillInFlight(error) {
    return error instanceof travis_errors/* TravisApiError */.Kb && (error.status === 0 || error.status >= 500);
}
/**
 * Whether the server may have applied the write although it failed: the server failed (5xx), or
 * answered with success in a form the action refused (no key pair fields, another fingerprint).
 * An answered refusal (4xx) or a redirect was not applied.
 */
function rotationWriteMayHaveLanded(error) {
    if (!(error instanceof travis_errors/* TravisApiError */.Kb))
        return true;
    return error.status >= 500 || error.answeredSuccess;
}

;// CONCATENATED MODULE: ./src/operations/rotation/install.ts
// rotate-key-pair's steps (4)–(5): install the new key on Travis CI and read it back, or, when
// the write fails, decide from what it came to whether the new deploy key must go again, and say
// truthfully what Travis holds. A write that may still land, or may have been applied unseen,
// removes no deploy key: either key may be the one in use, and the run says which to remove once
// the outcome is settled. An overlapping run is named, not guessed at.





/**
 * Installs the key on Travis CI and reads it back. On failure, what the write came to decides:
 * holding the new key, the write went through; holding the previous one (or another) after an
 * answered failure, the new deploy key is removed again; when the write may still land or may
 * have been applied unseen, both deploy keys stay and the outcome is reported as unknown.
 */
async function installOrRollBack(context, key, current, description, deployKeys) {
    const write = await writeKeyPair(context, key, current, description);
    const verb = current === null ? 'create' : 'update';
    const { readBack } = write;
    if (write.kind === 'done') {
        context.runner.info(`Travis CI key pair is now ${write.done.fingerprint}.`);
        // Found by a read-back after the write: that read is the confirmation.
        if (readBack === 'found')
            return { kind: 'done', done: { keyPair: write.done, confirmed: true } };
        return confirmInstalled(context, key, write.done, deployKeys.added);
    }
    const unknown = write.kind === 'unknown';
    if (typeof readBack === 'object') {
        const overlap = { failure: write.failure, held: readBack.other, inFlight: unknown };
        return overlapped(context, overlap, verb, key, current, deployKeys.added);
    }
    if (readBack === 'unreadable') {
        if (unknown) {
            const state = (0,write_outcome/* mayHaveBeenApplied */.H)({
                cause: `The ${verb} got no clear answer and`,
                read: 'the key pair',
                check: null
            });
            return unknownOutcome(write.failure, state, '', key, current, deployKeys);
        }
        if (deployKeys.added !== null)
            keepBoth(context, deployKeys.added, key);
        throw write.failure;
    }
    // Travis holds what it held before the run.
    if (unknown) {
        const held = current === null ? 'no key pair' : `the previous key pair (${current.fingerprint})`;
        const state = `Travis CI still holds ${held}, but the ${verb} got no answer, so it may still land.`;
        return unknownOutcome(write.failure, state, 'still ', key, current, deployKeys);
    }
    await rollBack(context, deployKeys.added, travisSide(current, current));
    throw write.failure;
}
/**
 * The write's answer named our key; a read-back showing another key (or none) means another run
 * or person wrote meanwhile (overlapping rotations): this run's deploy key is then the stray one.
 * Nothing is removed, since which key ends up installed is not this run's to decide.
 */
async function confirmInstalled(context, key, installed, added) {
    const after = await (0,key_pair/* readBackKeyPair */.ZI)(context);
    if (after === 'unreadable') {
        context.runner.warning(`Travis CI answered with the new key pair ${installed.fingerprint}, ` +
            'but it could not be read back to rule out another run changing it at the same time, ' +
            'so the previous deploy key was kept. Remove it once find-key-pair shows the new fingerprint.');
        return { kind: 'done', done: { keyPair: installed, confirmed: false } };
    }
    if (after?.fingerprint === key.fingerprint) {
        return { kind: 'done', done: { keyPair: after, confirmed: true } };
    }
    throw new action_error/* ActionError */.l(`Travis CI holds ${describeHeld(after)} right after this run installed ${key.fingerprint}: ` +
        'another run or person changed it at the same time (overlapping rotations). ' +
        `${strayKeyNote(added, key)} ${CONCURRENCY_ADVICE}`);
}
/**
 * Travis holds neither the key pair of the run's start nor this run's: another run or person
 * wrote meanwhile, so the write is not sent again. This run's deploy key goes again, unless its
 * write got no answer and may still land over the other key.
 */
async function overlapped(context, { failure, held, inFlight }, verb, key, current, added) {
    const before = current === null ? 'none' : current.fingerprint;
    const overlap = `Travis CI now holds ${describeHeld(held)}, ` +
        `neither the key pair it held when this run started (${before}) nor this run's (${key.fingerprint}): ` +
        `another run or person changed it at the same time (overlapping rotations), so the ${verb} was not sent again.`;
    if (inFlight) {
        const landing = `This run's ${verb} got no answer and may still land over it. ${strayKeyNote(added, key)}`;
        throw new action_error/* ActionError */.l(`${(0,travis_errors/* explanationOf */.pg)(failure)} ${overlap} ${landing} ${CONCURRENCY_ADVICE}`);
    }
    await rollBack(context, added, travisSide(current, held));
    throw new action_error/* ActionError */.l(`${(0,travis_errors/* explanationOf */.pg)(failure)} ${overlap} ${CONCURRENCY_ADVICE}`);
}
/**
 * The write's outcome is unknown: nothing is removed, and the failure says which deploy key to
 * remove once find-key-pair shows where it went (`still`: it showed the old key just now).
 */
function unknownOutcome(error, state, still, key, current, { added, previous }) {
    const old = current === null ? 'no key pair' : current.fingerprint;
    let advice;
    if (added === null) {
        advice =
            `If find-key-pair shows ${key.fingerprint}, register the 'ssh-public-key' output where the key is used; ` +
                `if it ${still}shows ${old}, the previous key is still in use.`;
    }
    else if (previous === null) {
        const newKey = `the new deploy key (id ${added.id})`;
        advice =
            `The new deploy key (id ${added.id}) was kept: if find-key-pair shows ${key.fingerprint}, ${newKey} is the one in use; ` +
                `if it ${still}shows ${old}, remove ${newKey}.`;
    }
    else {
        advice =
            `Both deploy keys were kept: once find-key-pair shows ${key.fingerprint}, ` +
                `remove the previous deploy key '${previous.title}' (id ${previous.id}); ` +
                `if it ${still}shows ${old}, remove the new deploy key (id ${added.id}).`;
    }
    return { kind: 'unknown', failure: `${(0,travis_errors/* explanationOf */.pg)(error)} ${state} ${advice}` };
}
/** What is left of this run after an overlapping rotation: its key, and its deploy key if any. */
function strayKeyNote(added, key) {
    if (added === null)
        return "This run's key (its 'ssh-public-key') is not installed.";
    return (`This run's deploy key '${added.title}' (id ${added.id}) holds a key Travis CI does not hold: ` +
        `remove deploy key ${added.id} unless find-key-pair shows ${key.fingerprint}; no deploy key was removed.`);
}
/** What Travis CI holds after a rollback, compared with what it held before the run. */
function travisSide(before, now) {
    if (now === null) {
        return before === null
            ? 'Travis CI had no key pair before this run and has none now.'
            : `Travis CI now holds no key pair (it held ${before.fingerprint} before this run).`;
    }
    if (before !== null && now.fingerprint === before.fingerprint) {
        return `Travis CI still holds the previous key pair (${before.fingerprint}), and no other deploy key was removed: the previous key still works.`;
    }
    const previous = before === null ? '' : `, not the previous one (${before.fingerprint})`;
    return `Travis CI holds a key pair this run did not install (${now.fingerprint})${previous}; no other deploy key was removed.`;
}
/** Removes the deploy key this run added, so the old key stays the working one on both sides. */
async function rollBack(context, added, travis) {
    const deployKeys = context.deployKeys;
    if (added === null || deployKeys === null)
        return;
    try {
        await deployKeys.remove(added.id);
        context.runner.warning(`Installing the key on Travis CI failed; the new deploy key (id ${added.id}) was removed again. ${travis}`);
    }
    catch (error) {
        context.runner.warning(`Installing the key on Travis CI failed, and removing the new deploy key (id ${added.id}) failed too: ` +
            `${(0,action_error/* messageOf */.b)(error).replace(/\.$/, '')}. Remove it by hand. ${travis}`);
    }
}
/** Travis could not be read back after a refused write: the new deploy key is named, not removed. */
function keepBoth(context, added, key) {
    context.runner.warning(`Installing the key on Travis CI failed and the key pair could not be read back; both deploy keys were kept. ` +
        `Check the key pair (find-key-pair) and remove deploy key ${added.id} unless it shows ${key.fingerprint}.`);
}

;// CONCATENATED MODULE: ./src/operations/rotation/start.ts


/**
 * Reads the Travis key pair and lists the deploy keys at the same time. The Travis read is
 * awaited first, so when both fail its error is the one reported, as when they ran one after the
 * other; the listing is then left to finish unheard.
 */
async function readCurrentKeys(context, titlePrefix) {
    const { runner, deployKeys } = context;
    const travisRead = (0,key_pair/* readKeyPair */.AH)(context);
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

// EXTERNAL MODULE: ./src/operations/result-base.ts
var result_base = __webpack_require__(8491);
;// CONCATENATED MODULE: ./src/operations/rotation/rotate.ts









async function rotateKeyPair(context, inputs, { now = new Date(), generateKey = src_keys/* generateRsaKeyAsync */.pc } = {}) {
    const { runner, deployKeys } = context;
    // The key is made while the reads travel, unless the run may end without it.
    const keyAhead = generationAhead(inputs, generateKey);
    const { current, previousDeployKey } = await runner.group('Read the current keys', () => readCurrentKeys(context, inputs.deployKeyTitle));
    const age = previousDeployKey === null ? null : ageInDays(previousDeployKey, now);
    const result = rotationResult(inputs, deployKeys !== null, current, previousDeployKey, age);
    if (age !== null && inputs.rotateIfOlderThanDays !== null && age < inputs.rotateIfOlderThanDays) {
        runner.notice(`The deploy key '${previousDeployKey?.title}' is ${(0,plural/* plural */.L)(age, 'day')} old, younger than ${inputs.rotateIfOlderThanDays}; no rotation.`);
        result.notes.push(`The current deploy key is ${(0,plural/* plural */.L)(age, 'day')} old; 'rotate-if-older-than' is ${inputs.rotateIfOlderThanDays}.`);
        return { ...result, changed: false };
    }
    const title = `${inputs.deployKeyTitle} ${now.toISOString().slice(0, 10)}`;
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
    // Nothing changes on Travis CI until GitHub lists the new deploy key, and Travis CI still holds
    // what it held when the run started (read side by side with GitHub's listing).
    const added = deployKeys === null
        ? null
        : await runner.group('Add the new GitHub deploy key', () => addConfirmedDeployKey(context, deployKeys, key, title, inputs.deployKeyReadOnly, () => expectUnchanged(context, current)));
    const installed = await runner.group('Install the key pair on Travis CI', () => installOrRollBack(context, key, current, inputs.description, {
        added,
        previous: previousDeployKey
    }));
    const deployKey = added === null ? null : toView(added);
    if (installed.kind === 'unknown') {
        return unknownOutcomeResult(result, key, deployKey, installed.failure);
    }
    // The previous deploy key goes only once Travis CI was read back holding the new key.
    const removal = previousDeployKey === null || deployKeys === null || !installed.done.confirmed
        ? null
        : await runner.group('Remove the previous deploy key', () => removePrevious(context, deployKeys, previousDeployKey));
    runner.info(`Rotated: ${current?.fingerprint ?? 'none'} → ${installed.done.keyPair.fingerprint}.`);
    // Said once it is true: a run that failed before this point rotated nothing.
    if (deployKeys === null) {
        runner.warning("No 'github-token': only the Travis CI key pair was rotated; GitHub was not updated. " +
            "Register the 'ssh-public-key' output as a deploy key where the key is used.");
    }
    return {
        ...result,
        changed: true,
        keyPair: installed.done.keyPair,
        fingerprintSha256: (0,key_pair/* sha256FingerprintOfKeyPair */.MS)(installed.done.keyPair),
        sshPublicKey: key.sshPublicKey,
        deployKey,
        removedDeployKeyId: removal === 'removed' ? (previousDeployKey?.id ?? null) : null,
        ...(removal === 'already-gone' && previousDeployKey !== null && added !== null
            ? {
                previousDeployKeyGone: true,
                failure: previousGoneMeanwhile(key, added, previousDeployKey, inputs.deployKeyTitle),
                failureTodo: 'this run rotated the key; check the deploy keys for what the other run left, as the cause says. The outputs are set for the steps after it.'
            }
            : {})
    };
}
/**
 * Whether Travis CI holds the new key is not known: the step fails, but the outputs still carry
 * the new public key and the new deploy key, which may be the ones in use.
 */
function unknownOutcomeResult(result, key, deployKey, failure) {
    return {
        ...result,
        changed: true,
        failure,
        failureTodo: 'find-key-pair shows which key Travis CI holds once the write has settled; ' +
            'then remove the deploy key the cause names. The outputs are set for the steps after it.',
        keyPair: null,
        fingerprintSha256: null,
        sshPublicKey: key.sshPublicKey,
        deployKey,
        fingerprintOfUnknownWrite: key.fingerprint
    };
}
/**
 * The rotation is whole, but the previous deploy key was gone before this run removed it: another
 * run (or person) changed the deploy keys meanwhile, and may have left a deploy key of its own.
 */
function previousGoneMeanwhile(key, added, previous, titlePrefix) {
    return (`Travis CI holds this run's key pair ${key.fingerprint}, in deploy key '${added.title}' (id ${added.id}), ` +
        `but the previous deploy key '${previous.title}' (id ${previous.id}) was already gone when this run came to remove it: ` +
        'another run or person changed the deploy keys at the same time (overlapping rotations). ' +
        `Check the deploy keys for another run's key titled '${titlePrefix} YYYY-MM-DD' that Travis CI does not hold. ` +
        CONCURRENCY_ADVICE);
}
/** Waits for the key (generated ahead or just started), then masks it and names it. */
async function takeNewKey(context, generated) {
    const key = await generated;
    (0,mask/* maskSecret */.$l)(context.runner.mask, key.privateKeyPem);
    context.runner.info(`New key ${key.fingerprint}.`);
    return key;
}
function describeDryRun(context, inputs, current, previous, age, title, withGitHub) {
    const ageWords = age === null ? 'of unknown age' : `${(0,plural/* plural */.L)(age, 'day')} old`;
    const steps = [
        `generate a ${inputs.keyBits}-bit RSA key`,
        withGitHub ? `add it as deploy key '${title}'` : null,
        current === null
            ? 'create the Travis CI key pair'
            : `replace the Travis CI key pair ${current.fingerprint}`,
        previous === null
            ? null
            : `remove deploy key '${previous.title}' (id ${previous.id}, ${ageWords})`
    ].filter(Boolean);
    context.runner.info(`Dry run: would ${steps.join(', then ')}. Nothing was changed.`);
}
function rotationResult(inputs, withGitHub, current, previous, age) {
    return {
        ...(0,result_base/* resultBase */.bl)('rotation', 'rotate-key-pair', { dryRun: inputs.dryRun }),
        keyPair: current,
        fingerprintSha256: (0,key_pair/* sha256FingerprintOfKeyPair */.MS)(current),
        previousFingerprint: current?.fingerprint ?? null,
        sshPublicKey: '',
        withGitHub,
        deployKey: null,
        previousDeployKey: previous === null ? null : toView(previous),
        keyAgeDays: age,
        removedDeployKeyId: null
    };
}


/***/ })

};
