// Empty state of a list: what the area is for and the first action, or a hint to clear filters.
import { Button, EmptyState } from '@mantine/core';
import { IconMoodEmpty, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyListProps {
  filtered: boolean;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  onClearFilters?: () => void;
}

export function EmptyList({ filtered, title, description, action, onClearFilters }: EmptyListProps) {
  if (filtered) {
    return (
      <EmptyState
        py="xl"
        icon={<IconSearchOff size={32} />}
        withIndicatorBackground
        title="Nada encontrado com estes filtros"
        description="Tente outra busca ou limpe os filtros."
      >
        {onClearFilters && (
          <EmptyState.Actions>
            <Button variant="default" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconMoodEmpty size={32} />}
      withIndicatorBackground
      title={title}
      description={description}
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
