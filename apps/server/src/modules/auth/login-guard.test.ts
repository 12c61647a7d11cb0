import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import {
  databaseLoginGuard,
  memoryLoginGuard,
  RESET_MAILS_PER_HOUR,
  redisLoginGuard,
  type LoginGuard,
} from './login-guard.ts';

const limits = { maxPerAccount: 3, maxPerIp: 20, windowSeconds: 60 };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisUp && process.env.TEST_REDIS_URL) throw new Error(`Redis em ${redisUrl} não respondeu`);
afterAll(() => (redisUp ? redis.quit() : undefined));
// Without Redis the counters live in the database: one test database for this file.
const t = await createTestApp();
afterAll(() => t.close());

const guards: [string, () => LoginGuard, boolean][] = [
  ['in memory', () => memoryLoginGuard(limits), true],
  ['in the database', () => databaseLoginGuard(t.deps.database.db, limits, `${Math.random()}:`), true],
  [
    'in Redis',
    () => redisLoginGuard(redis, limits, `gabinete:test:${process.pid}:${Math.random()}:`),
    redisUp,
  ],
];

describe.each(guards)('login guard %s', (_name, make, available) => {
  it.runIf(available)(
    'blocks an account from the address that failed, says when to retry, and frees it on success',
    async () => {
      const guard = make();
      for (let i = 0; i < 3; i++) {
        await guard.check('a@b.com.br', '10.0.0.1');
        await guard.fail('a@b.com.br', '10.0.0.1');
      }
      const refusal = await guard.check('a@b.com.br', '10.0.0.1').catch((e: unknown) => e);
      expect(refusal).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
      expect((refusal as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
      expect((refusal as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(60);
      // The owner, from another address, is not locked out by someone else's failures.
      await expect(guard.check('a@b.com.br', '10.0.0.2')).resolves.toBeUndefined();
      await guard.succeed('a@b.com.br', '10.0.0.1');
      await expect(guard.check('a@b.com.br', '10.0.0.1')).resolves.toBeUndefined();
    },
  );

  it.runIf(available)('backs off longer with each further failure from the same address', async () => {
    const guard = make();
    const wait = async () =>
      ((await guard.check('c@b.com.br', '10.0.0.3').catch((e: unknown) => e)) as { retryAfter?: number })
        ?.retryAfter ?? 0;
    for (let i = 0; i < 3; i++) await guard.fail('c@b.com.br', '10.0.0.3');
    const first = await wait();
    await guard.fail('c@b.com.br', '10.0.0.3');
    expect(await wait()).toBeGreaterThan(first);
  });

  it.runIf(available)(
    'still locks an account attacked from many addresses, with a softer limit',
    async () => {
      const guard = make();
      for (let i = 0; i < 11; i++) await guard.fail('d@b.com.br', `10.1.0.${i}`);
      await expect(guard.check('d@b.com.br', '10.2.0.1')).resolves.toBeUndefined();
      await guard.fail('d@b.com.br', '10.1.0.99');
      await expect(guard.check('d@b.com.br', '10.2.0.1')).rejects.toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
      });
    },
  );

  it.runIf(available)('mails at most 3 password-reset links per address per hour', async () => {
    const guard = make();
    const allowed = [];
    for (let i = 0; i < 5; i++) allowed.push(await guard.allowResetMail('e@b.com.br'));
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(await guard.allowResetMail('f@b.com.br')).toBe(true);
  });

  it.runIf(available)('blocks an address that tries many accounts', async () => {
    const guard = make();
    for (let i = 0; i < 20; i++) await guard.fail(`u${i}@b.com.br`, '10.0.0.9');
    await expect(guard.check('outro@b.com.br', '10.0.0.9')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    await expect(guard.check('outro@b.com.br', '10.0.0.10')).resolves.toBeUndefined();
  });
});

describe('login guard in the database (no Redis)', () => {
  it('keeps its counts across a restart (a new guard on the same database)', async () => {
    const prefix = `restart:${Math.random()}:`;
    const before = databaseLoginGuard(t.deps.database.db, limits, prefix);
    for (let i = 0; i < 3; i++) await before.fail('c@d.com.br', '10.0.0.9');
    const after = databaseLoginGuard(t.deps.database.db, limits, prefix);
    await expect(after.check('c@d.com.br', '10.0.0.9')).rejects.toMatchObject({ statusCode: 429 });
    const { rows } = await t.deps.database.executeSql(
      'select count(*)::int as n from login_attempts where key like $1',
      [`${prefix}%`],
    );
    expect((rows[0] as { n: number }).n).toBe(3);
  });

  it('lets a few reset e-mails a hour go to one address, then none', async () => {
    const guard = databaseLoginGuard(t.deps.database.db, limits, `reset:${Math.random()}:`);
    const answers: boolean[] = [];
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) answers.push(await guard.allowResetMail('e@f.com.br'));
    expect(answers.filter(Boolean)).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(answers.at(-1)).toBe(false);
  });

  it('the app uses it: 25 reset requests for one address send 3 e-mails', async () => {
    const before = t.mails.filter((m) => m.to === 'assessor@gabinete.demo').length;
    for (let i = 0; i < 25; i++)
      await t.app.inject({
        method: 'PUT',
        url: '/api/reset-password',
        payload: { email: 'assessor@gabinete.demo' },
      });
    const sent = t.mails.filter((m) => m.to === 'assessor@gabinete.demo').length - before;
    expect(sent).toBe(RESET_MAILS_PER_HOUR);
    const { rows } = await t.deps.database.executeSql(
      "select count from login_attempts where key = 'r:assessor@gabinete.demo'",
    );
    expect((rows[0] as { count: number }).count).toBe(25);
  });
});
