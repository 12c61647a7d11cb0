// Bulk tag/untag over chosen ids or a whole filter, set-based: one statement writes the tags and their history.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CitizenSelection } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { citizenTags, tags } from '../tags/tags.table.ts';
import { checkTags } from './citizens-write.ts';
import { citizenFilterWhere } from './citizens.filter.ts';
import { liveCitizen } from './citizens.repository.ts';
import { citizenChanges, citizens } from './citizens.table.ts';

export function selectionWhere(organizationId: string, selection: CitizenSelection, timeZone?: string): SQL {
  if (selection.ids) {
    return and(
      eq(citizens.organizationId, organizationId),
      liveCitizen,
      inArray(citizens.id, selection.ids),
    )!;
  }
  return citizenFilterWhere(organizationId, { status: 'active', ...selection.filter }, timeZone);
}

const plural = (n: number) => (n === 1 ? '1 eleitor' : `${n.toLocaleString('pt-BR')} eleitores`);

export async function bulkTag(
  deps: AppDeps,
  tenant: Tenant,
  input: { selection: CitizenSelection; tagIds: string[]; action: 'add' | 'remove' },
) {
  const org = tenant.organizationId;
  const affected = await deps.database.db.transaction(async (tx) => {
    const tagIds = await checkTags(tx, org, input.tagIds);
    const where = selectionWhere(org, input.selection, tenant.timeZone);
    const tagList = sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    // The CTE's rows are the (citizen, tag) pairs really added or removed; history gets one row per citizen.
    const write =
      input.action === 'add'
        ? sql`insert into ${citizenTags} (citizen_id, tag_id, organization_id)
                select ${citizens.id}, t.id, ${org}::uuid from ${citizens} cross join ${tags} t
                 where ${where} and t.id in (${tagList}) and t.organization_id = ${org}
                on conflict do nothing returning citizen_id, tag_id`
        : sql`delete from ${citizenTags} ct using ${citizens}
                where ct.citizen_id = ${citizens.id} and ${where} and ct.tag_id in (${tagList})
                returning ct.citizen_id, ct.tag_id`;
    const names = sql.raw('to_jsonb(array_agg(tg.name order by tg.name))');
    const none = sql.raw(`'null'::jsonb`);
    const [from, to] = input.action === 'add' ? [none, names] : [names, none];
    const res = (await tx.execute(sql`
      with written as (${write}),
      history as (
        insert into ${citizenChanges} (organization_id, citizen_id, user_id, action, changes)
        select ${org}::uuid, w.citizen_id, ${tenant.userId}::uuid, ${input.action === 'add' ? 'tag' : 'untag'},
               jsonb_build_array(jsonb_build_object('field', 'tags', 'from', ${from}, 'to', ${to}))
          from written w join ${tags} tg on tg.id = w.tag_id
         group by w.citizen_id
        returning 1
      )
      select count(*)::int as n from history`)) as unknown as { rows: { n: number }[] };
    const n = Number(res.rows[0]?.n ?? 0);
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: input.action === 'add' ? 'bulk_tag' : 'bulk_untag',
      entity: 'citizen',
      data: {
        tagIds,
        affected: n,
        selection: input.selection.ids ? { ids: input.selection.ids.length } : input.selection,
      },
    });
    return n;
  });
  const what = input.tagIds.length === 1 ? 'Tag' : 'Tags';
  const message =
    input.action === 'add'
      ? `${what} aplicada${input.tagIds.length === 1 ? '' : 's'} a ${plural(affected)}.`
      : `${what} removida${input.tagIds.length === 1 ? '' : 's'} de ${plural(affected)}.`;
  return { ok: true as const, affected, message };
}
