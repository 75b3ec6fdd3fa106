// Loaded before the bundled action (NODE_OPTIONS=--import) and by scripts/summary-preview.mjs
// itself, so that the preview renders the same summaries on every run: Node's clock stands still
// at SUMMARY_PREVIEW_NOW, and an RSA key "generated" is the one in the PEM file
// SUMMARY_PREVIEW_KEY. Only the preview sets these variables; the action itself reads neither, and
// dist/ is run unchanged.
import crypto from 'node:crypto'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'

/** Node's clock stands still at `iso` in this process. */
export function fixClock(iso) {
  const fixed = Date.parse(iso)
  if (Number.isNaN(fixed)) throw new Error(`not a date: ${iso}`)
  const RealDate = Date
  // `new Date()` and Date.now() give the fixed moment; a Date of a given time is as usual.
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(fixed)
      else super(...args)
    }

    static now() {
      return fixed
    }
  }
  globalThis.Date = FixedDate
}

/** Every RSA key generated in this process is the one in the PEM file `keyFile`. */
export function fixGeneratedKey(keyFile) {
  const privateKey = crypto.createPrivateKey(readFileSync(keyFile, 'utf8'))
  const publicKey = crypto.createPublicKey(privateKey)
  // keys/generate.ts calls promisify(generateKeyPair)('rsa', …) on the thread pool; its promise
  // form answers { publicKey, privateKey } as Node's own does.
  const fixedKeyPair = (type, options, callback) =>
    process.nextTick(() => callback(null, publicKey, privateKey))
  fixedKeyPair[promisify.custom] = async () => ({ publicKey, privateKey })
  crypto.generateKeyPair = fixedKeyPair
}

if (process.env.SUMMARY_PREVIEW_NOW) fixClock(process.env.SUMMARY_PREVIEW_NOW)
if (process.env.SUMMARY_PREVIEW_KEY) fixGeneratedKey(process.env.SUMMARY_PREVIEW_KEY)
