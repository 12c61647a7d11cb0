// 'Nova solicitação': what the citizen asked (LGPD art. 18), how it arrived, details; shows the deadline.
import { Alert, Autocomplete, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
  PrivacyRequestInputSchema,
} from '@gabinete/shared';
import { IconClock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createPrivacyRequest, privacyKeys, type PrivacyRequestInput } from '../api/privacy.api.ts';
import { deadlineText } from '../privacy-deadline.ts';
import { missingChoices } from '../require-chosen.ts';

const TYPE_OPTIONS = PRIVACY_REQUEST_TYPES.map((value) => ({
  value,
  label: PRIVACY_REQUEST_TYPE_LABELS[value],
}));
const CHANNELS = ['Balcão do gabinete', 'E-mail', 'WhatsApp', 'Telefone', 'Carta', 'Formulário do site'];
const EMPTY = { type: null as string | null, channel: '', details: '' };

interface NewPrivacyRequestModalProps {
  citizenId: string;
  citizenName: string;
  opened: boolean;
  onClose: () => void;
}

export function NewPrivacyRequestModal({
  citizenId,
  citizenName,
  opened,
  onClose,
}: NewPrivacyRequestModalProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  const mutation = useMutation({
    mutationFn: (input: PrivacyRequestInput) => createPrivacyRequest(citizenId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: privacyKeys.requests() });
      notifySuccess('Solicitação registrada');
      onClose();
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingChoices(form.values, ['type']);
    if (missing) return form.setErrors(missing);
    const input = form.validate(PrivacyRequestInputSchema, {
      ...form.values,
      details: form.values.details || undefined,
    });
    if (input) mutation.mutate(input);
  };
  const type = form.values.type as (typeof PRIVACY_REQUEST_TYPES)[number] | null;

  return (
    <Modal opened={opened} onClose={onClose} centered title={<Text fw={600}>Nova solicitação LGPD</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Pedido de {citizenName} sobre os próprios dados.
          </Text>
          <FormError message={form.formError} />
          <Select label="Tipo" required data={TYPE_OPTIONS} {...form.select('type')} />
          <Autocomplete
            label="Como o pedido chegou"
            required
            data={CHANNELS}
            value={form.values.channel}
            onChange={(value) => form.setValue('channel', value)}
            error={form.errors.channel}
            maxLength={60}
          />
          <Textarea
            label="Detalhes"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={5000}
            value={form.values.details}
            onChange={(event) => form.setValue('details', event.currentTarget.value)}
            error={form.errors.details}
          />
          {type && (
            <Alert color="blue" variant="light" icon={<IconClock size={18} />} py="xs">
              Prazo para responder: {deadlineText(type)}.
            </Alert>
          )}
          <FormActions
            onCancel={onClose}
            saving={mutation.isPending}
            submitLabel="Registrar solicitação"
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}
