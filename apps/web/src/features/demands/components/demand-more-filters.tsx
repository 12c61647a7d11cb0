// 'Mais filtros' of the demandas: prazo and abertura ranges, bairro, eleitor, quem cadastrou and the bin.
import { Select, Switch } from '@mantine/core';
import { DateRangeFilter, orderedRange } from '../../../components/filters/date-range-filter.tsx';
import { MoreFiltersDrawer, useDraftFilters } from '../../../components/filters/more-filters-drawer.tsx';
import { CitizenFilterPicker } from '../../citizens/components/citizen-filter-picker.tsx';
import { NeighborhoodAutocomplete } from '../../citizens/components/neighborhood-autocomplete.tsx';
import type { DemandFilterValues } from '../lib/demand-filter-params.ts';

const KEYS = [
  'dueFrom',
  'dueTo',
  'openedFrom',
  'openedTo',
  'neighborhood',
  'citizenId',
  'citizenName',
  'createdBy',
  'status',
] as const;

interface DemandMoreFiltersProps {
  opened: boolean;
  onClose: () => void;
  filters: DemandFilterValues;
  users: { value: string; label: string }[] | null;
  showBin: boolean;
  onApply: (changes: Record<string, string | null>) => void;
}

export function DemandMoreFilters({
  opened,
  onClose,
  filters,
  users,
  showBin,
  onApply,
}: DemandMoreFiltersProps) {
  const { values, set } = useDraftFilters(KEYS, filters, opened);

  const apply = () => {
    const [dueFrom, dueTo] = orderedRange(values.dueFrom, values.dueTo);
    const [openedFrom, openedTo] = orderedRange(values.openedFrom, values.openedTo);
    onApply({
      ...values,
      dueFrom,
      dueTo,
      openedFrom,
      openedTo,
      neighborhood: values.neighborhood?.trim() || null,
    });
  };

  return (
    <MoreFiltersDrawer opened={opened} onClose={onClose} onApply={apply}>
      <DateRangeFilter
        label="Prazo"
        from={values.dueFrom}
        to={values.dueTo}
        onFrom={(dueFrom) => set({ dueFrom })}
        onTo={(dueTo) => set({ dueTo })}
      />
      <DateRangeFilter
        label="Data de abertura"
        from={values.openedFrom}
        to={values.openedTo}
        onFrom={(openedFrom) => set({ openedFrom })}
        onTo={(openedTo) => set({ openedTo })}
      />
      <NeighborhoodAutocomplete
        label="Bairro"
        value={values.neighborhood ?? ''}
        onChange={(v) => set({ neighborhood: v || null })}
      />
      <CitizenFilterPicker citizenId={values.citizenId} citizenName={values.citizenName} onChange={set} />
      {users && (
        <Select
          label="Cadastrada por"
          placeholder="Qualquer pessoa"
          data={users}
          value={values.createdBy}
          onChange={(createdBy) => set({ createdBy })}
          clearable
          searchable
          nothingFoundMessage="Ninguém encontrado"
        />
      )}
      {showBin && (
        <Switch
          label="Mostrar a lixeira"
          description="Demandas excluídas, que podem ser restauradas."
          checked={values.status === 'deleted'}
          onChange={(event) => set({ status: event.currentTarget.checked ? 'deleted' : null })}
        />
      )}
    </MoreFiltersDrawer>
  );
}
