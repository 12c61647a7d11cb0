// GET /api/dashboard (subject 'dashboard'): the office at a glance. Each section is null when the caller
// may not read its subject (citizens, demands, occurrences, tasks, events); the web then hides the card.
import { z } from 'zod';
import { ColorSchema, PrioritySchema } from './casework.contract.ts';
import { BirthdayItemSchema } from './citizens.contract.ts';
import { SocialLinkSchema } from './social-links.contract.ts';

/** How many names the birthday card, the task card and the agenda card list at most. */
export const DASHBOARD_BIRTHDAY_NAMES = 6;
export const DASHBOARD_TASKS = 5;
export const DASHBOARD_EVENTS = 8;
/** Weeks of atendimentos in the chart (Monday to Sunday, the current one last). */
export const DASHBOARD_WEEKS = 12;

const Day = z.string().describe('aaaa-mm-dd');

export const DashboardCitizensSchema = z.object({
  total: z.number().int(),
  /** Above 10,000 the planner's estimate (shown with '~'). */
  totalIsEstimate: z.boolean(),
  newThisMonth: z.number().int(),
  newThisMonthIsEstimate: z.boolean(),
  /** First day of the current month in the office's calendar (the link's createdFrom). */
  monthStart: Day,
});

export const DashboardStatusCountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: ColorSchema,
  isFinal: z.boolean(),
  count: z.number().int(),
});

export const DashboardAreaCountSchema = z.object({
  /** null: demandas without an área ('Sem área'). */
  _id: z.string().nullable(),
  name: z.string(),
  color: ColorSchema,
  /** Demandas not deleted, and of those the open ones. */
  count: z.number().int(),
  open: z.number().int(),
});

export const DashboardDemandsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  /** Open with a prazo before today. */
  overdue: z.number().int(),
  /** Every status of the office in its order, zeros included. */
  byStatus: z.array(DashboardStatusCountSchema),
  /** Áreas with demandas (most open first), 'Sem área' last. */
  byArea: z.array(DashboardAreaCountSchema),
});

export const DashboardWeekSchema = z.object({
  /** Monday. */
  from: Day,
  /** Sunday. */
  to: Day,
  count: z.number().int(),
});

export const DashboardOccurrencesSchema = z.object({
  /** The last DASHBOARD_WEEKS weeks, oldest first; the last is the current week. */
  weeks: z.array(DashboardWeekSchema),
});

export const DashboardBirthdaysSchema = z.object({
  total: z.number().int(),
  /** The first DASHBOARD_BIRTHDAY_NAMES, by name. */
  citizens: z.array(BirthdayItemSchema),
});

export const DashboardTaskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  dueDate: Day.nullable(),
  priority: PrioritySchema,
  status: z.string(),
});

export const DashboardTasksSchema = z.object({
  /**
   * The caller's open tasks (not concluída/cancelada) by prazo, as GET /api/tasks?due= counts them: before
   * today, today, and from today to six days ahead (today included).
   */
  overdue: z.number().int(),
  dueToday: z.number().int(),
  dueThisWeek: z.number().int(),
  /** The caller's next open tasks (overdue first, then by due date). */
  mine: z.array(DashboardTaskSchema),
});

export const DashboardEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  category: z.object({ name: z.string(), color: ColorSchema }).nullable(),
});

export const DashboardEventsSchema = z.object({
  /** From now to the end of the 7th day, up to DASHBOARD_EVENTS, by start. */
  upcoming: z.array(DashboardEventSchema),
});

/** Emendas: this year's indicado vs pago, and every status with its count and values (issue 17). */
export const DashboardAmendmentsSchema = z.object({
  year: z.number().int(),
  yearIndicated: z.number().int(),
  yearPaid: z.number().int(),
  byStatus: z.array(
    z.object({
      status: z.string(),
      count: z.number().int(),
      indicated: z.number().int(),
      paid: z.number().int(),
    }),
  ),
});
export type DashboardAmendments = z.infer<typeof DashboardAmendmentsSchema>;

export const DashboardSchema = z.object({
  /** Today in the office's calendar. */
  today: Day,
  citizens: DashboardCitizensSchema.nullable(),
  demands: DashboardDemandsSchema.nullable(),
  occurrences: DashboardOccurrencesSchema.nullable(),
  birthdays: DashboardBirthdaysSchema.nullable(),
  tasks: DashboardTasksSchema.nullable(),
  events: DashboardEventsSchema.nullable(),
  /** The links sociais marked visible, in the office's order (null without read on 'social-links'). */
  socialLinks: z.array(SocialLinkSchema).nullable(),
  /** Absent or null for who may not read emendas. */
  amendments: DashboardAmendmentsSchema.nullable().optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export type DashboardDemands = z.infer<typeof DashboardDemandsSchema>;
export type DashboardWeek = z.infer<typeof DashboardWeekSchema>;
export type DashboardTask = z.infer<typeof DashboardTaskSchema>;
export type DashboardEvent = z.infer<typeof DashboardEventSchema>;
