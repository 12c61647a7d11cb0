// The Portal da Transparência import: upload → preview (stored with the grouped emendas) → execution in one
// transaction (updates, creations, parked rows, history lines 'Portal aaaa-mm-dd', notices to the
// responsáveis) → review of the parked rows. Bad files are refused whole; bad rows are reported per line.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  formatBrl,
  type AmendmentImportPreview,
  type AmendmentStatus,
  type ParkedAmendment,
  type ReviewParkedInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { municipalities } from '../geo/geo.table.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from '../notifications/notify.ts';
import { recordAmendmentChanges, type AmendmentChangeEntry } from './amendments-history.ts';
import { planImport, previewItems, type PlanItem } from './amendments-import-plan.ts';
import { announceAmendmentChange, valuesNotice } from './amendments-notify.ts';
import {
  decodePortalText,
  packPortalGroup,
  parsePortalCsv,
  portalCsvBytes,
  PORTAL_VALUE_FIELDS,
  type PortalGroup,
  type PortalMoney,
  type PortalRowError,
  type StoredPortalGroup,
  unpackPortalGroup,
} from './amendments-portal.ts';
import { lockForSave } from './amendments.service.ts';
import { amendmentImports, amendmentParkedRows, amendments } from './amendments.table.ts';

const WRITE_CHUNK = 10_000;
type ImportRow = Omit<typeof amendmentImports.$inferSelect, 'groups'>;
/** Every column but the stored groups (megabytes on a big file), which only the execution reads. */
const { groups: _groups, ...previewColumns } = getTableColumns(amendmentImports);
type Summary = AmendmentImportPreview['summary'];

const sourceLabel = () => `Portal ${localDay()}`;

function toPreview(row: ImportRow): AmendmentImportPreview {
  const stored = row.summary as { counts: Summary; items: AmendmentImportPreview['items'] };
  return {
    _id: row.id,
    fileName: row.fileName,
    status: row.status as 'preview' | 'done',
    rows: row.rows,
    summary: stored.counts,
    items: stored.items,
    errors: row.errors as PortalRowError[],
    createdAt: row.createdAt.toISOString(),
    executedAt: row.executedAt?.toISOString() ?? null,
  };
}

/** Reads the file (zip or CSV), groups it and stores the preview; nothing of the office changes yet. */
export async function previewImport(
  deps: AppDeps,
  tenant: Tenant,
  fileName: string,
  file: Buffer,
): Promise<AmendmentImportPreview> {
  const parsed = parsePortalCsv(decodePortalText(await portalCsvBytes(file)));
  if (parsed.groups.length === 0 && parsed.errors.length === 0)
    throw new AppError('AMENDMENT_IMPORT_EMPTY', 422);
  const plan = await planImport(deps.database.db, tenant.organizationId, parsed.groups);
  const [row] = await deps.database.db
    .insert(amendmentImports)
    .values({
      organizationId: tenant.organizationId,
      fileName: fileName.slice(0, 200),
      rows: parsed.rows,
      groups: parsed.groups.map(packPortalGroup),
      summary: { counts: plan.summary, items: previewItems(plan) },
      errors: parsed.errors.slice(0, 1_000),
      createdBy: tenant.userId,
    })
    .returning(previewColumns);
  return toPreview(row!);
}

export async function getImport(deps: AppDeps, tenant: Tenant, id: string): Promise<AmendmentImportPreview> {
  const [row] = await deps.database.db
    .select(previewColumns)
    .from(amendmentImports)
    .where(and(eq(amendmentImports.id, id), eq(amendmentImports.organizationId, tenant.organizationId)))
    .limit(1);
  if (!row) throw new AppError('AMENDMENT_IMPORT_NOT_FOUND', 404);
  return toPreview(row);
}

/** The status the values say an emenda reached (for the ones the import creates). */
export function statusOfValues(m: PortalMoney): AmendmentStatus {
  if (m.paid + m.rapPaid > 0) return 'paga';
  if (m.liquidated > 0) return 'liquidada';
  if (m.committed > 0) return 'empenhada';
  return 'indicada';
}

