// Rules for exports: a request becomes a queued job scoped to the caller's office; the history lists them.
import { and, eq, inArray } from 'drizzle-orm';
import type { CitizenFilter, Export } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { describeFilter } from '../citizens/citizens.filter.ts';
import { municipalities } from '../geo/geo.table.ts';
import { tags } from '../tags/tags.table.ts';
import { EXPORT_QUEUE } from './export-job.ts';
import { exports } from './exports.table.ts';
import { toExport } from './exports.mapper.ts';
import { findExport, selectExportPage } from './exports.repository.ts';

export interface CreateExportInput {
  format: 'csv' | 'xlsx';
  ids?: string[];
  filter?: CitizenFilter;
}

async function describe(deps: AppDeps, tenant: Tenant, input: CreateExportInput): Promise<string> {
  const { db } = deps.database;
  if (input.ids) {
    const n = new Set(input.ids).size;
    return n === 1 ? '1 eleitor selecionado' : `${n.toLocaleString('pt-BR')} eleitores selecionados`;
  }
  const filter = input.filter ?? ({ status: 'active' } as CitizenFilter);
  const tagNames = filter.tags?.length
    ? (
        await db
          .select({ name: tags.name })
          .from(tags)
          .where(and(eq(tags.organizationId, tenant.organizationId), inArray(tags.id, filter.tags)))
      ).map((t) => t.name)
    : undefined;
  const [city] = filter.cityIbge
    ? await db
        .select({ name: municipalities.name, uf: municipalities.uf })
        .from(municipalities)
        .where(eq(municipalities.ibge, filter.cityIbge))
    : [];
  return describeFilter(filter, { tags: tagNames, city: city ? `${city.name}/${city.uf}` : undefined });
}

export async function createExport(deps: AppDeps, tenant: Tenant, input: CreateExportInput): Promise<Export> {
  const { db } = deps.database;
  const description = await describe(deps, tenant, input);
  const filter = input.ids
    ? { ids: [...new Set(input.ids)] }
    : ((input.filter ?? { status: 'active' }) as Record<string, unknown>);
  const [row] = await db
    .insert(exports)
    .values({
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      format: input.format,
      filter,
      description,
    })
    .returning();
  await audit(db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'export',
    entity: 'export',
    entityId: row!.id,
    data: { format: input.format, description },
  });
  // After the insert committed, so the worker finds the export queued.
  await deps.jobs.send(EXPORT_QUEUE, { exportId: row!.id });
  return toExport(deps.env, { ...row!, userName: tenant.name });
}

export async function listExports(deps: AppDeps, tenant: Tenant, query: { page: number; perPage: number }) {
  const { rows, total } = await selectExportPage(deps.database.db, tenant.organizationId, query);
  return { exports: rows.map((r) => toExport(deps.env, r)), total, page: query.page, perPage: query.perPage };
}

export async function getExport(deps: AppDeps, tenant: Tenant, id: string): Promise<Export> {
  const row = await findExport(deps.database.db, tenant.organizationId, id);
  if (!row) throw new AppError('EXPORT_NOT_FOUND', 404);
  return toExport(deps.env, row);
}
