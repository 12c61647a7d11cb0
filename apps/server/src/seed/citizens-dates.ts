// Birth and registration dates of the demo citizens, relative to the seeding day so the birthday lists are never empty.
import type { Rng } from './citizens-generate.ts';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** A birth date on month-day of `day` for someone turning `age` that year (29/02 moves to a leap year). */
function bornOn(day: string, age: number): string {
  let year = Number(day.slice(0, 4)) - age;
  if (day.slice(5) === '02-29') while (!isLeap(year)) year--;
  return `${year}${day.slice(4)}`;
}

/**
 * 4 birthdays today, 6 around this week, 12 more this month, the rest spread over the year;
 * ages 16–92, most between 25 and 70.
 */
export function birthDates(rng: Rng, count: number, today: string): string[] {
  const base = new Date(`${today}T12:00:00Z`);
  const age = () => 16 + Math.floor(((rng() + rng() + rng()) / 3) * 76);
  const month = base.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(base.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const weekOffsets = [-3, -1, 1, 2, 4, 6];
  return Array.from({ length: count }, (_, i) => {
    if (i < 4) return bornOn(today, age());
    if (i < 10) return bornOn(iso(new Date(base.getTime() + weekOffsets[i - 4]! * DAY)), age());
    if (i < 22) {
      let d = 1 + Math.floor(rng() * daysInMonth);
      if (d === base.getUTCDate()) d = (d % daysInMonth) + 1;
      return bornOn(iso(new Date(Date.UTC(base.getUTCFullYear(), month, d, 12))), age());
    }
    const dayOfYear = Math.floor(rng() * 365);
    return bornOn(iso(new Date(Date.UTC(base.getUTCFullYear(), 0, 1 + dayOfYear, 12))), age());
  });
}

/** Registration instants over the last ~18 months, more of them recent, during office hours. */
export function createdDates(rng: Rng, count: number, now: number): Date[] {
  return Array.from({ length: count }, () => {
    const daysAgo = Math.floor(Math.pow(rng(), 1.6) * 540);
    const hour = 11 + Math.floor(rng() * 10); // 08h–18h in Brasília (UTC−3)
    const d = new Date(now - daysAgo * DAY);
    d.setUTCHours(hour, Math.floor(rng() * 60), Math.floor(rng() * 60), 0);
    return d.getTime() > now ? new Date(now - 60_000) : d;
  });
}
