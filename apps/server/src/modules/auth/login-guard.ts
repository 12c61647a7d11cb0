// Throttles failed logins so they cannot be turned against the account's owner: failures lock the pair
// (account, address) with a growing wait; a softer per-account limit still stops a spread-out attack, and
// a per-address limit stops one address trying many accounts. Refusals are 429 with Retry-After.
// In Redis when REDIS_URL is set, otherwise in the database (login_attempts): every instance shares them and a
// restart does not clear them. The memory store is for tests of the rule itself.
import { inArray, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from './auth.table.ts';
import { AppError } from '../../lib/app-error.ts';

export interface LoginGuard {
  check(email: string, ip: string): Promise<void>;
  fail(email: string, ip: string): Promise<void>;
  succeed(email: string, ip: string): Promise<void>;
  /** Whether one more password-reset e-mail may go to this address (at most RESET_MAILS_PER_HOUR). */
  allowResetMail(email: string): Promise<boolean>;
}

export interface GuardLimits {
  /** Failures of one account from one address before the first wait. */
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

/** Failures of one account from any addresses before everyone waits: softer than the pair's limit. */
export const ACCOUNT_FACTOR = 4;
export const RESET_MAILS_PER_HOUR = 3;

/** A 429 that says when to try again (the error handler turns retryAfter into the Retry-After header). */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfter: number) {
    super('TOO_MANY_ATTEMPTS', 429);
  }
}

interface Counter {
  count: number;
  /** ms epoch of the first failure of the window and of the last one. */
  first: number;
  last: number;
}

const pairKey = (email: string, ip: string) => `p:${email}|${ip}`;

/** Seconds to wait now, or 0: the decision shared by both stores. */
export function waitSeconds(
  opts: GuardLimits,
  now: number,
  pair: Counter | null,
  account: Counter | null,
  address: Counter | null,
): number {
  const windowMs = opts.windowSeconds * 1000;
  const waits = [0];
  if (pair && pair.count >= opts.maxPerAccount) {
    // Doubles with each failure past the limit, from a sixteenth of the window up to the whole window.
    const backoff = Math.min(windowMs, (windowMs / 16) * 2 ** (pair.count - opts.maxPerAccount));
    waits.push(pair.last + backoff - now);
  }
  if (account && account.count >= opts.maxPerAccount * ACCOUNT_FACTOR)
    waits.push(account.first + windowMs - now);
  if (address && address.count >= opts.maxPerIp) waits.push(address.first + windowMs - now);
  return Math.ceil(Math.max(...waits) / 1000);
}

export function memoryLoginGuard(opts: GuardLimits): LoginGuard {
  const counters = new Map<string, Counter>();
  const windowMs = opts.windowSeconds * 1000;
  const get = (key: string, ttlMs = windowMs): Counter | null => {
    const c = counters.get(key);
    if (c && Date.now() - c.first >= ttlMs) counters.delete(key);
    return counters.get(key) ?? null;
  };
  const bump = (key: string, ttlMs = windowMs) => {
    const now = Date.now();
    const c = get(key, ttlMs) ?? { count: 0, first: now, last: now };
    counters.set(key, { count: c.count + 1, first: c.first, last: now });
  };
  return {
    async check(email, ip) {
      const wait = waitSeconds(opts, Date.now(), get(pairKey(email, ip)), get(`e:${email}`), get(`i:${ip}`));
      if (wait > 0) throw new TooManyAttempts(wait);
    },
    async fail(email, ip) {
      if (counters.size > 100_000) counters.clear();
      for (const key of [pairKey(email, ip), `e:${email}`, `i:${ip}`]) bump(key);
    },
    async succeed(email, ip) {
      counters.delete(pairKey(email, ip));
      counters.delete(`e:${email}`);
    },
    async allowResetMail(email) {
      const key = `r:${email}`;
      if ((get(key, 3_600_000)?.count ?? 0) >= RESET_MAILS_PER_HOUR) return false;
      bump(key, 3_600_000);
      return true;
    },
  };
}

