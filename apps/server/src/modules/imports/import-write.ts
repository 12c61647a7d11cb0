// Writes one planned batch with a few set-based statements (unnest arrays, never a query per row).
import { sql } from 'drizzle-orm';
import { formatPhone } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
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
}

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
  await tx.execute(sql`
    insert into citizens (id, ${sql.raw(names.join(', '))}, organization_id, origin, registered_by, import_id)
    select v.*, ${ctx.organizationId}::uuid, 'importacao', ${ctx.userId}::uuid, ${ctx.importId}::uuid
    from unnest(${arr(
      creates.map((c) => c.id),
      'uuid[]',
    )}, ${arrays(creates)}) as v(id, ${sql.raw(names.join(', '))})`);
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

/** Time-ordered ids for the new rows: each table's primary key grows at its right edge. */
const ids = (rows: unknown[]) =>
  arr(
    rows.map(() => uuidV7()),
    'uuid[]',
  );

export async function writeLists(tx: Db, ctx: WriteContext, lists: ListRows): Promise<void> {
  const org = ctx.organizationId;
  const { phones, emails, tags, changes } = lists;
  if (phones.length) {
    await tx.execute(sql`
      insert into citizen_phones (id, citizen_id, organization_id, number, type, preferred, position)
      select v.id, v.c, ${org}::uuid, v.n, v.t, v.p, v.o from unnest(${ids(phones)}, ${arr(
        phones.map((p) => p.citizenId),
        'uuid[]',
      )},
        ${arr(
          phones.map((p) => p.number),
          'text[]',
        )}, ${arr(
          phones.map((p) => p.type),
          'text[]',
        )},
        ${arr(
          phones.map((p) => p.preferred),
          'bool[]',
        )}, ${arr(
          phones.map((p) => p.position),
          'int2[]',
        )}) as v(id, c, n, t, p, o)`);
  }
  if (emails.length) {
    await tx.execute(sql`
      insert into citizen_emails (id, citizen_id, organization_id, address, preferred, position)
      select v.id, v.c, ${org}::uuid, v.a, v.p, v.o from unnest(${ids(emails)}, ${arr(
        emails.map((e) => e.citizenId),
        'uuid[]',
      )},
        ${arr(
          emails.map((e) => e.address),
          'text[]',
        )}, ${arr(
          emails.map((e) => e.preferred),
          'bool[]',
        )},
        ${arr(
          emails.map((e) => e.position),
          'int2[]',
        )}) as v(id, c, a, p, o)`);
  }
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
  if (changes.length) {
    await tx.execute(sql`
      insert into citizen_changes (id, organization_id, citizen_id, user_id, action, changes)
      select v.id, ${org}::uuid, v.c, ${ctx.userId}::uuid, 'import', v.ch::jsonb
      from unnest(${ids(changes)}, ${arr(
        changes.map((c) => c.citizenId),
        'uuid[]',
      )},
        ${arr(
          changes.map((c) => JSON.stringify(c.changes)),
          'text[]',
        )}) as v(id, c, ch)`);
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
