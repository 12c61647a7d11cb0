// '/tarefas': 'Minhas tarefas' (the default) and 'Todas', as a list or a board, filters in the URL;
// '/tarefas/<id>' opens a tarefa in the drawer (links from notifications and the citizen's timeline).
import { Button, Card, Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import type { TaskListItem } from '@gabinete/shared';
import { IconLayoutKanban, IconList, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import {
  changeTaskStatus,
  taskBoardQuery,
  tasksKeys,
  tasksListQuery,
} from '../../../features/tasks/api/tasks.api.ts';
import { TaskBoard } from '../../../features/tasks/components/task-board.tsx';
import { TaskDrawer } from '../../../features/tasks/components/task-drawer.tsx';
import { TaskFilters } from '../../../features/tasks/components/task-filters.tsx';
import { TasksTable } from '../../../features/tasks/components/tasks-table.tsx';
import {
  isMineTab,
  TASK_FILTER_KEYS,
  TASK_URL_KEYS,
  toTaskApiQuery,
} from '../../../features/tasks/lib/task-filter-params.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const BOARD_PER_COLUMN = 50;

export function TasksRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const ability = useAppAbility();
  const me = useUserData();
  const queryClient = useQueryClient();
  const { params, update } = useListParams(TASK_URL_KEYS);
  const f = params.filters;
  const board = f.visao === 'quadro';
  const mine = isMineTab(f);
  const canCreate = ability.can('create', 'tasks');
  const canEdit = ability.can('update', 'tasks');

  const listQuery = useQuery({
    ...tasksListQuery({
      ...toTaskApiQuery(params.q, f),
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
    }),
    enabled: !board,
  });
  const boardParams = toTaskApiQuery(params.q, f, true);
  const boardOptions = taskBoardQuery(boardParams, BOARD_PER_COLUMN);
  const boardQuery = useQuery({ ...boardOptions, enabled: board });
  const toggle = useMutation({
    mutationFn: ({ task, done }: { task: TaskListItem; done: boolean }) =>
      changeTaskStatus(task._id, { status: done ? 'concluida' : 'a_fazer', version: task.version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
    onError: (error, { task }) => {
      notifyError(error, `A tarefa “${task.title}” não foi alterada`);
      void queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
    },
  });

  // The drawer keeps the list's URL (filters, tab, view) to go back to.
  const listSearch = new URLSearchParams(search);
  listSearch.delete('nova');
  const back = `/tarefas${listSearch.toString() ? `?${listSearch}` : ''}`;
  const open = (task: TaskListItem) => void navigate(`/tarefas/${task._id}${search}`);
  const clear = () => update(Object.fromEntries([...TASK_FILTER_KEYS, 'q'].map((k) => [k, null])));
  const setTab = (value: string | null) =>
    update({ aba: value === 'todas' ? 'todas' : null, assigneeId: null });
  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => update({ nova: '1' })}>
      Nova tarefa
    </Button>
  ) : null;
  const filtered = !!params.q || TASK_FILTER_KEYS.some((k) => f[k] && k !== 'status');

  return (
    <>
      <PageHeader
        title="Tarefas"
        description="O que a equipe precisa fazer, com responsável, prazo e prioridade."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Tabs value={mine ? 'minhas' : 'todas'} onChange={setTab} variant="pills" radius="md">
              <Tabs.List>
                <Tabs.Tab value="minhas">Minhas tarefas</Tabs.Tab>
                <Tabs.Tab value="todas">Todas</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <SegmentedControl
              aria-label="Modo de exibição"
              value={board ? 'quadro' : 'lista'}
              onChange={(value) => update({ visao: value === 'quadro' ? 'quadro' : null, sort: null })}
              data={[
                {
                  value: 'lista',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconList size={16} />
                      Lista
                    </Group>
                  ),
                },
                {
                  value: 'quadro',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconLayoutKanban size={16} />
                      Quadro
                    </Group>
                  ),
                },
              ]}
            />
          </Group>
          <TaskFilters q={params.q} filters={f} board={board} onChange={update} onClear={clear} />
          {!board && (
            <>
              <ListCount data={listQuery.data} noun={['tarefa', 'tarefas']} />
              <ListBody
                query={listQuery}
                rows={listQuery.data?.tasks}
                columns={6}
                onPageChange={(page) => update({ page })}
                empty={
                  <EmptyList
                    filtered={filtered}
                    title={mine ? 'Nenhuma tarefa sua por aqui' : 'Nenhuma tarefa'}
                    description={
                      mine
                        ? 'Quando alguém atribuir uma tarefa a você, ela aparece aqui. Veja também a aba “Todas”.'
                        : 'Anote o que precisa ser feito, para quem e até quando — e acompanhe no quadro.'
                    }
                    action={newButton}
                    onClearFilters={clear}
                  />
                }
              >
                {(rows) => (
                  <TasksTable
                    tasks={rows}
                    sort={params.sort}
                    onSort={(sort) => update({ sort })}
                    onOpen={open}
                    onToggleDone={canEdit ? (task, done) => toggle.mutate({ task, done }) : undefined}
                    pendingId={toggle.isPending ? toggle.variables.task._id : null}
                    showAssignee={!mine}
                  />
                )}
              </ListBody>
            </>
          )}
          {board && boardQuery.isError && (
            <ErrorAlert error={boardQuery.error} onRetry={() => void boardQuery.refetch()} />
          )}
          {board && boardQuery.isPending && <TableSkeleton columns={4} />}
          {board && boardQuery.data && (
            <div style={{ opacity: boardQuery.isPlaceholderData ? 0.6 : 1 }}>
              <TaskBoard
                board={boardQuery.data}
                boardKey={boardOptions.queryKey}
                canEdit={canEdit}
                onOpen={open}
              />
            </div>
          )}
        </Stack>
      </Card>
      <TaskDrawer
        opened={!!id || f.nova === '1'}
        taskId={id ?? null}
        defaults={{
          assigneeId: mine ? (me?._id ?? null) : null,
          demand: f.demandId ? { _id: f.demandId, protocol: f.demandLabel ?? '', title: '' } : null,
          citizen: f.citizenId ? { _id: f.citizenId, name: f.citizenName ?? '' } : null,
        }}
        onClose={() => (id ? void navigate(back) : update({ nova: null, page: params.page }))}
      />
    </>
  );
}
