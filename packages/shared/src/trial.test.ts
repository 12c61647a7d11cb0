import { describe, expect, it } from 'vitest';
import { isTrialExpired, trialDaysLeft } from './trial.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe('trial rule', () => {
  it('gives 7 days to a user created now', () => {
    expect(trialDaysLeft(now, now)).toBe(7);
  });
  it('still counts a day left one millisecond before the seventh full day', () => {
    expect(trialDaysLeft(ago(7 * DAY - 1), now)).toBe(1);
    expect(isTrialExpired({ is_trial: true, createdAt: ago(7 * DAY - 1) }, now)).toBe(false);
  });
  it('expires exactly seven days after creation', () => {
    expect(trialDaysLeft(ago(7 * DAY), now)).toBe(0);
    expect(isTrialExpired({ is_trial: true, createdAt: ago(7 * DAY) }, now)).toBe(true);
  });
  it('stays expired afterwards', () => {
    expect(trialDaysLeft(ago(30 * DAY), now)).toBe(-23);
    expect(isTrialExpired({ is_trial: true, createdAt: ago(30 * DAY).toISOString() }, now)).toBe(true);
  });
  it('never expires a user who is not on trial', () => {
    expect(isTrialExpired({ is_trial: false, createdAt: ago(365 * DAY) }, now)).toBe(false);
  });
});
