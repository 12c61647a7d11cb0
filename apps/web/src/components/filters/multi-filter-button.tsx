// A filter of several values as a button ('Área · 2') that opens a checklist, so the bar keeps its size
// whatever is chosen; the chips below name the choices.
import { Badge, Button, Checkbox, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ColorDot } from '../color-dot.tsx';

export interface FilterOption {
  value: string;
  label: string;
  /** A colour dot before the label (statuses, áreas). */
  color?: string;
}

interface MultiFilterButtonProps {
  label: string;
  options: FilterOption[];
  value: string[];
  onChange: (value: string[]) => void;
  searchable?: boolean;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function MultiFilterButton({
  label,
  options,
  value,
  onChange,
  searchable = false,
}: MultiFilterButtonProps) {
  const [search, setSearch] = useState('');
  const shown = search ? options.filter((o) => fold(o.label).includes(fold(search))) : options;
  return (
    <Popover position="bottom-start" shadow="md" width={280} trapFocus onClose={() => setSearch('')}>
      <Popover.Target>
        <Button
          variant={value.length ? 'light' : 'default'}
          rightSection={
            value.length ? (
              <Badge size="xs" circle>
                {value.length}
              </Badge>
            ) : (
              <IconChevronDown size={14} />
            )
          }
          aria-label={value.length ? `${label}: ${value.length} escolhida(s)` : label}
          fw={500}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          {searchable && (
            <TextInput
              size="xs"
              placeholder={`Buscar ${label.toLowerCase()}`}
              aria-label={`Buscar ${label.toLowerCase()}`}
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          )}
          <ScrollArea.Autosize mah={280} type="auto">
            <Checkbox.Group value={value} onChange={onChange} aria-label={label}>
              <Stack gap={8} py={4} px={2}>
                {shown.map((o) => (
                  <Checkbox
                    key={o.value}
                    value={o.value}
                    size="sm"
                    label={
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                        {o.color && <ColorDot color={o.color} />}
                        {o.label}
                      </span>
                    }
                  />
                ))}
                {shown.length === 0 && (
                  <Text size="xs" c="dimmed">
                    Nada encontrado
                  </Text>
                )}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
          {value.length > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => onChange([])}>
              Limpar {label.toLowerCase()}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
