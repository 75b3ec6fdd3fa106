export const id = 562;
export const ids = [562];
export const modules = {

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

/***/ 562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createKeyPair: () => (/* binding */ createKeyPair),
  setKeyPair: () => (/* binding */ setKeyPair),
  updateKeyPair: () => (/* binding */ updateKeyPair)
});

// EXTERNAL MODULE: ./src/lib/action-error.ts
var action_error = __webpack_require__(9110);
// EXTERNAL MODULE: ./src/keys/index.ts + 6 modules
var keys = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/runtime/mask.ts
var mask = __webpack_require__(194);
// EXTERNAL MODULE: ./src/travis/errors.ts + 1 modules
var errors = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/operations/key-pair/key-pair.ts
var key_pair = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/travis/resources/key-pair.ts
var resources_key_pair = __webpack_require__(3705);
;// CONCATENATED MODULE: ./src/operations/key-pair/upload.ts
// A key on its way to the key pair, behind the key pair writes and rotation: local checks before
// anything is sent and a create that is never repeated blindly. The body, the fingerprint check
// after every upload, reading and the PATCH, which parse no key, are in key-pair.ts.






/** Checks, converts or decrypts the key locally; nothing is sent when it cannot be used. */
function prepareKeyInput(context, key) {
    let prepared;
    try {
        prepared = (0,keys/* preparePrivateKey */.gE)(key.text, key.passphrase);
    }
    catch (error) {
        if (error instanceof keys/* KeyMaterialError */.Db) {
            throw new action_error/* ActionError */.l(`Input '${key.from}' cannot be used: ${error.message}. Nothing was sent.`);
        }
        throw error;
    }
    // A converted or decrypted key is a new secret text: mask it before anything can print it.
    (0,mask/* maskSecret */.$l)(context.runner.mask, prepared.privateKeyPem);
    if (prepared.source === 'openssh-converted') {
        context.runner.notice('The OpenSSH-format RSA key was converted to PEM locally; Travis CI accepts only PEM keys.');
    }
    else if (prepared.source === 'decrypted') {
        context.runner.info("The encrypted key was decrypted locally with 'passphrase'; the decrypted key is uploaded.");
    }
    else if (key.passphrase !== '') {
        context.runner.warning("Input 'passphrase' was given, but the key is not encrypted; it was not needed.");
    }
    context.runner.info(`Key: RSA ${prepared.bits} bits, fingerprint ${prepared.fingerprint}.`);
    return prepared;
}
/** The key pair a run would install, as Travis would render it. */
function predictedKeyPair(prepared, description) {
    return { description, public_key: prepared.publicKeyPem, fingerprint: prepared.fingerprint };
}
/**
 * POST the key pair (lib/retry.ts write). After any failure, read the key pair back: if it holds
 * this key, the create went through; only when there is none (and the failure was transient) is
 * the POST sent again.
 * A failure is the create's last error, with its hint; with no clear answer and no read-back
 * either, the key pair may hold the new key all the same: unknown.
 */
async function createKeyPairSafely(context, prepared, description) {
    const { client, runner } = context;
    /** The create's last error, with its hint; unknown when it may have landed unseen. */
    const failed = (error, unreadable) => {
        if (!(error instanceof errors/* TravisApiError */.Kb))
            return { kind: 'refused', failure: error };
        const explained = (0,key_pair/* explainKeyPairError */.f2)(error);
        return unreadable && explained.mayHaveLanded
            ? (0,key_pair/* unknownKeyPairWrite */.fM)(explained, 'created')
            : { kind: 'refused', failure: explained };
    };
    return client.write({
        send: async (attempt) => {
            const body = (0,key_pair/* uploadBody */.E3)(prepared, description);
            return {
                keyPair: (0,key_pair/* toKeyPairView */.YO)(await (0,resources_key_pair/* requestKeyPairPost */.dR)(client, body, attempt)),
                created: true
            };
        },
        afterFailure: () => 'read-back',
        readBack: async (error, attempt) => {
            const installed = await (0,key_pair/* readKeyPair */.AH)(context);
            if (installed === null)
                return 'absent';
            if (installed.fingerprint !== prepared.fingerprint)
                return failed(error, false);
            const status = error instanceof errors/* TravisApiError */.Kb ? error.status : 0;
            // A 409 on the first POST means the key was there before; later, it may be our own POST.
            if (status === 409 && attempt === 1) {
                runner.info('The key pair already holds this key; nothing was changed.');
                return { kind: 'done', done: { keyPair: installed, created: false } };
            }
            runner.info(`The create answered with an error (${status || 'no response'}), but the key pair holds the new key.`);
            return { kind: 'done', done: { keyPair: installed, created: true } };
        },
        unreadable: (error) => failed(error, true),
        notLanded: (error) => failed(error, false),
        onResend: (delayMs) => runner.info(`The create failed and no key pair exists; sending it again in ${(delayMs / 1000).toFixed(1)} s.`)
    });
}

// EXTERNAL MODULE: ./src/lib/write-outcome.ts
var write_outcome = __webpack_require__(5181);
;// CONCATENATED MODULE: ./src/operations/key-pair/writes.ts
// The key pair operations that take a key: create-, update- and set-key-pair, all honouring
// dry-run. How a key is checked and created is in upload.ts; the dispatcher loads this
// module only for these operations.




