// Labels of the active demandas filters as chips; each chip clears the URL keys it stands for.
import { PRIORITY_LABELS, type Priority } from '@gabinete/shared';
import { chipCollector, type FilterChip } from '../../../lib/chip-list.ts';
import { formatDay } from '../../../lib/format.ts';
import { splitList } from '../../../lib/url-list.ts';
import type { DemandFilterValues } from './demand-filter-params.ts';

export interface DemandChipLookups {
  statuses: Map<string, string>;
  areas: Map<string, string>;
  users: Map<string, string>;
}

function range(from: string | null, to: string | null): string {
  if (from && to) return `${formatDay(from)} a ${formatDay(to)}`;
  if (from) return `a partir de ${formatDay(from)}`;
  return `até ${formatDay(to)}`;
}

const names = (ids: string[], map: Map<string, string>, missing: string) =>
  ids.map((id) => map.get(id) ?? missing).join(', ');

export function demandChips(q: string, f: DemandFilterValues, lookups: DemandChipLookups): FilterChip[] {
  const { chips, add } = chipCollector();
  if (f.status === 'deleted') add('status', 'Lixeira');
  if (q) add('q', `Busca: ${q}`);
  if (f.situation === 'open') add('situation', 'Abertas');
  if (f.situation === 'closed') add('situation', 'Encerradas');
  const statusIds = splitList(f.statusIds);
  if (statusIds.length) {
    add(
      'statusIds',
      `${statusIds.length > 1 ? 'Situações' : 'Situação'}: ${names(statusIds, lookups.statuses, 'removida')}`,
    );
  }
  const areaIds = splitList(f.areaIds);
  if (areaIds.length) {
    add('areaIds', `${areaIds.length > 1 ? 'Áreas' : 'Área'}: ${names(areaIds, lookups.areas, 'removida')}`);
  }
  if (f.responsibleId === 'me') add('responsibleId', 'Minhas demandas');
  else if (f.responsibleId === 'none') add('responsibleId', 'Sem responsável');
  else if (f.responsibleId) {
    add('responsibleId', `Responsável: ${lookups.users.get(f.responsibleId) ?? 'usuário'}`);
  }
  const priorities = splitList(f.priorities);
  if (priorities.length) {
    const labels = priorities.map((p) => PRIORITY_LABELS[p as Priority] ?? p).join(', ');
    add('priorities', `${priorities.length > 1 ? 'Prioridades' : 'Prioridade'}: ${labels}`);
  }
  if (f.overdue === 'true') add('overdue', 'Somente vencidas');
  if (f.dueFrom || f.dueTo) add('due', `Prazo: ${range(f.dueFrom, f.dueTo)}`, ['dueFrom', 'dueTo']);
  if (f.openedFrom || f.openedTo) {
    add('opened', `Abertura: ${range(f.openedFrom, f.openedTo)}`, ['openedFrom', 'openedTo']);
  }
  if (f.neighborhood) add('neighborhood', `Bairro: ${f.neighborhood}`);
  if (f.citizenId) add('citizenId', `Eleitor: ${f.citizenName ?? 'escolhido'}`, ['citizenId', 'citizenName']);
  if (f.createdBy) add('createdBy', `Cadastrada por: ${lookups.users.get(f.createdBy) ?? 'usuário'}`);
  return chips;
}
