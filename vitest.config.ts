import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The live tier needs the real server: npm run test:live (vitest.live.config.ts).
    exclude: [...configDefaults.exclude, 'test/live/**'],
    setupFiles: ['test/support/load-parsers.ts'],
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
