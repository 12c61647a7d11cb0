// The demanda as one page of sections; validated by the shared schema (same messages as the server). A
// save refused with VERSION_CONFLICT keeps what was typed; 'Recarregar dados' loads the current version
// with the person's changes on top (useStaleSave).
import { Group, Paper, Stack } from '@mantine/core';
import { DemandInputSchema, UpdateDemandInputSchema, type Demand } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../../components/error-alert.tsx';
import { FormActions } from '../../../../components/form-actions.tsx';
import { StaleSaveAlert } from '../../../../components/stale-save-alert.tsx';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { useStaleSave } from '../../../../lib/use-stale-save.ts';
import { useZodForm, zodFieldErrors } from '../../../../lib/use-zod-form.ts';
import { createDemand, updateDemand } from '../../api/demands.api.ts';
import {
  DEMAND_FIELD_LABELS,
  demandToValues,
  inputErrorsToFields,
  valuesToCreateInput,
  valuesToUpdateInput,
  type DemandFormValues,
} from '../../lib/demand-form.logic.ts';
import { DataSection } from './data-section.tsx';
import { LocationSection } from './location-section.tsx';
import { ProtocolsSection } from './protocols-section.tsx';

interface DemandFormProps {
  /** The record being edited; absent when creating. */
  demand?: Demand;
  initialValues: DemandFormValues;
  onSaved: (demand: Demand) => void;
  onCancel: () => void;
  /** Reads the record again after a conflict (the person's changes are then put back on top). */
  onReload?: () => Promise<Demand | undefined>;
}

const noReload = () => Promise.resolve(undefined);
const savedBy = (d: Demand) => d.updatedBy?.name;

export function DemandForm({ demand, initialValues, onSaved, onCancel, onReload }: DemandFormProps) {
  const form = useZodForm<DemandFormValues>(initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const stale = useStaleSave({
    form,
    record: demand,
    toValues: demandToValues,
    load: onReload ?? noReload,
    labels: DEMAND_FIELD_LABELS,
    savedBy,
  });
  const [saved, setSaved] = useState<Demand | null>(null);
  const { setErrors, setFormError } = form;

  const showErrors = (errors: Record<string, string>) => {
    setErrors(inputErrorsToFields(errors));
    setFormError('Confira os campos destacados.');
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const mutation = useMutation({
    mutationFn: (values: DemandFormValues) =>
      demand
        ? updateDemand(demand._id, valuesToUpdateInput(values, stale.version ?? demand.version))
        : createDemand(valuesToCreateInput(values)),
    onSuccess: setSaved,
    onError: (error) => {
      if (stale.catchConflict(error)) return;
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length)
        showErrors(error.fields);
      else setFormError(errorMessage(error));
    },
  });

  // Leaves only after the unsaved-changes guard has seen that nothing is pending.
  const reported = useRef<Demand | null>(null);
  useEffect(() => {
    if (saved && reported.current !== saved) {
      reported.current = saved;
      onSaved(saved);
    }
  }, [saved, onSaved]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = demand
      ? UpdateDemandInputSchema.safeParse(valuesToUpdateInput(form.values, stale.version ?? demand.version))
      : DemandInputSchema.safeParse(valuesToCreateInput(form.values));
    if (!parsed.success) return showErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    stale.clear();
    mutation.mutate(form.values);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={form.isDirty && !saved} />
      <Stack gap="md">
        <StaleSaveAlert stale={stale} />
        <DataSection form={form} creating={!demand} />
        <ProtocolsSection form={form} />
        <LocationSection form={form} />
        <Paper withBorder radius="md" p="sm" shadow="sm" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
          <Group justify="space-between" gap="sm">
            <FormError message={form.formError} />
            <FormActions
              onCancel={onCancel}
              saving={mutation.isPending}
              submitLabel={demand ? 'Salvar' : 'Salvar demanda'}
              ml="auto"
            />
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
