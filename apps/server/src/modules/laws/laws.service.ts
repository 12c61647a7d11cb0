// Banco de leis: office types (seeded from DEFAULT_LAW_TYPES), proposições and normas unique per type,
// number and year, audit.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_LAW_TYPES,
  type Law,
  type LawInput,
  type LawType,
  type LawTypeInputSchema,
  type ListLawsQuery,
  type UpdateLawInputSchema,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { demandOf } from '../documents/documents-compose.ts';
import { registerOfficeSetup } from '../organizations/office-setup.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { findLaw, selectLawPage, selectLawTypes, type LawView } from './laws.repository.ts';
import { laws, lawTypes } from './laws.table.ts';

export async function ensureDefaultLawTypes(tx: Db, organizationId: string): Promise<void> {
  const [any] = await tx
    .select({ id: lawTypes.id })
    .from(lawTypes)
    .where(eq(lawTypes.organizationId, organizationId))
    .limit(1);
  if (any) return;
  await tx
    .insert(lawTypes)
    .values(DEFAULT_LAW_TYPES.map((t) => ({ ...t, organizationId })))
    .onConflictDoNothing();
}
registerOfficeSetup('law-types', ensureDefaultLawTypes);

const typeOf = (t: typeof lawTypes.$inferSelect) => ({
  _id: t.id,
  house: t.house,
  sigla: t.sigla,
  description: t.description,
  numbering: t.numbering,
});

export async function listLawTypes(deps: AppDeps, tenant: Tenant): Promise<{ types: LawType[] }> {
  await ensureDefaultLawTypes(deps.database.db, tenant.organizationId);
  const rows = await selectLawTypes(deps.database.db, tenant.organizationId);
  return { types: rows.map((r) => ({ ...typeOf(r.type), lawsCount: r.lawsCount })) };
}

export async function createLawType(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof LawTypeInputSchema>,
) {
  const row = await refuseDuplicates(
    () =>
      deps.database.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(lawTypes)
          .values({ ...input, organizationId: tenant.organizationId })
          .returning();
        await audit(tx, {
          organizationId: tenant.organizationId,
          userId: tenant.userId,
          action: 'create',
          entity: 'law_type',
          entityId: created!.id,
          data: { sigla: input.sigla },
        });
        return created!;
      }),
    () => new AppError('LAW_TYPE_TAKEN', 409),
  );
  return { ...typeOf(row), lawsCount: 0 };
}

function toLaw(v: LawView): Law {
  const r = v.law;
  return {
    _id: r.id,
    type: typeOf(v.type),
    number: r.number,
    year: r.year,
    label: `${v.type.sigla} ${r.number}/${r.year}`,
    ementa: r.ementa,
    author: r.author,
    coAuthors: r.coAuthors,
    ownWork: r.ownWork,
    status: r.status,
    houseStatus: r.houseStatus,
    presentedOn: r.presentedOn,
    statusOn: r.statusOn,
    fullText: r.fullText,
    link: r.link,
    tags: r.tags,
    demand:
      r.demandId && v.demandTitle
        ? { _id: r.demandId, protocol: formatProtocol(v.demandYear!, v.demandNumber!), title: v.demandTitle }
        : null,
    createdBy: r.createdBy ? { _id: r.createdBy, name: v.creatorName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A search's total may take this long before the planner's estimate is shown instead (as on the citizens'). */
const COUNT_BUDGET_MS = 30;

export async function listLaws(deps: AppDeps, tenant: Tenant, query: ListLawsQuery) {
  const { rows, total, totalIsEstimate } = await selectLawPage(
    deps.database.db,
    tenant.organizationId,
    query,
    {
      countBudgetMs: deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null,
    },
  );
  return {
    laws: rows.map((r) => {
      const { fullText: _f, createdBy: _c, ...item } = toLaw(r);
      return item;
    }),
    total,
    totalIsEstimate,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function getLaw(deps: AppDeps, tenant: Tenant, id: string) {
  const row = await findLaw(deps.database.db, tenant.organizationId, id);
  if (!row) throw new AppError('LAW_NOT_FOUND', 404);
  return toLaw(row);
}

async function checkLinks(db: Db, tenant: Tenant, input: { typeId?: string; demandId?: string | null }) {
  if (input.typeId) {
    const [t] = await db
      .select({ id: lawTypes.id })
      .from(lawTypes)
      .where(and(eq(lawTypes.id, input.typeId), eq(lawTypes.organizationId, tenant.organizationId)));
    if (!t) throw new AppError('LAW_TYPE_NOT_FOUND', 404);
  }
  if (input.demandId) await demandOf(db, tenant.organizationId, input.demandId);
}

const numberTaken = () =>
  new AppError('LAW_NUMBER_IN_USE', 409, undefined, { number: 'Já existe uma proposição com este número' });

export async function createLaw(deps: AppDeps, tenant: Tenant, input: LawInput) {
  const { db } = deps.database;
  await checkLinks(db, tenant, input);
  const id = await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(laws)
          .values({ ...input, organizationId: tenant.organizationId, createdBy: tenant.userId })
          .returning({ id: laws.id });
        await audit(tx, {
          organizationId: tenant.organizationId,
          userId: tenant.userId,
          action: 'create',
          entity: 'law',
          entityId: row!.id,
          data: { number: input.number, year: input.year },
        });
        return row!.id;
      }),
    numberTaken,
  );
  return getLaw(deps, tenant, id);
}

export async function updateLaw(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdateLawInputSchema>,
) {
  const { db } = deps.database;
  const before = await getLaw(deps, tenant, id);
  await checkLinks(db, tenant, input);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(laws)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(laws.id, id), eq(laws.organizationId, tenant.organizationId)));
        await audit(tx, {
          organizationId: tenant.organizationId,
          userId: tenant.userId,
          action: 'update',
          entity: 'law',
          entityId: id,
          data: { label: before.label, changes: Object.keys(values) },
        });
      }),
    numberTaken,
  );
  return getLaw(deps, tenant, id);
}

export async function deleteLaw(deps: AppDeps, tenant: Tenant, id: string) {
  const before = await getLaw(deps, tenant, id);
  await deps.database.db.transaction(async (tx) => {
    await tx.update(laws).set({ deletedAt: new Date() }).where(eq(laws.id, id));
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'delete',
      entity: 'law',
      entityId: id,
      data: { label: before.label },
    });
  });
}
