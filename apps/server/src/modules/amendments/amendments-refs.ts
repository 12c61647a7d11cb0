// What an emenda points at must belong to the caller's office (422 naming the field otherwise), and its
// input becomes column values (município → UF and, without a point, the município's centroid).
import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateAmendmentInput } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMunicipality } from '../geo/geo.repository.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { checkArea, checkCitizen, checkDemand, checkUser } from '../occurrences/casework-refs.ts';
import type { amendments, AmendmentRow } from './amendments.table.ts';

type Values = Partial<typeof amendments.$inferInsert>;
export type AmendmentFields = Omit<UpdateAmendmentInput, 'version' | 'demandIds' | 'citizenIds'>;

export async function checkInstitution(tx: Db, organizationId: string, id: string) {
  const [row] = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(
      and(
        eq(institutions.id, id),
        eq(institutions.organizationId, organizationId),
        isNull(institutions.deletedAt),
      ),
    )
    .limit(1);
  if (!row) {
    throw new AppError('INSTITUTION_INVALID', 422, undefined, {
      institutionId: 'Instituição não encontrada neste gabinete (ou está na lixeira)',
    });
  }
}

export async function checkAmendmentRefs(
  tx: Db,
  organizationId: string,
  input: UpdateAmendmentInput | (AmendmentFields & { demandIds?: string[]; citizenIds?: string[] }),
  current: AmendmentRow | null,
) {
  if (input.areaId) await checkArea(tx, organizationId, input.areaId, current?.areaId ?? null);
  if (input.responsibleId && input.responsibleId !== current?.responsibleId) {
    await checkUser(
      tx,
      organizationId,
      input.responsibleId,
      'AMENDMENT_RESPONSIBLE_INVALID',
      'responsibleId',
    );
  }
  if (input.institutionId && input.institutionId !== current?.institutionId) {
    await checkInstitution(tx, organizationId, input.institutionId);
  }
  for (const id of input.demandIds ?? []) {
    await checkDemand(tx, organizationId, id, 'AMENDMENT_DEMAND_INVALID', 'demandIds');
  }
  for (const id of input.citizenIds ?? []) {
    await checkCitizen(tx, organizationId, id, 'AMENDMENT_CITIZEN_INVALID', 'citizenIds');
  }
}

/** The columns the input sets; a new município without a point puts the emenda at the município's centre. */
export async function amendmentValues(tx: Db, input: AmendmentFields): Promise<Values> {
  const values: Values = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (input.cityIbge !== undefined && input.cityIbge !== null) {
    const city = await findMunicipality(tx, input.cityIbge);
    if (!city) throw new AppError('CITY_NOT_FOUND', 422, undefined, { cityIbge: 'Município não encontrado' });
    values.uf = city.uf;
    if (input.lat == null && input.lng == null) {
      values.lat = city.lat;
      values.lng = city.lng;
    }
  } else if (input.cityIbge === null) values.uf = null;
  return values;
}
