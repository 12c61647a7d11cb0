// 'Mais filtros' of the demandas: prazo and abertura ranges, bairro, eleitor, quem cadastrou and the bin.
import { Button, Drawer, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { DateFilterInput } from '../../audit/components/date-filter-input.tsx';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
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
type MoreKey = (typeof KEYS)[number];
type MoreValues = Record<MoreKey, string | null>;

const pick = (filters: DemandFilterValues): MoreValues =>
  Object.fromEntries(KEYS.map((k) => [k, filters[k]])) as MoreValues;

/** Swapped ends of a range are what the person meant. */
function ordered(from: string | null, to: string | null): [string | null, string | null] {
  return from && to && from > to ? [to, from] : [from, to];
}

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
  const [values, setValues] = useState<MoreValues>(() => pick(filters));
  useEffect(() => {
    if (opened) setValues(pick(filters));
  }, [opened, filters]);
  const set = (key: MoreKey, value: string | null) => setValues((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [dueFrom, dueTo] = ordered(values.dueFrom, values.dueTo);
    const [openedFrom, openedTo] = ordered(values.openedFrom, values.openedTo);
    onApply({
      ...values,
      dueFrom,
      dueTo,
      openedFrom,
      openedTo,
      neighborhood: values.neighborhood?.trim() || null,
    });
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={<Text fw={600}>Mais filtros</Text>}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              Prazo
            </Text>
            <Group gap="sm">
              <DateFilterInput label="De" value={values.dueFrom} onChange={(v) => set('dueFrom', v)} />
              <DateFilterInput label="Até" value={values.dueTo} onChange={(v) => set('dueTo', v)} />
            </Group>
          </div>
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              Data de abertura
            </Text>
            <Group gap="sm">
              <DateFilterInput label="De" value={values.openedFrom} onChange={(v) => set('openedFrom', v)} />
              <DateFilterInput label="Até" value={values.openedTo} onChange={(v) => set('openedTo', v)} />
            </Group>
          </div>
          <NeighborhoodAutocomplete
            label="Bairro"
            value={values.neighborhood ?? ''}
            onChange={(v) => set('neighborhood', v || null)}
          />
          <CitizenPicker
            label="Eleitor"
            value={
              values.citizenId
                ? { _id: values.citizenId, name: values.citizenName ?? 'Eleitor escolhido' }
                : null
            }
            onChange={(c) =>
              setValues((prev) => ({ ...prev, citizenId: c?._id ?? null, citizenName: c?.name ?? null }))
            }
            comboboxProps={{ withinPortal: true }}
          />
          {users && (
            <Select
              label="Cadastrada por"
              placeholder="Qualquer pessoa"
              data={users}
              value={values.createdBy}
              onChange={(v) => set('createdBy', v)}
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
              onChange={(event) => set('status', event.currentTarget.checked ? 'deleted' : null)}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Aplicar filtros</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
