// The atendimentos filters in the URL, named exactly as OccurrenceFilterSchema (the dashboard and the
// áreas page link to them), their API query and their chips.
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_STATUS_LABELS,
  type OccurrenceChannel,
  type OccurrenceStatus,
} from '@gabinete/shared';
import { chipCollector, type FilterChip } from '../../../lib/chip-list.ts';
import { formatDay } from '../../../lib/format.ts';
import { splitList } from '../../../lib/url-list.ts';

export const OCCURRENCE_FILTER_KEYS = [
  'channel',
  'status',
  'areaIds',
  'responsibleId',
  'citizenId',
  'citizenName',
  'from',
  'to',
  'hasDemand',
  'view',
] as const;
export type OccurrenceFilterKey = (typeof OCCURRENCE_FILTER_KEYS)[number];
export type OccurrenceFilterValues = Record<OccurrenceFilterKey, string | null>;

/** Kept in the URL only to name the citizen's chip after a reload; the API ignores it. */
const DISPLAY_ONLY: readonly OccurrenceFilterKey[] = ['citizenName'];
/** The bin is a switch of its own, not a filter 'Limpar' removes. */
export const CLEARED_KEYS = OCCURRENCE_FILTER_KEYS.filter((k) => k !== 'view');
/** What 'Mais filtros' holds (its button counts them). */
export const MORE_FILTER_KEYS: readonly OccurrenceFilterKey[] = ['from', 'to', 'citizenId', 'hasDemand'];

/** The query string of GET /api/occurrences: q and the filters (paging and sort are added by the page). */
export function toOccurrenceApiQuery(q: string, f: OccurrenceFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (q) out.q = q;
  for (const key of OCCURRENCE_FILTER_KEYS) {
    const value = f[key];
    if (!value || DISPLAY_ONLY.includes(key)) continue;
    if (key === 'view' && value !== 'deleted') continue;
    out[key] = value;
  }
  return out;
}

export function countActiveFilters(q: string, f: OccurrenceFilterValues): number {
  return (q ? 1 : 0) + CLEARED_KEYS.filter((k) => f[k] && !DISPLAY_ONLY.includes(k)).length;
}

function range(from: string | null, to: string | null): string {
  if (from && to) return from === to ? `em ${formatDay(from)}` : `de ${formatDay(from)} a ${formatDay(to)}`;
  if (from) return `a partir de ${formatDay(from)}`;
  return `até ${formatDay(to)}`;
}

export function occurrenceChips(
  q: string,
  f: OccurrenceFilterValues,
  lookups: { areas: Map<string, string>; users: Map<string, string> },
): FilterChip[] {
  const { chips, add } = chipCollector();
  const many = (one: string, several: string, list: string[]) => (list.length > 1 ? several : one);
  if (q) add('q', `Busca: ${q}`);
  const channels = splitList(f.channel);
  if (channels.length) {
    const labels = channels.map((c) => OCCURRENCE_CHANNEL_LABELS[c as OccurrenceChannel] ?? c);
    add('channel', `${many('Canal', 'Canais', channels)}: ${labels.join(', ')}`);
  }
  const statuses = splitList(f.status);
  if (statuses.length) {
    const labels = statuses.map((s) => OCCURRENCE_STATUS_LABELS[s as OccurrenceStatus] ?? s);
    add('status', `${many('Situação', 'Situações', statuses)}: ${labels.join(', ')}`);
  }
  const areaIds = splitList(f.areaIds);
  if (areaIds.length) {
    const labels = areaIds.map((id) => lookups.areas.get(id) ?? 'removida');
    add('areaIds', `${many('Área', 'Áreas', areaIds)}: ${labels.join(', ')}`);
  }
  if (f.responsibleId === 'me') add('responsibleId', 'Meus atendimentos');
  else if (f.responsibleId === 'none') add('responsibleId', 'Sem responsável');
  else if (f.responsibleId)
    add('responsibleId', `Responsável: ${lookups.users.get(f.responsibleId) ?? 'usuário'}`);
  if (f.from || f.to) add('period', `Período: ${range(f.from, f.to)}`, ['from', 'to']);
  if (f.citizenId) add('citizenId', `Eleitor: ${f.citizenName ?? 'escolhido'}`, ['citizenId', 'citizenName']);
  if (f.hasDemand === 'true') add('hasDemand', 'Com demanda aberta');
  if (f.hasDemand === 'false') add('hasDemand', 'Sem demanda');
  return chips;
}
