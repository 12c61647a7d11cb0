// Bairro typed freely, with the office's own bairros suggested as the person types.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { neighborhoodsQuery } from '../api/citizens-list.api.ts';

type NeighborhoodAutocompleteProps = Omit<AutocompleteProps, 'data'> & { value: string };

export function NeighborhoodAutocomplete({ value, ...props }: NeighborhoodAutocompleteProps) {
  const [debounced] = useDebouncedValue(value.trim(), 250);
  const query = useQuery({ ...neighborhoodsQuery(debounced), enabled: debounced.length >= 1 });
  return (
    <Autocomplete
      {...props}
      value={value}
      data={[...new Set(query.data?.neighborhoods ?? [])]}
      filter={({ options }) => options}
      limit={20}
    />
  );
}
