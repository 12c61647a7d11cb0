// Criados / atualizados / ignorados / com erro, as four figures.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Import } from '@gabinete/shared';
import { formatNumber } from '../../../lib/format.ts';

const ITEMS = [
  { key: 'createdRows', label: 'Criados', color: 'green' },
  { key: 'updatedRows', label: 'Atualizados', color: 'blue' },
  { key: 'skippedRows', label: 'Ignorados', color: 'gray' },
  { key: 'failedRows', label: 'Com erro', color: 'red' },
] as const;

export function ImportCounts({ imp }: { imp: Import }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {ITEMS.map((item) => (
        <Paper key={item.key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text fz={24} fw={700} c={imp[item.key] > 0 ? `${item.color}.7` : undefined}>
            {formatNumber(imp[item.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
