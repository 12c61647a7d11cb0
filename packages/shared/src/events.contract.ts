// Agenda: events with categories, participants (users and citizens) and reminders (issue 4, part 5).
import { z } from 'zod';
import { CitizenRefSchema, ColorSchema, VersionSchema } from './casework.contract.ts';
import { clearable, csvIdsSchema, DateOnlySchema, IdSchema, singleLine } from './common.contract.ts';

const PersonRef = z.object({ _id: z.string(), name: z.string() });
type Color = z.infer<typeof ColorSchema>;

/** The office's calendar: all-day events take whole days here (midnight to midnight). */
export const EVENT_TIME_ZONE = 'America/Sao_Paulo';
/** A longer event would make the range query scan too far back; nothing on an agenda lasts longer. */
export const EVENT_MAX_DAYS = 90;
/** The widest window GET /api/events answers (a month view shows 42 days). */
export const EVENT_RANGE_MAX_DAYS = 100;

// Categories -------------------------------------------------------------------------------------------------

export const EventCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: ColorSchema,
  position: z.number().int(),
  /** Live events in the category (what deleting it leaves without one). */
  eventsCount: z.number().int(),
});
export type EventCategory = z.infer<typeof EventCategorySchema>;
export const EventCategoryListSchema = z.object({ categories: z.array(EventCategorySchema) });

const categoryFields = {
  name: singleLine().min(2, 'Informe o nome da categoria').max(60, 'No máximo 60 caracteres'),
  color: ColorSchema,
};
export const EventCategoryInputSchema = z.object({ ...categoryFields, color: ColorSchema.default('blue') });
export type EventCategoryInput = z.infer<typeof EventCategoryInputSchema>;
/** Only what is sent changes (zod applies defaults inside partial(), so the fields have none here). */
export const UpdateEventCategoryInputSchema = z.object(categoryFields).partial();

/** The categories every new office starts with. */
export const DEFAULT_EVENT_CATEGORIES: { name: string; color: Color }[] = [
  { name: 'Reunião', color: 'blue' },
  { name: 'Visita', color: 'green' },
  { name: 'Audiência pública', color: 'violet' },
  { name: 'Sessão plenária', color: 'indigo' },
  { name: 'Evento comunitário', color: 'orange' },
  { name: 'Compromisso pessoal', color: 'gray' },
];

// Reminders --------------------------------------------------------------------------------------------------

/** Minutes before the start; all-day events count from 08:00 of their first day. */
export const EVENT_REMINDER_MINUTES = [0, 10, 30, 60, 120, 1440, 2880, 10080] as const;
export type EventReminderMinutes = (typeof EVENT_REMINDER_MINUTES)[number];
export const EVENT_REMINDER_LABELS: Record<EventReminderMinutes, string> = {
  0: 'Na hora do evento',
  10: '10 minutos antes',
  30: '30 minutos antes',
  60: '1 hora antes',
  120: '2 horas antes',
  1440: '1 dia antes',
  2880: '2 dias antes',
  10080: '1 semana antes',
};
export const EVENT_MAX_REMINDERS = 5;
/** Hour of the first day from which an all-day event's reminders count back. */
export const ALL_DAY_REMINDER_HOUR = 8;

const ReminderSchema = z
  .number({ error: 'Escolha um lembrete da lista' })
  .int()
  .refine((m) => (EVENT_REMINDER_MINUTES as readonly number[]).includes(m), 'Escolha um lembrete da lista');

// The record -------------------------------------------------------------------------------------------------

