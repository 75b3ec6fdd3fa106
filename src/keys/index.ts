export { KeyMaterialError, type KeyMaterialReason, type NonRsaKeyKind } from './errors.js'
export {
  fingerprintOf,
  fingerprintOfPublicKeyPem,
  fingerprintOfSshPublicKeyLine,
  publicKeyPemOf,
  sshPublicKeyOf,
  sshRsaBlob
} from './fingerprint.js'
export { generateRsaKey, generateRsaKeyAsync, RSA_KEY_BITS, type RsaKeyBits } from './generate.js'
export { preparePrivateKey, type PreparedKey } from './prepare.js'
