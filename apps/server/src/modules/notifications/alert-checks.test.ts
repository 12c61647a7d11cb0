import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.ts';
import { registerAlertCheck, runAlertChecks } from './alert-checks.ts';

const deps = {} as AppDeps;

describe('runAlertChecks', () => {
  it('runs every registered check with the same clock, even after one fails', async () => {
    const seen: string[] = [];
    const now = new Date('2026-11-20T12:00:00Z');
    registerAlertCheck('first', async (_deps, at) => void seen.push(`first ${at.toISOString()}`));
    registerAlertCheck('broken', async () => {
      throw new Error('banco fora do ar');
    });
    registerAlertCheck('last', async (_deps, at) => void seen.push(`last ${at.toISOString()}`));
    const run = runAlertChecks(deps, now);
    await expect(run).rejects.toBeInstanceOf(AggregateError);
    expect(seen).toEqual(['first 2026-11-20T12:00:00.000Z', 'last 2026-11-20T12:00:00.000Z']);
  });

  it('replaces a check registered again under the same name', async () => {
    let calls = 0;
    registerAlertCheck('broken', async () => void calls++);
    await runAlertChecks(deps);
    expect(calls).toBe(1);
  });
});
