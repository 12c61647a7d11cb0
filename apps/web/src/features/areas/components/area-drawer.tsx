// 'Nova área' / 'Editar área' in a drawer: nome, cor, descrição and whether forms still offer it.
import { Switch, Text, Textarea, TextInput } from '@mantine/core';
import { AreaInputSchema, UpdateAreaInputSchema, type Area } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer, FormPreview } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { TagColorPicker, type TagColor } from '../../tags/components/tag-color-picker.tsx';
import { areasKeys, createArea, updateArea } from '../api/areas.api.ts';
import { AreaDot } from './area-badge.tsx';

interface AreaDrawerProps {
  opened: boolean;
  /** The área being edited; null creates a new one. */
  area: Area | null;
  onClose: () => void;
}

const valuesOf = (area: Area | null) => ({
  name: area?.name ?? '',
  color: (area?.color ?? 'blue') as TagColor,
  description: area?.description ?? '',
  active: area?.active ?? true,
});

export function AreaDrawer({ opened, area, onClose }: AreaDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(area));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(area));
  }, [opened, area, reset]);

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={area ? 'Editar área' : 'Nova área'}
      formError={form.formError}
      validate={() => (form.validate(area ? UpdateAreaInputSchema : AreaInputSchema) ? form.values : null)}
      save={(input) => (area ? updateArea(area._id, input) : createArea(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: areasKeys.all });
        notifySuccess(area ? `Área ${saved.name} salva` : `Área ${saved.name} criada`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={area ? form.isDirty : undefined}
      submitLabel={area ? 'Salvar' : 'Criar área'}
    >
      <TextInput
        label="Nome"
        placeholder="Ex.: Saúde"
        required
        data-autofocus
        maxLength={60}
        {...form.text('name')}
      />
      <TagColorPicker
        value={form.values.color}
        onChange={(color) => form.setValue('color', color)}
        error={form.errors.color}
      />
      <Textarea
        label="Descrição"
        placeholder="O que entra nesta área (opcional)"
        autosize
        minRows={2}
        maxLength={300}
        {...form.text('description')}
      />
      <Switch
        label="Ativa"
        description="Áreas inativas continuam nos registros antigos, mas não aparecem nos formulários."
        {...form.checkbox('active')}
      />
      <FormPreview>
        <AreaDot color={form.values.color} />
        <Text size="sm">{form.values.name.trim() || 'Nome da área'}</Text>
      </FormPreview>
    </FormDrawer>
  );
}
