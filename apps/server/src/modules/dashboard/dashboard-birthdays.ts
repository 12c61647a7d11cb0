// Today's aniversariantes: how many and the first few by name, with the birthdays page's window (29 Feb
// falls on 28 Feb in common years) and contact columns. Both read citizens_org_birthday_name_idx: the count
// from the index alone, the names already in order — ~2,700 birthdays a day in a million citizens would
// otherwise mean as many row reads and a sort on every dashboard load.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DASHBOARD_BIRTHDAY_NAMES, type DashboardBirthdaysSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { birthdayWindow, officeToday } from '../citizen-reports/birthday-window.ts';
import { preferredEmail, preferredPhone, tagRefs, whatsapp } from '../citizen-reports/birthdays.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';

type DashboardBirthdays = z.infer<typeof DashboardBirthdaysSchema>;

export async function birthdaysSection(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<DashboardBirthdays> {
  const window = birthdayWindow('today', officeToday(now));
  const byMonthDay = new Map(window.days.map((d) => [d.monthDay, d]));
  const where = and(
    eq(citizens.organizationId, organizationId),
    isNull(citizens.deletedAt),
    inArray(citizens.birthMonthDay, [...byMonthDay.keys()]),
  );
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
      .orderBy(sql`lower(f_unaccent(${citizens.name}))`, asc(citizens.id))
      .limit(DASHBOARD_BIRTHDAY_NAMES),
    db.select({ n: count() }).from(citizens).where(where),
  ]);
  return {
    total: total?.n ?? 0,
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
  };
}
