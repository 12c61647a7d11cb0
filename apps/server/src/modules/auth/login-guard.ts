// Counts failed logins per account and per address in a sliding window; past the limit, login answers 429.
// In memory for one process; in Redis when REDIS_URL is set, so every instance shares the counts.
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';

export interface LoginGuard {
  check(email: string, ip: string): Promise<void>;
  fail(email: string, ip: string): Promise<void>;
  succeed(email: string): Promise<void>;
}

export interface GuardLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

const keys = (email: string, ip: string) => [`e:${email}`, `i:${ip}`] as const;
const tooMany = () => new AppError('TOO_MANY_ATTEMPTS', 429);

export function memoryLoginGuard(opts: GuardLimits): LoginGuard {
  const hits = new Map<string, number[]>();
  const windowMs = opts.windowSeconds * 1000;
  const recent = (key: string) => {
    const now = Date.now();
    const list = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };
  return {
    async check(email, ip) {
      const [e, i] = keys(email, ip);
      if (recent(e).length >= opts.maxPerAccount || recent(i).length >= opts.maxPerIp) throw tooMany();
    },
    async fail(email, ip) {
      if (hits.size > 100_000) hits.clear();
      for (const key of keys(email, ip)) hits.set(key, [...recent(key), Date.now()]);
    },
    async succeed(email) {
      hits.delete(`e:${email}`);
    },
  };
}

/** Fixed-window counters in Redis (INCR + EXPIRE): shared by all instances, gone after the window. */
export function redisLoginGuard(redis: Redis, opts: GuardLimits, prefix = 'gabinete:login:'): LoginGuard {
  return {
    async check(email, ip) {
      const [e, i] = keys(email, ip);
      const [byEmail, byIp] = await redis.mget(prefix + e, prefix + i);
      if (Number(byEmail ?? 0) >= opts.maxPerAccount || Number(byIp ?? 0) >= opts.maxPerIp) throw tooMany();
    },
    async fail(email, ip) {
      const multi = redis.multi();
      for (const key of keys(email, ip))
        multi.incr(prefix + key).expire(prefix + key, opts.windowSeconds, 'NX');
      await multi.exec();
    },
    async succeed(email) {
      await redis.del(`${prefix}e:${email}`);
    },
  };
}
