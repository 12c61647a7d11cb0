// Rules for one citizen record: create, read (audited: LGPD asks who saw whom), edit with field history, bin.
import { eq } from 'drizzle-orm';
import type { Citizen, CitizenInput, UpdateCitizenInput, AuditAction } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from './citizens-dates.ts';
import { assertIdentityFree, guardIdentity } from './citizens-identity.ts';
import { diffSnapshots, snapshot } from './citizens-diff.ts';
import { recordChange } from './citizens-history.ts';
import { checkTags, columnValues, writeEmails, writePhones, writeTags } from './citizens-write.ts';
import { toCitizen } from './citizens.mapper.ts';
import { findCitizen, loadCitizenDetail } from './citizens.repository.ts';
import { citizens, type CitizenRow } from './citizens.table.ts';

/** The office's citizen (live or in the bin); other offices' ids are simply not found. */
export async function getCitizenRow(db: Db, tenant: Tenant, id: string): Promise<CitizenRow> {
  const row = await findCitizen(db, tenant.organizationId, id);
  if (!row) throw new AppError('CITIZEN_NOT_FOUND', 404);
  return row;
}

export async function getLiveCitizenRow(db: Db, tenant: Tenant, id: string): Promise<CitizenRow> {
  const row = await getCitizenRow(db, tenant, id);
  if (row.deletedAt) throw new AppError(row.mergedInto ? 'CITIZEN_MERGED' : 'CITIZEN_DELETED', 409);
  return row;
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'citizen' as const,
  entityId: id,
  data,
});

export async function createCitizen(deps: AppDeps, tenant: Tenant, input: CitizenInput): Promise<Citizen> {
  const org = tenant.organizationId;
  const { db } = deps.database;
  const identity = () => ({ cpf: input.cpf, voterTitle: input.voterTitle });
  const detail = await guardIdentity(db, org, identity, () => createRow(deps, tenant, input));
  return toCitizen(detail, localDay(new Date(), tenant.timeZone));
}

function createRow(deps: AppDeps, tenant: Tenant, input: CitizenInput) {
  const org = tenant.organizationId;
  return deps.database.db.transaction(async (tx) => {
    await assertIdentityFree(tx, org, { cpf: input.cpf, voterTitle: input.voterTitle });
    const values = await columnValues(tx, org, input, null);
    const tagIds = input.tagIds ? await checkTags(tx, org, input.tagIds) : [];
    const [row] = await tx
      .insert(citizens)
      .values({ ...values, name: input.name, organizationId: org, registeredBy: tenant.userId })
      .returning();
    await writePhones(tx, org, row!.id, input.phones ?? []);
    await writeEmails(tx, org, row!.id, input.emails ?? []);
    await writeTags(tx, org, row!.id, tagIds);
    await recordChange(tx, {
      organizationId: org,
      citizenId: row!.id,
      userId: tenant.userId,
      action: 'create',
    });
    await audit(tx, auditEntry(tenant, 'create', row!.id, { name: row!.name }));
    return loadCitizenDetail(tx, row!);
  });
}

export async function getCitizen(deps: AppDeps, tenant: Tenant, id: string): Promise<Citizen> {
  const { db } = deps.database;
  const detail = await loadCitizenDetail(db, await getCitizenRow(db, tenant, id));
  await audit(db, auditEntry(tenant, 'view', id));
  return toCitizen(detail, localDay(new Date(), tenant.timeZone));
}

export async function updateCitizen(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateCitizenInput,
): Promise<Citizen> {
  const org = tenant.organizationId;
  const identity = () => ({ cpf: input.cpf, voterTitle: input.voterTitle });
  const detail = await guardIdentity(
    deps.database.db,
    org,
    identity,
    () =>
      deps.database.db.transaction(async (tx) => {
        const row = await getLiveCitizenRow(tx, tenant, id);
        await assertIdentityFree(tx, org, identity(), id);
        const before = await loadCitizenDetail(tx, row);
        const values = await columnValues(tx, org, input, id);
        const tagIds = input.tagIds ? await checkTags(tx, org, input.tagIds) : undefined;
        const [updated] = await tx
          .update(citizens)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(citizens.id, id))
          .returning();
        if (input.phones) await writePhones(tx, org, id, input.phones);
        if (input.emails) await writeEmails(tx, org, id, input.emails);
        if (tagIds) await writeTags(tx, org, id, tagIds);
        const after = await loadCitizenDetail(tx, updated!);
        const changes = diffSnapshots(snapshot(before), snapshot(after));
        if (changes.length > 0) {
          await recordChange(tx, {
            organizationId: org,
            citizenId: id,
            userId: tenant.userId,
            action: 'update',
            changes,
          });
          await audit(tx, auditEntry(tenant, 'update', id, { fields: changes.map((c) => c.field) }));
        }
        return after;
      }),
    id,
  );
  return toCitizen(detail, localDay(new Date(), tenant.timeZone));
}

export async function deleteCitizen(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await getLiveCitizenRow(tx, tenant, id);
    await tx
      .update(citizens)
      .set({ deletedAt: new Date(), deletedBy: tenant.userId })
      .where(eq(citizens.id, id));
    await recordChange(tx, {
      organizationId: tenant.organizationId,
      citizenId: id,
      userId: tenant.userId,
      action: 'delete',
    });
    await audit(tx, auditEntry(tenant, 'delete', id));
  });
}

export async function restoreCitizen(deps: AppDeps, tenant: Tenant, id: string): Promise<Citizen> {
  const detail = await deps.database.db.transaction(async (tx) => {
    const row = await getCitizenRow(tx, tenant, id);
    if (!row.deletedAt) throw new AppError('CITIZEN_NOT_DELETED', 409);
    if (row.mergedInto) throw new AppError('CITIZEN_MERGED', 409);
    // Someone else took the CPF or título while this one was in the bin: open that record instead.
    await assertIdentityFree(tx, tenant.organizationId, row, id);
    const [restored] = await tx
      .update(citizens)
      .set({ deletedAt: null, deletedBy: null, deletedBatch: null, updatedAt: new Date() })
      .where(eq(citizens.id, id))
      .returning();
    await recordChange(tx, {
      organizationId: tenant.organizationId,
      citizenId: id,
      userId: tenant.userId,
      action: 'restore',
    });
    await audit(tx, auditEntry(tenant, 'restore', id));
    return loadCitizenDetail(tx, restored!);
  });
  return toCitizen(detail, localDay(new Date(), tenant.timeZone));
}
