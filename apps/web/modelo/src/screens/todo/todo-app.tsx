// To-do app ('Tarefas'): the URL picks the filter or tag (/tarefas/<filtro>, /tarefas/tag/<etiqueta>), ?q= and ?sortBy=.
import { ActionIcon, Button, Card, Drawer, Group, Menu, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowsSort, IconMenu2, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { TodoDrawer, type TaskDraft } from './todo-drawer.tsx';
import { TodoList } from './todo-list.tsx';
import {
  addTask,
  deleteTask,
  fetchAssignees,
  fetchTasks,
  FILTERS,
  SORTS,
  tagInfo,
  todoKeys,
  updateTask,
  type Task,
  type TaskFilter,
} from './todo-meta.ts';
import { TodoSidebar } from './todo-sidebar.tsx';

function readPath(splat: string): { filter: TaskFilter; tag: string } {
  const [first, second] = splat.split('/');
  if (first === 'tag' && second && tagInfo(second)) return { filter: '', tag: second };
  const filter = FILTERS.find((f) => f.value === first)?.value ?? '';
  return { filter, tag: '' };
}

export function TodoApp() {
  const { filter, tag } = readPath(useParams()['*'] ?? '');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortBy = SORTS.some((s) => s.value === params.get('sortBy')) ? params.get('sortBy')! : 'latest';
  const [search, setSearch] = useState(q);
  // A link or the back button may change ?q=: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  const [menuOpened, menu] = useDisclosure(false);
  const [drawer, setDrawer] = useState<{ task: Task | null } | null>(null);
  const client = useQueryClient();

  const tasks = useQuery({
    queryKey: todoKeys.list({ filter, tag, q, sortBy }),
    queryFn: () => fetchTasks({ filter, tag, q, sortBy }),
  });
  const assignees = useQuery({ queryKey: todoKeys.assignees, queryFn: fetchAssignees, staleTime: Infinity });

  const refresh = () => client.invalidateQueries({ queryKey: todoKeys.tasks });
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: 'Não foi possível salvar', message: error.message });

  const update = useMutation({ mutationFn: updateTask, onSuccess: refresh, onError: failed });
  const save = useMutation({
    mutationFn: async ({ task, draft }: { task: Task | null; draft: TaskDraft }) => {
      const assignee = assignees.data?.find((a) => a.fullName === draft.assignee) ?? null;
      const fields = {
        title: draft.title,
        assignee,
        dueDate: draft.dueDate ? new Date(`${draft.dueDate}T00:00:00Z`).toISOString() : '',
        tags: draft.tags,
        description: draft.description,
        isImportant: draft.isImportant,
      };
      if (task) return updateTask({ ...task, ...fields });
      return addTask({ ...fields, isCompleted: false, isDeleted: false });
    },
    onSuccess: async (_data, { task }) => {
      await refresh();
      setDrawer(null);
      notifications.show({ color: 'green', message: task ? 'Tarefa atualizada.' : 'Tarefa adicionada.' });
    },
    onError: failed,
  });
  const restore = useMutation({
    mutationFn: (task: Task) => updateTask({ id: task.id, isDeleted: false }),
    onSuccess: async () => {
      await refresh();
      setDrawer(null);
      notifications.show({ color: 'green', message: 'Tarefa restaurada.' });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onSuccess: async () => {
      await refresh();
      setDrawer(null);
      notifications.show({ message: 'Tarefa movida para Excluídas.' });
    },
    onError: failed,
  });

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const sidebar = (onNavigate?: () => void) => (
    <TodoSidebar
      filter={filter}
      tag={tag}
      onNavigate={onNavigate}
      onAdd={() => {
        onNavigate?.();
        setDrawer({ task: null });
      }}
    />
  );
  const sortLabel = SORTS.find((s) => s.value === sortBy)?.label;

  return (
    <DemoPage title="Tarefas" trail={[{ label: 'Aplicativos' }]}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Card withBorder w={240} visibleFrom="md" style={{ flexShrink: 0 }}>
          {sidebar()}
        </Card>
        <Card withBorder p={0} style={{ flex: 1, minWidth: 0 }}>
          <Group
            p="sm"
            gap="xs"
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <ActionIcon variant="subtle" hiddenFrom="md" onClick={menu.open} aria-label="Abrir filtros">
              <IconMenu2 size={18} />
            </ActionIcon>
            <form
              style={{ flex: 1 }}
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setParam('q', search.trim());
              }}
            >
              <TextInput
                aria-label="Buscar tarefas"
                placeholder="Buscar tarefas"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setParam('q', e.currentTarget.value.trim());
                }}
              />
            </form>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconArrowsSort size={16} />}
                  aria-label={`Ordenar: ${sortLabel}`}
                >
                  <Text span inherit visibleFrom="xs">
                    {sortLabel}
                  </Text>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SORTS.map((s) => (
                  <Menu.Item
                    key={s.value}
                    onClick={() => setParam('sortBy', s.value === 'latest' ? '' : s.value)}
                    fw={s.value === sortBy ? 600 : undefined}
                  >
                    {s.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          {tasks.isPending ? (
            <PageLoader />
          ) : tasks.isError ? (
            <ErrorNotice error={tasks.error} />
          ) : (
            <TodoList
              tasks={tasks.data}
              onOpen={(task) => setDrawer({ task })}
              onToggleComplete={(task) => update.mutate({ ...task, isCompleted: !task.isCompleted })}
              onToggleImportant={(task) => update.mutate({ ...task, isImportant: !task.isImportant })}
            />
          )}
        </Card>
      </Group>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title="Tarefas"
        size={280}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {sidebar(menu.close)}
      </Drawer>
      <TodoDrawer
        opened={drawer !== null}
        task={drawer?.task ?? null}
        assignees={assignees.data ?? []}
        saving={save.isPending || remove.isPending || restore.isPending}
        onClose={() => setDrawer(null)}
        onSave={(draft) => save.mutate({ task: drawer?.task ?? null, draft })}
        onDelete={(task) => remove.mutate(task)}
        onRestore={(task) => restore.mutate(task)}
      />
    </DemoPage>
  );
}
