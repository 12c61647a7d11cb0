// Loading placeholder for a page: skeletons, not a spinner over a blank page (UI.md).
import { Group, Skeleton, Stack } from '@mantine/core';

export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando">
      <Group justify="space-between">
        <Skeleton height={32} width={220} radius="sm" />
        <Skeleton height={36} width={160} radius="sm" />
      </Group>
      <Skeleton height={40} radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

export function TableSkeleton({ rows = 8, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Carregando">
      {Array.from({ length: rows }, (_, r) => (
        <Group key={r} gap="md" wrap="nowrap">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} height={22} radius="sm" style={{ flex: c === 0 ? 2 : 1 }} />
          ))}
        </Group>
      ))}
    </Stack>
  );
}
