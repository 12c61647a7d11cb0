// The list search box: types freely, updates the URL after a short pause.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface SearchInputProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
}

export function SearchInput({ value, onSearch, placeholder = 'Buscar', label = 'Buscar' }: SearchInputProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), 350);

  // Follows the URL when it changes elsewhere ('Limpar', back button).
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Limpar busca"
            size="sm"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
