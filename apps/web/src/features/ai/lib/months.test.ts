import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './months.ts';

describe('months', () => {
  it('labels a month in pt-BR and lists the months before it across the new year', () => {
    expect(monthLabel('2026-03')).toBe('março de 2026');
    expect(recentMonths('2026-02', 3)).toEqual([
      { value: '2026-02', label: 'fevereiro de 2026' },
      { value: '2026-01', label: 'janeiro de 2026' },
      { value: '2025-12', label: 'dezembro de 2025' },
    ]);
  });
});
