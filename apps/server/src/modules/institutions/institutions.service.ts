// Rules of one instituição: CNPJ once per live office record (409), município from IBGE, optimistic
// version, the bin (refused while it is the beneficiário of a live emenda), audit.
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  amendmentLabel,
  toE164,
  type AuditAction,
  type Institution,
  type InstitutionInput,
  type InstitutionLinks,
  type UpdateInstitutionInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { amendments } from '../amendments/amendments.table.ts';
import { audit } from '../audit/audit.service.ts';
import { demands } from '../demands/demands.table.ts';
import { findMunicipality } from '../geo/geo.repository.ts';
import { checkVersion } from '../occurrences/casework-refs.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { toInstitution } from './institutions.mapper.ts';
import { findInstitutionView, lockInstitutionRow } from './institutions.repository.ts';
import { institutions, type InstitutionRow } from './institutions.table.ts';

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'institution' as const,
  entityId: id,
  data,
});

const cnpjInUse = () =>
  new AppError('INSTITUTION_CNPJ_IN_USE', 409, undefined, {
    cnpj: 'Já existe uma instituição com este CNPJ neste gabinete',
  });

async function view(db: Db, tenant: Tenant, id: string): Promise<Institution> {
  const v = await findInstitutionView(db, tenant.organizationId, id);
  if (!v) throw new AppError('INSTITUTION_NOT_FOUND', 404);
  return toInstitution(v);
}

async function lock(tx: Db, tenant: Tenant, id: string, version?: number): Promise<InstitutionRow> {
  const row = await lockInstitutionRow(tx, tenant.organizationId, id);
  if (!row) throw new AppError('INSTITUTION_NOT_FOUND', 404);
  if (row.deletedAt) throw new AppError('INSTITUTION_DELETED', 409);
  if (version !== undefined)
    await checkVersion(tx, row, version, 'Esta instituição', 'alterada', tenant.timeZone);
  return row;
}

type Values = Partial<typeof institutions.$inferInsert>;

async function columnValues(tx: Db, input: Omit<UpdateInstitutionInput, 'version'>): Promise<Values> {
  const { phones, cityIbge, ...rest } = input;
  const values: Values = { ...rest };
  if (phones) values.phones = phones.map(toE164);
  if (cityIbge !== undefined) {
    values.cityIbge = cityIbge;
    if (cityIbge !== null) {
      const city = await findMunicipality(tx, cityIbge);
      if (!city)
        throw new AppError('CITY_NOT_FOUND', 422, undefined, { cityIbge: 'Município não encontrado' });
      values.uf = city.uf;
    }
  }
  return values;
}

export const getInstitution = (deps: AppDeps, tenant: Tenant, id: string) =>
  view(deps.database.db, tenant, id);

export async function createInstitution(deps: AppDeps, tenant: Tenant, input: InstitutionInput) {
  const id = await refuseDuplicates(
    () =>
      deps.database.db.transaction(async (tx) => {
        const values = await columnValues(tx, input);
        const [row] = await tx
          .insert(institutions)
          .values({
            ...values,
            name: input.name,
            kind: input.kind,
            organizationId: tenant.organizationId,
            createdBy: tenant.userId,
            updatedBy: tenant.userId,
          })
          .returning({ id: institutions.id });
        await audit(tx, auditEntry(tenant, 'create', row!.id, { name: input.name }));
        return row!.id;
      }),
    cnpjInUse,
  );
  return view(deps.database.db, tenant, id);
}

export async function updateInstitution(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateInstitutionInput,
) {
  await refuseDuplicates(
    () =>
      deps.database.db.transaction(async (tx) => {
        const before = await lock(tx, tenant, id, input.version);
        const { version: _version, ...fields } = input;
        const values = await columnValues(tx, fields);
        await tx
          .update(institutions)
          .set({ ...values, version: before.version + 1, updatedBy: tenant.userId, updatedAt: new Date() })
          .where(eq(institutions.id, id));
        await audit(tx, auditEntry(tenant, 'update', id, { fields: Object.keys(fields) }));
      }),
    cnpjInUse,
  );
  return view(deps.database.db, tenant, id);
}

export async function deleteInstitution(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lock(tx, tenant, id);
    const [used] = await tx
      .select({ id: amendments.id })
      .from(amendments)
      .where(and(eq(amendments.institutionId, id), isNull(amendments.deletedAt)))
      .limit(1);
    if (used) throw new AppError('INSTITUTION_IN_USE', 409);
    await tx
      .update(institutions)
      .set({ deletedAt: new Date(), updatedBy: tenant.userId, updatedAt: new Date() })
      .where(eq(institutions.id, id));
    await audit(tx, auditEntry(tenant, 'delete', id, { name: row.name }));
  });
}

export async function restoreInstitution(deps: AppDeps, tenant: Tenant, id: string): Promise<Institution> {
  await refuseDuplicates(
    () =>
      deps.database.db.transaction(async (tx) => {
        const row = await lockInstitutionRow(tx, tenant.organizationId, id);
        if (!row) throw new AppError('INSTITUTION_NOT_FOUND', 404);
        if (!row.deletedAt) return;
        await tx
          .update(institutions)
          .set({ deletedAt: null, version: row.version + 1, updatedBy: tenant.userId, updatedAt: new Date() })
          .where(eq(institutions.id, id));
        await audit(tx, auditEntry(tenant, 'restore', id));
      }),
    cnpjInUse,
  );
  return view(deps.database.db, tenant, id);
}

const LINKS_LIMIT = 200;

/** The live emendas (newest year first) and demandas pointing at the instituição. */
export async function institutionLinks(deps: AppDeps, tenant: Tenant, id: string): Promise<InstitutionLinks> {
  const db = deps.database.db;
  await view(db, tenant, id);
  const org = tenant.organizationId;
  const [amendmentRows, demandRows] = await Promise.all([
    db
      .select({
        id: amendments.id,
        number: amendments.number,
        year: amendments.year,
        code: amendments.code,
        status: amendments.status,
        indicated: amendments.indicated,
        paid: amendments.paid,
      })
      .from(amendments)
      .where(
        and(
          eq(amendments.organizationId, org),
          eq(amendments.institutionId, id),
          isNull(amendments.deletedAt),
        ),
      )
      .orderBy(desc(amendments.year), desc(amendments.createdAt))
      .limit(LINKS_LIMIT),
    db
      .select({
        id: demands.id,
        year: demands.protocolYear,
        number: demands.protocolNumber,
        title: demands.title,
      })
      .from(demands)
      .where(and(eq(demands.organizationId, org), eq(demands.institutionId, id), isNull(demands.deletedAt)))
      .orderBy(desc(demands.createdAt))
      .limit(LINKS_LIMIT),
  ]);
  return {
    amendments: amendmentRows.map((a) => ({
      _id: a.id,
      label: amendmentLabel(a),
      status: a.status,
      indicated: a.indicated,
      paid: a.paid,
    })),
    demands: demandRows.map((d) => ({
      _id: d.id,
      protocol: formatProtocol(d.year, d.number),
      title: d.title,
    })),
  };
}
