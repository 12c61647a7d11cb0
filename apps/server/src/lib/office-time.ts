// Calendar and clock in a given IANA time zone (the office's): formatters are built once per zone and options.
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for `locale` and `options` in `timeZone`. */
export function formatterIn(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'pt-BR',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** 'aaaa-mm-dd' of the instant on the calendar of `timeZone`. */
export function dayIn(timeZone: string = DEFAULT_TIME_ZONE, at: Date = new Date()): string {
  return formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(at);
}

/** 'aaaa-mm' of the instant on the calendar of `timeZone`. */
export function monthIn(timeZone: string = DEFAULT_TIME_ZONE, at: Date = new Date()): string {
  return dayIn(timeZone, at).slice(0, 7);
}

/** Minutes `timeZone` is ahead of UTC at the instant (−180 in Brasília). */
export function offsetMinutesIn(timeZone: string, at: Date): number {
  const name = formatterIn(timeZone, { timeZoneName: 'longOffset' }, 'en-US')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The instant a calendar day ('aaaa-mm-dd') starts in `timeZone`. */
export function startOfDayIn(timeZone: string, day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  return new Date(guess.getTime() - offsetMinutesIn(timeZone, guess) * 60_000);
}
