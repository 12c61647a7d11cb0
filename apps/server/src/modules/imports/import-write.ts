// Writes one planned batch with a few set-based statements, never a query per row: COPY for the new rows
// (import-copy.ts), unnest arrays for the updates, tags and row errors.
import { sql } from 'drizzle-orm';
import { formatPhone } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import { copyRows } from './import-copy.ts';
import { withoutRowChecks } from './import-references.ts';
import { arr } from './import-sql.ts';
import type { CitizenUpdate, NewCitizen } from './import-plan.ts';
import { CITIZEN_FIELDS, type CitizenField, type RowError } from './import-row.ts';

export interface WriteContext {
  importId: string;
  organizationId: string;
  userId: string | null;
  fileName: string;
  /** Human value of a field for the history ('Campinas/SP' for a city code). */
  human(field: CitizenField, value: unknown): unknown;
  /** The batch locked what its new rows reference (import-references.ts): COPY them without per-row checks. */
  referencesLocked?: boolean;
}

const copying = <T>(tx: Db, ctx: WriteContext, write: () => Promise<T>) =>
  ctx.referencesLocked ? withoutRowChecks(tx, write) : write();

const COLUMNS: Record<CitizenField, [string, string]> = {
  name: ['name', 'text'],
  socialName: ['social_name', 'text'],
  nickname: ['nickname', 'text'],
  cpf: ['cpf', 'text'],
  rg: ['rg', 'text'],
  birthDate: ['birth_date', 'date'],
  gender: ['gender', 'text'],
  voterTitle: ['voter_title', 'text'],
  voterZone: ['voter_zone', 'text'],
  voterSection: ['voter_section', 'text'],
  profession: ['profession', 'text'],
  cep: ['cep', 'text'],
  street: ['street', 'text'],
  number: ['number', 'text'],
  complement: ['complement', 'text'],
  neighborhood: ['neighborhood', 'text'],
  cityIbge: ['city_ibge', 'int'],
  uf: ['uf', 'text'],
  referencePoint: ['reference_point', 'text'],
  notes: ['notes', 'text'],
};
const names = CITIZEN_FIELDS.map((f) => COLUMNS[f][0]);
const arrays = (rows: { values: Record<string, unknown> }[]) =>
  sql.join(
    CITIZEN_FIELDS.map((f) =>
      arr(
        rows.map((r) => r.values[f] ?? null),
        `${COLUMNS[f][1]}[]`,
      ),
    ),
    sql`, `,
  );

interface ListRows {
  phones: { citizenId: string; number: string; type: string; preferred: boolean; position: number }[];
  emails: { citizenId: string; address: string; preferred: boolean; position: number }[];
  tags: { citizenId: string; tagId: string }[];
  changes: { citizenId: string; changes: unknown[] }[];
}

export async function writeCreates(tx: Db, ctx: WriteContext, creates: NewCitizen[], lists: ListRows) {
  if (!creates.length) return;
  const tail = [ctx.organizationId, 'importacao', ctx.userId, ctx.importId];
  await copying(tx, ctx, () =>
    copyRows(
      tx,
      'citizens',
      ['id', ...names, 'organization_id', 'origin', 'registered_by', 'import_id'],
      creates.map((c) => [c.id, ...CITIZEN_FIELDS.map((f) => c.values[f]), ...tail]),
    ),
  );
  const marker = { field: 'import', from: null, to: ctx.fileName };
  for (const c of creates) {
    c.phones.forEach((p, i) => lists.phones.push({ citizenId: c.id, ...p, preferred: i === 0, position: i }));
    c.emails.forEach((a, i) =>
      lists.emails.push({ citizenId: c.id, address: a, preferred: i === 0, position: i }),
    );
    for (const tagId of c.tagIds) lists.tags.push({ citizenId: c.id, tagId });
    lists.changes.push({ citizenId: c.id, changes: [marker] });
  }
}

