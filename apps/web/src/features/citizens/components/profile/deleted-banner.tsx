// A citizen in the bin: say so, and offer 'Restaurar' to whoever may delete citizens.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppAbility } from '../../../../lib/ability.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { citizensKeys, restoreCitizen } from '../../api/citizens.api.ts';

export function DeletedBanner({ citizenId, deletedAt }: { citizenId: string; deletedAt: string }) {
  const queryClient = useQueryClient();
  const canRestore = useAppAbility().can('delete', 'citizens');
  const restore = useMutation({
    mutationFn: () => restoreCitizen(citizenId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
      notifySuccess('Eleitor restaurado');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  return (
    <Alert color="orange" variant="light" icon={<IconTrash size={18} />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <b>Este eleitor está na lixeira</b> desde {formatDateTime(deletedAt)}. Ele não aparece nas listas
          nem recebe mensagens.
        </Text>
        {canRestore && (
          <Button
            size="xs"
            color="orange"
            leftSection={<IconRestore size={14} />}
            loading={restore.isPending}
            onClick={() => restore.mutate()}
          >
            Restaurar
          </Button>
        )}
      </Group>
    </Alert>
  );
}
