// Record header: assunto and situação; 'Mudar situação' (only the allowed moves), 'Abrir demanda' or
// 'Ver demanda', 'Editar' and '⋯' with 'Excluir'.
import { Button } from '@mantine/core';
import {
  OCCURRENCE_CHANNEL_PHRASES,
  OCCURRENCE_STATUS_COLORS,
  OCCURRENCE_TRANSITIONS,
  type Occurrence,
  type OccurrenceStatus,
} from '@gabinete/shared';
import { IconFilePlus, IconFileText, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChangeStatusMenu, DeleteActionMenu } from '../../../components/record-actions.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { OccurrenceStatusBadge } from './occurrence-badges.tsx';

/** How each move reads as an action. */
export const MOVE_LABELS: Record<OccurrenceStatus, string> = {
  aberto: 'Reabrir',
  em_andamento: 'Em andamento',
  concluido: 'Concluir',
  cancelado: 'Cancelar atendimento',
};

interface Props {
  occurrence: Occurrence;
  moving: boolean;
  onMove: (status: OccurrenceStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function OccurrenceHeader({ occurrence: o, moving, onMove, onEdit, onDelete }: Props) {
  const ability = useAppAbility();
  const deleted = o.deletedAt !== null;
  const canUpdate = ability.can('update', 'occurrences') && !deleted;
  const canDelete = ability.can('delete', 'occurrences') && !deleted;
  const canOpenDemand = ability.can('create', 'demands') && !deleted && !o.demand;
  const targets = OCCURRENCE_TRANSITIONS[o.status];

  return (
    <PageHeader
      title={o.subject}
      badge={<OccurrenceStatusBadge status={o.status} size="md" />}
      description={`Atendimento ${OCCURRENCE_CHANNEL_PHRASES[o.channel]} em ${formatDateTime(o.occurredAt)} · ${o.citizen.name}`}
      actions={
        <>
          {canOpenDemand && (
            <Button
              component={Link}
              to={`/demandas/nova?occurrenceId=${o._id}`}
              leftSection={<IconFilePlus size={18} />}
            >
              Abrir demanda
            </Button>
          )}
          {o.demand && (
            <Button
              component={Link}
              to={`/demandas/${o.demand._id}`}
              variant="light"
              color="grape"
              leftSection={<IconFileText size={18} />}
            >
              Ver demanda {o.demand.protocol}
            </Button>
          )}
          {canUpdate && (
            <ChangeStatusMenu
              loading={moving}
              options={targets.map((s) => ({
                key: s,
                label: MOVE_LABELS[s],
                color: OCCURRENCE_STATUS_COLORS[s],
                onClick: () => onMove(s),
              }))}
            />
          )}
          {canUpdate && (
            <Button variant="default" leftSection={<IconPencil size={18} />} onClick={onEdit}>
              Editar
            </Button>
          )}
          {canDelete && <DeleteActionMenu onDelete={onDelete} />}
        </>
      }
    />
  );
}
