// Configurações › Situações › 'Avisar o cidadão': when a demanda moves into this status, its citizens who
// consented to 'atendimento' on the channel get this message (after the change is saved, by the durable queue).
import { Select, Switch, Text } from '@mantine/core';
import {
  GREETING_CHANNEL_LABELS,
  GREETING_CHANNELS,
  STATUS_MESSAGE_TEMPLATE_MAX,
  StatusMessageInputSchema,
  type GreetingChannel,
  type StatusMessage,
} from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { greetingsKeys, saveStatusMessage } from '../api/greetings.api.ts';
import { MessageTemplateField } from './message-template-field.tsx';

const CHANNEL_OPTIONS = GREETING_CHANNELS.map((value) => ({ value, label: GREETING_CHANNEL_LABELS[value] }));

const valuesOf = (m: StatusMessage | null) => ({
  enabled: m?.enabled ?? false,
  channel: (m?.channel ?? 'sms') as GreetingChannel,
  template: m?.template ?? '',
});

export function StatusMessageDrawer({
  message,
  onClose,
}: {
  message: StatusMessage | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(message));
  const { reset } = form;
  useEffect(() => {
    if (message) reset(valuesOf(message));
  }, [message, reset]);
  const v = form.values;
  return (
    <FormDrawer
      opened={message !== null}
      onClose={onClose}
      title={`Avisar o cidadão: ${message?.statusName ?? ''}`}
      formError={form.formError}
      validate={() => form.validate(StatusMessageInputSchema)}
      save={(input) => saveStatusMessage(message!.statusId, input)}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: greetingsKeys.statusMessages() });
        notifySuccess(
          saved.enabled ? `Aviso de ${saved.statusName} ligado` : `Aviso de ${saved.statusName} desligado`,
        );
        onClose();
      }}
      onError={form.applyApiError}
      dirty={form.isDirty}
      submitLabel="Salvar"
    >
      <Switch
        label="Avisar o cidadão"
        description="Quando uma demanda passar para esta situação, cada eleitor vinculado a ela que autorizou contato sobre o atendimento nesse canal recebe a mensagem."
        {...form.checkbox('enabled')}
      />
      <Select label="Canal" data={CHANNEL_OPTIONS} allowDeselect={false} {...form.select('channel')} />
      <MessageTemplateField
        label="Mensagem"
        context="demand_status"
        channel={v.channel}
        statusName={message?.statusName}
        value={v.template}
        onChange={(text) => form.setValue('template', text)}
        error={form.errors.template}
        maxLength={STATUS_MESSAGE_TEMPLATE_MAX}
      />
      <Text size="xs" c="dimmed">
        Quem foi avisado e quem não foi (e por quê) fica no histórico da demanda e na linha do tempo do
        eleitor.
      </Text>
    </FormDrawer>
  );
}
