// A demanda in the bin: say so, and offer 'Restaurar' to whoever may delete demandas.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppAbility } from '../../../../lib/ability.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { demandsKeys, restoreDemand } from '../../api/demands.api.ts';

export function DemandDeletedBanner({ demandId, deletedAt }: { demandId: string; deletedAt: string }) {
  const queryClient = useQueryClient();
  const canRestore = useAppAbility().can('delete', 'demands');
  const restore = useMutation({
    mutationFn: () => restoreDemand(demandId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
      notifySuccess('Demanda restaurada');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  return (
    <Alert color="orange" variant="light" icon={<IconTrash size={18} />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <b>Esta demanda está na lixeira</b> desde {formatDateTime(deletedAt)}. Ela não aparece nas listas,
          no quadro nem no mapa.
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