/** Counters as Redis hashes (count, first, last) that expire with their window. */
export function redisLoginGuard(redis: Redis, opts: GuardLimits, prefix = 'gabinete:login:'): LoginGuard {
  const read = async (key: string): Promise<Counter | null> => {
    const h = await redis.hgetall(prefix + key);
    return h.count ? { count: Number(h.count), first: Number(h.first), last: Number(h.last) } : null;
  };
  const bump = (multi: ReturnType<Redis['multi']>, key: string, ttl: number, now: number) =>
    multi
      .hincrby(prefix + key, 'count', 1)
      .hsetnx(prefix + key, 'first', String(now))
      .hset(prefix + key, 'last', String(now))
      .expire(prefix + key, ttl, 'NX');
  return {
    async check(email, ip) {
      const [pair, account, address] = await Promise.all([
        read(pairKey(email, ip)),
        read(`e:${email}`),
        read(`i:${ip}`),
      ]);
      const wait = waitSeconds(opts, Date.now(), pair, account, address);
      if (wait > 0) throw new TooManyAttempts(wait);
    },
    async fail(email, ip) {
      const multi = redis.multi();
      const now = Date.now();
      for (const key of [pairKey(email, ip), `e:${email}`, `i:${ip}`])
        bump(multi, key, opts.windowSeconds, now);
      await multi.exec();
    },
    async succeed(email, ip) {
      await redis.del(prefix + pairKey(email, ip), `${prefix}e:${email}`);
    },
    async allowResetMail(email) {
      const multi = redis.multi();
      bump(multi, `r:${email}`, 3600, Date.now());
      const [[, count] = []] = ((await multi.exec()) ?? []) as [unknown, unknown][];
      return Number(count) <= RESET_MAILS_PER_HOUR;
    },
  };
}

/** Counters as rows of login_attempts; a row past expires_at counts as absent and starts over on the next bump. */
export function databaseLoginGuard(db: Db, opts: GuardLimits, prefix = ''): LoginGuard {
  const read = async (names: string[]): Promise<Map<string, Counter>> => {
    const keys = names.map((n) => prefix + n);
    const rows = await db
      .select()
      .from(loginAttempts)
      .where(sql`${inArray(loginAttempts.key, keys)} and ${loginAttempts.expiresAt} > now()`);
    return new Map(
      rows.map((r) => [
        r.key.slice(prefix.length),
        { count: r.count, first: r.firstAt.getTime(), last: r.lastAt.getTime() },
      ]),
    );
  };
  /** One more in each key's window (a new window when the old one is over); answers the new counts. */
  const bump = async (names: string[], ttlSeconds: number): Promise<number[]> => {
    const keys = names.map((n) => prefix + n);
    const ttl = sql`make_interval(secs => ${ttlSeconds})`;
    const rows = await db
      .insert(loginAttempts)
      .values(
        keys.map((key) => ({
          key,
          count: 1,
          firstAt: sql`now()`,
          lastAt: sql`now()`,
          expiresAt: sql`now() + ${ttl}`,
        })),
      )
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sql`case when ${loginAttempts.expiresAt} <= now() then 1 else ${loginAttempts.count} + 1 end`,
          firstAt: sql`case when ${loginAttempts.expiresAt} <= now() then now() else ${loginAttempts.firstAt} end`,
          lastAt: sql`now()`,
          expiresAt: sql`case when ${loginAttempts.expiresAt} <= now() then now() + ${ttl} else ${loginAttempts.expiresAt} end`,
        },
      })
      .returning({ key: loginAttempts.key, count: loginAttempts.count });
    // Now and then, clear what has long expired (the table stays the size of the current attacks).
    if (Math.random() < 0.01)
      await db.delete(loginAttempts).where(sql`${loginAttempts.expiresAt} < now() - interval '1 day'`);
    return keys.map((k) => rows.find((r) => r.key === k)?.count ?? 0);
  };
  return {
    async check(email, ip) {
      const keys = [pairKey(email, ip), `e:${email}`, `i:${ip}`];
      const found = await read(keys);
      const wait = waitSeconds(
        opts,
        Date.now(),
        found.get(keys[0]!) ?? null,
        found.get(keys[1]!) ?? null,
        found.get(keys[2]!) ?? null,
      );
      if (wait > 0) throw new TooManyAttempts(wait);
    },
    async fail(email, ip) {
      await bump([pairKey(email, ip), `e:${email}`, `i:${ip}`], opts.windowSeconds);
    },
    async succeed(email, ip) {
      await db
        .delete(loginAttempts)
        .where(inArray(loginAttempts.key, [prefix + pairKey(email, ip), `${prefix}e:${email}`]));
    },
    async allowResetMail(email) {
      const [count] = await bump([`r:${email}`], 3600);
      return (count ?? 0) <= RESET_MAILS_PER_HOUR;
    },
  };
}
