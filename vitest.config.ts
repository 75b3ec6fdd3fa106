import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The live tier needs the real server: npm run test:live (vitest.live.config.ts).
    exclude: [...configDefaults.exclude, 'test/live/**'],
    setupFiles: ['test/support/load-parsers.ts'],
    // Vitest's default is one worker fewer than the CPUs: one on a 2-CPU machine. Most e2e tests
    // wait on the action's process, a fake server or a timer (one a real minute), so a second
    // worker runs in the time the first spends waiting (CI: about 100 s less on 2 CPUs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 20000,
    hookTimeout: 20000,
    // Used by `npm test` through scripts/coverage.mjs (`--coverage`), which adds the e2e children's
    // coverage of the bundle and applies the gate; vitest's own report is the unit side only.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['json'],
      reportsDirectory: 'coverage/unit'
    }
  }
})
