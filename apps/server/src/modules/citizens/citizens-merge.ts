// Merging a duplicate into the kept record: one transaction that loses nothing (lists unioned, referrals,
// history and every other area's rows re-pointed) and leaves the duplicate in the bin marked merged_into.
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { MERGE_FIELDS, type Citizen, type MergeField } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { citizenTags } from '../tags/tags.table.ts';
import { localDay } from './citizens-dates.ts';
import { diffSnapshots, snapshot } from './citizens-diff.ts';
import { recordChange } from './citizens-history.ts';
import { listMergeHooks } from './citizens.extensions.ts';
import { toCitizen } from './citizens.mapper.ts';
import { isSelfOrDescendant, loadCitizenDetail } from './citizens.repository.ts';
import { getLiveCitizenRow } from './citizens.service.ts';
import { citizenChanges, citizenEmails, citizenPhones, citizens, type CitizenRow } from './citizens.table.ts';

const ADDRESS = [
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'cityIbge',
  'uf',
  'referencePoint',
  'lat',
  'lng',
] as const;
/** Lists are always unioned, so naming them is allowed and changes nothing. */
const ALWAYS_UNIONED = new Set(['phones', 'emails', 'tags']);
type Column = Exclude<MergeField, 'address'> | (typeof ADDRESS)[number];

function columnsOf(field: MergeField): readonly Column[] {
  return field === 'address' ? ADDRESS : [field];
}

function parseFields(takeFromDuplicate: string[]): Set<MergeField> {
  const fields = new Set<MergeField>();
  for (const f of takeFromDuplicate) {
    const name = f === 'city' || f === 'cityIbge' ? 'address' : f === 'leader' ? 'leaderId' : f;
    if (ALWAYS_UNIONED.has(name)) continue;
    if (!(MERGE_FIELDS as readonly string[]).includes(name)) {
      throw new AppError('MERGE_FIELD_UNKNOWN', 422, `Campo desconhecido na mesclagem: ${f}.`);
    }
    fields.add(name as MergeField);
  }
  return fields;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Taken fields come from the duplicate; the kept record's empty fields are filled from it. */
async function mergedValues(tx: Db, kept: CitizenRow, dup: CitizenRow, take: Set<MergeField>) {
  const values: Partial<Record<Column, unknown>> = {};
  for (const field of MERGE_FIELDS) {
    const cols = columnsOf(field);
    // The address travels as a whole: mixing two addresses' parts would make a third, wrong one.
    const fromDup =
      take.has(field) || (field === 'address' ? cols.every((k) => blank(kept[k])) : blank(kept[cols[0]!]));
    if (!fromDup) continue;
    for (const col of cols) if (!blank(dup[col]) || take.has(field)) values[col] = dup[col];
  }
  // A leader taken over must not make the tree loop, and the kept one cannot be led by the record that disappears.
  let leaderId = (values.leaderId === undefined ? kept.leaderId : values.leaderId) as string | null;
  if (leaderId === dup.id) leaderId = dup.leaderId;
  const loops = async (id: string) =>
    (await isSelfOrDescendant(tx, kept.id, id)) || (await isSelfOrDescendant(tx, dup.id, id));
  if (leaderId && (await loops(leaderId))) {
    leaderId =
      kept.leaderId && kept.leaderId !== dup.id && !(await loops(kept.leaderId)) ? kept.leaderId : null;
  }
  values.leaderId = leaderId;
  return values as Partial<typeof citizens.$inferInsert>;
}

export async function mergeCitizens(
  deps: AppDeps,
  tenant: Tenant,
  keptId: string,
  input: { duplicateId: string; takeFromDuplicate: string[] },
): Promise<Citizen> {
  if (keptId === input.duplicateId) throw new AppError('MERGE_SAME_CITIZEN', 422);
  const take = parseFields(input.takeFromDuplicate);
  const org = tenant.organizationId;
  const detail = await deps.database.db.transaction(async (tx) => {
    const kept = await getLiveCitizenRow(tx, tenant, keptId);
    const dup = await getLiveCitizenRow(tx, tenant, input.duplicateId);
    const before = snapshot(await loadCitizenDetail(tx, kept));
    const values = await mergedValues(tx, kept, dup, take);
    // The duplicate leaves the live records first: the kept one may take its CPF or título, which the unique
    // index allows only once among live citizens.
    await tx
      .update(citizens)
      .set({ deletedAt: new Date(), deletedBy: tenant.userId, mergedInto: kept.id, leaderId: null })
      .where(eq(citizens.id, dup.id));
    await tx
      .update(citizens)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(citizens.id, kept.id));
    await moveLists(tx, kept.id, dup.id);
    await tx.execute(sql`
      insert into ${citizenTags} (citizen_id, tag_id, organization_id, created_at)
      select ${kept.id}::uuid, tag_id, organization_id, created_at from ${citizenTags} where citizen_id = ${dup.id}
      on conflict do nothing`);
    await tx
      .update(citizens)
      .set({ leaderId: kept.id })
      .where(and(eq(citizens.leaderId, dup.id), ne(citizens.id, kept.id)));
    await tx.update(citizenChanges).set({ citizenId: kept.id }).where(eq(citizenChanges.citizenId, dup.id));
    for (const hook of listMergeHooks()) await hook(tx, org, kept.id, dup.id);
    const [row] = await tx.select().from(citizens).where(eq(citizens.id, kept.id));
    const after = await loadCitizenDetail(tx, row!);
    const changes = [{ field: 'merge', from: dup.name, to: null }, ...diffSnapshots(before, snapshot(after))];
    await recordChange(tx, {
      organizationId: org,
      citizenId: kept.id,
      userId: tenant.userId,
      action: 'merge',
      changes,
    });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'merge',
      entity: 'citizen',
      entityId: kept.id,
      data: { duplicateId: dup.id, duplicateName: dup.name, takeFromDuplicate: [...take] },
    });
    return after;
  });
  return toCitizen(detail, localDay(new Date(), tenant.timeZone));
}

/** Moves the duplicate's phones and e-mails the kept record lacks, after its own; one preferred stays. */
async function moveLists(tx: Db, keptId: string, dupId: string) {
  const keptPhones = tx
    .select({ n: citizenPhones.number })
    .from(citizenPhones)
    .where(eq(citizenPhones.citizenId, keptId));
  await tx
    .update(citizenPhones)
    .set({ citizenId: keptId, preferred: false, position: sql`${citizenPhones.position} + 100` })
    .where(and(eq(citizenPhones.citizenId, dupId), notInArray(citizenPhones.number, keptPhones)));
  const keptEmails = tx
    .select({ a: sql`lower(${citizenEmails.address})` })
    .from(citizenEmails)
    .where(eq(citizenEmails.citizenId, keptId));
  await tx
    .update(citizenEmails)
    .set({ citizenId: keptId, preferred: false, position: sql`${citizenEmails.position} + 100` })
    .where(
      and(eq(citizenEmails.citizenId, dupId), notInArray(sql`lower(${citizenEmails.address})`, keptEmails)),
    );
  for (const table of [citizenPhones, citizenEmails]) {
    // Renumber 0..n-1 and make the first preferred when the kept record had none.
    await tx.execute(sql`
      update ${table} t set position = o.pos, preferred = t.preferred or (o.pos = 0 and not o.any_preferred)
      from (select id, (row_number() over (order by position, id) - 1)::smallint as pos,
                   bool_or(preferred) over () as any_preferred
              from ${table} where citizen_id = ${keptId}) o
      where t.id = o.id`);
  }
}
