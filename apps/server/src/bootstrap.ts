// Turns the parsed environment into the running pieces: database (migrated), mailer, tokens.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import { openPostgres, type Database } from './db/client.ts';
import { openEmbedded } from './db/embedded-database.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { createJobs } from './lib/jobs.ts';
import { randomToken } from './lib/secrets.ts';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer.ts';
import { accessTokens } from './modules/auth/access-token.ts';
import { databaseLoginGuard, redisLoginGuard } from './modules/auth/login-guard.ts';
import { createRealtime } from './modules/realtime/realtime.ts';

/** JWT_SECRET when given; otherwise one generated once and kept in the data directory. */
export function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.dataDir, 'jwt-secret');
  fs.mkdirSync(env.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(48), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function openDatabase(env: Env): Promise<Database> {
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE, undefined, { durable: true })
    : await openEmbedded(env.dataDir, env.DATABASE_POOL_SIZE);
  try {
    await migrate(database);
  } catch (err) {
    await database.close(); // stops the embedded server too
    throw err;
  }
  return database;
}

export async function makeMailer(env: Env, log?: FastifyBaseLogger): Promise<Mailer> {
  return env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : outboxMailer(path.join(env.dataDir, 'outbox'), env.MAIL_FROM, log);
}

/** A Redis connection when REDIS_URL is set; it fails fast rather than queueing commands forever. */
export async function openRedis(env: Env): Promise<Redis | null> {
  if (!env.REDIS_URL) return null;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redis;
}

export async function makeDeps(
  env: Env,
  database: Database,
  mailer: Mailer,
  redis: Redis | null = null,
): Promise<AppDeps> {
  const limits = {
    maxPerAccount: env.LOGIN_MAX_FAILURES,
    maxPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
    windowSeconds: env.LOGIN_WINDOW_SECONDS,
  };
  return {
    env,
    database,
    mailer,
    tokens: accessTokens(jwtSecret(env), env.ACCESS_TOKEN_TTL),
    loginGuard: redis ? redisLoginGuard(redis, limits) : databaseLoginGuard(database.db, limits),
    redis,
    realtime: createRealtime(),
    uploadsDir: path.join(env.dataDir, 'uploads'),
    jobs: createJobs(database, (message, err) => {
      if (env.LOG_LEVEL !== 'silent') console.error(`${message}:`, err instanceof Error ? err.message : err);
    }),
  };
}