async function createKeyPair(context, inputs) {
    const prepared = prepareKeyInput(context, inputs.key);
    if (inputs.dryRun) {
        const current = await (0,key_pair/* readKeyPair */.AH)(context);
        if (current?.fingerprint === prepared.fingerprint) {
            context.runner.info('Dry run: the key pair already holds this key; nothing would change.');
            return (0,key_pair/* keyPairResult */.Bi)('create-key-pair', 'unchanged', current, current.fingerprint, {
                changed: false,
                dryRun: true
            });
        }
        if (current !== null) {
            throw new action_error/* ActionError */.l(`the repository already has a key pair (${current.fingerprint}), so a real run would fail (409): use set-key-pair or update-key-pair.`);
        }
        context.runner.info('Dry run: the key pair would be created.');
        return (0,key_pair/* keyPairResult */.Bi)('create-key-pair', 'created', predictedKeyPair(prepared, inputs.description), null, { changed: true, dryRun: true });
    }
    return createAndVerify(context, 'create-key-pair', prepared, inputs.description);
}
async function updateKeyPair(context, inputs) {
    const prepared = inputs.key === null ? null : prepareKeyInput(context, inputs.key);
    if (inputs.dryRun) {
        const current = await (0,key_pair/* readKeyPair */.AH)(context);
        if (current === null) {
            throw new action_error/* ActionError */.l('the repository has no key pair, so a real run would fail (404): use create-key-pair or set-key-pair.');
        }
        const predicted = {
            description: inputs.description || current.description,
            public_key: prepared?.publicKeyPem ?? current.public_key,
            fingerprint: prepared?.fingerprint ?? current.fingerprint
        };
        const changed = predicted.fingerprint !== current.fingerprint || predicted.description !== current.description;
        context.runner.info(`Dry run: the key pair would ${changed ? '' : 'not '}change.`);
        return (0,key_pair/* keyPairResult */.Bi)('update-key-pair', changed ? 'updated' : 'unchanged', predicted, current.fingerprint, { changed: changed, dryRun: true });
    }
    const body = (0,key_pair/* uploadBody */.E3)(prepared, inputs.description);
    const installed = (0,write_outcome/* doneOrThrow */.E)(await (0,key_pair/* patchKeyPairReadingBack */.pl)(context, body, prepared));
    if (prepared !== null)
        (0,key_pair/* verifyFingerprint */.a)(prepared, installed);
    context.runner.info(`Key pair updated: ${installed.fingerprint}.`);
    return (0,key_pair/* keyPairResult */.Bi)('update-key-pair', 'updated', installed, null, {
        changed: true,
        dryRun: false
    });
}
/** Creates the key pair, checks its fingerprint, and tells whether it was there already. */
async function createAndVerify(context, operation, prepared, description) {
    const { keyPair, created } = (0,write_outcome/* doneOrThrow */.E)(await createKeyPairSafely(context, prepared, description));
    (0,key_pair/* verifyFingerprint */.a)(prepared, keyPair);
    context.runner.info(created ? `Key pair created: ${keyPair.fingerprint}.` : 'Nothing was changed.');
    const previous = created ? null : keyPair.fingerprint;
    return (0,key_pair/* keyPairResult */.Bi)(operation, created ? 'created' : 'unchanged', keyPair, previous, {
        changed: created,
        dryRun: false
    });
}
/** Idempotent: compares fingerprints first and sends only what differs (or nothing). */
async function setKeyPair(context, inputs) {
    const { description, dryRun } = inputs;
    const prepared = prepareKeyInput(context, inputs.key);
    const current = await (0,key_pair/* readKeyPair */.AH)(context);
    const previous = current?.fingerprint ?? null;
    if (current === null) {
        if (dryRun) {
            context.runner.info('Dry run: there is no key pair; it would be created.');
            return (0,key_pair/* keyPairResult */.Bi)('set-key-pair', 'created', predictedKeyPair(prepared, description), null, { changed: true, dryRun: true });
        }
        return createAndVerify(context, 'set-key-pair', prepared, description);
    }
    const sameKey = current.fingerprint === prepared.fingerprint;
    const newDescription = description !== '' && description !== current.description;
    if (sameKey && !newDescription) {
        context.runner.info(`The key pair already holds this key (${current.fingerprint}); nothing was sent.`);
        return (0,key_pair/* keyPairResult */.Bi)('set-key-pair', 'unchanged', current, previous, {
            changed: false,
            dryRun: dryRun
        });
    }
    if (dryRun) {
        context.runner.info(`Dry run: the key pair would be updated (${sameKey ? 'description only' : 'new key'}).`);
        const predicted = predictedKeyPair(prepared, description || current.description);
        return (0,key_pair/* keyPairResult */.Bi)('set-key-pair', 'updated', predicted, previous, {
            changed: true,
            dryRun: true
        });
    }
    // Same key, new description: send the description only, never the key again.
    const body = (0,key_pair/* uploadBody */.E3)(sameKey ? null : prepared, description);
    const installed = (0,write_outcome/* doneOrThrow */.E)(await (0,key_pair/* patchKeyPairReadingBack */.pl)(context, body, prepared));
    (0,key_pair/* verifyFingerprint */.a)(prepared, installed);
    context.runner.info(`Key pair updated: ${previous} → ${installed.fingerprint}.`);
    return (0,key_pair/* keyPairResult */.Bi)('set-key-pair', 'updated', installed, previous, {
        changed: true,
        dryRun: false
    });
}


/***/ })

};
