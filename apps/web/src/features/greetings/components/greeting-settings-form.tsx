// Felicitações automáticas: on/off (off by default), channels in order of preference, the send hour, the
// per-minute limit and a template per channel. Only the office admin (manage on sms) changes it.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  GREETING_CHANNEL_LABELS,
  GREETING_CHANNELS,
  GREETING_HOURS,
  GREETING_LAST_HOUR,
  GREETING_RATE,
  GREETING_TEMPLATE_MAX,
  GreetingSettingsInputSchema,
  isoDayBr,
  type GreetingChannel,
  type GreetingSettings,
} from '@gabinete/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { greetingsKeys, saveGreetingSettings } from '../api/greetings.api.ts';
import { MessageTemplateField } from './message-template-field.tsx';

interface Values extends Record<string, unknown> {
  enabled: boolean;
  channels: GreetingChannel[];
  smsTemplate: string;
  whatsappTemplate: string;
  sendHour: number;
  maxPerMinute: number;
}

const valuesOf = (s: GreetingSettings): Values => ({
  enabled: s.enabled,
  channels: s.channels,
  smsTemplate: s.smsTemplate,
  whatsappTemplate: s.whatsappTemplate,
  sendHour: s.sendHour,
  maxPerMinute: s.maxPerMinute,
});

export function GreetingSettingsForm({
  settings,
  editable,
}: {
  settings: GreetingSettings;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm<Values>(valuesOf(settings));
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const v = form.values;
  const mutation = useMutation({
    mutationFn: saveGreetingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(greetingsKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: greetingsKeys.all });
      notifySuccess('Felicitações automáticas salvas');
    },
    onError: form.applyApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate(GreetingSettingsInputSchema);
    if (parsed) mutation.mutate(parsed);
  };
  // Channels keep the order they were ticked in: the first one that reaches the citizen is used.
  const toggleChannel = (channel: GreetingChannel, on: boolean) =>
    form.setValue(
      'channels',
      on ? [...v.channels.filter((c) => c !== channel), channel] : v.channels.filter((c) => c !== channel),
    );
  const pause = settings.electionPause;

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            Felicitações automáticas
          </Title>
          <Text size="sm" c="dimmed">
            Todo dia, a partir da hora escolhida, o sistema manda os parabéns aos aniversariantes que
            autorizaram receber mensagem de aniversário naquele canal — uma vez por ano cada um, aos poucos,
            sem pedido de voto nem número de candidato.
          </Text>
        </div>
        {pause && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Ano eleitoral">
            Felicitações automáticas suspensas de {isoDayBr(pause.from)} a {isoDayBr(pause.to)}, dia seguinte
            ao último turno ({isoDayBr(pause.lastRound)}). Voltam sozinhas depois disso.
          </Alert>
        )}
        <FormError message={form.formError} />
        <Switch
          label="Enviar felicitações automaticamente"
          description="Desligado, ninguém recebe nada; a prévia continua mostrando quem receberia."
          disabled={!editable}
          {...form.checkbox('enabled')}
        />
        <Checkbox.Group
          label="Canais, na ordem de preferência"
          description="O eleitor recebe pelo primeiro canal marcado em que autorizou e tem número."
          error={form.errors.channels}
        >
          <Group gap="lg" mt={6}>
            {GREETING_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                label={`${GREETING_CHANNEL_LABELS[channel]}${v.channels.includes(channel) ? ` (${v.channels.indexOf(channel) + 1}º)` : ''}`}
                checked={v.channels.includes(channel)}
                disabled={!editable}
                onChange={(e) => toggleChannel(channel, e.currentTarget.checked)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Hora de início do envio"
            description={`Horário de Brasília; os envios param às ${GREETING_LAST_HOUR}h.`}
            min={GREETING_HOURS.min}
            max={GREETING_HOURS.max}
            suffix="h"
            allowDecimal={false}
            disabled={!editable}
            value={v.sendHour}
            onChange={(value) => form.setValue('sendHour', Number(value))}
            error={form.errors.sendHour}
          />
          <NumberInput
            label="Mensagens por minuto, no máximo"
            description="Um ritmo baixo protege o número do gabinete de bloqueio."
            min={GREETING_RATE.min}
            max={GREETING_RATE.max}
            allowDecimal={false}
            disabled={!editable}
            value={v.maxPerMinute}
            onChange={(value) => form.setValue('maxPerMinute', Number(value))}
            error={form.errors.maxPerMinute}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <MessageTemplateField
            label="Mensagem por SMS"
            context="greeting"
            channel="sms"
            value={v.smsTemplate}
            onChange={(text) => form.setValue('smsTemplate', text)}
            error={form.errors.smsTemplate}
            disabled={!editable}
            maxLength={GREETING_TEMPLATE_MAX}
          />
          <MessageTemplateField
            label="Mensagem por WhatsApp"
            context="greeting"
            channel="whatsapp"
            value={v.whatsappTemplate}
            onChange={(text) => form.setValue('whatsappTemplate', text)}
            error={form.errors.whatsappTemplate}
            disabled={!editable}
            maxLength={GREETING_TEMPLATE_MAX}
          />
        </SimpleGrid>
        {editable ? (
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty || mutation.isPending} onClick={() => reset()}>
              Desfazer
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty}>
              Salvar
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Só o administrador do gabinete altera as felicitações automáticas.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
