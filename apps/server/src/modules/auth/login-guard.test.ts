import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryLoginGuard, redisLoginGuard, type LoginGuard } from './login-guard.ts';

const limits = { maxPerAccount: 3, maxPerIp: 5, windowSeconds: 60 };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisUp && process.env.TEST_REDIS_URL) throw new Error(`Redis em ${redisUrl} não respondeu`);
afterAll(() => (redisUp ? redis.quit() : undefined));

const guards: [string, () => LoginGuard, boolean][] = [
  ['in memory', () => memoryLoginGuard(limits), true],
  [
    'in Redis',
    () => redisLoginGuard(redis, limits, `gabinete:test:${process.pid}:${Math.random()}:`),
    redisUp,
  ],
];

describe.each(guards)('login guard %s', (_name, make, available) => {
  it.runIf(available)('blocks an account after the allowed failures and frees it on success', async () => {
    const guard = make();
    for (let i = 0; i < 3; i++) {
      await guard.check('a@b.com.br', '10.0.0.1');
      await guard.fail('a@b.com.br', '10.0.0.1');
    }
    await expect(guard.check('a@b.com.br', '10.0.0.2')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      statusCode: 429,
    });
    await guard.succeed('a@b.com.br');
    await expect(guard.check('a@b.com.br', '10.0.0.2')).resolves.toBeUndefined();
  });

  it.runIf(available)('blocks an address that tries many accounts', async () => {
    const guard = make();
    for (let i = 0; i < 5; i++) await guard.fail(`u${i}@b.com.br`, '10.0.0.9');
    await expect(guard.check('outro@b.com.br', '10.0.0.9')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    await expect(guard.check('outro@b.com.br', '10.0.0.10')).resolves.toBeUndefined();
  });
});
