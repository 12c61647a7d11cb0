// The agenda's state in the URL (view, date, open event, filters), so a view can be shared, survives a
// reload, and the dashboard can link to '/agenda?date=aaaa-mm-dd&view=week'.
import dayjs from 'dayjs';

export const AGENDA_VIEWS = ['month', 'week', 'day'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
export const AGENDA_VIEW_LABELS: Record<AgendaView, string> = { month: 'Mês', week: 'Semana', day: 'Dia' };

/** FullCalendar's names for the three views. */
export const FC_VIEWS: Record<AgendaView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};

/** The category filter's key for events without a category. */
export const NO_CATEGORY = 'none';

export interface AgendaParams {
  view: AgendaView;
  /** 'aaaa-mm-dd', the day the view shows (or contains). */
  date: string;
  /** The event whose details are open. */
  eventId: string | null;
  /** 'Somente meus eventos'. */
  mine: boolean;
  /** Category ids (or NO_CATEGORY) hidden by the filter chips. */
  hidden: string[];
}

const isDay = (v: string | null): v is string => !!v && dayjs(v).format('YYYY-MM-DD') === v;

/** Reads the URL; a phone starts on the day view, a wider screen on the week. */
export function parseAgendaParams(search: URLSearchParams, today: string, small: boolean): AgendaParams {
  const view = search.get('view');
  const date = search.get('date');
  return {
    view: AGENDA_VIEWS.includes(view as AgendaView) ? (view as AgendaView) : small ? 'day' : 'week',
    date: isDay(date) ? date : today,
    eventId: search.get('event') || null,
    mine: search.get('mine') === '1',
    hidden: (search.get('hidden') ?? '').split(',').filter(Boolean),
  };
}

/** The URL after a change; defaults (today, no filters) are left out to keep links short. */
export function agendaSearch(
  current: URLSearchParams,
  changes: Partial<AgendaParams>,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (changes.view !== undefined) set('view', changes.view);
  if (changes.date !== undefined) set('date', changes.date === today ? null : changes.date);
  if (changes.eventId !== undefined) set('event', changes.eventId);
  if (changes.mine !== undefined) set('mine', changes.mine ? '1' : null);
  if (changes.hidden !== undefined) set('hidden', changes.hidden.join(',') || null);
  return next;
}

/** The day one step before or after in the view ('Anterior' / 'Próximo'). */
export function stepDate(date: string, view: AgendaView, direction: -1 | 1): string {
  return dayjs(date).add(direction, view).format('YYYY-MM-DD');
}
