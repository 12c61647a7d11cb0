// The tarefas list: a checkbox to complete, título (with its demanda or eleitor), responsável, prazo (red
// when late), prioridade and situação; a row opens the tarefa.
import { Checkbox, Stack, Table, Text } from '@mantine/core';
import type { TaskListItem } from '@gabinete/shared';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { PersonText, stopRowClick } from '../../../components/table-cells.tsx';
import { PriorityBadge } from '../../demands/components/demand-badges.tsx';
import { DueLabel, TaskLink, TaskStatusBadge } from './task-badges.tsx';

export const DEFAULT_TASK_SORT = 'dueDate';

interface TasksTableProps {
  tasks: TaskListItem[];
  sort: string | null;
  onSort: (sort: string) => void;
  onOpen: (task: TaskListItem) => void;
  /** Checks (concluída) or unchecks (back to a fazer); absent when the person may not edit. */
  onToggleDone?: (task: TaskListItem, done: boolean) => void;
  pendingId?: string | null;
  /** 'Minhas tarefas' leaves the responsável out: it is always the reader. */
  showAssignee?: boolean;
}

export function TasksTable({
  tasks,
  sort,
  onSort,
  onOpen,
  onToggleDone,
  pendingId,
  showAssignee = true,
}: TasksTableProps) {
  const th = { sort, onSort, defaultSort: DEFAULT_TASK_SORT };
  const table = (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Tarefas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} aria-label="Concluída" />
            <SortableTh column="title" {...th}>
              Tarefa
            </SortableTh>
            {showAssignee && <Table.Th>Responsável</Table.Th>}
            <SortableTh column="dueDate" {...th}>
              Prazo
            </SortableTh>
            <SortableTh column="priority" {...th}>
              Prioridade
            </SortableTh>
            <Table.Th>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((t) => {
            const done = t.status === 'concluida';
            return (
              <Table.Tr key={t._id} className="gab-clickable-row" onClick={() => onOpen(t)}>
                <Table.Td onClick={stopRowClick}>
                  <Checkbox
                    aria-label={done ? `Reabrir a tarefa ${t.title}` : `Concluir a tarefa ${t.title}`}
                    checked={done}
                    disabled={!onToggleDone || t.status === 'cancelada' || pendingId === t._id}
                    onChange={(event) => onToggleDone?.(t, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td miw={260}>
                  <Stack gap={2}>
                    <Text
                      size="sm"
                      fw={500}
                      lineClamp={2}
                      td={done ? 'line-through' : undefined}
                      c={done || t.status === 'cancelada' ? 'dimmed' : undefined}
                    >
                      {t.title}
                    </Text>
                    <TaskLink task={t} />
                  </Stack>
                </Table.Td>
                {showAssignee && (
                  <Table.Td maw={170}>
                    <PersonText person={t.assignee} />
                  </Table.Td>
                )}
                <Table.Td>
                  <DueLabel task={t} />
                </Table.Td>
                <Table.Td>
                  <PriorityBadge priority={t.priority} />
                </Table.Td>
                <Table.Td miw={140}>
                  <TaskStatusBadge status={t.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Tarefas"
      items={tasks}
      table={table}
      card={(t) => {
        const done = t.status === 'concluida';
        return {
          key: t._id,
          onOpen: () => onOpen(t),
          leading: (
            <Checkbox
              aria-label={done ? `Reabrir a tarefa ${t.title}` : `Concluir a tarefa ${t.title}`}
              checked={done}
              disabled={!onToggleDone || t.status === 'cancelada' || pendingId === t._id}
              onChange={(event) => onToggleDone?.(t, event.currentTarget.checked)}
            />
          ),
          title: (
            <Text span inherit td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
              {t.title}
            </Text>
          ),
          subtitle: <TaskLink task={t} />,
          badges: (
            <>
              <TaskStatusBadge status={t.status} />
              <PriorityBadge priority={t.priority} />
            </>
          ),
          fields: [
            { label: 'Prazo', value: <DueLabel task={t} /> },
            ...(showAssignee ? [{ label: 'Responsável', value: <PersonText person={t.assignee} /> }] : []),
          ],
        };
      }}
    />
  );
}
