// Picks a citizen of the office by name, CPF or phone (the liderança of a record, the liderança filter).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  SearchSelect,
  useSearchTerm,
  type SearchSelectBaseProps,
} from '../../../components/search-select.tsx';
import { citizensListQuery } from '../api/citizens.api.ts';

export interface CitizenRef {
  _id: string;
  name: string;
}

interface CitizenPickerProps extends SearchSelectBaseProps {
  value: CitizenRef | null;
  onChange: (value: CitizenRef | null) => void;
  /** The record being edited cannot be its own liderança. */
  excludeId?: string;
}

export function CitizenPicker({ value, onChange, excludeId, ...props }: CitizenPickerProps) {
  const { search, setSearch, term } = useSearchTerm(value?.name ?? null);
  const query = useQuery({ ...citizensListQuery({ q: term, perPage: 10 }), enabled: term.length >= 2 });
  const found = useMemo(
    () =>
      (query.data?.citizens ?? [])
        .filter((c) => c._id !== excludeId)
        .map((c) => ({
          value: c._id,
          label: c.name,
          description: [c.neighborhood, c.city].filter(Boolean).join(' · '),
        })),
    [query.data, excludeId],
  );
  const current = value && { value: value._id, label: value.name };

  return (
    <SearchSelect
      placeholder="Busque por nome, CPF ou telefone"
      nothingFoundMessage={
        term.length < 2 ? 'Digite ao menos 2 letras' : query.isFetching ? 'Buscando…' : 'Ninguém encontrado'
      }
      {...props}
      current={current}
      found={found}
      search={search}
      onSearchChange={setSearch}
      onPick={(id) => {
        const label = [current, ...found].find((o) => o?.value === id)?.label;
        onChange(id && label ? { _id: id, name: label } : null);
      }}
    />
  );
}
