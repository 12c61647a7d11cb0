// Test projects: shared (pure units), template-demo (the template's fake back end), server (route tests on an embedded PostgreSQL or TEST_DATABASE_URL), web (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/template-demo', 'apps/server', 'apps/web'],
  },
});
