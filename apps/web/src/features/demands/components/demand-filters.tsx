// Filter bar of the demandas list, board and map: search, aberta/encerrada, situação, área, responsável,
// prioridade, 'Somente vencidas', 'Mais filtros', chips and 'Limpar' — all in the URL.
import { Badge, Button, Checkbox, Group, SegmentedControl, Select } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { PRIORITIES, PRIORITY_LABELS } from '@gabinete/shared';
import { IconAdjustmentsHorizontal, IconFilter } from '@tabler/icons-react';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { demandChips } from '../lib/demand-chips.ts';
import {
  joinList,
  MORE_FILTER_KEYS,
  splitList,
  type DemandFilterValues,
} from '../lib/demand-filter-params.ts';
import { useDemandLookups } from '../lib/use-demand-lookups.ts';
import { DemandMoreFilters } from './demand-more-filters.tsx';
import { MultiFilterButton } from './multi-filter-button.tsx';

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
  // On a phone the bar folds behind 'Filtros' so the list is not pushed off the screen.
  const [barOpened, { toggle: toggleBar }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const box = (basis: number) => ({ flex: phone ? '1 1 100%' : `0 1 ${basis}px`, minWidth: 140 });
  const lookups = useDemandLookups();
  const chips = demandChips(q, filters, lookups.maps);
  const moreCount =
    MORE_FILTER_KEYS.filter((key) => filters[key]).length +
    (filters.citizenId ? 1 : 0) +
    (filters.createdBy ? 1 : 0) +
    (filters.status === 'deleted' ? 1 : 0);
  const shownCount = chips.filter((c) => c.key !== 'q').length;
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
    <div>
      <Group gap="sm" align="flex-start">
        <SearchInput
          value={q}
          onSearch={(value) => onChange({ q: value })}
          placeholder="Buscar por palavras ou protocolo"
          label="Buscar demandas"
        />
        {phone && (
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={
              shownCount ? (
                <Badge size="xs" circle>
                  {shownCount}
                </Badge>
              ) : null
            }
            onClick={toggleBar}
            aria-expanded={barOpened}
          >
            Filtros
          </Button>
        )}
        {(!phone || barOpened) && (
          <>
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
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              rightSection={
                moreCount ? (
                  <Badge size="xs" circle>
                    {moreCount}
                  </Badge>
                ) : null
              }
              onClick={more.open}
            >
              Mais filtros
            </Button>
          </>
        )}
      </Group>
      <FilterChips
        filters={chips}
        onRemove={(key) => {
          const chip = chips.find((c) => c.key === key);
          onChange(Object.fromEntries((chip?.clears ?? [key]).map((k) => [k, null])));
        }}
        onClear={onClear}
      />
      <DemandMoreFilters
        opened={moreOpened}
        onClose={more.close}
        filters={filters}
        users={lookups.team.options}
        showBin={showBin}
        onApply={onChange}
      />
    </div>
  );
}
