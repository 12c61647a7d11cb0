// 'Mais filtros' of the atendimentos: período, eleitor and whether a demanda was opened from it.
import { Button, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { DateFilterInput } from '../../audit/components/date-filter-input.tsx';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import type { OccurrenceFilterValues } from '../lib/occurrence-filter-params.ts';

const KEYS = ['from', 'to', 'citizenId', 'citizenName', 'hasDemand'] as const;
type MoreKey = (typeof KEYS)[number];
type MoreValues = Record<MoreKey, string | null>;

const pick = (filters: OccurrenceFilterValues): MoreValues =>
  Object.fromEntries(KEYS.map((k) => [k, filters[k]])) as MoreValues;

interface OccurrenceMoreFiltersProps {
  opened: boolean;
  onClose: () => void;
  filters: OccurrenceFilterValues;
  onApply: (changes: Record<string, string | null>) => void;
}

export function OccurrenceMoreFilters({ opened, onClose, filters, onApply }: OccurrenceMoreFiltersProps) {
  const [values, setValues] = useState<MoreValues>(() => pick(filters));
  useEffect(() => {
    if (opened) setValues(pick(filters));
  }, [opened, filters]);
  const set = (key: MoreKey, value: string | null) => setValues((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Swapped ends of the period are what the person meant.
    const swapped = values.from && values.to && values.from > values.to;
    onApply({ ...values, from: swapped ? values.to : values.from, to: swapped ? values.from : values.to });
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={<Text fw={600}>Mais filtros</Text>}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4}>
              Período do atendimento
            </Text>
            <Group gap="sm">
              <DateFilterInput label="De" value={values.from} onChange={(v) => set('from', v)} />
              <DateFilterInput label="Até" value={values.to} onChange={(v) => set('to', v)} />
            </Group>
          </div>
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
          <div>
            <Text size="sm" fw={500} mb={4}>
              Demanda
            </Text>
            <SegmentedControl
              fullWidth
              aria-label="Demanda"
              value={values.hasDemand ?? 'all'}
              onChange={(v) => set('hasDemand', v === 'all' ? null : v)}
              data={[
                { value: 'all', label: 'Todos' },
                { value: 'true', label: 'Com demanda' },
                { value: 'false', label: 'Sem demanda' },
              ]}
            />
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Aplicar</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
