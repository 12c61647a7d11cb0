// Turns a demand input into column values after checking every reference and date rule, and writes the
// citizens list; shared by create and update (only what is sent changes).
import { eq } from 'drizzle-orm';
import type { UpdateDemandInput } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMunicipality } from '../geo/geo.repository.ts';
import { checkArea, checkDates, checkInstitution, checkResponsible } from './demands-refs.ts';
import type { demands } from './demands.table.ts';
import { demandCitizens, type DemandRow } from './demands.table.ts';

type Values = Partial<typeof demands.$inferInsert>;
type Input = Omit<UpdateDemandInput, 'version'>;

const TEXT_FIELDS = [
  'title',
  'description',
  'chamberProtocol',
  'cityHallProtocol',
  'agency',
  'institution',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'referencePoint',
  'lat',
  'lng',
  'priority',
] as const;

/**
 * The columns the input sets. `current` is the stored row on update (null on create): the prazo is checked
 * against the stored data de abertura when only one of them changes.
 */
export async function columnValues(
  tx: Db,
  organizationId: string,
  input: Input,
  current: DemandRow | null,
  today: string,
): Promise<Values> {
  const values: Values = {};
  for (const key of TEXT_FIELDS) {
    if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
  }
  if (input.openedAt !== undefined) values.openedAt = input.openedAt;
  if (input.dueDate !== undefined) values.dueDate = input.dueDate;
  const openedAt = input.openedAt ?? current?.openedAt ?? today;
  const dueDate = input.dueDate === undefined ? (current?.dueDate ?? null) : input.dueDate;
  if (input.openedAt !== undefined || input.dueDate !== undefined || !current) {
    checkDates(openedAt, dueDate, input.openedAt !== undefined ? today : '9999-12-31');
  }
  if (input.areaId !== undefined) {
    if (input.areaId) await checkArea(tx, organizationId, input.areaId, current?.areaId ?? null);
    values.areaId = input.areaId;
  }
  if (input.responsibleId !== undefined) {
    if (input.responsibleId && input.responsibleId !== current?.responsibleId) {
      await checkResponsible(tx, organizationId, input.responsibleId);
    }
    values.responsibleId = input.responsibleId;
  }
  if (input.institutionId !== undefined) {
    // A linked instituição names the demanda's 'instituição'; unlinking keeps the text unless it is sent.
    if (input.institutionId) {
      const name = await checkInstitution(tx, organizationId, input.institutionId);
      values.institution = name;
    }
    values.institutionId = input.institutionId;
  }
  if (input.uf !== undefined) values.uf = input.uf;
  if (input.cityIbge !== undefined) {
    values.cityIbge = input.cityIbge;
    if (input.cityIbge !== null) {
      const city = await findMunicipality(tx, input.cityIbge);
      if (!city)
        throw new AppError('CITY_NOT_FOUND', 422, undefined, { cityIbge: 'Município não encontrado' });
      values.uf = city.uf;
    }
  }
  return values;
}

/** Replaces the citizens of the demanda, keeping the order given. */
export async function writeCitizens(tx: Db, organizationId: string, demandId: string, ids: string[]) {
  await tx.delete(demandCitizens).where(eq(demandCitizens.demandId, demandId));
  await tx
    .insert(demandCitizens)
    .values(ids.map((citizenId, position) => ({ demandId, citizenId, organizationId, position })));
}
