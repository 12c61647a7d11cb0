// Server pagination with the total: '1–25 de 143', or '1–25 de ~1.234.000' when the total is estimated.
import { Group, Pagination, Text } from '@mantine/core';
import { formatRange } from '../lib/format.ts';

const CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  estimate?: boolean;
  onPageChange: (page: number) => void;
}

export function ListPagination({
  page,
  perPage,
  total,
  estimate = false,
  onPageChange,
}: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatRange(page, perPage, total, estimate)}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      )}
    </Group>
  );
}
