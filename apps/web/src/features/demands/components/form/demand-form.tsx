// The demanda as one page of sections; validated by the shared schema (same messages as the server). A
// save refused with VERSION_CONFLICT keeps what was typed and offers 'Recarregar dados'.
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { DemandInputSchema, UpdateDemandInputSchema, type Demand } from '@gabinete/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../../components/error-alert.tsx';
import { FormActions } from '../../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { useZodForm, zodFieldErrors } from '../../../../lib/use-zod-form.ts';
import { createDemand, updateDemand } from '../../api/demands.api.ts';
import {
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
  /** Reads the record again after a conflict (the form then restarts from it). */
  onReload?: () => void;
  reloading?: boolean;
}

export function DemandForm({
  demand,
  initialValues,
  onSaved,
  onCancel,
  onReload,
  reloading,
}: DemandFormProps) {
  const form = useZodForm<DemandFormValues>(initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<string | null>(null);
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
        ? updateDemand(demand._id, valuesToUpdateInput(values, demand.version))
        : createDemand(valuesToCreateInput(values)),
    onSuccess: setSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        setConflict(error.message);
        return;
      }
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
      ? UpdateDemandInputSchema.safeParse(valuesToUpdateInput(form.values, demand.version))
      : DemandInputSchema.safeParse(valuesToCreateInput(form.values));
    if (!parsed.success) return showErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    setConflict(null);
    mutation.mutate(form.values);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={form.isDirty && !saved} />
      <Stack gap="md">
        {conflict && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title="Outra pessoa salvou antes"
          >
            <Stack gap="xs" align="flex-start">
              {conflict} O que você digitou continua no formulário.
              {onReload && (
                <Button
                  size="xs"
                  color="orange"
                  leftSection={<IconRefresh size={14} />}
                  loading={reloading}
                  onClick={onReload}
                >
                  Recarregar dados
                </Button>
              )}
            </Stack>
          </Alert>
        )}
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
