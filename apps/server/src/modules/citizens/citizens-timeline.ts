// The profile's one timeline: every registered source merged newest first; this module contributes its changes.
import { CITIZEN_FIELD_LABELS, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { FieldChange } from './citizens-diff.ts';
import { selectChanges, type ChangeAction } from './citizens-history.ts';
import { listTimelineSources, registerTimelineSource, type TimelineQuery } from './citizens.extensions.ts';

const fieldLabel = (field: string) => CITIZEN_FIELD_LABELS[field] ?? field;
const show = (v: unknown) =>
  v === null || v === undefined ? '(vazio)' : Array.isArray(v) ? v.join(', ') || '(vazio)' : String(v);

function titleOf(action: ChangeAction, changes: FieldChange[]): string {
  const first = changes[0];
  switch (action) {
    case 'create':
      return 'Cadastro criado';
    case 'update':
      return `Dados alterados: ${changes.map((c) => fieldLabel(c.field)).join(', ')}`;
    case 'delete':
      return 'Excluído';
    case 'restore':
      return 'Restaurado';
    case 'merge':
      return `Mesclado com ${show(changes.find((c) => c.field === 'merge')?.from)}`;
    case 'import':
      return `Importado da planilha ${show(changes.find((c) => c.field === 'import')?.to)}`;
    case 'tag':
      return `Tags adicionadas: ${show(first?.to)}`;
    case 'untag':
      return `Tags removidas: ${show(first?.from)}`;
    case 'anonymize':
      return 'Dados anonimizados (LGPD)';
  }
}

/** 'bairro: Centro → Cambuí' for each field a person changed. */
function describe(action: ChangeAction, changes: FieldChange[]): string | null {
  if (action !== 'update' && action !== 'merge') return null;
  const fields = changes.filter((c) => c.field !== 'merge');
  if (fields.length === 0) return null;
  const text = fields.map((c) => `${fieldLabel(c.field)}: ${show(c.from)} → ${show(c.to)}`).join('; ');
  return text.length > 600 ? `${text.slice(0, 597)}…` : text;
}

export async function changeTimelineSource(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await selectChanges(db, query.organizationId, query.citizenId, query.limit, query.before);
  return rows.map((r) => ({
    id: `change:${r.id}`,
    kind: 'change',
    at: r.createdAt.toISOString(),
    title: titleOf(r.action, r.changes),
    description: describe(r.action, r.changes),
    link: null,
    user: r.user,
  }));
}

registerTimelineSource('change', changeTimelineSource);

/** Newest first across every source; asks each for one more than the page to know whether more exist. */
export async function mergedTimeline(
  db: Db,
  organizationId: string,
  citizenId: string,
  limit: number,
  before?: string,
): Promise<{ items: TimelineItem[]; hasMore: boolean }> {
  const query: TimelineQuery = {
    organizationId,
    citizenId,
    before: before ? new Date(before) : new Date('9999-12-31T23:59:59Z'),
    limit: limit + 1,
  };
  const lists = await Promise.all(listTimelineSources().map((source) => source(db, query)));
  const all = lists.flat().sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id));
  return { items: all.slice(0, limit), hasMore: all.length > limit };
}
