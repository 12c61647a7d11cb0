// 'Registrar consentimento' / 'Revogar': canal, finalidade, base legal, origem, evidência and the text agreed to.
import { Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_SOURCE_LABELS,
  CONSENT_SOURCES,
  ConsentInputSchema,
  LEGAL_BASES,
  LEGAL_BASIS_LABELS,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { privacyKeys, recordConsent, type ConsentInput } from '../api/privacy.api.ts';
import { missingChoices } from '../require-chosen.ts';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

export interface ConsentDraft {
  channel: string | null;
  purpose: string | null;
  granted: boolean;
}

interface ConsentModalProps {
  citizenId: string;
  citizenName: string;
  draft: ConsentDraft | null;
  onClose: () => void;
}

const blank = (draft: ConsentDraft | null) => ({
  channel: draft?.channel ?? null,
  purpose: draft?.purpose ?? null,
  granted: draft?.granted ?? true,
  legalBasis: 'consentimento' as string | null,
  source: null as string | null,
  evidence: '',
  text: '',
});

export function ConsentModal({ citizenId, citizenName, draft, onClose }: ConsentModalProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(blank(draft));
  const { reset } = form;
  useEffect(() => {
    if (draft) reset(blank(draft));
  }, [draft, reset]);

  const mutation = useMutation({
    mutationFn: (input: ConsentInput) => recordConsent(citizenId, input),
    onSuccess: (consents, input) => {
      queryClient.setQueryData(privacyKeys.consents(citizenId), consents);
      void queryClient.invalidateQueries({ queryKey: ['citizens', 'detail', citizenId] });
      notifySuccess(input.granted ? 'Consentimento registrado' : 'Revogação registrada');
      onClose();
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingChoices(form.values, ['channel', 'purpose', 'source']);
    if (missing) return form.setErrors(missing);
    const { evidence, text, ...rest } = form.values;
    const input = form.validate(ConsentInputSchema, {
      ...rest,
      evidence: evidence || undefined,
      text: text || undefined,
    });
    if (input) mutation.mutate(input);
  };
  const granted = form.values.granted;

  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      centered
      size="lg"
      title={<Text fw={600}>{granted ? 'Registrar consentimento' : 'Registrar revogação'}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {citizenName}: o registro entra no histórico e não pode ser apagado; para mudar, registre de novo.
          </Text>
          <FormError message={form.formError} />
          <SegmentedControl
            fullWidth
            data={[
              { value: 'true', label: 'Autoriza' },
              { value: 'false', label: 'Revoga (não quer receber)' },
            ]}
            value={String(granted)}
            onChange={(value) => form.setValue('granted', value === 'true')}
            color={granted ? 'green' : 'red'}
            aria-label="Autoriza ou revoga"
          />
          <Select
            label="Canal"
            required
            data={options(CONSENT_CHANNELS, CONSENT_CHANNEL_LABELS)}
            {...form.select('channel')}
          />
          <Select
            label="Finalidade"
            required
            data={options(CONSENT_PURPOSES, CONSENT_PURPOSE_LABELS)}
            {...form.select('purpose')}
          />
          <Select
            label="Base legal"
            required
            allowDeselect={false}
            data={options(LEGAL_BASES, LEGAL_BASIS_LABELS)}
            {...form.select('legalBasis')}
          />
          <Select
            label="Origem"
            description="Como o eleitor manifestou a vontade."
            required
            data={options(CONSENT_SOURCES, CONSENT_SOURCE_LABELS)}
            {...form.select('source')}
          />
          <TextInput
            label="Evidência"
            description="Onde está a prova: nº do termo, id da mensagem, protocolo da ligação…"
            maxLength={500}
            {...form.text('evidence')}
          />
          <Textarea
            label="Texto aceito"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            value={form.values.text}
            onChange={(event) => form.setValue('text', event.currentTarget.value)}
            error={form.errors.text}
          />
          <FormActions onCancel={onClose} saving={mutation.isPending} submitLabel="Registrar" mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
