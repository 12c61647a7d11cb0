// Labels of the active citizen filters as chips; each chip clears the URL keys it stands for.
import {
  CITIZEN_ORIGIN_LABELS,
  GENDER_LABELS,
  type CITIZEN_ORIGINS,
  type GENDERS,
  type Tag,
} from '@gabinete/shared';
import { chipCollector, type FilterChip } from '../../../lib/chip-list.ts';
import { formatDay } from '../../../lib/format.ts';
import type { CitizenFilterValues } from './citizen-filter-params.ts';

export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

interface Lookups {
  tags: Map<string, Tag>;
  users: Map<string, string>;
}

function ageLabel(min: string | null, max: string | null): string {
  if (min && max) return `${min} a ${max} anos`;
  if (min) return `a partir de ${min} anos`;
  return `até ${max} anos`;
}

/** 'Cadastrados de 01/11/2026 a 30/11/2026', 'Cadastrados desde 01/11/2026', 'Cadastrados até …'. */
function createdLabel(from: string | null, to: string | null): string {
  if (from && to) return `Cadastrados de ${formatDay(from)} a ${formatDay(to)}`;
  return from ? `Cadastrados desde ${formatDay(from)}` : `Cadastrados até ${formatDay(to)}`;
}

export function citizenChips(q: string, f: CitizenFilterValues, lookups: Lookups): FilterChip[] {
  const { chips, add } = chipCollector();
  if (q) add('q', `Busca: ${q}`);
  if (f.tags) {
    const names = f.tags.split(',').map((id) => lookups.tags.get(id)?.name ?? 'tag removida');
    add('tags', `${names.length > 1 ? 'Tags' : 'Tag'}: ${names.join(', ')}`);
  }
  if (f.neighborhood) add('neighborhood', `Bairro: ${f.neighborhood}`);
  if (f.cityIbge) add('cityIbge', `Cidade: ${f.cityName ?? f.cityIbge}`, ['cityIbge', 'cityName']);
  if (f.uf) add('uf', `UF: ${f.uf}`);
  if (f.voterZone) add('voterZone', `Zona: ${f.voterZone}`);
  if (f.voterSection) add('voterSection', `Seção: ${f.voterSection}`);
  if (f.ageMin || f.ageMax) add('age', `Idade: ${ageLabel(f.ageMin, f.ageMax)}`, ['ageMin', 'ageMax']);
  if (f.birthMonth) {
    add('birthMonth', `Aniversário em ${MONTHS[Number(f.birthMonth) - 1]?.toLowerCase() ?? f.birthMonth}`);
  }
  if (f.leaderId) add('leaderId', `Liderança: ${f.leaderName ?? 'escolhida'}`, ['leaderId', 'leaderName']);
  if (f.origin) {
    add(
      'origin',
      `Origem: ${CITIZEN_ORIGIN_LABELS[f.origin as (typeof CITIZEN_ORIGINS)[number]] ?? f.origin}`,
    );
  }
  if (f.gender) add('gender', `Gênero: ${GENDER_LABELS[f.gender as (typeof GENDERS)[number]] ?? f.gender}`);
  if (f.registeredBy) {
    add('registeredBy', `Cadastrado por: ${lookups.users.get(f.registeredBy) ?? 'usuário'}`);
  }
  if (f.createdFrom || f.createdTo) {
    add('created', createdLabel(f.createdFrom, f.createdTo), ['createdFrom', 'createdTo']);
  }
  return chips;
}
