// Active filters as removable chips, plus 'Limpar' (UI.md list page).
import { Badge, Button, CloseButton, Group } from '@mantine/core';

export interface ActiveFilter {
  key: string;
  label: string;
}

export function FilterChips({
  filters,
  onRemove,
  onClear,
}: {
  filters: ActiveFilter[];
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {filters.map((filter) => (
        <Badge
          key={filter.key}
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Remover filtro ${filter.label}`}
              onClick={() => onRemove(filter.key)}
            />
          }
        >
          {filter.label}
        </Badge>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Limpar
      </Button>
    </Group>
  );
}
