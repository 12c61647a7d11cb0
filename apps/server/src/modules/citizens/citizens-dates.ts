// Calendar days in the office's time zone: ages and birthday filters turn over at midnight on the office's
// clock (organizations.time_zone; Brasília by default), not UTC.
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import { dayIn } from '../../lib/office-time.ts';

/** 'aaaa-mm-dd' of the instant in the office's time zone (America/Sao_Paulo by default). */
export function localDay(at: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayIn(timeZone, at);
}

/** The local calendar day as a Date at UTC midnight (what date arithmetic on getUTC* expects). */
export function localToday(at: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): Date {
  return new Date(`${localDay(at, timeZone)}T00:00:00Z`);
}

/** Completed years on `today` ('aaaa-mm-dd'), or null without a birth date. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'. */
export function formatDayBr(day: string | null): string | null {
  if (!day) return null;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
