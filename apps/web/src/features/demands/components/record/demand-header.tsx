// Record header: protocolo + título, situação, 'Vencida', prioridade; 'Editar', 'Mudar situação',
// 'Seguir' and '⋯' with 'Excluir'.
import { Button, Group } from '@mantine/core';
import type { Demand, DemandStatus } from '@gabinete/shared';
import { IconBell, IconBellOff, IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { ChangeStatusMenu, DeleteActionMenu } from '../../../../components/record-actions.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import { formatDay } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { demandsKeys, followDemand } from '../../api/demands.api.ts';
import { OverdueBadge, PriorityBadge, StatusBadge } from '../demand-badges.tsx';

interface Props {
  demand: Demand;
  /** The statuses this demanda may move to now. */
  targets: DemandStatus[];
  onChangeStatus: (status: DemandStatus) => void;
  onDelete: () => void;
}

export function DemandHeader({ demand: d, targets, onChangeStatus, onDelete }: Props) {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const deleted = d.deletedAt !== null;
  const canUpdate = ability.can('update', 'demands') && !deleted;
  const canDelete = ability.can('delete', 'demands') && !deleted;
  // Following is for those who work on demandas (the server refuses a read-only user).
  const canFollow = (ability.can('create', 'demands') || ability.can('update', 'demands')) && !deleted;
  const follow = useMutation({
    mutationFn: () => followDemand(d._id, !d.following),
    onSuccess: (result) => {
      queryClient.setQueryData<Demand>(demandsKeys.detail(d._id), (old) =>
        old ? { ...old, following: result.following } : old,
      );
      notifySuccess(
        result.following
          ? 'Você vai ser avisado das mudanças de situação'
          : 'Você deixou de seguir esta demanda',
      );
    },
    onError: (error) => notifyError(error, 'Não foi possível alterar'),
  });

  return (
    <PageHeader
      title={`${d.protocol} · ${d.title}`}
      badge={
        <Group gap={6}>
          <StatusBadge status={d.status} size="md" />
          {d.overdue && <OverdueBadge size="md" />}
          <PriorityBadge priority={d.priority} size="md" />
        </Group>
      }
      description={`Protocolo do gabinete nº ${d.protocol} · aberta em ${formatDay(d.openedAt)}${d.dueDate ? ` · prazo ${formatDay(d.dueDate)}` : ''}`}
      actions={
        <>
          {canUpdate && (
            <Button component={Link} to={`/demandas/${d._id}/editar`} leftSection={<IconPencil size={18} />}>
              Editar
            </Button>
          )}
          {canUpdate && (
            <ChangeStatusMenu
              disabled={targets.length === 0}
              options={targets.map((s) => ({
                key: s._id,
                label: s.name,
                color: s.color,
                onClick: () => onChangeStatus(s),
              }))}
            />
          )}
          {canFollow && (
            <Button
              variant="default"
              leftSection={d.following ? <IconBellOff size={18} /> : <IconBell size={18} />}
              loading={follow.isPending}
              onClick={() => follow.mutate()}
            >
              {d.following ? 'Deixar de seguir' : 'Seguir'}
            </Button>
          )}
          {canDelete && <DeleteActionMenu onDelete={onDelete} />}
        </>
      }
    />
  );
}
