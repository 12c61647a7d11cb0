// 'Bom dia' / 'Boa tarde' / 'Boa noite' by the hour, and today's date in words, in the office time zone.
import { officeFormatter } from '../../lib/format.ts';

const HOUR = { hour: 'numeric', hourCycle: 'h23' } as const;
const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

export function greeting(now: Date = new Date()): string {
  const hour = Number(officeFormatter(HOUR).format(now));
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** 'Segunda-feira, 23 de novembro de 2026'. */
export function longToday(now: Date = new Date()): string {
  const text = officeFormatter(LONG_DAY).format(now);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
