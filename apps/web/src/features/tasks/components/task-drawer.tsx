// 'Nova tarefa' / the tarefa opened from the list, the board or a notification ('/tarefas/<id>'), in a
// drawer: the form, who created it, and 'Excluir' with an undo.
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Task } from '@gabinete/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { citizensKeys } from '../../citizens/api/citizens.api.ts';
import { deleteTask, restoreTask, taskQuery, tasksKeys } from '../api/tasks.api.ts';
import type { TaskDefaults } from '../lib/task-form.logic.ts';
import { TaskForm } from './task-form.tsx';
import { TaskSummary } from './task-summary.tsx';

interface TaskDrawerProps {
  opened: boolean;
  /** The tarefa to open; null for a new one. */
  taskId: string | null;
  defaults?: TaskDefaults;
  onClose: () => void;
}

export function TaskDrawer({ opened, taskId, defaults, onClose }: TaskDrawerProps) {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useQuery({ ...taskQuery(taskId ?? ''), enabled: opened && !!taskId });
  const task = taskId ? query.data : undefined;
  const canEdit = ability.can('update', 'tasks');
  const dirty = useRef(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const refresh = (t: Pick<Task, 'citizen'>) => {
    void queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: tasksKeys.boards() });
    if (t.citizen) void queryClient.invalidateQueries({ queryKey: citizensKeys.timeline(t.citizen._id) });
  };
  const close = () => {
    if (dirty.current) setConfirmingClose(true);
    else onClose();
  };
  const onSaved = (saved: Task) => {
    dirty.current = false;
    queryClient.setQueryData(tasksKeys.detail(saved._id), saved);
    refresh(saved);
    notifySuccess(taskId ? 'Tarefa salva' : 'Tarefa criada');
    onClose();
  };
  const undo = useMutation({
    mutationFn: (id: string) => restoreTask(id),
    onSuccess: (restored) => {
      refresh(restored);
      notifySuccess('Tarefa restaurada');
    },
    onError: (error) => notifyError(error, 'Não foi possível desfazer'),
  });
  const remove = useMutation({
    mutationFn: (t: Task) => deleteTask(t._id),
    onSuccess: (_, t) => {
      refresh(t);
      deleteModal.close();
      dirty.current = false;
      onClose();
      const id = `task-deleted-${t._id}`;
      notifications.show({
        id,
        color: 'green',
        autoClose: 8000,
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">Tarefa excluída.</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => {
                notifications.hide(id);
                undo.mutate(t._id);
              }}
            >
              Desfazer
            </Button>
          </Group>
        ),
      });
    },
  });
  const loading = !!taskId && query.isPending;

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'md'}
        title={<Text fw={600}>{!taskId ? 'Nova tarefa' : canEdit ? 'Editar tarefa' : 'Tarefa'}</Text>}
      >
        {loading && (
          <Stack gap="md" aria-busy="true" aria-label="Carregando">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={52} radius="sm" />
            ))}
          </Stack>
        )}
        {taskId && query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {opened && (!taskId || task) && (
          <Stack gap="md">
            {task && !canEdit ? (
              <TaskSummary task={task} />
            ) : (
              <TaskForm
                key={task?._id ?? 'new'}
                task={task}
                defaults={defaults}
                onSaved={onSaved}
                onCancel={close}
                onDirtyChange={onDirtyChange}
              />
            )}
            {task && (
              <Group
                justify="space-between"
                gap="xs"
                pt="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="xs" c="dimmed">
                  Criada{task.createdBy ? ` por ${task.createdBy.name}` : ''} em{' '}
                  {formatDateTime(task.createdAt)}
                  {task.completedAt ? ` · concluída em ${formatDateTime(task.completedAt)}` : ''}
                </Text>
                {ability.can('delete', 'tasks') && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} />}
                    onClick={deleteModal.open}
                  >
                    Excluir
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
      </Drawer>
      <ConfirmModal
        opened={confirmingClose}
        title="Descartar as alterações?"
        confirmLabel="Descartar"
        onConfirm={() => {
          setConfirmingClose(false);
          dirty.current = false;
          onClose();
        }}
        onClose={() => setConfirmingClose(false)}
      >
        O que foi digitado ainda não foi salvo e será perdido.
      </ConfirmModal>
      {task && (
        <ConfirmModal
          opened={deleteOpened}
          title={`Excluir a tarefa “${task.title}”?`}
          confirmLabel="Excluir"
          loading={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(task)}
          onClose={deleteModal.close}
        >
          Ela sai da lista e do quadro. Logo depois de excluir, ainda dá para desfazer.
        </ConfirmModal>
      )}
    </>
  );
}
