import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database (a PGlite clone or a PostgreSQL database from a template).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
