// 'Nova categoria' / 'Editar categoria': nome and cor of a group of tags.
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { TagCategoryInputSchema } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import type { z } from 'zod';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createTagCategory, updateTagCategory } from '../api/tags.mutations.ts';
import { tagsKeys } from '../api/tags.queries.ts';
import { TagColorPicker, type TagColor } from './tag-color-picker.tsx';

export interface EditableCategory {
  _id: string;
  name: string;
  color: TagColor;
}

interface TagCategoryModalProps {
  opened: boolean;
  category: EditableCategory | null;
  onClose: () => void;
}

type CategoryInput = z.output<typeof TagCategoryInputSchema>;

export function TagCategoryModal({ opened, category, onClose }: TagCategoryModalProps) {
  const queryClient = useQueryClient();
  const form = useZodForm({ name: '', color: 'gray' as TagColor });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: category?.name ?? '', color: category?.color ?? 'gray' });
  }, [opened, category, reset]);

  const mutation = useMutation({
    mutationFn: (input: CategoryInput) =>
      category ? updateTagCategory(category._id, input) : createTagCategory(input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      notifySuccess(category ? `Categoria ${saved.name} salva` : `Categoria ${saved.name} criada`);
      onClose();
    },
    onError: form.applyApiError,
  });

  const close = () => {
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(TagCategoryInputSchema);
    if (input) mutation.mutate(input);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={<Text fw={600}>{category ? 'Editar categoria' : 'Nova categoria'}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={form.formError} />
          <TextInput label="Nome" required data-autofocus maxLength={60} {...form.text('name')} />
          <TagColorPicker value={form.values.color} onChange={(color) => form.setValue('color', color)} />
          <FormActions
            onCancel={close}
            saving={mutation.isPending}
            dirty={category ? form.isDirty : undefined}
            submitLabel={category ? 'Salvar' : 'Criar categoria'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
