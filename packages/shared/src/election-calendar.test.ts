import { describe, expect, it } from 'vitest';
import {
  electionPause,
  electionPauseOn,
  firstSundayOfOctober,
  isElectionYear,
  lastSundayOfOctober,
} from './election-calendar.ts';

describe('election calendar', () => {
  it('finds the rounds: first and last Sunday of October of even years', () => {
    expect(firstSundayOfOctober(2024)).toBe('2024-10-06');
    expect(lastSundayOfOctober(2024)).toBe('2024-10-27');
    expect(firstSundayOfOctober(2026)).toBe('2026-10-04');
    expect(lastSundayOfOctober(2026)).toBe('2026-10-25');
    // 1 October on a Sunday is the first round itself.
    expect(firstSundayOfOctober(2028)).toBe('2028-10-01');
    expect(lastSundayOfOctober(2028)).toBe('2028-10-29');
    // 31 October on a Sunday is the last round itself.
    expect(lastSundayOfOctober(2027)).toBe('2027-10-31');
  });

  it('counts general (2026) and municipal (2028) years alike, and no odd year', () => {
    expect(isElectionYear(2026)).toBe(true);
    expect(isElectionYear(2028)).toBe(true);
    expect(isElectionYear(2027)).toBe(false);
    expect(electionPause(2027)).toBeNull();
    expect(electionPause(2026)).toEqual({
      from: '2026-08-16',
      to: '2026-10-26',
      firstRound: '2026-10-04',
      lastRound: '2026-10-25',
    });
  });

  it('greets on 15 August and stops on 16 August of an election year', () => {
    expect(electionPauseOn('2026-08-15')).toBeNull();
    expect(electionPauseOn('2026-08-16')).not.toBeNull();
    expect(electionPauseOn('2028-08-15')).toBeNull();
    expect(electionPauseOn('2028-08-16')).not.toBeNull();
  });

  it('stays off on both rounds and the day after the last one, back the day after that', () => {
    expect(electionPauseOn('2026-10-04')).not.toBeNull();
    expect(electionPauseOn('2026-10-05')).not.toBeNull();
    expect(electionPauseOn('2026-10-25')).not.toBeNull();
    expect(electionPauseOn('2026-10-26')).not.toBeNull();
    expect(electionPauseOn('2026-10-27')).toBeNull();
    expect(electionPauseOn('2028-10-30')).not.toBeNull();
    expect(electionPauseOn('2028-10-31')).toBeNull();
  });

  it('never pauses in odd years, even on the same dates', () => {
    for (const day of ['2027-08-16', '2027-10-03', '2027-10-31', '2025-09-01']) {
      expect(electionPauseOn(day), day).toBeNull();
    }
    expect(electionPauseOn('2026-01-10')).toBeNull();
    expect(electionPauseOn('2026-12-31')).toBeNull();
  });
});
