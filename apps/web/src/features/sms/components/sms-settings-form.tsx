// Configurações › SMS (office admin): the provider (simulator, Zenvia, Twilio) and its fields, secrets
// write-only ('já configurado' when set; empty keeps it), the price per segment the composer's estimate
// uses, and the webhook URL to paste in the provider's panel.
import {
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  SMS_PROVIDER_LABELS,
  SMS_PROVIDERS,
  SmsSettingsInputSchema,
  type SmsSettings,
} from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { saveSmsSettings } from '../api/sms.api.ts';

const PROVIDER_OPTIONS = SMS_PROVIDERS.map((value) => ({ value, label: SMS_PROVIDER_LABELS[value] }));
const KEPT = 'Já configurado: deixe em branco para manter.';

interface Values extends Record<string, unknown> {
  provider: string;
  /** Reais per segment. */
  price: number;
  zenviaFrom: string;
  zenviaToken: string;
  twilioAccountSid: string;
  twilioFrom: string;
  twilioAuthToken: string;
  webhookSecret: string;
}

const valuesOf = (s: SmsSettings): Values => ({
  provider: s.provider,
  price: s.pricePerSegmentCents / 100,
  zenviaFrom: s.zenviaFrom ?? '',
  zenviaToken: '',
  twilioAccountSid: s.twilioAccountSid ?? '',
  twilioFrom: s.twilioFrom ?? '',
  twilioAuthToken: '',
  webhookSecret: '',
});

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const orKeep = (v: string) => (v.trim() === '' ? undefined : v.trim());

export function SmsSettingsForm({
  settings,
  onSaved,
  onDirtyChange,
}: {
  settings: SmsSettings;
  onSaved: (settings: SmsSettings) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useZodForm<Values>(valuesOf(settings));
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);
  const v = form.values;
  const mutation = useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: onSaved,
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(v.price * 100);
    if (!Number.isFinite(cents) || cents < 0) {
      form.setErrors({ price: 'Informe o preço em reais, por exemplo 0,09' });
      return;
    }
    const parsed = form.validate(SmsSettingsInputSchema, {
      provider: v.provider,
      pricePerSegmentCents: cents,
      zenviaFrom: orNull(v.zenviaFrom),
      zenviaToken: orKeep(v.zenviaToken),
      twilioAccountSid: orNull(v.twilioAccountSid),
      twilioFrom: orNull(v.twilioFrom),
      twilioAuthToken: orKeep(v.twilioAuthToken),
      webhookSecret: orKeep(v.webhookSecret),
    });
    if (parsed) mutation.mutate(parsed);
  };
  const secret = (key: 'zenviaToken' | 'twilioAuthToken' | 'webhookSecret', label: string, has: boolean) => (
    <PasswordInput
      label={label}
      placeholder={has ? '••••••••' : undefined}
      description={has ? KEPT : undefined}
      autoComplete="new-password"
      {...form.text(key)}
    />
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            SMS do gabinete
          </Title>
          <Text size="sm" c="dimmed">
            Por onde saem os SMS aos eleitores. Cada mensagem só sai com o consentimento do eleitor para SMS e
            a finalidade escolhida.
          </Text>
        </div>
        <FormError message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Provedor"
            data={PROVIDER_OPTIONS}
            allowDeselect={false}
            {...form.select('provider')}
          />
          <NumberInput
            label="Preço por segmento (R$)"
            description="Usado na estimativa de custo do envio."
            decimalSeparator=","
            decimalScale={2}
            fixedDecimalScale
            min={0}
            value={v.price}
            onChange={(value) =>
              form.setValue('price', typeof value === 'number' ? value : Number(value.replace(',', '.')) || 0)
            }
            error={form.errors.price ?? form.errors.pricePerSegmentCents}
          />
        </SimpleGrid>
        {v.provider === 'simulator' && (
          <Text size="sm" c="dimmed">
            O simulador não envia nada para fora: entrega na hora e permite responder como o eleitor, na
            página SMS.
          </Text>
        )}
        {v.provider === 'zenvia' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Remetente (nome da conta na Zenvia)" {...form.text('zenviaFrom')} />
            {secret('zenviaToken', 'Token da API (X-API-TOKEN)', settings.hasZenviaToken)}
          </SimpleGrid>
        )}
        {v.provider === 'twilio' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Account SID" placeholder="AC…" {...form.text('twilioAccountSid')} />
            <TextInput label="Número remetente" placeholder="+5519999990000" {...form.text('twilioFrom')} />
            {secret('twilioAuthToken', 'Auth Token', settings.hasTwilioAuthToken)}
          </SimpleGrid>
        )}
        {v.provider !== 'simulator' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="URL do webhook"
              description="Cole no painel do provedor para receber os recibos de entrega e as respostas."
              value={settings.webhookUrl}
              readOnly
            />
            {v.provider === 'zenvia' &&
              secret(
                'webhookSecret',
                'Segredo do webhook (assinatura X-Gabinete-Signature)',
                settings.hasWebhookSecret,
              )}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <FormActions onCancel={() => reset()} saving={mutation.isPending} dirty={form.isDirty} />
        </Group>
      </Stack>
    </Card>
  );
}
