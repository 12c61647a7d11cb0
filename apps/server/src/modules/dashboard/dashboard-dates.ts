// The dashboard's calendar: today, the month and the Monday-based weeks in the office's time zone, so counts
// turn over at midnight on the office's clock (organizations.time_zone), not UTC.
import { DASHBOARD_WEEKS, DEFAULT_TIME_ZONE } from '@gabinete/shared';
import { localDay } from '../citizens/citizens-dates.ts';

export interface OfficeCalendar {
  today: string;
  monthStart: string;
  /** today + 6: the end of the tasks' 'week' window. */
  inSixDays: string;
  /** today + 7: the first day the agenda card leaves out (it shows today and the next six). */
  weekAheadEnd: string;
  /** Oldest first; the last is the current week. */
  weeks: { from: string; to: string }[];
}

/** 'aaaa-mm-dd' shifted by n days (calendar arithmetic at UTC noon, never crossing a DST edge). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week the day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function officeCalendar(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): OfficeCalendar {
  const today = localDay(now, timeZone);
  const monday = mondayOf(today);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
    const from = addDays(monday, -7 * (DASHBOARD_WEEKS - 1 - i));
    return { from, to: addDays(from, 6) };
  });
  return {
    today,
    monthStart: `${today.slice(0, 8)}01`,
    inSixDays: addDays(today, 6),
    weekAheadEnd: addDays(today, 7),
    weeks,
  };
}
