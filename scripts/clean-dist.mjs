// Empties dist/ before `npm run build`: ncc writes its files over the folder without removing the
// chunks an earlier build wrote, so a renumbered chunk would stay committed, never loaded (and
// .ci/run's comparison with a clean build would not see it).
import { rmSync } from 'node:fs'

rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true })
