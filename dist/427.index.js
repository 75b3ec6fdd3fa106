export const id = 427;
export const ids = [427];
export const modules = {

/***/ 1427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createKeyPair: () => (/* binding */ createKeyPair),
/* harmony export */   setKeyPair: () => (/* binding */ setKeyPair),
/* harmony export */   updateKeyPair: () => (/* binding */ updateKeyPair)
/* harmony export */ });
/* harmony import */ var _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(528);
/* harmony import */ var _find_delete_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7274);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4510);
/* harmony import */ var _lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4947);
/* harmony import */ var _key_pair_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5393);
// The key pair operations that take a key: create-, update- and set-key-pair, all honouring
// dry-run. How a key is checked and uploaded is in upload.ts; the dispatcher loads this
// module only for these operations.





async function createKeyPair(context, inputs) {
    const prepared = (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareKeyInput */ .FI)(context, inputs.key);
    if (inputs.dryRun) {
        const current = await (0,_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .readKeyPair */ .AH)(context);
        if (current?.fingerprint === prepared.fingerprint) {
            context.runner.info('Dry run: the key pair already holds this key; nothing would change.');
            return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('create-key-pair', 'unchanged', current, current.fingerprint, {
                changed: false,
                dryRun: true
            });
        }
        if (current !== null) {
            throw new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l(`the repository already has a key pair (${current.fingerprint}), so a real run would fail (409): use set-key-pair or update-key-pair.`);
        }
        context.runner.info('Dry run: the key pair would be created.');
        return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('create-key-pair', 'created', (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .predictedKeyPair */ .Iw)(prepared, inputs.description), null, { changed: true, dryRun: true });
    }
    return createAndVerify(context, 'create-key-pair', prepared, inputs.description);
}
async function updateKeyPair(context, inputs) {
    const prepared = inputs.key === null ? null : (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareKeyInput */ .FI)(context, inputs.key);
    if (inputs.dryRun) {
        const current = await (0,_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .readKeyPair */ .AH)(context);
        if (current === null) {
            throw new _lib_action_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l('the repository has no key pair, so a real run would fail (404): use create-key-pair or set-key-pair.');
        }
        const predicted = {
            description: inputs.description || current.description,
            public_key: prepared?.publicKeyPem ?? current.public_key,
            fingerprint: prepared?.fingerprint ?? current.fingerprint
        };
        const changed = predicted.fingerprint !== current.fingerprint || predicted.description !== current.description;
        context.runner.info(`Dry run: the key pair would ${changed ? '' : 'not '}change.`);
        return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('update-key-pair', changed ? 'updated' : 'unchanged', predicted, current.fingerprint, { changed: changed, dryRun: true });
    }
    const body = (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadBody */ .E3)(prepared, inputs.description);
    const installed = (0,_lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .doneOrThrow */ .E)(await (0,_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .patchKeyPairReadingBack */ .pl)(context, body, prepared));
    if (prepared !== null)
        (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyFingerprint */ .a)(prepared, installed);
    context.runner.info(`Key pair updated: ${installed.fingerprint}.`);
    return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('update-key-pair', 'updated', installed, null, {
        changed: true,
        dryRun: false
    });
}
/** Creates the key pair, checks its fingerprint, and tells whether it was there already. */
async function createAndVerify(context, operation, prepared, description) {
    const { keyPair, created } = (0,_lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .doneOrThrow */ .E)(await (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .createKeyPairSafely */ .wA)(context, prepared, description));
    (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyFingerprint */ .a)(prepared, keyPair);
    context.runner.info(created ? `Key pair created: ${keyPair.fingerprint}.` : 'Nothing was changed.');
    const previous = created ? null : keyPair.fingerprint;
    return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)(operation, created ? 'created' : 'unchanged', keyPair, previous, {
        changed: created,
        dryRun: false
    });
}
/** Idempotent: compares fingerprints first and sends only what differs (or nothing). */
async function setKeyPair(context, inputs) {
    const { description, dryRun } = inputs;
    const prepared = (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareKeyInput */ .FI)(context, inputs.key);
    const current = await (0,_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .readKeyPair */ .AH)(context);
    const previous = current?.fingerprint ?? null;
    if (current === null) {
        if (dryRun) {
            context.runner.info('Dry run: there is no key pair; it would be created.');
            return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('set-key-pair', 'created', (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .predictedKeyPair */ .Iw)(prepared, description), null, { changed: true, dryRun: true });
        }
        return createAndVerify(context, 'set-key-pair', prepared, description);
    }
    const sameKey = current.fingerprint === prepared.fingerprint;
    const newDescription = description !== '' && description !== current.description;
    if (sameKey && !newDescription) {
        context.runner.info(`The key pair already holds this key (${current.fingerprint}); nothing was sent.`);
        return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('set-key-pair', 'unchanged', current, previous, {
            changed: false,
            dryRun: dryRun
        });
    }
    if (dryRun) {
        context.runner.info(`Dry run: the key pair would be updated (${sameKey ? 'description only' : 'new key'}).`);
        const predicted = (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .predictedKeyPair */ .Iw)(prepared, description || current.description);
        return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('set-key-pair', 'updated', predicted, previous, {
            changed: true,
            dryRun: true
        });
    }
    // Same key, new description: send the description only, never the key again.
    const body = (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadBody */ .E3)(sameKey ? null : prepared, description);
    const installed = (0,_lib_write_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .doneOrThrow */ .E)(await (0,_key_pair_js__WEBPACK_IMPORTED_MODULE_3__/* .patchKeyPairReadingBack */ .pl)(context, body, prepared));
    (0,_upload_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyFingerprint */ .a)(prepared, installed);
    context.runner.info(`Key pair updated: ${previous} → ${installed.fingerprint}.`);
    return (0,_find_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPairResult */ .Bi)('set-key-pair', 'updated', installed, previous, {
        changed: true,
        dryRun: false
    });
}


/***/ })

};
