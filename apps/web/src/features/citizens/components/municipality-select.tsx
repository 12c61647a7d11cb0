// A município picked by typing its name; the server searches the IBGE list and we keep the code.
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { municipalitiesQuery } from '../api/geo.api.ts';

export interface MunicipalityValue {
  ibge: number;
  name: string;
  uf: string;
}

export const municipalityLabel = (m: { name: string; uf: string }) => `${m.name}/${m.uf}`;

interface MunicipalitySelectProps extends Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'
> {
  value: MunicipalityValue | null;
  onChange: (value: MunicipalityValue | null) => void;
  /** Narrows the search to one UF when known. */
  uf?: string | null;
}

export function MunicipalitySelect({ value, onChange, uf, ...props }: MunicipalitySelectProps) {
  const [search, setSearch] = useState(value ? municipalityLabel(value) : '');
  const [debounced] = useDebouncedValue(search, 250);
  // Searching for the chosen city's own label would only return it again.
  const term = value && debounced === municipalityLabel(value) ? value.name : debounced.replace(/\/\w*$/, '');
  const query = useQuery({ ...municipalitiesQuery(term.trim(), uf), enabled: term.trim().length >= 2 });

  const options = useMemo(() => {
    const found = query.data?.municipalities ?? [];
    const list = value && !found.some((m) => m.ibge === value.ibge) ? [value, ...found] : found;
    return list.map((m) => ({ value: String(m.ibge), label: municipalityLabel(m), item: m }));
  }, [query.data, value]);

  return (
    <Select
      searchable
      clearable
      placeholder="Digite o nome da cidade"
      nothingFoundMessage={
        term.trim().length < 2
          ? 'Digite ao menos 2 letras'
          : query.isFetching
            ? 'Buscando…'
            : 'Nenhuma cidade encontrada'
      }
      {...props}
      data={options.map(({ value: v, label }) => ({ value: v, label }))}
      filter={({ options: all }) => all}
      value={value ? String(value.ibge) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => {
        const picked = options.find((o) => o.value === next)?.item ?? null;
        onChange(picked ? { ibge: picked.ibge, name: picked.name, uf: picked.uf } : null);
      }}
    />
  );
}
