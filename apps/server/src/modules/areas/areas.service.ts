// Área rules: names unique per office (accents and case ignored), deletion only when nothing uses the área
// (otherwise deactivate it), the defaults every new office starts with, audit.
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_AREAS,
  type Area,
  type AreaInput,
  type ListAreasQuerySchema,
  type UpdateAreaInputSchema,
  type AuditAction,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import {
  areaNameTaken,
  areaReferences,
  findAreaView,
  selectAreas,
  type AreaView,
} from './areas.repository.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { areas } from './areas.table.ts';

export function toArea(row: AreaView): Area {
  return {
    _id: row.id,
    name: row.name,
    color: row.color as Area['color'],
    description: row.description,
    active: row.active,
    demandsCount: row.demandsCount,
    openDemandsCount: row.openDemandsCount,
    occurrencesCount: row.occurrencesCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The default áreas, for an office that has none yet (an office that deleted some keeps its choice). */
export async function ensureDefaultAreas(tx: Db, organizationId: string): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(areas)
    .where(eq(areas.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return;
  await tx
    .insert(areas)
    .values(DEFAULT_AREAS.map((a) => ({ organizationId, name: a.name, color: a.color })))
    .onConflictDoNothing();
}

export async function listAreas(deps: AppDeps, tenant: Tenant, query: z.infer<typeof ListAreasQuerySchema>) {
  const rows = await selectAreas(deps.database.db, tenant.organizationId, query.includeInactive === 'true');
  return { areas: rows.map(toArea) };
}

async function getAreaView(db: Db, organizationId: string, id: string): Promise<AreaView> {
  const row = await findAreaView(db, organizationId, id);
  if (!row) throw new AppError('AREA_NOT_FOUND', 404);
  return row;
}

export async function getArea(deps: AppDeps, tenant: Tenant, id: string): Promise<Area> {
  return toArea(await getAreaView(deps.database.db, tenant.organizationId, id));
}

const nameInUse = () =>
  new AppError('AREA_NAME_IN_USE', 409, undefined, { name: 'Já existe uma área com este nome' });

/** A write that may hit the unique name index (two people saving at once) answers 409 too. */
const guardName = <T>(write: () => Promise<T>) => refuseDuplicates(write, nameInUse);

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'area' as const,
  entityId: id,
  data,
});

export async function createArea(deps: AppDeps, tenant: Tenant, input: AreaInput): Promise<Area> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  if (await areaNameTaken(db, org, input.name)) throw nameInUse();
  const id = await guardName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(areas)
        .values({
          organizationId: org,
          name: input.name,
          color: input.color,
          description: input.description ?? null,
          active: input.active,
        })
        .returning({ id: areas.id });
      await audit(tx, auditEntry(tenant, 'create', row!.id, { name: input.name }));
      return row!.id;
    }),
  );
  return toArea(await getAreaView(db, org, id));
}

export async function updateArea(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdateAreaInputSchema>,
): Promise<Area> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getAreaView(db, org, id);
  if (input.name !== undefined && (await areaNameTaken(db, org, input.name, id))) throw nameInUse();
  const values = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.color !== undefined && { color: input.color }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.active !== undefined && { active: input.active }),
  };
  if (Object.keys(values).length > 0) {
    await guardName(() =>
      db.transaction(async (tx) => {
        await tx
          .update(areas)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(areas.id, id), eq(areas.organizationId, org)));
        await audit(tx, auditEntry(tenant, 'update', id, { name: before.name, changes: values }));
      }),
    );
  }
  return toArea(await getAreaView(db, org, id));
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** Refused while demandas (even in the bin) or atendimentos use it: deactivating keeps old records whole. */
export async function deleteArea(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const org = tenant.organizationId;
  await deps.database.db
    .transaction(async (tx) => {
      const area = await getAreaView(tx, org, id);
      const refs = await areaReferences(tx, org, id);
      if (refs.demands > 0 || refs.occurrences > 0) {
        const used = [
          refs.demands > 0 ? plural(refs.demands, 'demanda', 'demandas') : null,
          refs.occurrences > 0 ? plural(refs.occurrences, 'atendimento', 'atendimentos') : null,
        ]
          .filter(Boolean)
          .join(' e ');
        throw new AppError(
          'AREA_IN_USE',
          409,
          `A área "${area.name}" é usada por ${used}. Desative-a em vez de excluir: ela deixa de aparecer nos formulários e continua nos registros antigos.`,
        );
      }
      await tx.delete(areas).where(and(eq(areas.id, id), eq(areas.organizationId, org)));
      await audit(tx, auditEntry(tenant, 'delete', id, { name: area.name }));
    })
    .catch((error: unknown) => {
      // A demanda or atendimento saved with the área in the meantime.
      if (isForeignKeyViolation(error)) throw new AppError('AREA_IN_USE', 409);
      throw error;
    });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}
