export { KeyMaterialError, type KeyMaterialReason, type NonRsaKeyKind } from './errors.js'
export {
  fingerprintOf,
  fingerprintOfSshPublicKeyLine,
  fingerprintsOfPublicKeyPem,
  publicKeyPemOf,
  sshPublicKeyOf,
  sha256FingerprintOf,
  sshRsaBlob
} from './fingerprint.js'
export { generateRsaKeyAsync, type RsaKeyBits } from './generate.js'
export { preparePrivateKey, type PreparedKey } from './prepare.js'
