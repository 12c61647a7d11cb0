// 'Responder' a titular request: the next status allowed from the current one and the answer given.
import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TRANSITIONS,
  PRIVACY_REQUEST_TYPE_LABELS,
  UpdatePrivacyRequestInputSchema,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import {
  privacyKeys,
  updatePrivacyRequest,
  type PrivacyRequest,
  type PrivacyRequestUpdate,
} from '../api/privacy.api.ts';
import { missingChoices } from '../require-chosen.ts';

interface ResolveModalProps {
  request: PrivacyRequest | null;
  onClose: () => void;
}

export function ResolvePrivacyRequestModal({ request, onClose }: ResolveModalProps) {
  const queryClient = useQueryClient();
  const form = useZodForm({ status: null as string | null, response: '' });
  const { reset } = form;
  useEffect(() => {
    if (request) reset({ status: null, response: request.response ?? '' });
  }, [request, reset]);

  const mutation = useMutation({
    mutationFn: (input: PrivacyRequestUpdate) => updatePrivacyRequest(request!._id, input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: privacyKeys.requests() });
      notifySuccess(`Solicitação ${PRIVACY_REQUEST_STATUS_LABELS[saved.status].toLowerCase()}`);
      onClose();
    },
    onError: form.applyApiError,
  });

  const next = request ? PRIVACY_REQUEST_TRANSITIONS[request.status] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingChoices(form.values, ['status']);
    if (missing) return form.setErrors(missing);
    const input = form.validate(UpdatePrivacyRequestInputSchema, {
      ...form.values,
      response: form.values.response || undefined,
    });
    if (input) mutation.mutate(input);
  };

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      centered
      title={<Text fw={600}>Responder solicitação</Text>}
    >
      {request && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {PRIVACY_REQUEST_TYPE_LABELS[request.type]} de {request.citizen.name}
            </Text>
            <FormError message={form.formError} />
            <Select
              label="Nova situação"
              placeholder="Escolha"
              required
              data={next.map((s) => ({ value: s, label: PRIVACY_REQUEST_STATUS_LABELS[s] }))}
              {...form.select('status')}
            />
            <Textarea
              label="Resposta ao titular"
              description="O que foi feito ou por que foi recusada; fica registrado."
              autosize
              minRows={3}
              maxRows={8}
              maxLength={5000}
              value={form.values.response}
              onChange={(event) => form.setValue('response', event.currentTarget.value)}
              error={form.errors.response}
            />
            <FormActions onCancel={onClose} saving={mutation.isPending} submitLabel="Salvar" mt="xs" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
