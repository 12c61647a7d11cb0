// GET /api/dashboard: every section the caller may read, its queries all started at once (on PostgreSQL
// they run side by side on the pool); a section the caller may not read is null and never queried.
import { can, type Dashboard, type Subject } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { amendmentsSection } from './dashboard-amendments.ts';
import { birthdaysSection } from './dashboard-birthdays.ts';
import { citizensSection } from './dashboard-citizens.ts';
import { officeCalendar } from './dashboard-dates.ts';
import { demandsSection } from './dashboard-demands.ts';
import { eventsSection } from './dashboard-events.ts';
import { occurrencesSection } from './dashboard-occurrences.ts';
import { tasksSection } from './dashboard-tasks.ts';
import { visibleLinks } from '../social-links/social-links.service.ts';

export async function getDashboard(deps: AppDeps, tenant: Tenant, now = new Date()): Promise<Dashboard> {
  const db = deps.database.db;
  const org = tenant.organizationId;
  const tz = tenant.timeZone;
  const cal = officeCalendar(now, tz);
  const section = <T>(subject: Subject, load: () => Promise<T>): Promise<T | null> =>
    can(tenant.ability, 'read', subject) ? load() : Promise.resolve(null);

  const [citizens, demands, occurrences, birthdays, tasks, events, socialLinks, amendments] =
    await Promise.all([
      section('citizens', () => citizensSection(db, org, cal.monthStart, tz)),
      section('demands', () => demandsSection(db, org, cal.today)),
      section('occurrences', () => occurrencesSection(db, org, cal.weeks, tz)),
      section('citizens', () => birthdaysSection(db, org, now, tz)),
      section('tasks', () => tasksSection(db, org, tenant.userId, cal.today, cal.inSixDays)),
      section('events', () => eventsSection(db, org, now, cal.weekAheadEnd, tz)),
      section('social-links', () => visibleLinks(db, org)),
      section('amendments', () => amendmentsSection(db, org, cal.today)),
    ]);
  return {
    today: cal.today,
    citizens,
    demands,
    occurrences,
    birthdays,
    tasks,
    events,
    socialLinks,
    amendments,
  };
}
