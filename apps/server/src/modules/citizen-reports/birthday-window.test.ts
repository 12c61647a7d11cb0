import { describe, expect, it } from 'vitest';
import { birthdayWindow, officeToday } from './birthday-window.ts';

describe('birthdayWindow', () => {
  it('today is one day, in São Paulo time', () => {
    // 02:00 UTC on 1 March is still 28 Feb in São Paulo (UTC−3).
    const today = officeToday(new Date('2025-03-01T02:00:00Z'));
    expect(today).toEqual({ year: 2025, month: 2, day: 28 });
    const w = birthdayWindow('today', today);
    expect(w.days.map((d) => d.monthDay)).toEqual([228, 229]);
    expect(w.days.every((d) => d.shownOn === '02-28')).toBe(true);
    expect([w.from, w.to]).toEqual(['2025-02-28', '2025-02-28']);
  });

  it('a week wraps the year end and keeps the order of the days', () => {
    const w = birthdayWindow('week', { year: 2025, month: 12, day: 29 });
    expect(w.days.map((d) => d.monthDay)).toEqual([1229, 1230, 1231, 101, 102, 103, 104]);
    expect(w.days.map((d) => d.year)).toEqual([2025, 2025, 2025, 2026, 2026, 2026, 2026]);
    expect([w.from, w.to]).toEqual(['2025-12-29', '2026-01-04']);
  });

  it('a month has all its days; 29 Feb only joins 28 Feb in common years', () => {
    const common = birthdayWindow('month', { year: 2025, month: 5, day: 10 }, 2);
    expect(common.days).toHaveLength(29);
    expect(common.days.find((d) => d.monthDay === 229)).toMatchObject({ shownOn: '02-28', position: 27 });
    const leap = birthdayWindow('month', { year: 2024, month: 5, day: 10 }, 2);
    expect(leap.days.find((d) => d.monthDay === 229)).toMatchObject({ shownOn: '02-29', position: 28 });
    expect(birthdayWindow('month', { year: 2025, month: 4, day: 1 }).to).toBe('2025-04-30');
  });
});
