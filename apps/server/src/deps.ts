// What the modules need besides the database; built once in main.ts (or per test) and passed as plugin options.
import type { Redis } from 'ioredis';
import type { Database } from './db/client.ts';
import type { Env } from './config/env.ts';
import type { Jobs } from './lib/jobs.ts';
import type { Mailer } from './lib/mailer.ts';
import type { AccessTokens } from './modules/auth/access-token.ts';
import type { LoginGuard } from './modules/auth/login-guard.ts';
import type { Realtime } from './modules/realtime/realtime.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  tokens: AccessTokens;
  loginGuard: LoginGuard;
  uploadsDir: string;
  /** Background jobs (pg-boss in the same database); started after the app is built. */
  jobs: Jobs;
  /** Live pushes to the browsers (Socket.IO rooms per user and office); call after commit. */
  realtime: Realtime;
  /** Present when REDIS_URL is set. */
  redis: Redis | null;
}