export async function writeUpdates(tx: Db, ctx: WriteContext, updates: CitizenUpdate[], lists: ListRows) {
  const changed = updates.filter((u) => CITIZEN_FIELDS.some((f) => differs(u.citizen.values[f], u.after[f])));
  if (changed.length) {
    const assignments = sql.raw(names.map((n) => `${n} = v.${n}`).join(', '));
    await tx.execute(sql`
      update citizens c set ${assignments}, updated_at = now()
      from unnest(${arr(
        changed.map((u) => u.citizen.id),
        'uuid[]',
      )}, ${arrays(changed.map((u) => ({ values: u.after })))}) as v(id, ${sql.raw(names.join(', '))})
      where c.id = v.id and c.organization_id = ${ctx.organizationId}`);
  }
  for (const u of updates) {
    const id = u.citizen.id;
    const diffs: unknown[] = [];
    for (const f of CITIZEN_FIELDS) {
      if (!differs(u.citizen.values[f], u.after[f])) continue;
      const field = f === 'cityIbge' ? 'city' : f;
      diffs.push({ field, from: ctx.human(f, u.citizen.values[f]), to: ctx.human(f, u.after[f]) });
    }
    const start = u.citizen.phones.size;
    u.phones.forEach((p, i) =>
      lists.phones.push({ citizenId: id, ...p, preferred: start + i === 0, position: start + i }),
    );
    const emailStart = u.citizen.emails.size;
    u.emails.forEach((a, i) =>
      lists.emails.push({
        citizenId: id,
        address: a,
        preferred: emailStart + i === 0,
        position: emailStart + i,
      }),
    );
    for (const tagId of u.tagIds) lists.tags.push({ citizenId: id, tagId });
    if (u.phones.length)
      diffs.push({ field: 'phones', from: null, to: u.phones.map((p) => formatPhone(p.number)) });
    if (u.emails.length) diffs.push({ field: 'emails', from: null, to: u.emails });
    if (diffs.length || u.tagIds.size) {
      lists.changes.push({
        citizenId: id,
        changes: [{ field: 'import', from: null, to: ctx.fileName }, ...diffs],
      });
    }
  }
}

const differs = (a: unknown, b: unknown) =>
  (a ?? null) !== (b ?? null) && String(a ?? '') !== String(b ?? '');

/** New rows get time-ordered ids: each primary key grows at its right edge. */
export async function writeLists(tx: Db, ctx: WriteContext, lists: ListRows): Promise<void> {
  const org = ctx.organizationId;
  const { phones, emails, tags, changes } = lists;
  if (phones.length || emails.length || changes.length) {
    await copying(tx, ctx, async () => {
      await copyRows(
        tx,
        'citizen_phones',
        ['id', 'citizen_id', 'organization_id', 'number', 'type', 'preferred', 'position'],
        phones.map((p) => [uuidV7(), p.citizenId, org, p.number, p.type, p.preferred, p.position]),
      );
      await copyRows(
        tx,
        'citizen_emails',
        ['id', 'citizen_id', 'organization_id', 'address', 'preferred', 'position'],
        emails.map((e) => [uuidV7(), e.citizenId, org, e.address, e.preferred, e.position]),
      );
      await copyRows(
        tx,
        'citizen_changes',
        ['id', 'organization_id', 'citizen_id', 'user_id', 'action', 'changes'],
        changes.map((c) => [uuidV7(), org, c.citizenId, ctx.userId, 'import', JSON.stringify(c.changes)]),
      );
    });
  }
  // Tags stay checked row by row: a tag is not locked by the batch, and someone may delete it meanwhile.
  if (tags.length) {
    await tx.execute(sql`
      insert into citizen_tags (citizen_id, tag_id, organization_id)
      select v.c, v.t, ${org}::uuid from unnest(${arr(
        tags.map((t) => t.citizenId),
        'uuid[]',
      )},
        ${arr(
          tags.map((t) => t.tagId),
          'uuid[]',
        )}) as v(c, t)
      on conflict do nothing`);
  }
}

export async function writeErrors(
  tx: Db,
  importId: string,
  errors: (RowError & { data: Record<string, string | null> })[],
): Promise<void> {
  if (!errors.length) return;
  await tx.execute(sql`
    insert into import_errors (import_id, row, field, message, data)
    select ${importId}::uuid, v.r, v.f, v.m, v.d::jsonb from unnest(${arr(
      errors.map((e) => e.row),
      'int[]',
    )},
      ${arr(
        errors.map((e) => e.field),
        'text[]',
      )}, ${arr(
        errors.map((e) => e.message),
        'text[]',
      )},
      ${arr(
        errors.map((e) => JSON.stringify(e.data)),
        'text[]',
      )}) as v(r, f, m, d)`);
}

export type { ListRows };
