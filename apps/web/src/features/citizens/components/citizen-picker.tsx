// Picks a citizen of the office by name, CPF or phone (the liderança of a record, the liderança filter).
import { Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { citizensListQuery } from '../api/citizens.api.ts';

export interface CitizenRef {
  _id: string;
  name: string;
}

interface CitizenPickerProps extends Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'
> {
  value: CitizenRef | null;
  onChange: (value: CitizenRef | null) => void;
  /** The record being edited cannot be its own liderança. */
  excludeId?: string;
}

export function CitizenPicker({ value, onChange, excludeId, ...props }: CitizenPickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = value && debounced === value.name ? '' : debounced;
  const query = useQuery({ ...citizensListQuery({ q: term, perPage: 10 }), enabled: term.length >= 2 });

  const found = useMemo(() => {
    const rows = (query.data?.citizens ?? []).filter((c) => c._id !== excludeId);
    const byId = new Map(rows.map((c) => [c._id, c]));
    return { rows, byId };
  }, [query.data, excludeId]);

  const data = [
    ...(value && !found.byId.has(value._id) ? [{ value: value._id, label: value.name }] : []),
    ...found.rows.map((c) => ({ value: c._id, label: c.name })),
  ];
  const describe = (id: string) => {
    const c = found.byId.get(id);
    return c ? [c.neighborhood, c.city].filter(Boolean).join(' · ') : '';
  };

  return (
    <Select
      searchable
      clearable
      placeholder="Busque por nome, CPF ou telefone"
      nothingFoundMessage={
        term.length < 2 ? 'Digite ao menos 2 letras' : query.isFetching ? 'Buscando…' : 'Ninguém encontrado'
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
          {describe(option.value) && (
            <Text size="xs" c="dimmed">
              {describe(option.value)}
            </Text>
          )}
        </div>
      )}
      onChange={(id) => {
        const label = data.find((d) => d.value === id)?.label;
        onChange(id && label ? { _id: id, name: label } : null);
      }}
    />
  );
}
