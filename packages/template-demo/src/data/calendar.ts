// Sample calendar events (TEMPLATE-BACKEND §2): 10 events placed relative to the current month.
import { DAY_MS } from '../helpers.ts';

export type CalendarName = 'Business' | 'Holiday' | 'Personal' | 'Family' | 'ETC';

export const CALENDARS: readonly CalendarName[] = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'];

export interface DemoEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: CalendarName; [key: string]: unknown };
}

/** Midnight UTC of a day of the month (day may overflow or be ≤ 0; Date.UTC normalises it). */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

export function createEvents(now: Date): DemoEvent[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const lastDay = utcDay(y, m + 1, 0).getUTCDate();
  const before = (days: number, length = 1): [Date, Date] => {
    const start = utcDay(y, m, lastDay - days);
    return [start, new Date(start.getTime() + length * DAY_MS)];
  };
  const rows: [string, CalendarName, [Date, Date], boolean][] = [
    ['Reunião de planejamento', 'Business', [now, new Date(now.getTime() + DAY_MS)], false],
    ['Almoço com parceiros', 'Business', before(13, 2), true],
    ['Feriado municipal', 'Holiday', before(12), true],
    ['Consulta médica', 'Personal', before(11), true],
    ['Manutenção do carro', 'ETC', before(10, 2), true],
    ['Aula de natação', 'Personal', before(9), true],
    ['Aniversário da vó', 'Family', before(13), true],
    ['Visita ao cliente', 'Business', before(12, 3), true],
    ['Fechamento do mês', 'Business', [utcDay(y, m + 1, 1), utcDay(y, m + 1, 2)], true],
    ['Dia de descanso', 'Personal', [utcDay(y, m - 1, 1), utcDay(y, m - 1, 2)], true],
  ];
  return rows.map(([title, calendar, [start, end], allDay], i) => ({
    id: i + 1,
    url: '',
    title,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay,
    extendedProps: { calendar },
  }));
}
