// Event times on the office's calendar: all-day events become whole days (midnight to midnight in
// America/Sao_Paulo) and the texts of reminders and invitations read in the office's clock.
import { EVENT_TIME_ZONE, eventDay, eventTimesIssues } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, formatterIn } from '../../lib/office-time.ts';

const DAY_MS = 86_400_000;
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: EVENT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The office's wall clock minus UTC at that instant, in ms (-3 h in Brasília). */
function offsetMs(at: number): number {
  const whole = Math.floor(at / 1000) * 1000;
  const p = Object.fromEntries(wallClock.formatToParts(new Date(whole)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - whole;
}

/** The instant the office's day 'aaaa-mm-dd' begins. */
export function officeMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(utcMidnight);
  // A second pass settles days whose offset differs from the one at UTC midnight (old DST rules).
  return new Date(utcMidnight - offsetMs(guess));
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export interface EventTimes {
  start: string;
  end: string;
  allDay: boolean;
}

/** A stored event as the input would send it: instants, or the first and last day (inclusive) when all-day. */
export function storedTimes(row: { startsAt: Date; endsAt: Date; allDay: boolean }): EventTimes {
  if (!row.allDay) return { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), allDay: false };
  const lastDay = eventDay(
    new Date(Math.max(row.startsAt.getTime(), row.endsAt.getTime() - 1)).toISOString(),
  );
  return { start: eventDay(row.startsAt.toISOString()), end: lastDay, allDay: true };
}

/** Checks and converts the times to the stored instants; refuses with a pt-BR message on the field. */
export function normalizeTimes(times: EventTimes): { startsAt: Date; endsAt: Date; allDay: boolean } {
  const issues = Object.entries(eventTimesIssues(times));
  if (issues.length > 0) {
    const [, message] = issues[0]!;
    throw new AppError('VALIDATION', 400, message, Object.fromEntries(issues));
  }
  if (!times.allDay) {
    return { startsAt: new Date(times.start), endsAt: new Date(times.end), allDay: false };
  }
  return {
    startsAt: officeMidnight(eventDay(times.start)),
    endsAt: officeMidnight(nextDay(eventDay(times.end))),
    allDay: true,
  };
}

/**
 * 'hoje às 14:00', 'amanhã às 09:30', 'em 12/03 às 14:00'; all-day: 'hoje (dia inteiro)' — on the clock of
 * `timeZone` (the office's). All-day events are stored as whole days in the default zone.
 */
export function whenText(startsAt: Date, allDay: boolean, now: Date, timeZone?: string): string {
  const zone = allDay || !timeZone ? EVENT_TIME_ZONE : timeZone;
  const day = dayIn(zone, startsAt);
  const today = dayIn(zone, now);
  const [, m, d] = day.split('-');
  const relative = day === today ? 'hoje' : day === nextDay(today) ? 'amanhã' : `em ${d}/${m}`;
  if (allDay) return `${relative} (dia inteiro)`;
  const time = timeZone ? formatterIn(timeZone, { hour: '2-digit', minute: '2-digit' }) : timeFormat;
  return `${relative} às ${time.format(startsAt)}`;
}

/** 'às 14:00' (the reminder of an event today), else whenText. */
export function reminderWhen(startsAt: Date, allDay: boolean, now: Date, timeZone?: string): string {
  const text = whenText(startsAt, allDay, now, timeZone);
  return text.startsWith('hoje às') ? text.slice(5) : text;
}

/** The agenda path that opens the event on its day. */
export function eventLink(eventId: string, startsAt: Date): string {
  return `/agenda?date=${eventDay(startsAt.toISOString())}&event=${eventId}`;
}
