// A tarefa for whoever may only read: its fields as text (a disabled form is hard to read).
import { Stack, Text, Title } from '@mantine/core';
import type { Task } from '@gabinete/shared';
import { RecordField } from '../../citizens/components/profile/record-field.tsx';
import { PriorityBadge } from '../../demands/components/demand-badges.tsx';
import { DueLabel, TaskLink, TaskStatusBadge } from './task-badges.tsx';

export function TaskSummary({ task: t }: { task: Task }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t.title}
      </Title>
      {t.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {t.description}
        </Text>
      )}
      <RecordField label="Situação">
        <TaskStatusBadge status={t.status} />
      </RecordField>
      <RecordField label="Responsável">{t.assignee?.name ?? 'Ninguém'}</RecordField>
      <RecordField label="Prazo">
        <DueLabel task={t} />
      </RecordField>
      <RecordField label="Prioridade">
        <PriorityBadge priority={t.priority} />
      </RecordField>
      <RecordField label="Vínculo">
        {t.demand || t.citizen ? <TaskLink task={t} size="sm" /> : 'Nenhum'}
      </RecordField>
    </Stack>
  );
}
