// Preloaded (`node --require`) by the tests of scripts/require-node.cjs: makes this process say
// it is the Node version in PRETEND_NODE_VERSION (e.g. 20.20.2), as an older Node would.
'use strict'
const pretended = process.env.PRETEND_NODE_VERSION
if (pretended) {
  Object.defineProperty(process, 'versions', { value: { ...process.versions, node: pretended } })
  Object.defineProperty(process, 'version', { value: `v${pretended}` })
}
