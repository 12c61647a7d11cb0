// A record in the bin: say since when and what that means, and offer 'Restaurar' to whoever may.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '../lib/format.ts';
import { notifyError } from '../lib/notify.ts';

interface RecordDeletedBannerProps<T> {
  /** 'Esta demanda está na lixeira'. */
  title: string;
  deletedAt: string;
  /** What being in the bin means for this record: 'Ela não aparece nas listas…'. */
  consequence: string;
  canRestore: boolean;
  restore: () => Promise<T>;
  onRestored: (restored: T) => void;
}

export function RecordDeletedBanner<T>({
  title,
  deletedAt,
  consequence,
  canRestore,
  restore,
  onRestored,
}: RecordDeletedBannerProps<T>) {
  const mutation = useMutation({
    mutationFn: restore,
    onSuccess: onRestored,
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  return (
    <Alert color="orange" variant="light" icon={<IconTrash size={18} />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <b>{title}</b> desde {formatDateTime(deletedAt)}. {consequence}
        </Text>
        {canRestore && (
          <Button
            size="xs"
            color="orange"
            leftSection={<IconRestore size={14} />}
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            Restaurar
          </Button>
        )}
      </Group>
    </Alert>
  );
}
