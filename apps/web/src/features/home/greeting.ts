// 'Bom dia' / 'Boa tarde' / 'Boa noite' by the hour in the office time zone.
import { TIME_ZONE } from '../../lib/format.ts';

const hourFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

export function greeting(now: Date = new Date()): string {
  const hour = Number(hourFormat.format(now));
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}
