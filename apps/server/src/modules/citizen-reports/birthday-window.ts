// Which birthdays a period covers, on the office's calendar (its time zone); 29 Feb falls on 28 Feb in common years.

import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import { formatterIn } from '../../lib/office-time.ts';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A birthday the window shows: `monthDay` is the stored month*100+day, `shownOn` the day it is listed on. */
export interface WindowDay {
  monthDay: number;
  year: number;
  /** 'mm-dd' the birthday is listed on. */
  shownOn: string;
  position: number;
}

export interface BirthdayWindow {
  days: WindowDay[];
  from: string;
  to: string;
}

export function officeToday(now = new Date(), timeZone: string = DEFAULT_TIME_ZONE): CalendarDay {
  const parts = formatterIn(
    timeZone,
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    'en-CA',
  ).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

function addDays(d: CalendarDay, n: number): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function daysOf(period: 'today' | 'week' | 'month', today: CalendarDay, month?: number): CalendarDay[] {
  if (period === 'today') return [today];
  if (period === 'week') return Array.from({ length: 7 }, (_, i) => addDays(today, i));
  const m = month ?? today.month;
  const length = new Date(Date.UTC(today.year, m, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => ({ year: today.year, month: m, day: i + 1 }));
}

export function birthdayWindow(
  period: 'today' | 'week' | 'month',
  today: CalendarDay,
  month?: number,
): BirthdayWindow {
  const calendar = daysOf(period, today, month);
  const days: WindowDay[] = [];
  calendar.forEach((d, position) => {
    const shownOn = `${pad(d.month)}-${pad(d.day)}`;
    days.push({ monthDay: d.month * 100 + d.day, year: d.year, shownOn, position });
    // Born on 29 Feb: in a common year the birthday is celebrated on 28 Feb.
    if (d.month === 2 && d.day === 28 && !isLeap(d.year)) {
      days.push({ monthDay: 229, year: d.year, shownOn, position });
    }
  });
  return { days, from: iso(calendar[0]!), to: iso(calendar.at(-1)!) };
}
