// 'Bom dia' / 'Boa tarde' / 'Boa noite' by the hour, and today's date in words, in the office time zone.
import { TIME_ZONE } from '../../lib/format.ts';

const hourFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const longDayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

export function greeting(now: Date = new Date()): string {
  const hour = Number(hourFormat.format(now));
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** 'Segunda-feira, 23 de novembro de 2026'. */
export function longToday(now: Date = new Date()): string {
  const text = longDayFormat.format(now);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
