// 'Nova tag' / 'Editar tag' in a drawer: nome, cor and categoria, with a live preview of the badge.
import { Badge, Select, TextInput } from '@mantine/core';
import { TagInputSchema, type Tag } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer, FormPreview } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createTag, updateTag } from '../api/tags.mutations.ts';
import { tagCategoriesQuery, tagsKeys } from '../api/tags.queries.ts';
import { TagColorPicker, type TagColor } from './tag-color-picker.tsx';

interface TagDrawerProps {
  opened: boolean;
  /** The tag being edited; null creates a new one. */
  tag: Tag | null;
  /** Pre-selected category for a new tag (the one open on the left). */
  defaultCategoryId?: string | null;
  onClose: () => void;
}

const valuesOf = (tag: Tag | null, categoryId: string | null) => ({
  name: tag?.name ?? '',
  color: (tag?.color ?? 'blue') as TagColor,
  categoryId: tag ? (tag.category?._id ?? null) : categoryId,
});

export function TagDrawer({ opened, tag, defaultCategoryId = null, onClose }: TagDrawerProps) {
  const queryClient = useQueryClient();
  const categories = useQuery({ ...tagCategoriesQuery(), enabled: opened });
  const form = useZodForm(valuesOf(tag, defaultCategoryId));
  const { reset } = form;

  // Each opening starts from the chosen tag (or a blank one).
  useEffect(() => {
    if (opened) reset(valuesOf(tag, defaultCategoryId));
  }, [opened, tag, defaultCategoryId, reset]);

  const categoryOptions = (categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name }));

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={tag ? 'Editar tag' : 'Nova tag'}
      formError={form.formError}
      validate={() => form.validate(TagInputSchema)}
      save={(input) => (tag ? updateTag(tag._id, input) : createTag(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
        notifySuccess(tag ? `Tag ${saved.name} salva` : `Tag ${saved.name} criada`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={tag ? form.isDirty : undefined}
      submitLabel={tag ? 'Salvar' : 'Criar tag'}
    >
      <TextInput label="Nome" required data-autofocus maxLength={60} {...form.text('name')} />
      <TagColorPicker
        value={form.values.color}
        onChange={(color) => form.setValue('color', color)}
        error={form.errors.color}
      />
      <Select
        label="Categoria"
        placeholder="Sem categoria"
        data={categoryOptions}
        clearable
        searchable
        nothingFoundMessage="Nenhuma categoria encontrada"
        {...form.select('categoryId')}
      />
      <FormPreview>
        <Badge radius="sm" color={form.values.color} variant="light" tt="none">
          {form.values.name.trim() || 'Nome da tag'}
        </Badge>
      </FormPreview>
    </FormDrawer>
  );
}
