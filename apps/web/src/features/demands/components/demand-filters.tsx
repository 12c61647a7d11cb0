// Filter bar of the demandas list, board and map: search, aberta/encerrada, situação, área, responsável,
// prioridade, 'Somente vencidas', 'Mais filtros', chips and 'Limpar' — all in the URL.
import { Checkbox, SegmentedControl, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRIORITIES, PRIORITY_LABELS } from '@gabinete/shared';
import { FilterBar, MoreFiltersButton, useFilterBox } from '../../../components/filters/filter-bar.tsx';
import { MultiFilterButton } from '../../../components/filters/multi-filter-button.tsx';
import { joinList, splitList } from '../../../lib/url-list.ts';
import { demandChips } from '../lib/demand-chips.ts';
import { MORE_FILTER_KEYS, type DemandFilterValues } from '../lib/demand-filter-params.ts';
import { useDemandLookups } from '../lib/use-demand-lookups.ts';
import { DemandMoreFilters } from './demand-more-filters.tsx';

interface DemandFiltersProps {
  q: string;
  filters: DemandFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
  /** The list offers the bin inside 'Mais filtros'; the board and the map do not. */
  showBin?: boolean;
}

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

export function DemandFilters({ q, filters, onChange, onClear, showBin = false }: DemandFiltersProps) {
  const [moreOpened, more] = useDisclosure(false);
  const box = useFilterBox(140);
  const lookups = useDemandLookups();
  const moreCount =
    MORE_FILTER_KEYS.filter((key) => filters[key]).length +
    (filters.citizenId ? 1 : 0) +
    (filters.createdBy ? 1 : 0) +
    (filters.status === 'deleted' ? 1 : 0);
  const responsibleOptions = [
    { value: 'me', label: 'Minhas demandas' },
    { value: 'none', label: 'Sem responsável' },
    ...lookups.team.options,
  ];
  const multi = (key: 'statusIds' | 'areaIds' | 'priorities') => ({
    value: splitList(filters[key]),
    onChange: (values: string[]) => onChange({ [key]: joinList(values) }),
  });

  return (
    <FilterBar
      q={q}
      searchLabel="Buscar demandas"
      searchPlaceholder="Buscar por palavras ou protocolo"
      chips={demandChips(q, filters, lookups.maps)}
      onChange={onChange}
      onClear={onClear}
      foldOnPhone
      drawer={
        <DemandMoreFilters
          opened={moreOpened}
          onClose={more.close}
          filters={filters}
          users={lookups.team.options}
          showBin={showBin}
          onApply={onChange}
        />
      }
    >
      <SegmentedControl
        aria-label="Abertas ou encerradas"
        value={filters.situation ?? 'all'}
        onChange={(value) => onChange({ situation: value === 'all' ? null : value })}
        data={[
          { value: 'all', label: 'Todas' },
          { value: 'open', label: 'Abertas' },
          { value: 'closed', label: 'Encerradas' },
        ]}
      />
      <MultiFilterButton
        label="Situação"
        options={lookups.statuses.map((st) => ({ value: st._id, label: st.name, color: st.color }))}
        searchable
        {...multi('statusIds')}
      />
      <MultiFilterButton
        label="Área"
        options={lookups.areas.map((a) => ({
          value: a._id,
          label: a.active ? a.name : `${a.name} (inativa)`,
          color: a.color,
        }))}
        searchable
        {...multi('areaIds')}
      />
      <Select
        aria-label="Responsável"
        placeholder="Responsável"
        data={responsibleOptions}
        value={filters.responsibleId}
        onChange={(value) => onChange({ responsibleId: value })}
        clearable
        searchable
        nothingFoundMessage="Ninguém encontrado"
        style={box(180)}
      />
      <MultiFilterButton label="Prioridade" options={PRIORITY_OPTIONS} {...multi('priorities')} />
      <Checkbox
        label="Somente vencidas"
        checked={filters.overdue === 'true'}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked ? 'true' : null })}
        mt={8}
      />
      <MoreFiltersButton count={moreCount} onClick={more.open} />
    </FilterBar>
  );
}
