// Today's aniversariantes: how many and the first few by name — the birthdays page's own list (same window,
// 29 Feb on 28 Feb in common years, same contact columns). For one day it reads citizens_org_birthday_name_idx:
// the count from the index alone, the names already in order (no sort of ~2,700 rows at a million citizens).
import type { z } from 'zod';
import { DASHBOARD_BIRTHDAY_NAMES, type DashboardBirthdaysSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { listBirthdays } from '../citizen-reports/birthdays.ts';

type DashboardBirthdays = z.infer<typeof DashboardBirthdaysSchema>;

export async function birthdaysSection(
  db: Db,
  organizationId: string,
  now: Date,
  timeZone?: string,
): Promise<DashboardBirthdays> {
  const list = await listBirthdays(
    db,
    organizationId,
    { period: 'today', page: 1, perPage: DASHBOARD_BIRTHDAY_NAMES },
    now,
    timeZone,
  );
  return { total: list.total, citizens: list.citizens };
}
