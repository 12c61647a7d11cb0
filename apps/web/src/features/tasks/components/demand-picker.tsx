// Picks a demanda of the office by protocolo ('2026/0142', '142') or words of the título.
import { Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { demandsListQuery } from '../../demands/api/demands.api.ts';

export interface DemandRef {
  _id: string;
  protocol: string;
  title: string;
}

interface DemandPickerProps extends Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'
> {
  value: DemandRef | null;
  onChange: (value: DemandRef | null) => void;
}

export const demandLabel = (d: DemandRef) => (d.title ? `${d.protocol} · ${d.title}` : d.protocol);

export function DemandPicker({ value, onChange, ...props }: DemandPickerProps) {
  const [search, setSearch] = useState(value ? demandLabel(value) : '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = value && debounced === demandLabel(value) ? '' : debounced;
  const query = useQuery({ ...demandsListQuery({ q: term, perPage: 10 }), enabled: term.length >= 1 });
  const found = useMemo(() => {
    const rows = (query.data?.demands ?? []).map((d) => ({
      _id: d._id,
      protocol: d.protocol,
      title: d.title,
      status: d.status.name,
    }));
    return { rows, byId: new Map(rows.map((d) => [d._id, d])) };
  }, [query.data]);
  const data = [
    ...(value && !found.byId.has(value._id) ? [{ value: value._id, label: demandLabel(value) }] : []),
    ...found.rows.map((d) => ({ value: d._id, label: demandLabel(d) })),
  ];
  return (
    <Select
      searchable
      clearable
      placeholder="Busque pelo protocolo (2026/0142) ou pelo título"
      nothingFoundMessage={
        term.length < 1
          ? 'Digite o protocolo ou uma palavra'
          : query.isFetching
            ? 'Buscando…'
            : 'Nenhuma demanda encontrada'
      }
      {...props}
      data={data}
      filter={({ options }) => options}
      value={value?._id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {found.byId.get(option.value)?.status && (
            <Text size="xs" c="dimmed">
              {found.byId.get(option.value)?.status}
            </Text>
          )}
        </div>
      )}
      onChange={(id) => {
        const picked = id ? (found.byId.get(id) ?? (value?._id === id ? value : null)) : null;
        onChange(picked ? { _id: picked._id, protocol: picked.protocol, title: picked.title } : null);
      }}
    />
  );
}
