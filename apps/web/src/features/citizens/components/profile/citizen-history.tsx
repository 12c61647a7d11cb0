// 'Histórico de alterações': who changed what and when, field by field (from → to).
import { Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDateTime, formatRelative } from '../../../../lib/format.ts';
import { citizenHistoryQuery } from '../../api/citizens.api.ts';
import { CHANGE_ACTION_LABELS, fieldLabel, formatChangeValue } from '../../lib/history-labels.ts';

export function CitizenHistory({ citizenId }: { citizenId: string }) {
  const query = useQuery(citizenHistoryQuery(citizenId));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Carregando">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const changes = query.data.changes;
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração registrada.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {changes.map((change) => (
        <Card key={change._id} withBorder radius="sm" padding="sm">
          <Group justify="space-between" gap="xs" mb={change.changes.length ? 6 : 0}>
            <Text size="sm" fw={600}>
              {CHANGE_ACTION_LABELS[change.action] ?? change.action}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                por {change.user?.name ?? 'sistema'}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" title={formatRelative(change.createdAt)}>
              {formatDateTime(change.createdAt)}
            </Text>
          </Group>
          {change.changes.length > 0 && (
            <List size="sm" spacing={2}>
              {change.changes.map((field, i) => (
                <List.Item key={`${field.field}-${i}`}>
                  <Text span size="sm" fw={500}>
                    {fieldLabel(field.field)}:
                  </Text>{' '}
                  <Text span size="sm" c="dimmed" td="line-through">
                    {formatChangeValue(field.field, field.from)}
                  </Text>{' '}
                  →{' '}
                  <Text span size="sm">
                    {formatChangeValue(field.field, field.to)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </Stack>
  );
}
