// 'Mais filtros': the less used filters in a drawer, applied together with 'Aplicar filtros'.
import {
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CITIZEN_ORIGINS, CITIZEN_ORIGIN_LABELS, GENDERS, GENDER_LABELS, UF_LIST } from '@gabinete/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { DateField } from '../../../components/date-field.tsx';
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
type MoreValues = Record<MoreKey, string | null>;

export const MORE_FILTER_KEYS: readonly string[] = MORE_KEYS.filter((k) => k !== 'leaderName');

const pick = (filters: CitizenFilterValues): MoreValues =>
  Object.fromEntries(MORE_KEYS.map((k) => [k, filters[k]])) as MoreValues;

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
  const [values, setValues] = useState<MoreValues>(() => pick(filters));
  // Each opening starts from what the URL says now.
  useEffect(() => {
    if (opened) setValues(pick(filters));
  }, [opened, filters]);
  const set = (key: MoreKey, value: string | null) => setValues((prev) => ({ ...prev, [key]: value }));
  const num = (key: MoreKey) => ({
    value: values[key] ?? '',
    onChange: (v: string | number) => set(key, v === '' ? null : String(v)),
    min: 0,
    max: 130,
    allowDecimal: false,
    allowNegative: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = Number(values.ageMin);
    const max = Number(values.ageMax);
    // Swapped ages are what the person meant.
    const swap = values.ageMin && values.ageMax && min > max;
    onApply({
      ...values,
      ageMin: swap ? values.ageMax : values.ageMin,
      ageMax: swap ? values.ageMin : values.ageMax,
    });
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={<Text fw={600}>Mais filtros</Text>}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label="UF"
              data={[...UF_LIST]}
              value={values.uf}
              onChange={(v) => set('uf', v)}
              clearable
              searchable
            />
            <Select
              label="Mês de aniversário"
              data={MONTH_OPTIONS}
              value={values.birthMonth}
              onChange={(v) => set('birthMonth', v)}
              clearable
            />
            <TextInput
              label="Zona eleitoral"
              inputMode="numeric"
              value={values.voterZone ?? ''}
              onChange={(e) => set('voterZone', digits(e.currentTarget.value))}
            />
            <TextInput
              label="Seção"
              inputMode="numeric"
              value={values.voterSection ?? ''}
              onChange={(e) => set('voterSection', digits(e.currentTarget.value))}
            />
            <NumberInput label="Idade mínima" {...num('ageMin')} />
            <NumberInput label="Idade máxima" {...num('ageMax')} />
            <DateField
              label="Cadastrado a partir de"
              value={values.createdFrom}
              onChange={(v) => set('createdFrom', v ? String(v).slice(0, 10) : null)}
            />
            <DateField
              label="Cadastrado até"
              value={values.createdTo}
              minDate={values.createdFrom ?? undefined}
              onChange={(v) => set('createdTo', v ? String(v).slice(0, 10) : null)}
            />
          </SimpleGrid>
          <CitizenPicker
            label="Liderança"
            description="Eleitores indicados por esta pessoa"
            value={values.leaderId ? { _id: values.leaderId, name: values.leaderName ?? '' } : null}
            onChange={(c) =>
              setValues((prev) => ({ ...prev, leaderId: c?._id ?? null, leaderName: c?.name ?? null }))
            }
          />
          <Select
            label="Origem do cadastro"
            data={ORIGIN_OPTIONS}
            value={values.origin}
            onChange={(v) => set('origin', v)}
            clearable
          />
          <Select
            label="Gênero"
            data={GENDER_OPTIONS}
            value={values.gender}
            onChange={(v) => set('gender', v)}
            clearable
          />
          {users && (
            <Select
              label="Cadastrado por"
              data={users}
              value={values.registeredBy}
              onChange={(v) => set('registeredBy', v)}
              clearable
              searchable
            />
          )}
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              onClick={() => setValues(Object.fromEntries(MORE_KEYS.map((k) => [k, null])) as MoreValues)}
            >
              Limpar estes filtros
            </Button>
            <Button type="submit">Aplicar filtros</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
