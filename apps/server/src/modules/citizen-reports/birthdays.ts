// Aniversariantes: live citizens whose birthday falls in the window, by day then name, via the birth_month_day index.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, type BirthdayListSchema, type BirthdaysQuerySchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { birthdayWindow, officeToday } from './birthday-window.ts';

type BirthdayList = z.infer<typeof BirthdayListSchema>;
type BirthdaysQuery = z.infer<typeof BirthdaysQuerySchema>;
type TagRef = { _id: string; name: string; color: string };

// Correlated lookups spell "citizens"."id" out so they never bind to the inner table's id.
const preferredPhone = sql<
  string | null
>`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" order by p.preferred desc, p.position limit 1)`;
const whatsapp = sql<
  string | null
>`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" and p.can_contact and p.type in ('whatsapp', 'celular') order by (p.type = 'whatsapp') desc, p.preferred desc, p.position limit 1)`;
const preferredEmail = sql<
  string | null
>`(select e.address from citizen_emails e where e.citizen_id = "citizens"."id" order by e.preferred desc, e.position limit 1)`;
const tagRefs = sql<
  TagRef[]
>`coalesce((select json_agg(json_build_object('_id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name)) from citizen_tags ct join tags t on t.id = ct.tag_id where ct.citizen_id = "citizens"."id"), '[]'::json)`;

export async function listBirthdays(
  db: Db,
  organizationId: string,
  query: BirthdaysQuery,
  now = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<BirthdayList> {
  const window = birthdayWindow(query.period, officeToday(now, timeZone), query.month);
  const byMonthDay = new Map(window.days.map((d) => [d.monthDay, d]));
  const where = and(
    eq(citizens.organizationId, organizationId),
    isNull(citizens.deletedAt),
    inArray(citizens.birthMonthDay, [...byMonthDay.keys()]),
  );
  // Integers computed here, inlined so the CASE sorts as numbers. One day (today's list, the dashboard)
  // needs no CASE: rows then come in name order straight from citizens_org_birthday_name_idx, no sort.
  const position =
    window.days.length > 1
      ? [
          sql`case ${citizens.birthMonthDay} ${sql.raw(
            window.days.map((d) => `when ${Math.trunc(d.monthDay)} then ${Math.trunc(d.position)}`).join(' '),
          )} end`,
        ]
      : [];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: citizens.id,
        name: citizens.name,
        birthDate: citizens.birthDate,
        monthDay: citizens.birthMonthDay,
        neighborhood: citizens.neighborhood,
        city: municipalities.name,
        phone: preferredPhone,
        whatsapp,
        email: preferredEmail,
        tags: tagRefs,
      })
      .from(citizens)
      .leftJoin(municipalities, eq(municipalities.ibge, citizens.cityIbge))
      .where(where)
      .orderBy(...position, sql`lower(f_unaccent(${citizens.name}))`, asc(citizens.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(citizens).where(where),
  ]);
  return {
    citizens: rows.map((r) => {
      const day = byMonthDay.get(r.monthDay!)!;
      return {
        _id: r.id,
        name: r.name,
        birthDate: r.birthDate!,
        turningAge: day.year - Number(r.birthDate!.slice(0, 4)),
        day: day.shownOn,
        phone: r.phone,
        whatsapp: r.whatsapp,
        email: r.email,
        neighborhood: r.neighborhood,
        city: r.city,
        tags: r.tags,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
    from: window.from,
    to: window.to,
  };
}
