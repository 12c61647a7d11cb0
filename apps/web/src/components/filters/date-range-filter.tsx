// A period filter: 'De' and 'Até' typed as dd/mm/aaaa under one label.
import { Group, Text } from '@mantine/core';
import { DateFilterInput } from './date-filter-input.tsx';

/** Swapped ends of a range are what the person meant. */
export function orderedRange(from: string | null, to: string | null): [string | null, string | null] {
  return from && to && from > to ? [to, from] : [from, to];
}

interface DateRangeFilterProps {
  label: string;
  from: string | null;
  to: string | null;
  onFrom: (iso: string | null) => void;
  onTo: (iso: string | null) => void;
}

export function DateRangeFilter({ label, from, to, onFrom, onTo }: DateRangeFilterProps) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {label}
      </Text>
      <Group gap="sm">
        <DateFilterInput label="De" value={from} onChange={onFrom} />
        <DateFilterInput label="Até" value={to} onChange={onTo} />
      </Group>
    </div>
  );
}
