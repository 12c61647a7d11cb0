// The agenda card's days: events grouped by the office-calendar day they are on (one still going on from an
// earlier day counts as today), labelled 'Hoje', 'Amanhã' or 'quarta-feira, 25/11'.
import type { DashboardEvent } from '@gabinete/shared';
import { officeFormatter } from '../../../lib/format.ts';

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export function groupByDay(events: DashboardEvent[], today: string) {
  const groups: { day: string; events: DashboardEvent[] }[] = [];
  for (const event of events) {
    const start = officeFormatter({}, 'en-CA').format(new Date(event.startsAt));
    const day = start < today ? today : start;
    const last = groups.at(-1);
    if (last?.day === day) last.events.push(event);
    else groups.push({ day, events: [event] });
  }
  return groups;
}

export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Hoje';
  if (day === nextDay(today)) return 'Amanhã';
  const weekday = weekdayFormat.format(new Date(`${day}T12:00:00Z`));
  return `${weekday}, ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
