// 'Exportar' on the emendas list: the filter becomes a queued export of the office (the same job, history and
// signed download as the eleitores'), described in pt-BR for the history ('Emendas de 2026 · Empenhada').
import { eq } from 'drizzle-orm';
import {
  AMENDMENT_KIND_LABELS,
  AMENDMENT_SPHERE_LABELS,
  AMENDMENT_STATUS_LABELS,
  type AmendmentExportInput,
  type AmendmentFilter,
  type Export,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { EXPORT_QUEUE } from '../exports/export-job.ts';
import { toExport } from '../exports/exports.mapper.ts';
import { exports } from '../exports/exports.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import type { AmendmentExportSelection } from './amendments-export.ts';

async function describe(deps: AppDeps, f: AmendmentFilter): Promise<string> {
  const parts: string[] = [];
  if (f.deleted) parts.push('na lixeira');
  if (f.year) parts.push(String(f.year));
  if (f.status?.length) parts.push(f.status.map((s) => AMENDMENT_STATUS_LABELS[s]).join(', '));
  if (f.kind?.length) parts.push(f.kind.map((k) => AMENDMENT_KIND_LABELS[k]).join(', '));
  if (f.sphere?.length) parts.push(f.sphere.map((s) => AMENDMENT_SPHERE_LABELS[s]).join(', '));
  if (f.cityIbge) {
    const [city] = await deps.database.db
      .select({ name: municipalities.name, uf: municipalities.uf })
      .from(municipalities)
      .where(eq(municipalities.ibge, f.cityIbge));
    if (city) parts.push(`${city.name}/${city.uf}`);
  }
  if (f.author) parts.push(`autor “${f.author}”`);
  if (f.q) parts.push(`busca “${f.q}”`);
  const rest =
    f.areaId || f.institutionId || f.responsibleId || f.minValue !== undefined || f.maxValue !== undefined;
  if (rest) parts.push('outros filtros');
  return parts.length ? `Emendas: ${parts.join(' · ')}` : 'Todas as emendas';
}

export async function createAmendmentExport(
  deps: AppDeps,
  tenant: Tenant,
  input: AmendmentExportInput,
): Promise<Export> {
  const { db } = deps.database;
  const filter = input.filter ?? {};
  const description = await describe(deps, filter);
  // 'me' is who asked, kept as their id so the job reads the same rows.
  const selection: AmendmentExportSelection = { subject: 'amendments', userId: tenant.userId, filter };
  const [row] = await db
    .insert(exports)
    .values({
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      format: input.format,
      filter: selection as unknown as Record<string, unknown>,
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
