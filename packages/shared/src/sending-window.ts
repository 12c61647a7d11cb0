// The office's sending window for mass messages (DOMAIN-NOTES §4.4): hours, weekdays, Sundays and national
// holidays, blocked dates — always in the recipient's local time (the citizen's UF, else the office's).
// Pure functions: campaigns, birthday greetings and the settings screen use the same rules.

export interface SendingWindow {
  /** First hour a message may go out (0–23), local time. */
  startHour: number;
  /** Hour the window closes (1–24, exclusive), local time. */
  endHour: number;
  /** Days of the week allowed, 0 = domingo … 6 = sábado. */
  weekdays: number[];
  /** Saturday closes earlier (e.g. 13); null keeps endHour. */
  saturdayEndHour: number | null;
  /** Never on Sundays or national holidays, whatever `weekdays` says. */
  skipSundaysAndHolidays: boolean;
  /** Days the office blocks ('aaaa-mm-dd'). */
  blockedDates: string[];
}

export const DEFAULT_SENDING_WINDOW: SendingWindow = {
  startHour: 9,
  endHour: 18,
  weekdays: [1, 2, 3, 4, 5, 6],
  saturdayEndHour: 13,
  skipSundaysAndHolidays: true,
  blockedDates: [],
};

export const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

const ZONE_BY_UF: Record<string, string> = {
  AC: 'America/Rio_Branco',
  AM: 'America/Manaus',
  RR: 'America/Boa_Vista',
  RO: 'America/Porto_Velho',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
  PA: 'America/Belem',
  AP: 'America/Belem',
  TO: 'America/Araguaina',
  MA: 'America/Fortaleza',
  PI: 'America/Fortaleza',
  CE: 'America/Fortaleza',
  RN: 'America/Fortaleza',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  AL: 'America/Maceio',
  SE: 'America/Maceio',
  BA: 'America/Bahia',
};

/** The IANA time zone of a UF (the capital's); unknown or empty → Brasília's. */
export function timeZoneOfUf(uf: string | null | undefined): string {
  return (uf && ZONE_BY_UF[uf.toUpperCase()]) || OFFICE_TIME_ZONE;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Easter Sunday (Gregorian, anonymous algorithm) as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return [month, ((h + l - 7 * m + 114) % 31) + 1];
}

/** National holidays of a year (Lei 662/49, 6.802/80, 14.759/23, and Sexta-feira Santa), 'aaaa-mm-dd'. */
export function nationalHolidays(year: number): string[] {
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  if (year >= 2024) fixed.push('11-20');
  const [em, ed] = easter(year);
  const goodFriday = new Date(Date.UTC(year, em - 1, ed - 2));
  return [
    ...fixed.map((md) => `${year}-${md}`),
    dayOf(year, goodFriday.getUTCMonth() + 1, goodFriday.getUTCDate()),
  ].sort();
}

/** 0 = domingo … 6 = sábado of a calendar day. */
function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** True when nothing may go out on that day: a blocked date, or a Sunday/holiday when the office skips them. */
export function isBlockedDay(window: SendingWindow, day: string): boolean {
  if (window.blockedDates.includes(day)) return true;
  if (!window.skipSundaysAndHolidays) return false;
  return weekdayOf(day) === 0 || nationalHolidays(Number(day.slice(0, 4))).includes(day);
}

interface LocalTime {
  day: string;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function localTime(at: Date, timeZone: string): LocalTime {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** The instant a local wall-clock time happens in the zone. */
function instantOf(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  const shown = localTime(new Date(guess), timeZone);
  const [sy, sm, sd] = shown.day.split('-').map(Number) as [number, number, number];
  const offset = Date.UTC(sy, sm - 1, sd, shown.hour, shown.minute) - guess;
  return new Date(guess - offset);
}

const closingHour = (w: SendingWindow, day: string) =>
  weekdayOf(day) === 6 && w.saturdayEndHour !== null ? w.saturdayEndHour : w.endHour;

function dayOpen(w: SendingWindow, day: string): boolean {
  return w.weekdays.includes(weekdayOf(day)) && !isBlockedDay(w, day) && closingHour(w, day) > w.startHour;
}

/** True when a message may go out at `at` in that time zone. */
export function isWithinWindow(window: SendingWindow, at: Date, timeZone: string): boolean {
  const local = localTime(at, timeZone);
  if (!dayOpen(window, local.day)) return false;
  return local.hour >= window.startHour && local.hour < closingHour(window, local.day);
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `at` itself when inside the window, else the next opening; null when nothing opens in the next year. */
export function nextAllowedTime(window: SendingWindow, at: Date, timeZone: string): Date | null {
  if (isWithinWindow(window, at, timeZone)) return at;
  const local = localTime(at, timeZone);
  let day = local.day;
  for (let i = 0; i < 370; i++, day = nextDay(day)) {
    if (!dayOpen(window, day)) continue;
    const opens = instantOf(day, window.startHour, timeZone);
    if (opens.getTime() > at.getTime()) return opens;
  }
  return null;
}

/** The pt-BR summary the settings screen and the campaign page show. */
export function describeWindow(w: SendingWindow): string {
  const names = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
  const days = [...w.weekdays]
    .sort()
    .map((d) => names[d])
    .join(', ');
  const sat =
    w.weekdays.includes(6) && w.saturdayEndHour !== null ? `; sábado até ${w.saturdayEndHour}h` : '';
  const skip = w.skipSundaysAndHolidays ? '; nunca em domingos e feriados nacionais' : '';
  return `${days}, das ${w.startHour}h às ${w.endHour}h${sat}${skip} (horário do destinatário)`;
}
