// An instituição picked by typing its name or CNPJ; the server searches and we keep the id.
import { useQuery } from '@tanstack/react-query';
import { formatCnpj } from '@gabinete/shared';
import { useMemo } from 'react';
import {
  SearchSelect,
  useSearchTerm,
  type SearchSelectBaseProps,
} from '../../../components/search-select.tsx';
import { institutionsListQuery } from '../api/institutions.api.ts';

export interface InstitutionOption {
  _id: string;
  name: string;
  cnpj: string | null;
}

interface InstitutionSelectProps extends SearchSelectBaseProps {
  value: InstitutionOption | null;
  onChange: (value: InstitutionOption | null) => void;
}

export function InstitutionSelect({ value, onChange, ...props }: InstitutionSelectProps) {
  const { search, setSearch, term } = useSearchTerm(value?.name ?? null);
  const query = useQuery({ ...institutionsListQuery({ q: term, perPage: 10 }), enabled: term.length >= 2 });
  const items = useMemo(() => query.data?.institutions ?? [], [query.data]);
  const found = items.map((i) => ({
    value: i._id,
    label: i.name,
    description: [i.cnpj && formatCnpj(i.cnpj), i.city].filter(Boolean).join(' · '),
  }));
  const current = value && { value: value._id, label: value.name };
  return (
    <SearchSelect
      placeholder="Busque por nome ou CNPJ"
      nothingFoundMessage={
        term.length < 2
          ? 'Digite ao menos 2 letras'
          : query.isFetching
            ? 'Buscando…'
            : 'Nenhuma instituição encontrada'
      }
      {...props}
      current={current}
      found={found}
      search={search}
      onSearchChange={setSearch}
      onPick={(id) => {
        if (!id) return onChange(null);
        if (value && id === value._id) return onChange(value);
        const picked = items.find((i) => i._id === id);
        onChange(picked ? { _id: picked._id, name: picked.name, cnpj: picked.cnpj } : null);
      }}
    />
  );
}
