// Filter bar of the atendimentos: search, situação, canal, área, responsável, 'Mais filtros' (período,
// eleitor, com/sem demanda), chips and 'Limpar' — all in the URL.
import { MultiSelect, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_CHANNELS,
  OCCURRENCE_STATUS_LABELS,
  OCCURRENCE_STATUSES,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FilterBar, MoreFiltersButton, useFilterBox } from '../../../components/filters/filter-bar.tsx';
import { joinList, splitList } from '../../../lib/url-list.ts';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { useTeam } from '../../demands/lib/use-demand-lookups.ts';
import {
  MORE_FILTER_KEYS,
  occurrenceChips,
  type OccurrenceFilterValues,
} from '../lib/occurrence-filter-params.ts';
import { OccurrenceMoreFilters } from './occurrence-more-filters.tsx';

interface OccurrenceFiltersProps {
  q: string;
  filters: OccurrenceFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

const CHANNEL_OPTIONS = OCCURRENCE_CHANNELS.map((c) => ({ value: c, label: OCCURRENCE_CHANNEL_LABELS[c] }));
const STATUS_OPTIONS = OCCURRENCE_STATUSES.map((s) => ({ value: s, label: OCCURRENCE_STATUS_LABELS[s] }));

export function OccurrenceFilters({ q, filters, onChange, onClear }: OccurrenceFiltersProps) {
  const [moreOpened, more] = useDisclosure(false);
  const box = useFilterBox(120);
  const team = useTeam();
  const areas = useQuery(areasQuery(true));
  const lookups = useMemo(
    () => ({
      areas: new Map((areas.data ?? []).map((a) => [a._id, a.name])),
      users: new Map(team.options.map((u) => [u.value, u.label])),
    }),
    [areas.data, team.options],
  );
  const moreCount = MORE_FILTER_KEYS.filter((key) => filters[key]).length;
  const multi = (key: 'status' | 'channel' | 'areaIds', label: string) => ({
    'aria-label': label,
    placeholder: filters[key] ? undefined : label,
    value: splitList(filters[key]),
    onChange: (values: string[]) => onChange({ [key]: joinList(values) }),
    clearable: true,
    hidePickedOptions: true,
    maxDropdownHeight: 320,
  });

  return (
    <FilterBar
      q={q}
      searchLabel="Buscar atendimentos"
      searchPlaceholder="Buscar assunto ou eleitor"
      chips={occurrenceChips(q, filters, lookups)}
      onChange={onChange}
      onClear={onClear}
      foldOnPhone
      drawer={
        <OccurrenceMoreFilters
          opened={moreOpened}
          onClose={more.close}
          filters={filters}
          onApply={onChange}
        />
      }
    >
      <MultiSelect data={STATUS_OPTIONS} style={box(140)} {...multi('status', 'Situação')} />
      <MultiSelect data={CHANNEL_OPTIONS} style={box(130)} {...multi('channel', 'Canal')} />
      <MultiSelect
        data={(areas.data ?? []).map((a) => ({
          value: a._id,
          label: a.active ? a.name : `${a.name} (inativa)`,
        }))}
        searchable
        nothingFoundMessage="Nenhuma área encontrada"
        style={box(140)}
        {...multi('areaIds', 'Área')}
      />
      <Select
        aria-label="Responsável"
        placeholder="Responsável"
        data={[
          { value: 'me', label: 'Meus atendimentos' },
          { value: 'none', label: 'Sem responsável' },
          ...team.options,
        ]}
        value={filters.responsibleId}
        onChange={(value) => onChange({ responsibleId: value })}
        clearable
        searchable
        nothingFoundMessage="Ninguém encontrado"
        style={box(160)}
      />
      <MoreFiltersButton count={moreCount} onClick={more.open} />
    </FilterBar>
  );
}
