// 'Categorias da agenda': create, rename, recolour and delete (its events stay, without a category).
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TAG_COLORS } from '@gabinete/shared';
import { EventCategoryInputSchema, type EventCategory } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { formatNumber } from '../../../lib/format.ts';
import { TagColorPicker } from '../../tags/components/tag-color-picker.tsx';
import {
  createEventCategory,
  deleteEventCategory,
  eventCategoriesQuery,
  eventsKeys,
  updateEventCategory,
} from '../api/events.api.ts';
import { categoryColor } from '../lib/calendar-events.ts';

type Color = (typeof TAG_COLORS)[number];

function CategoryForm({ category, onDone }: { category: EventCategory | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({ name: category?.name ?? '', color: (category?.color ?? 'blue') as Color });
  const mutation = useMutation({
    mutationFn: (input: { name: string; color: Color }) =>
      category ? updateEventCategory(category._id, input) : createEventCategory(input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
      notifySuccess(category ? `Categoria ${saved.name} salva` : `Categoria ${saved.name} criada`);
      onDone();
    },
    onError: form.applyApiError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate(EventCategoryInputSchema);
    if (input) mutation.mutate(input);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
        <FormError message={form.formError} />
        <TextInput label="Nome" required data-autofocus maxLength={60} {...form.text('name')} />
        <TagColorPicker value={form.values.color} onChange={(color) => form.setValue('color', color)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {category ? 'Salvar' : 'Criar categoria'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CategoriesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const categories = useQuery({ ...eventCategoriesQuery(), enabled: opened });
  // 'new', a category id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EventCategory | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteEventCategory(id),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
      notifySuccess(res.message ?? 'Categoria excluída');
      setRemoving(null);
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>Categorias da agenda</Text>} size="lg">
      <Stack gap="xs">
        <ErrorAlert error={categories.error} onRetry={() => void categories.refetch()} />
        {(categories.data ?? []).map((c) =>
          editing === c._id ? (
            <CategoryForm key={c._id} category={c} onDone={() => setEditing(null)} />
          ) : (
            <Group key={c._id} justify="space-between" wrap="nowrap" py={4}>
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ColorSwatch size={16} color={categoryColor(c.color)} />
                <Text size="sm" truncate>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.eventsCount === 1 ? '1 evento' : `${formatNumber(c.eventsCount)} eventos`}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Editar">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar ${c.name}`}
                    onClick={() => setEditing(c._id)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Excluir">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Excluir ${c.name}`}
                    onClick={() => setRemoving(c)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ),
        )}
        {editing === 'new' ? (
          <CategoryForm category={null} onDone={() => setEditing(null)} />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            w="fit-content"
            mt="xs"
          >
            Nova categoria
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={!!removing}
        title={`Excluir a categoria ${removing?.name ?? ''}?`}
        confirmLabel="Excluir categoria"
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => removing && remove.mutate(removing._id)}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      >
        {removing && removing.eventsCount > 0
          ? `${removing.eventsCount === 1 ? 'O evento dela continua' : `Os ${formatNumber(removing.eventsCount)} eventos dela continuam`} na agenda, sem categoria.`
          : 'Nenhum evento usa esta categoria.'}
      </ConfirmModal>
    </Modal>
  );
}
