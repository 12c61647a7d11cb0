// 'Mais filtros': the less used filters in a drawer, applied together with 'Aplicar filtros'.
import { Button, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { CITIZEN_ORIGINS, CITIZEN_ORIGIN_LABELS, GENDERS, GENDER_LABELS, UF_LIST } from '@gabinete/shared';
import { DateField } from '../../../components/date-field.tsx';
import { MoreFiltersDrawer, useDraftFilters } from '../../../components/filters/more-filters-drawer.tsx';
import type { CitizenFilterValues } from '../lib/citizen-filter-params.ts';
import { MONTHS } from '../lib/filter-labels.ts';
import { CitizenPicker } from './citizen-picker.tsx';

const MORE_KEYS = [
  'uf',
  'voterZone',
  'voterSection',
  'ageMin',
  'ageMax',
  'birthMonth',
  'leaderId',
  'leaderName',
  'origin',
  'gender',
  'registeredBy',
  'createdFrom',
  'createdTo',
] as const;
type MoreKey = (typeof MORE_KEYS)[number];

export const MORE_FILTER_KEYS: readonly string[] = MORE_KEYS.filter((k) => k !== 'leaderName');

const MONTH_OPTIONS = MONTHS.map((label, i) => ({ value: String(i + 1), label }));
const ORIGIN_OPTIONS = CITIZEN_ORIGINS.map((value) => ({ value, label: CITIZEN_ORIGIN_LABELS[value] }));
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4) || null;

interface CitizenMoreFiltersProps {
  opened: boolean;
  onClose: () => void;
  filters: CitizenFilterValues;
  /** Team members for 'Cadastrado por'; left out when the user may not list users. */
  users: { value: string; label: string }[] | null;
  onApply: (changes: Record<string, string | null>) => void;
}

export function CitizenMoreFilters({ opened, onClose, filters, users, onApply }: CitizenMoreFiltersProps) {
  const { values, set, clear } = useDraftFilters(MORE_KEYS, filters, opened);
  const num = (key: MoreKey) => ({
    value: values[key] ?? '',
    onChange: (v: string | number) => set({ [key]: v === '' ? null : String(v) }),
    min: 0,
    max: 130,
    allowDecimal: false,
    allowNegative: false,
  });

  const apply = () => {
    const min = Number(values.ageMin);
    const max = Number(values.ageMax);
    // Swapped ages are what the person meant.
    const swap = values.ageMin && values.ageMax && min > max;
    onApply({
      ...values,
      ageMin: swap ? values.ageMax : values.ageMin,
      ageMax: swap ? values.ageMin : values.ageMax,
    });
  };

  return (
    <MoreFiltersDrawer
      opened={opened}
      onClose={onClose}
      onApply={apply}
      secondaryAction={
        <Button variant="subtle" onClick={clear}>
          Limpar estes filtros
        </Button>
      }
    >
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="UF"
          data={[...UF_LIST]}
          value={values.uf}
          onChange={(uf) => set({ uf })}
          clearable
          searchable
        />
        <Select
          label="Mês de aniversário"
          data={MONTH_OPTIONS}
          value={values.birthMonth}
          onChange={(birthMonth) => set({ birthMonth })}
          clearable
        />
        <TextInput
          label="Zona eleitoral"
          inputMode="numeric"
          value={values.voterZone ?? ''}
          onChange={(e) => set({ voterZone: digits(e.currentTarget.value) })}
        />
        <TextInput
          label="Seção"
          inputMode="numeric"
          value={values.voterSection ?? ''}
          onChange={(e) => set({ voterSection: digits(e.currentTarget.value) })}
        />
        <NumberInput label="Idade mínima" {...num('ageMin')} />
        <NumberInput label="Idade máxima" {...num('ageMax')} />
        <DateField
          label="Cadastrado a partir de"
          value={values.createdFrom}
          onChange={(v) => set({ createdFrom: v ? String(v).slice(0, 10) : null })}
        />
        <DateField
          label="Cadastrado até"
          value={values.createdTo}
          minDate={values.createdFrom ?? undefined}
          onChange={(v) => set({ createdTo: v ? String(v).slice(0, 10) : null })}
        />
      </SimpleGrid>
      <CitizenPicker
        label="Liderança"
        description="Eleitores indicados por esta pessoa"
        value={values.leaderId ? { _id: values.leaderId, name: values.leaderName ?? '' } : null}
        onChange={(c) => set({ leaderId: c?._id ?? null, leaderName: c?.name ?? null })}
      />
      <Select
        label="Origem do cadastro"
        data={ORIGIN_OPTIONS}
        value={values.origin}
        onChange={(origin) => set({ origin })}
        clearable
      />
      <Select
        label="Gênero"
        data={GENDER_OPTIONS}
        value={values.gender}
        onChange={(gender) => set({ gender })}
        clearable
      />
      {users && (
        <Select
          label="Cadastrado por"
          data={users}
          value={values.registeredBy}
          onChange={(registeredBy) => set({ registeredBy })}
          clearable
          searchable
        />
      )}
    </MoreFiltersDrawer>
  );
}
