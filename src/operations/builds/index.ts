// The builds operations, one chunk loaded with import() by operations/index.ts: no other run
// needs the requests, the waiting or the build writes.
export { listBuilds } from './list.js'
export { triggerBuild } from './trigger.js'
export { cancelBuild, restartBuild, waitForBuild } from './control.js'
