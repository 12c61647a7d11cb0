import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, setOfficeTimeZone, TIME_ZONE, todayIso } from './format.ts';

// 02:30 UTC on 1 Mar 2026: 23:30 on 28 Feb in Brasília (UTC−3) but 00:30 on 1 Mar in Noronha (UTC−2).
const NEAR_MIDNIGHT = new Date('2026-03-01T02:30:00Z');

describe('format in the office time zone', () => {
  afterEach(() => setOfficeTimeZone(null));

  it('uses Brasília before login', () => {
    setOfficeTimeZone(undefined);
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
    expect(todayIso(NEAR_MIDNIGHT)).toBe('2026-02-28');
    expect(formatDateTime(NEAR_MIDNIGHT)).toBe('28/02/2026 23:30');
  });

  it('uses the office zone once known (Noronha, UTC−2)', () => {
    setOfficeTimeZone('America/Noronha');
    expect(todayIso(NEAR_MIDNIGHT)).toBe('2026-03-01');
    expect(formatDate(NEAR_MIDNIGHT)).toBe('01/03/2026');
    expect(formatDateTime(NEAR_MIDNIGHT)).toBe('01/03/2026 00:30');
  });

  it('uses the office zone once known (Manaus, UTC−4)', () => {
    setOfficeTimeZone('America/Manaus');
    const justAfterBrasiliaMidnight = new Date('2026-03-01T03:30:00Z');
    expect(todayIso(justAfterBrasiliaMidnight)).toBe('2026-02-28');
    expect(formatDateTime(justAfterBrasiliaMidnight)).toBe('28/02/2026 23:30');
  });
});
