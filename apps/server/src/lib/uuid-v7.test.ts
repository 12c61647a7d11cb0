import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uuidV7 } from './uuid-v7.ts';

describe('uuidV7', () => {
  it('is a valid version-7 UUID carrying the millisecond', () => {
    const id = uuidV7(Date.UTC(2026, 10, 27, 12));
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(
      Date.UTC(2026, 10, 27, 12),
    );
  });

  it('keeps increasing within one millisecond, past 4,096 ids too', () => {
    const now = Date.UTC(2030, 0, 1);
    const ids = Array.from({ length: 10_000 }, () => uuidV7(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stays increasing when the clock goes back', () => {
    const a = uuidV7(Date.UTC(2031, 0, 1, 0, 0, 1));
    const b = uuidV7(Date.UTC(2031, 0, 1));
    expect(b > a).toBe(true);
  });
});
