// Calendar days in the office's time zone: ages and birthday filters turn over at midnight in Brasília, not UTC.
const TIME_ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'aaaa-mm-dd' of the instant in America/Sao_Paulo. */
export function localDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** The local calendar day as a Date at UTC midnight (what date arithmetic on getUTC* expects). */
export function localToday(at: Date = new Date()): Date {
  return new Date(`${localDay(at)}T00:00:00Z`);
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
