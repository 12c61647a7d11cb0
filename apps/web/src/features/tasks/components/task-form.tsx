// The tarefa form: título, descrição, responsável, prazo, prioridade, situação (only the allowed moves
// when editing) and the vínculo to a demanda (by protocolo or título) or an eleitor.
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  TASK_TRANSITIONS,
  TaskInputSchema,
  UpdateTaskInputSchema,
  type Priority,
  type Task,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { StaleSaveAlert } from '../../../components/stale-save-alert.tsx';
import { useStaleSave } from '../../../lib/use-stale-save.ts';
import { useZodForm, zodFieldErrors } from '../../../lib/use-zod-form.ts';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import { ResponsibleSelect } from '../../demands/components/responsible-select.tsx';
import { createTask, taskQuery, updateTask, type TaskInput } from '../api/tasks.api.ts';
import {
  TASK_FIELD_LABELS,
  emptyTaskValues,
  missingLink,
  remapTaskErrors,
  taskToValues,
  valuesToInput,
  type TaskDefaults,
  type TaskLinkKind,
} from '../lib/task-form.logic.ts';
import { DemandPicker } from './demand-picker.tsx';

interface TaskFormProps {
  task?: Task;
  defaults?: TaskDefaults;
  onSaved: (saved: Task) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

export function TaskForm({ task, defaults, onSaved, onCancel, onDirtyChange }: TaskFormProps) {
  const form = useZodForm(task ? taskToValues(task) : emptyTaskValues(defaults));
  const v = form.values;
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);
  const queryClient = useQueryClient();
  const stale = useStaleSave({
    form,
    record: task,
    toValues: taskToValues,
    load: () => queryClient.fetchQuery({ ...taskQuery(task?._id ?? ''), staleTime: 0 }),
    labels: TASK_FIELD_LABELS,
  });
  const version = stale.version ?? 0;

  const mutation = useMutation({
    mutationFn: (input: TaskInput) =>
      task ? updateTask(task._id, { ...input, version }) : createTask(input),
    onSuccess: onSaved,
    onError: (error) => {
      if (stale.catchConflict(error)) return;
      form.applyApiError(error);
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields?.demandId || fields?.citizenId) form.setErrors(remapTaskErrors(fields));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = valuesToInput(v);
    const parsed = (task ? UpdateTaskInputSchema : TaskInputSchema).safeParse(
      task ? { ...input, version } : input,
    );
    const errors = {
      ...(parsed.success ? {} : remapTaskErrors(zodFieldErrors(parsed.error))),
      ...missingLink(v),
    };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    form.setFormError(null);
    stale.clear();
    mutation.mutate(input);
  };

  // Only the situações the current one (as last read) may move to, and itself, when editing.
  const from = stale.current?.status;
  const statuses = from
    ? TASK_STATUSES.filter((s) => s === from || TASK_TRANSITIONS[from].includes(s))
    : TASK_STATUSES;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StaleSaveAlert stale={stale} />
        <FormError message={form.formError} />
        <TextInput
          label="Título"
          required
          data-autofocus
          placeholder="Ex.: Ligar para a Dona Aparecida sobre a consulta"
          maxLength={200}
          {...form.text('title')}
        />
        <Textarea
          label="Descrição"
          placeholder="Detalhes, combinados, contatos (opcional)"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          {...form.text('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ResponsibleSelect {...form.select('assigneeId')} />
          <DateField
            label="Prazo"
            value={v.dueDate}
            onChange={(value) => form.setValue('dueDate', value)}
            error={form.errors.dueDate}
          />
          <Select
            label="Prioridade"
            required
            allowDeselect={false}
            data={PRIORITY_OPTIONS}
            comboboxProps={{ withinPortal: true }}
            value={v.priority}
            onChange={(value) => value && form.setValue('priority', value as Priority)}
            error={form.errors.priority}
          />
          <Select
            label="Situação"
            required
            allowDeselect={false}
            data={statuses.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
            comboboxProps={{ withinPortal: true }}
            {...form.select('status')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Vínculo
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Vínculo"
              value={v.link}
              onChange={(value) => form.setValue('link', value as TaskLinkKind)}
              data={[
                { value: 'none', label: 'Nenhum' },
                { value: 'demand', label: 'Demanda' },
                { value: 'citizen', label: 'Eleitor' },
              ]}
            />
          </Group>
          {v.link === 'demand' && (
            <DemandPicker
              aria-label="Demanda"
              value={v.demand}
              onChange={(d) => form.setValue('demand', d)}
              error={form.errors.demand}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {v.link === 'citizen' && (
            <CitizenPicker
              aria-label="Eleitor"
              value={v.citizen}
              onChange={(c) => form.setValue('citizen', c)}
              error={form.errors.citizen}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Stack>
        <FormActions
          onCancel={onCancel}
          saving={mutation.isPending}
          dirty={task ? form.isDirty : undefined}
        />
      </Stack>
    </form>
  );
}
