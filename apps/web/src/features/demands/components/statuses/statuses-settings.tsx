// The office's demanda situações: order (up/down), rename, colour, inicial, encerra, create, delete, and
// the matrix of allowed moves. Reached from Configurações and from the board.
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DemandStatus } from '@gabinete/shared';
import {
  IconArrowDown,
  IconArrowUp,
  IconMessage,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ColorDot } from '../../../../components/color-dot.tsx';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../../components/page-skeleton.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import {
  deleteDemandStatus,
  demandStatusesQuery,
  reorderDemandStatuses,
  statusesKeys,
} from '../../api/demand-statuses.api.ts';
import { demandsKeys } from '../../api/demands.api.ts';
import { StatusDrawer } from './status-drawer.tsx';
import { statusMessagesQuery } from '../../../greetings/api/greetings.api.ts';
import { StatusMessageDrawer } from '../../../greetings/components/status-message-drawer.tsx';
import { GREETING_CHANNEL_LABELS, type StatusMessage } from '@gabinete/shared';
import { TransitionsMatrix } from './transitions-matrix.tsx';

/** The ids with one moved up (-1) or down (+1). */
export function reorder(ids: string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function StatusesSettings() {
  const editable = useAppAbility().can('update', 'settings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(demandStatusesQuery());
  const [drawer, setDrawer] = useState<{ status: DemandStatus | null } | null>(null);
  const [deleting, setDeleting] = useState<DemandStatus | null>(null);
  // 'Avisar o cidadão' per status: shown to everyone who sees the statuses, changed with update on settings.
  const messages = useQuery({ ...statusMessagesQuery(), enabled: editable }).data?.messages;
  const [messaging, setMessaging] = useState<StatusMessage | null>(null);
  const messageOf = (id: string) => messages?.find((m) => m.statusId === id) ?? null;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: statusesKeys.all });
    void queryClient.invalidateQueries({ queryKey: demandsKeys.boards() });
  };

  const order = useMutation({
    mutationFn: reorderDemandStatuses,
    onMutate: (ids) => {
      const before = queryClient.getQueryData<DemandStatus[]>(statusesKeys.all);
      if (before) {
        const byId = new Map(before.map((s) => [s._id, s]));
        queryClient.setQueryData(statusesKeys.all, ids.map((id) => byId.get(id)!).filter(Boolean));
      }
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(statusesKeys.all, context.before);
      notifyError(error, 'Não foi possível reordenar');
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (s: DemandStatus) => deleteDemandStatus(s._id),
    onSuccess: (_, s) => {
      refresh();
      notifySuccess(`Situação ${s.name} excluída`);
      setDeleting(null);
    },
  });

  const statuses = query.data;
  const inUse = (deleting?.demandsCount ?? 0) > 0;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!statuses) return <TableSkeleton columns={4} rows={6} />;
  const ids = statuses.map((s) => s._id);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="lg">
              Situações
            </Title>
            <Text size="sm" c="dimmed">
              A ordem aqui é a ordem das colunas do quadro.
            </Text>
          </div>
          {editable && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ status: null })}>
              Nova situação
            </Button>
          )}
        </Group>
        <Stack gap={6} role="list" aria-label="Situações em ordem">
          {statuses.map((s, index) => (
            <Paper key={s._id} withBorder radius="sm" px="sm" py={6} role="listitem">
              {/* On a phone the controls go under the name: a status name is never cut. */}
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
                  <Text size="xs" c="dimmed" w={18} ta="right">
                    {index + 1}
                  </Text>
                  <ColorDot color={s.color} size={12} />
                  <Group gap={6} wrap="wrap" miw={0}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {s.name}
                    </Text>
                    {s.isInitial && (
                      <Badge size="xs" variant="light" color="blue" tt="none">
                        Inicial
                      </Badge>
                    )}
                    {s.isFinal && (
                      <Badge size="xs" variant="light" color="gray" tt="none">
                        Encerra a demanda
                      </Badge>
                    )}
                    {messageOf(s._id)?.enabled && (
                      <Badge size="xs" variant="light" color="teal" tt="none">
                        Avisa o cidadão por {GREETING_CHANNEL_LABELS[messageOf(s._id)!.channel]}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Group gap={4} wrap="nowrap" ml="auto">
                  <Text size="xs" c="dimmed" mr="xs" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(s.demandsCount)} {s.demandsCount === 1 ? 'demanda' : 'demandas'}
                  </Text>
                  {editable && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Subir ${s.name}`}
                        disabled={index === 0 || order.isPending}
                        onClick={() => order.mutate(reorder(ids, index, -1))}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Descer ${s.name}`}
                        disabled={index === statuses.length - 1 || order.isPending}
                        onClick={() => order.mutate(reorder(ids, index, 1))}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Avisar o cidadão: ${s.name}`}
                        disabled={!messageOf(s._id)}
                        onClick={() => setMessaging(messageOf(s._id))}
                      >
                        <IconMessage size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Editar ${s.name}`}
                        onClick={() => setDrawer({ status: s })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Excluir ${s.name}`}
                        onClick={() => {
                          remove.reset();
                          setDeleting(s);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Mudanças permitidas
        </Title>
        <TransitionsMatrix statuses={statuses} editable={editable} />
      </Stack>
      <StatusMessageDrawer message={messaging} onClose={() => setMessaging(null)} />
      <StatusDrawer
        opened={drawer !== null}
        status={drawer?.status ?? null}
        onClose={() => setDrawer(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={`Excluir a situação ${deleting?.name ?? ''}?`}
        // A status in use cannot go (the server refuses): offer the list of its demandas instead.
        confirmLabel={inUse ? 'Ver as demandas' : 'Excluir situação'}
        color={inUse ? 'blue' : 'red'}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => {
          if (!deleting) return;
          if (inUse) void navigate(`/demandas?statusIds=${deleting._id}`);
          else remove.mutate(deleting);
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting && inUse
          ? `Há ${formatNumber(deleting.demandsCount)} ${deleting.demandsCount === 1 ? 'demanda' : 'demandas'} nesta situação, por isso ela não pode ser excluída agora. Mova-as para outra situação e tente de novo.`
          : 'A situação sai do quadro e das mudanças permitidas.'}
      </ConfirmModal>
    </Stack>
  );
}
