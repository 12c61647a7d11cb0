// A Select that searches the server as one types (a citizen, a demanda): the current value stays
// listed, each option may carry a grey line below it, and nothing is filtered again on this side; the
// list waits for the person to type instead of opening (and covering the form) on focus.
import { Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export interface SearchOption {
  value: string;
  label: string;
  /** The grey line under the option ('Centro · Campinas', the situação). */
  description?: string;
}

/** The typed text, and what to search for: empty while the box still shows the chosen value's label. */
export function useSearchTerm(currentLabel: string | null) {
  const [search, setSearch] = useState(currentLabel ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = currentLabel !== null && debounced === currentLabel ? '' : debounced;
  return { search, setSearch, term };
}

export type SearchSelectBaseProps = Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'
>;

interface SearchSelectProps extends SearchSelectBaseProps {
  current: SearchOption | null;
  found: SearchOption[];
  search: string;
  onSearchChange: (search: string) => void;
  onPick: (id: string | null) => void;
}

export function SearchSelect({
  current,
  found,
  search,
  onSearchChange,
  onPick,
  ...props
}: SearchSelectProps) {
  const options = [...(current && !found.some((o) => o.value === current.value) ? [current] : []), ...found];
  const describe = (id: string) => options.find((o) => o.value === id)?.description;
  return (
    <Select
      searchable
      clearable
      // Focus alone (a drawer's autofocus) leaves the list shut: it opens on typing or a click.
      openOnFocus={false}
      {...props}
      data={options.map(({ value, label }) => ({ value, label }))}
      filter={({ options: all }) => all}
      value={current?.value ?? null}
      searchValue={search}
      onSearchChange={onSearchChange}
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
      onChange={onPick}
    />
  );
}
