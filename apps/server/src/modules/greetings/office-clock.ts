// The office's calendar day and hour at an instant (greetings go out by the office's clock).
import type { CalendarDay } from '../citizen-reports/birthday-window.ts';

export interface OfficeClock {
  /** 'YYYY-MM-DD'. */
  day: string;
  calendar: CalendarDay;
  hour: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function officeClock(now: Date, timeZone: string): OfficeClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const calendar = { year: get('year'), month: get('month'), day: get('day') };
  return { day: isoOf(calendar), calendar, hour: get('hour') };
}

export const isoOf = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

export function nextDay(d: CalendarDay): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}
