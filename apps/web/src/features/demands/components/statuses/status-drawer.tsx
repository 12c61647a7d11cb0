// 'Nova situação' / 'Editar situação': nome, cor, inicial and whether it closes the demanda.
import { Badge, Switch, TextInput } from '@mantine/core';
import { DemandStatusInputSchema, UpdateDemandStatusInputSchema, type DemandStatus } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer, FormPreview } from '../../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { TagColorPicker, type TagColor } from '../../../tags/components/tag-color-picker.tsx';
import { createDemandStatus, statusesKeys, updateDemandStatus } from '../../api/demand-statuses.api.ts';
import { demandsKeys } from '../../api/demands.api.ts';

interface StatusDrawerProps {
  opened: boolean;
  status: DemandStatus | null;
  onClose: () => void;
}

const valuesOf = (s: DemandStatus | null) => ({
  name: s?.name ?? '',
  color: (s?.color ?? 'gray') as TagColor,
  isInitial: s?.isInitial ?? false,
  isFinal: s?.isFinal ?? false,
});

export function StatusDrawer({ opened, status, onClose }: StatusDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(status));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(status));
  }, [opened, status, reset]);

  const wasInitial = status?.isInitial ?? false;

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={status ? 'Editar situação' : 'Nova situação'}
      formError={form.formError}
      validate={() =>
        form.validate(status ? UpdateDemandStatusInputSchema : DemandStatusInputSchema) ? form.values : null
      }
      save={(input) => (status ? updateDemandStatus(status._id, input) : createDemandStatus(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: statusesKeys.all });
        void queryClient.invalidateQueries({ queryKey: demandsKeys.boards() });
        notifySuccess(status ? `Situação ${saved.name} salva` : `Situação ${saved.name} criada`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={status ? form.isDirty : undefined}
      submitLabel={status ? 'Salvar' : 'Criar situação'}
    >
      <TextInput label="Nome" required data-autofocus maxLength={80} {...form.text('name')} />
      <TagColorPicker
        value={form.values.color}
        onChange={(color) => form.setValue('color', color)}
        error={form.errors.color}
      />
      <Switch
        label="Situação inicial"
        description={
          wasInitial
            ? 'Novas demandas começam aqui. Para trocar, marque outra situação como inicial.'
            : 'Novas demandas começam aqui. Só uma situação é inicial: marcar esta desmarca a atual.'
        }
        disabled={wasInitial}
        {...form.checkbox('isInitial')}
      />
      <Switch
        label="Encerra a demanda"
        description="Demandas nesta situação contam como encerradas e nunca ficam vencidas."
        {...form.checkbox('isFinal')}
      />
      <FormPreview>
        <Badge color={form.values.color} variant="light" radius="sm" tt="none">
          {form.values.name.trim() || 'Nome da situação'}
        </Badge>
      </FormPreview>
    </FormDrawer>
  );
}
