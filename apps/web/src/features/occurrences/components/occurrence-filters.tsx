// Filter bar of the atendimentos: search, situação, canal, área, responsável, 'Mais filtros' (período,
// eleitor, com/sem demanda), chips and 'Limpar' — all in the URL.
import { Badge, Button, Group, MultiSelect, Select } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_CHANNELS,
  OCCURRENCE_STATUS_LABELS,
  OCCURRENCE_STATUSES,
} from '@gabinete/shared';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { useTeam } from '../../demands/lib/use-demand-lookups.ts';
import {
  joinList,
  MORE_FILTER_KEYS,
  occurrenceChips,
  splitList,
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
  const phone = useMediaQuery('(max-width: 36em)');
  const box = (basis: number) => ({ flex: phone ? '1 1 100%' : `0 1 ${basis}px`, minWidth: 120 });
  const team = useTeam();
  const areas = useQuery(areasQuery(true));
  const lookups = useMemo(
    () => ({
      areas: new Map((areas.data ?? []).map((a) => [a._id, a.name])),
      users: new Map(team.options.map((u) => [u.value, u.label])),
    }),
    [areas.data, team.options],
  );
  const chips = occurrenceChips(q, filters, lookups);
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
    <div>
      <Group gap="sm" align="flex-start">
        <SearchInput
          value={q}
          onSearch={(value) => onChange({ q: value })}
          placeholder="Buscar assunto ou eleitor"
          label="Buscar atendimentos"
        />
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
      </Group>
      <FilterChips
        filters={chips}
        onRemove={(key) => {
          const chip = chips.find((c) => c.key === key);
          onChange(Object.fromEntries((chip?.clears ?? [key]).map((k) => [k, null])));
        }}
        onClear={onClear}
      />
      <OccurrenceMoreFilters opened={moreOpened} onClose={more.close} filters={filters} onApply={onChange} />
    </div>
  );
}