export const EventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO instants. All-day events: midnight of the first day to midnight after the last (office time zone). */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  category: z.object({ _id: z.string(), name: z.string(), color: ColorSchema }).nullable(),
  location: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  participants: z.object({ users: z.array(PersonRef), citizens: z.array(CitizenRefSchema) }),
  /** Minutes before the start, ascending. */
  reminders: z.array(z.number().int()),
  demand: z.object({ _id: z.string(), protocol: z.string(), title: z.string() }).nullable(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** Named AgendaEvent so it never shadows the DOM's Event type. */
export type AgendaEvent = z.infer<typeof EventSchema>;
export const EventListSchema = z.object({ events: z.array(EventSchema) });

/** An instant with its offset ('2026-03-10T14:00:00-03:00') or, for all-day events, a day 'aaaa-mm-dd'. */
export const EventTimeSchema = z.union([z.iso.datetime({ offset: true }), DateOnlySchema], {
  error: 'Informe a data e a hora',
});
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

const officeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** 'aaaa-mm-dd' of an event time on the office's calendar (a day is itself). */
export function eventDay(value: string): string {
  return isDay(value) ? value : officeDay.format(new Date(value));
}

export const END_BEFORE_START = 'O término não pode ser antes do início';
export const EVENT_TOO_LONG = `Um evento pode durar no máximo ${EVENT_MAX_DAYS} dias`;
const DAY_MS = 86_400_000;

/**
 * What is wrong with an event's times, as { field: message } (empty when fine). All-day events compare
 * days (the last day inclusive); timed ones need instants. Shared by the schema and the server's merge of a PUT.
 */
export function eventTimesIssues(v: {
  start: string;
  end: string;
  allDay?: boolean;
}): Record<string, string> {
  const dayBased = v.allDay ?? (isDay(v.start) || isDay(v.end));
  if (!dayBased) {
    if (isDay(v.start)) return { start: 'Informe a hora de início' };
    if (isDay(v.end)) return { end: 'Informe a hora de término' };
  }
  const from = dayBased ? Date.parse(`${eventDay(v.start)}T00:00:00Z`) : Date.parse(v.start);
  const to = dayBased ? Date.parse(`${eventDay(v.end)}T00:00:00Z`) + DAY_MS : Date.parse(v.end);
  if (to < from || (dayBased && to <= from)) return { end: END_BEFORE_START };
  if (to - from > EVENT_MAX_DAYS * DAY_MS) return { end: EVENT_TOO_LONG };
  return {};
}

const refineTimes = (v: { start?: string; end?: string; allDay?: boolean }, ctx: z.RefinementCtx) => {
  if (v.start === undefined || v.end === undefined) return;
  for (const [field, message] of Object.entries(eventTimesIssues({ ...v, start: v.start, end: v.end }))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
};

const eventFields = {
  title: singleLine().min(3, 'Informe o título do evento').max(200, 'No máximo 200 caracteres'),
  description: clearable(5000),
  start: EventTimeSchema,
  end: EventTimeSchema,
  allDay: z.boolean(),
  categoryId: IdSchema.nullable().optional(),
  location: clearable(300),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  userIds: z.array(IdSchema).max(50, 'No máximo 50 participantes da equipe'),
  citizenIds: z.array(IdSchema).max(50, 'No máximo 50 eleitores por evento'),
  reminders: z
    .array(ReminderSchema)
    .max(EVENT_MAX_REMINDERS, `No máximo ${EVENT_MAX_REMINDERS} lembretes`)
    .refine((list) => new Set(list).size === list.length, 'Cada lembrete só pode aparecer uma vez'),
  /** The demanda the event is about (a visit to the place, a meeting with the órgão). */
  demandId: IdSchema.nullable().optional(),
};

export const EventInputSchema = z
  .object({
    ...eventFields,
    allDay: z.boolean().default(false),
    userIds: eventFields.userIds.default([]),
    citizenIds: eventFields.citizenIds.default([]),
    reminders: eventFields.reminders.default([]),
  })
  .superRefine(refineTimes);
export type EventInput = z.infer<typeof EventInputSchema>;

/**
 * PUT /api/events/{id}: any subset plus the version it was read at. A move or resize on the calendar
 * sends just start, end, allDay and version.
 */
export const UpdateEventInputSchema = z
  .object(eventFields)
  .partial()
  .extend({ version: VersionSchema })
  .superRefine(refineTimes);
export type UpdateEventInput = z.infer<typeof UpdateEventInputSchema>;

// The range query --------------------------------------------------------------------------------------------

export const ListEventsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Informe o início do período (data e hora ISO)' }),
    to: z.iso.datetime({ offset: true, error: 'Informe o fim do período (data e hora ISO)' }),
    categoryIds: csvIdsSchema(50).optional(),
    /** Events the user takes part in: a user id or 'me'. */
    userId: z.union([IdSchema, z.literal('me')]).optional(),
    citizenId: IdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const span = Date.parse(v.to) - Date.parse(v.from);
    if (span <= 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início' });
    else if (span > EVENT_RANGE_MAX_DAYS * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `O período pode ter no máximo ${EVENT_RANGE_MAX_DAYS} dias`,
      });
    }
  });
export type ListEventsQuery = z.infer<typeof ListEventsQuerySchema>;
