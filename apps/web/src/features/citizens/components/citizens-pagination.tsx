// '1–25 de 12.430', or '1–25 de ~1.234.000' when the server only estimates a huge total.
import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format.ts';

const CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export function formatTotal(total: number, estimate: boolean): string {
  return `${estimate ? '~' : ''}${formatNumber(total)}`;
}

export function citizensRange(page: number, perPage: number, total: number, estimate: boolean): string {
  if (total === 0) return '0 de 0';
  const first = (page - 1) * perPage + 1;
  const last = estimate ? page * perPage : Math.min(page * perPage, total);
  return `${formatNumber(first)}–${formatNumber(last)} de ${formatTotal(total, estimate)}`;
}

interface CitizensPaginationProps {
  page: number;
  perPage: number;
  total: number;
  estimate: boolean;
  onPageChange: (page: number) => void;
}

export function CitizensPagination({
  page,
  perPage,
  total,
  estimate,
  onPageChange,
}: CitizensPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {citizensRange(page, perPage, total, estimate)}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      )}
    </Group>
  );
}
