// The secure values for .travis.yml, a chunk of their own (loaded with import() by
// operations/index.ts): encrypt-value, encrypt-file, encrypt-travis-yml.
export { encryptValue } from './encrypt-value.js'
export { encryptFile } from './encrypt-file.js'
export { encryptTravisYml } from './encrypt-travis-yml.js'
