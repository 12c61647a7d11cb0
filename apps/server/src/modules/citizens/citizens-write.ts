// Turns a validated citizen input into column values: references checked against the office, lists normalised.
import { eq } from 'drizzle-orm';
import { CITIZEN_TEXT_FIELDS, type UpdateCitizenInput } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { citizenTags } from '../tags/tags.table.ts';
import { findMunicipality, isSelfOrDescendant, liveCitizenIds, officeTags } from './citizens.repository.ts';
import type { citizens } from './citizens.table.ts';
import { citizenEmails, citizenPhones } from './citizens.table.ts';

type PhoneInput = NonNullable<UpdateCitizenInput['phones']>[number];
type EmailInput = NonNullable<UpdateCitizenInput['emails']>[number];

/** One entry per value (first wins), exactly one preferred when any: the first marked, else the first. */
function normalizeList<T extends { preferred: boolean }>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const unique = items.filter((i) => !seen.has(key(i)) && Boolean(seen.add(key(i))));
  const preferred = Math.max(
    0,
    unique.findIndex((i) => i.preferred),
  );
  return unique.map((i, index) => ({ ...i, preferred: index === preferred }));
}

export const normalizePhones = (phones: PhoneInput[]) => normalizeList(phones, (p) => p.number);
export const normalizeEmails = (emails: EmailInput[]) =>
  normalizeList(emails, (e) => e.address.toLowerCase());

/** The scalar columns an input sets (undefined = left as is); city → UF filled from the IBGE table. */
export async function columnValues(
  db: Db,
  organizationId: string,
  input: UpdateCitizenInput,
  citizenId: string | null,
): Promise<Partial<typeof citizens.$inferInsert>> {
  const values: Partial<typeof citizens.$inferInsert> = {};
  const scalar = [...CITIZEN_TEXT_FIELDS, 'lat', 'lng', 'origin'] as const;
  for (const key of scalar) {
    if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
  }
  if (input.uf !== undefined) values.uf = input.uf;
  if (input.cityIbge !== undefined) {
    values.cityIbge = input.cityIbge;
    if (input.cityIbge !== null) {
      const city = await findMunicipality(db, input.cityIbge);
      if (!city)
        throw new AppError('CITY_NOT_FOUND', 422, undefined, { cityIbge: 'Município não encontrado' });
      values.uf = city.uf;
    }
  }
  if (input.leaderId !== undefined) {
    values.leaderId = input.leaderId;
    if (input.leaderId !== null) await checkLeader(db, organizationId, input.leaderId, citizenId);
  }
  return values;
}

async function checkLeader(db: Db, organizationId: string, leaderId: string, citizenId: string | null) {
  if (!(await liveCitizenIds(db, organizationId, [leaderId])).has(leaderId)) {
    throw new AppError('LEADER_NOT_FOUND', 422, undefined, { leaderId: 'Liderança não encontrada' });
  }
  if (citizenId && (await isSelfOrDescendant(db, citizenId, leaderId))) {
    throw new AppError('LEADER_CYCLE', 422, undefined, { leaderId: 'Escolha outra liderança' });
  }
}

export async function checkTags(db: Db, organizationId: string, tagIds: string[]): Promise<string[]> {
  const unique = [...new Set(tagIds)];
  const found = await officeTags(db, organizationId, unique);
  if (found.size !== unique.length)
    throw new AppError('TAG_NOT_FOUND', 422, undefined, { tagIds: 'Tag não encontrada' });
  return unique;
}

/** Replaces the phone list (positions follow the input order). */
export async function writePhones(db: Db, organizationId: string, citizenId: string, phones: PhoneInput[]) {
  await db.delete(citizenPhones).where(eq(citizenPhones.citizenId, citizenId));
  const list = normalizePhones(phones);
  if (list.length === 0) return;
  await db
    .insert(citizenPhones)
    .values(list.map((p, position) => ({ ...p, citizenId, organizationId, position })));
}

export async function writeEmails(db: Db, organizationId: string, citizenId: string, emails: EmailInput[]) {
  await db.delete(citizenEmails).where(eq(citizenEmails.citizenId, citizenId));
  const list = normalizeEmails(emails);
  if (list.length === 0) return;
  await db
    .insert(citizenEmails)
    .values(list.map((e, position) => ({ ...e, citizenId, organizationId, position })));
}

export async function writeTags(db: Db, organizationId: string, citizenId: string, tagIds: string[]) {
  await db.delete(citizenTags).where(eq(citizenTags.citizenId, citizenId));
  if (tagIds.length === 0) return;
  await db
    .insert(citizenTags)
    .values(tagIds.map((tagId) => ({ citizenId, tagId, organizationId })))
    .onConflictDoNothing();
}
