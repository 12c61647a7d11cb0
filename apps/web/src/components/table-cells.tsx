// Cells the record tables share: who is responsible ('Ninguém' when no one) and the bin's 'Restaurar'.
import { Button, Group, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

/** For links and buttons inside a clickable row: their click must not also open the row. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

export function PersonText({ person }: { person: { name: string } | null }) {
  return (
    <Text size="sm" c={person ? undefined : 'dimmed'} lineClamp={2}>
      {person?.name ?? 'Ninguém'}
    </Text>
  );
}

interface RestoreProps {
  loading: boolean;
  onRestore: () => void;
}

export function RestoreButton({ loading, onRestore }: RestoreProps) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRestore size={14} />}
      loading={loading}
      onClick={onRestore}
    >
      Restaurar
    </Button>
  );
}

export function RestoreCell(props: RestoreProps) {
  return (
    <Table.Td onClick={stopRowClick}>
      <Group justify="flex-end">
        <RestoreButton {...props} />
      </Group>
    </Table.Td>
  );
}
