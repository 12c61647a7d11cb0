// How a tarefa's situação, prazo and vínculo read everywhere; a late prazo is red with an alarm icon and
// the word 'Vencida' (colour is never the only signal).
import { Anchor, Badge, Group, Text, type MantineSize } from '@mantine/core';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS, type TaskListItem, type TaskStatus } from '@gabinete/shared';
import { IconAlarm, IconFileText, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay, todayIso } from '../../../lib/format.ts';

export function TaskStatusBadge({ status, size = 'sm' }: { status: TaskStatus; size?: MantineSize }) {
  return (
    <Badge color={TASK_STATUS_COLORS[status]} variant="light" radius="sm" size={size} tt="none">
      {TASK_STATUS_LABELS[status]}
    </Badge>
  );
}

export function DueLabel({
  task,
  size = 'sm',
}: {
  task: Pick<TaskListItem, 'dueDate' | 'overdue' | 'status'>;
  size?: MantineSize;
}) {
  if (!task.dueDate) {
    return (
      <Text size={size} c="dimmed">
        Sem prazo
      </Text>
    );
  }
  const today =
    task.dueDate === todayIso() &&
    !task.overdue &&
    task.status !== 'concluida' &&
    task.status !== 'cancelada';
  return (
    <Group gap={4} wrap="nowrap" c={task.overdue ? 'red.7' : today ? 'orange.8' : undefined}>
      {task.overdue && <IconAlarm size={14} aria-hidden />}
      <Text size={size} fw={task.overdue || today ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {today ? 'Hoje' : formatDay(task.dueDate)}
        {task.overdue ? ' · Vencida' : ''}
      </Text>
    </Group>
  );
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** 'Demanda 2026/0142' or the citizen's name, linking to the record. */
export function TaskLink({
  task,
  size = 'xs',
}: {
  task: Pick<TaskListItem, 'demand' | 'citizen'>;
  size?: MantineSize;
}) {
  if (task.demand) {
    return (
      <Anchor
        component={Link}
        to={`/demandas/${task.demand._id}`}
        size={size}
        onClick={stop}
        title={task.demand.title}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconFileText size={12} aria-hidden />
          <span>Demanda {task.demand.protocol}</span>
        </Group>
      </Anchor>
    );
  }
  if (task.citizen) {
    return (
      <Anchor component={Link} to={`/eleitores/${task.citizen._id}`} size={size} onClick={stop}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconUser size={12} aria-hidden />
          <span>{task.citizen.name}</span>
        </Group>
      </Anchor>
    );
  }
  return null;
}
