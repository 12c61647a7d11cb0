import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'template-demo', include: ['src/**/*.test.ts'], maxWorkers: 2 },
});
