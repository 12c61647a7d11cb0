// The drawer to add or edit a task: title, assignee, due date, tags, description, importance; 'Excluir' soft-deletes.
// A deleted task opens read-only, with 'Restaurar' to bring it back.
import {
  Button,
  Checkbox,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { TAGS, type Assignee, type Task, type TaskTag } from './todo-meta.ts';

export interface TaskDraft {
  title: string;
  assignee: string | null;
  dueDate: string | null;
  tags: TaskTag[];
  description: string;
  isImportant: boolean;
}

interface TodoDrawerProps {
  opened: boolean;
  task: Task | null;
  assignees: Assignee[];
  saving: boolean;
  onClose: () => void;
  onSave: (draft: TaskDraft) => void;
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
}

const toDraft = (task: Task | null): TaskDraft => ({
  title: task?.title ?? '',
  assignee: task?.assignee?.fullName ?? null,
  dueDate: task?.dueDate ? task.dueDate.slice(0, 10) : null,
  tags: task?.tags ?? [],
  description: task?.description ?? '',
  isImportant: task?.isImportant ?? false,
});

export function TodoDrawer(props: TodoDrawerProps) {
  const { opened, task, onClose } = props;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={task?.isDeleted ? 'Tarefa excluída' : task ? 'Editar tarefa' : 'Adicionar tarefa'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {opened && <TodoForm key={task?.id ?? 'new'} {...props} />}
    </Drawer>
  );
}

function TodoForm({ task, assignees, saving, onSave, onDelete, onRestore }: TodoDrawerProps) {
  const readOnly = task?.isDeleted === true;
  const [draft, setDraft] = useState<TaskDraft>(() => toDraft(task));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (readOnly) return;
        if (!draft.title.trim()) {
          setError('Informe o título da tarefa.');
          return;
        }
        onSave({ ...draft, title: draft.title.trim() });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Título"
          required
          value={draft.title}
          error={error}
          onChange={(e) => {
            set('title', e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          disabled={readOnly}
        />
        <Select
          label="Responsável"
          placeholder="Escolha uma pessoa"
          data={assignees.map((a) => a.fullName)}
          value={draft.assignee}
          onChange={(value) => set('assignee', value)}
          clearable
          searchable
          nothingFoundMessage="Ninguém encontrado"
          disabled={readOnly}
        />
        <DateInput
          label="Prazo"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          locale="pt-br"
          value={draft.dueDate}
          onChange={(value) => set('dueDate', value)}
          clearable
          disabled={readOnly}
        />
        <MultiSelect
          label="Etiquetas"
          placeholder={draft.tags.length ? undefined : 'Escolha etiquetas'}
          data={TAGS.map((t) => ({ value: t.value, label: t.label }))}
          value={draft.tags}
          onChange={(value) => set('tags', value as TaskTag[])}
          clearable
          disabled={readOnly}
        />
        <Textarea
          label="Descrição"
          autosize
          minRows={3}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          disabled={readOnly}
        />
        <Checkbox
          label="Importante"
          checked={draft.isImportant}
          onChange={(e) => set('isImportant', e.currentTarget.checked)}
          disabled={readOnly}
        />
        {task && readOnly ? (
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => onRestore(task)} loading={saving}>
              Restaurar
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" mt="sm">
            {task ? (
              <Button color="red" variant="light" onClick={() => onDelete(task)} disabled={saving}>
                Excluir
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={saving}>
              {task ? 'Salvar' : 'Adicionar'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