async function applyUpdates(tx: Db, items: PlanItem[], source: string, now: Date) {
  for (let i = 0; i < items.length; i += WRITE_CHUNK) {
    const part = items.slice(i, i + WRITE_CHUNK);
    // One array per column: seven parameters a chunk instead of seven per row.
    const column = (f: (typeof PORTAL_VALUE_FIELDS)[number]) =>
      sql`${sql.param(part.map((it) => it.group.money[f]))}::bigint[]`;
    await tx.execute(sql`
      update ${amendments} a set committed = v.committed, liquidated = v.liquidated, paid = v.paid,
             rap_registered = v.rap_registered, rap_cancelled = v.rap_cancelled, rap_paid = v.rap_paid,
             synced_at = ${now}, sync_source = ${source}, version = a.version + 1, updated_at = ${now}
        from unnest(${sql.param(part.map((it) => it.target!.id))}::uuid[], ${sql.join(PORTAL_VALUE_FIELDS.map(column), sql`, `)})
          as v(id, committed, liquidated, paid, rap_registered, rap_cancelled, rap_paid)
       where a.id = v.id`);
  }
}

/** One array parameter per column: the statement's size does not grow with the rows. */
const arr = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}`;

/** One INSERT … SELECT from unnest(): the city's uf and point joined in, the new ids returned. */
async function applyCreations(tx: Db, tenant: Tenant, items: PlanItem[], source: string, now: Date) {
  if (!items.length) return [];
  const gs = items.map((i) => i.group);
  const money = (f: (typeof PORTAL_VALUE_FIELDS)[number]) =>
    arr(
      gs.map((g) => g.money[f]),
      'bigint[]',
    );
  const created = await tx.execute(sql`
    insert into ${amendments} (organization_id, sphere, year, number, code, kind, author, city_ibge, uf, lat, lng,
           indicated, committed, liquidated, paid, rap_registered, rap_cancelled, rap_paid, status,
           synced_at, sync_source, created_by, updated_by)
    select ${tenant.organizationId}, 'federal', v.year, v.number, v.code, v.kind, v.author, m.ibge, m.uf, m.lat, m.lng,
           v.committed, v.committed, v.liquidated, v.paid, v.rap_registered, v.rap_cancelled, v.rap_paid, v.status,
           ${now}, ${source}, ${tenant.userId}, ${tenant.userId}
      from unnest(${arr(
        gs.map((g) => g.year),
        'smallint[]',
      )}, ${arr(
        gs.map((g) => g.number),
        'text[]',
      )}, ${arr(
        gs.map((g) => g.code),
        'text[]',
      )}, ${arr(
        gs.map((g) => g.kind),
        'text[]',
      )}, ${arr(
        gs.map((g) => g.author || 'Sem informação'),
        'text[]',
      )}, ${arr(
        gs.map((g) => g.cityIbge),
        'integer[]',
      )}, ${sql.join(PORTAL_VALUE_FIELDS.map(money), sql`, `)}, ${arr(
        gs.map((g) => statusOfValues(g.money)),
        'text[]',
      )}) with ordinality
        as v(year, number, code, kind, author, city_ibge, committed, liquidated, paid, rap_registered, rap_cancelled,
             rap_paid, status, ord)
      left join ${municipalities} m on m.ibge = v.city_ibge
     order by v.ord
    returning id`);
  return (created as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** New codes parked (or a pending row's values refreshed) in one statement; reviewed rows stay as they are. */
async function applyParked(tx: Db, tenant: Tenant, importId: string, groups: PortalGroup[]) {
  if (!groups.length) return;
  await tx.execute(sql`
    insert into ${amendmentParkedRows} (organization_id, import_id, code, year, author, kind, city_ibge, money)
    select ${tenant.organizationId}, ${importId}, v.code, v.year, v.author, v.kind, v.city_ibge, v.money::jsonb
      from unnest(${arr(
        groups.map((g) => g.code),
        'text[]',
      )}, ${arr(
        groups.map((g) => g.year),
        'smallint[]',
      )}, ${arr(
        groups.map((g) => g.author || 'Sem informação'),
        'text[]',
      )}, ${arr(
        groups.map((g) => g.kind),
        'text[]',
      )}, ${arr(
        groups.map((g) => g.cityIbge),
        'integer[]',
      )}, ${arr(
        groups.map((g) => JSON.stringify(g.money)),
        'text[]',
      )}) as v(code, year, author, kind, city_ibge, money)
    on conflict (organization_id, code) do update
       set import_id = excluded.import_id, year = excluded.year, author = excluded.author, kind = excluded.kind,
           city_ibge = excluded.city_ibge, money = excluded.money
     where ${amendmentParkedRows}.status = 'pending'`);
}

const moneyChanges = (changes: { field: (typeof PORTAL_VALUE_FIELDS)[number]; from: number; to: number }[]) =>
  changes.map((c) => ({ field: c.field, from: formatBrl(c.from), to: formatBrl(c.to) }));

/** Applies the stored preview against the database as it is now, all or nothing. */
export async function executeImport(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
): Promise<AmendmentImportPreview> {
  const org = tenant.organizationId;
  const { row, created } = await deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        status: amendmentImports.status,
        fileName: amendmentImports.fileName,
        groups: amendmentImports.groups,
      })
      .from(amendmentImports)
      .where(and(eq(amendmentImports.id, id), eq(amendmentImports.organizationId, org)))
      .limit(1)
      .for('update');
    if (!found) throw new AppError('AMENDMENT_IMPORT_NOT_FOUND', 404);
    if (found.status !== 'preview') throw new AppError('AMENDMENT_IMPORT_DONE', 409);
    const plan = await planImport(tx, org, (found.groups as StoredPortalGroup[]).map(unpackPortalGroup));
    const source = sourceLabel();
    const now = new Date();
    const updates = plan.items.filter((i) => i.action === 'update');
    const creations = plan.items.filter((i) => i.action === 'create');
    await applyUpdates(tx, updates, source, now);
    const createdIds = await applyCreations(tx, tenant, creations, source, now);
    await applyParked(
      tx,
      tenant,
      id,
      plan.items.filter((i) => i.action === 'park').map((i) => i.group),
    );
    const history: AmendmentChangeEntry[] = [
      ...updates.map((it) => ({
        organizationId: org,
        amendmentId: it.target!.id,
        userId: tenant.userId,
        action: 'import' as const,
        changes: moneyChanges(it.changes),
        source,
      })),
      ...createdIds.map((amendmentId) => ({
        organizationId: org,
        amendmentId,
        userId: tenant.userId,
        action: 'create' as const,
        changes: [],
        source,
      })),
    ];
    await recordAmendmentChanges(tx, history);
    const notices: NotificationInput[] = updates.flatMap((it) =>
      valuesNotice(it.target!, it.changes, source, tenant.userId),
    );
    const createdNotices = await insertNotifications(tx, notices);
    const [done] = await tx
      .update(amendmentImports)
      .set({
        status: 'done',
        executedAt: now,
        summary: { counts: plan.summary, items: previewItems(plan) },
      })
      .where(eq(amendmentImports.id, id))
      .returning(previewColumns);
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'import',
      entity: 'amendment_import',
      entityId: id,
      data: { fileName: found.fileName, ...plan.summary },
    });
    return { row: done!, created: createdNotices };
  });
  pushNotifications(deps, created);
  announceAmendmentChange(deps, tenant, null, null);
  return toPreview(row);
}

// Parked rows -------------------------------------------------------------------------------------------------

type ParkedRow = typeof amendmentParkedRows.$inferSelect;

const toParked = (r: ParkedRow & { city: string | null }): ParkedAmendment => ({
  _id: r.id,
  importId: r.importId,
  code: r.code,
  year: r.year,
  author: r.author,
  kind: r.kind,
  cityIbge: r.cityIbge,
  city: r.city,
  money: r.money as PortalMoney,
  status: r.status as ParkedAmendment['status'],
  amendmentId: r.amendmentId,
  createdAt: r.createdAt.toISOString(),
});

export async function listParked(
  deps: AppDeps,
  tenant: Tenant,
  q: { status: ParkedAmendment['status']; page: number; perPage: number },
) {
  const db = deps.database.db;
  const where = and(
    eq(amendmentParkedRows.organizationId, tenant.organizationId),
    eq(amendmentParkedRows.status, q.status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: amendmentParkedRows, city: municipalities.name })
      .from(amendmentParkedRows)
      .leftJoin(municipalities, eq(municipalities.ibge, amendmentParkedRows.cityIbge))
      .where(where)
      .orderBy(desc(amendmentParkedRows.createdAt), amendmentParkedRows.code)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(amendmentParkedRows)
      .where(where),
  ]);
  return { parked: rows.map((r) => toParked({ ...r.row, city: r.city })), total: counted?.n ?? 0 };
}

/** Link the row to an emenda of the office (its values and código go there), create one from it, or dismiss it. */
export async function reviewParked(deps: AppDeps, tenant: Tenant, id: string, input: ReviewParkedInput) {
  const org = tenant.organizationId;
  const created = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(amendmentParkedRows)
      .where(and(eq(amendmentParkedRows.id, id), eq(amendmentParkedRows.organizationId, org)))
      .limit(1)
      .for('update');
    if (!row) throw new AppError('AMENDMENT_PARKED_NOT_FOUND', 404);
    if (row.status !== 'pending') throw new AppError('AMENDMENT_PARKED_DONE', 409);
    const money = row.money as PortalMoney;
    const source = sourceLabel();
    const now = new Date();
    let amendmentId: string | null = null;
    let notices: NotificationInput[] = [];
    if (input.action === 'link') {
      const target = await lockForSave(tx, tenant, input.amendmentId);
      const changes = PORTAL_VALUE_FIELDS.filter((f) => target[f] !== money[f]).map((f) => ({
        field: f,
        from: target[f],
        to: money[f],
      }));
      await tx
        .update(amendments)
        .set({
          ...money,
          code: target.code ?? row.code,
          syncedAt: now,
          syncSource: source,
          version: sql`${amendments.version} + 1`,
          updatedAt: now,
          updatedBy: tenant.userId,
        })
        .where(eq(amendments.id, target.id));
      await recordAmendmentChanges(tx, [
        {
          organizationId: org,
          amendmentId: target.id,
          userId: tenant.userId,
          action: 'import',
          changes: [
            ...(target.code ? [] : [{ field: 'code', from: null, to: row.code }]),
            ...moneyChanges(changes),
          ],
          source,
        },
      ]);
      notices = valuesNotice(target, changes, source, tenant.userId);
      amendmentId = target.id;
    } else if (input.action === 'create') {
      const group: PortalGroup = {
        code: row.code,
        year: row.year,
        kind: row.kind as PortalGroup['kind'],
        author: row.author,
        authorCode: '',
        number: row.code.length === 12 ? row.code.slice(8) : null,
        cityIbge: row.cityIbge,
        city: null,
        rows: 1,
        money,
      };
      const [newId] = await applyCreations(
        tx,
        tenant,
        [{ group, target: null } as unknown as PlanItem],
        source,
        now,
      );
      await recordAmendmentChanges(tx, [
        { organizationId: org, amendmentId: newId!, userId: tenant.userId, action: 'create', source },
      ]);
      amendmentId = newId!;
    }
    const status = input.action === 'link' ? 'linked' : input.action === 'create' ? 'created' : 'dismissed';
    await tx
      .update(amendmentParkedRows)
      .set({ status, amendmentId, reviewedBy: tenant.userId, reviewedAt: now })
      .where(eq(amendmentParkedRows.id, id));
    return insertNotifications(tx, notices);
  });
  pushNotifications(deps, created);
  if (input.action !== 'dismiss') announceAmendmentChange(deps, tenant, null, null);
  const [after] = await deps.database.db
    .select({ row: amendmentParkedRows, city: municipalities.name })
    .from(amendmentParkedRows)
    .leftJoin(municipalities, eq(municipalities.ibge, amendmentParkedRows.cityIbge))
    .where(eq(amendmentParkedRows.id, id));
  return toParked({ ...after!.row, city: after!.city });
}
