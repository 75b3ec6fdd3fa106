import { defineConfig } from 'vitest/config'

// The live tier (`npm run test:live`, scripts/test-live.mjs): test/live/ against the real Travis
// CI API server. One server holds one data set, which each group of tests replaces by seeding, so
// the files run one after another.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/live/**/*.test.ts'],
    setupFiles: ['test/support/load-parsers.ts'],
    fileParallelism: false,
    restoreMocks: true,
    testTimeout: 60000,
    hookTimeout: 60000
  }
})
