// Test projects: shared (pure units), server (route tests on PGlite or DATABASE_URL), web (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
