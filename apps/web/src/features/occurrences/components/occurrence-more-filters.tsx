// 'Mais filtros' of the atendimentos: período, eleitor and whether a demanda was opened from it.
import { SegmentedControl, Text } from '@mantine/core';
import { DateRangeFilter, orderedRange } from '../../../components/filters/date-range-filter.tsx';
import { MoreFiltersDrawer, useDraftFilters } from '../../../components/filters/more-filters-drawer.tsx';
import { CitizenFilterPicker } from '../../citizens/components/citizen-filter-picker.tsx';
import type { OccurrenceFilterValues } from '../lib/occurrence-filter-params.ts';

const KEYS = ['from', 'to', 'citizenId', 'citizenName', 'hasDemand'] as const;

interface OccurrenceMoreFiltersProps {
  opened: boolean;
  onClose: () => void;
  filters: OccurrenceFilterValues;
  onApply: (changes: Record<string, string | null>) => void;
}

export function OccurrenceMoreFilters({ opened, onClose, filters, onApply }: OccurrenceMoreFiltersProps) {
  const { values, set } = useDraftFilters(KEYS, filters, opened);

  const apply = () => {
    const [from, to] = orderedRange(values.from, values.to);
    onApply({ ...values, from, to });
  };

  return (
    <MoreFiltersDrawer opened={opened} onClose={onClose} onApply={apply} submitLabel="Aplicar">
      <DateRangeFilter
        label="Período do atendimento"
        from={values.from}
        to={values.to}
        onFrom={(from) => set({ from })}
        onTo={(to) => set({ to })}
      />
      <CitizenFilterPicker citizenId={values.citizenId} citizenName={values.citizenName} onChange={set} />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Demanda
        </Text>
        <SegmentedControl
          fullWidth
          aria-label="Demanda"
          value={values.hasDemand ?? 'all'}
          onChange={(v) => set({ hasDemand: v === 'all' ? null : v })}
          data={[
            { value: 'all', label: 'Todos' },
            { value: 'true', label: 'Com demanda' },
            { value: 'false', label: 'Sem demanda' },
          ]}
        />
      </div>
    </MoreFiltersDrawer>
  );
}
