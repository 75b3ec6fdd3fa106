import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 20000,
    hookTimeout: 20000
  }
})
