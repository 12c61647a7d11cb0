// Eleitores: total and new this month, with the list's own WHERE builder so the card and the filtered list
// it links to count the same rows. Past 10,000 the planner's estimate answers (flagged, shown with '~'):
// an exact count over a million rows on every dashboard load is what the list already refuses to do.
import type { z } from 'zod';
import type { DashboardCitizensSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countCitizens } from '../citizens/citizens-count.ts';
import { citizenFilterWhere } from '../citizens/citizens.filter.ts';

export async function citizensSection(
  db: Db,
  organizationId: string,
  monthStart: string,
  timeZone?: string,
): Promise<z.infer<typeof DashboardCitizensSchema>> {
  const [total, newThisMonth] = await Promise.all([
    countCitizens(db, citizenFilterWhere(organizationId, { status: 'active' }, timeZone)),
    countCitizens(
      db,
      citizenFilterWhere(organizationId, { status: 'active', createdFrom: monthStart }, timeZone),
    ),
  ]);
  return {
    total: total.total,
    totalIsEstimate: total.isEstimate,
    newThisMonth: newThisMonth.total,
    newThisMonthIsEstimate: newThisMonth.isEstimate,
    monthStart,
  };
}
