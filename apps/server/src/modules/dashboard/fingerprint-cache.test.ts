import { describe, expect, it } from 'vitest';
import { createFingerprintCache } from './fingerprint-cache.ts';

describe('createFingerprintCache', () => {
  it('answers from memory while the fingerprint stands and the entry is young', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createFingerprintCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get('office-a', 'v1', compute)).toBe(1);
    expect(await cache.get('office-a', 'v1', compute)).toBe(1);
    expect(await cache.get('office-b', 'v1', compute)).toBe(2); // another office, its own entry
    expect(await cache.get('office-a', 'v2', compute)).toBe(3); // the data changed
    clock = 1000;
    expect(await cache.get('office-a', 'v2', compute)).toBe(4); // too old
  });

  it('runs one computation for concurrent misses of the same office and fingerprint', async () => {
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = createFingerprintCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = async () => {
      await gate;
      return ++computed;
    };
    const both = Promise.all([cache.get('a', 'v1', compute), cache.get('a', 'v1', compute)]);
    release();
    expect(await both).toEqual([1, 1]);
    expect(computed).toBe(1);
  });

  it('keeps nothing from a failed computation', async () => {
    const cache = createFingerprintCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', 'v1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', 'v1', async () => 7)).toBe(7);
  });
});
