// Counts failed logins per account and per address in a sliding window; past the limit, login answers 429.
import { AppError } from '../../lib/app-error.ts';

export interface LoginGuard {
  check(email: string, ip: string): void;
  fail(email: string, ip: string): void;
  succeed(email: string): void;
}

export function loginGuard(opts: {
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}): LoginGuard {
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
    check(email, ip) {
      if (recent(`e:${email}`).length >= opts.maxPerAccount || recent(`i:${ip}`).length >= opts.maxPerIp) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }
    },
    fail(email, ip) {
      if (hits.size > 100_000) hits.clear();
      for (const key of [`e:${email}`, `i:${ip}`]) hits.set(key, [...recent(key), Date.now()]);
    },
    succeed(email) {
      hits.delete(`e:${email}`);
    },
  };
}
