// Configurações › WhatsApp (office admin): the provider and its fields, secrets write-only ('já configurado'
// when set; left empty keeps it), the webhook URL to paste in the provider's panel, 'Salvar'.
import {
  ActionIcon,
  Card,
  CopyButton,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import {
  WHATSAPP_PROVIDER_LABELS,
  WHATSAPP_PROVIDERS,
  WhatsappSettingsInputSchema,
  type WhatsappProvider,
  type WhatsappSettings,
} from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { saveWhatsappSettings } from '../api/whatsapp.api.ts';
import { settingsInput, settingsValues, type SettingsValues } from '../lib/settings-values.ts';

const PROVIDER_OPTIONS = WHATSAPP_PROVIDERS.map((value) => ({
  value,
  label: WHATSAPP_PROVIDER_LABELS[value],
}));
const KEPT = 'Já configurado: deixe em branco para manter.';

interface WhatsappSettingsFormProps {
  settings: WhatsappSettings;
  onSaved: (settings: WhatsappSettings) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function WhatsappSettingsForm({ settings, onSaved, onDirtyChange }: WhatsappSettingsFormProps) {
  const form = useZodForm<SettingsValues>(settingsValues(settings));
  const { reset } = form;
  useEffect(() => reset(settingsValues(settings)), [settings, reset]);
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);
  const provider = form.values.provider as WhatsappProvider;

  const mutation = useMutation({
    mutationFn: saveWhatsappSettings,
    onSuccess: onSaved,
    onError: form.applyApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate(WhatsappSettingsInputSchema, settingsInput(form.values));
    if (parsed) mutation.mutate(parsed);
  };
  const secret = (key: keyof SettingsValues & string, label: string, has: boolean) => (
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
            WhatsApp do gabinete
          </Title>
          <Text size="sm" c="dimmed">
            Por onde o SAC recebe e envia as mensagens. A conexão (QR Code) fica na página WhatsApp.
          </Text>
        </div>
        <FormError message={form.formError} />
        <Select
          label="Provedor"
          data={PROVIDER_OPTIONS}
          allowDeselect={false}
          maw={420}
          {...form.select('provider')}
        />
        {provider === 'simulator' && (
          <Text size="sm" c="dimmed">
            O simulador não envia nada para fora: serve para conhecer o sistema e treinar a equipe. Na página
            WhatsApp aparecem os botões para simular o celular e o cidadão.
          </Text>
        )}
        {provider === 'wppconnect' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="URL do servidor WPPConnect"
              placeholder="http://wppconnect.interno:21465"
              {...form.text('wppconnectUrl')}
            />
            <TextInput label="Sessão" placeholder="gabinete" {...form.text('wppconnectSession')} />
            {secret('wppconnectSecretKey', 'Chave secreta', settings.hasWppconnectSecretKey)}
          </SimpleGrid>
        )}
        {provider === 'cloud-api' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="ID do número de telefone"
              placeholder="123456789012345"
              {...form.text('cloudPhoneNumberId')}
            />
            <TextInput label="Versão da API" placeholder="v21.0" {...form.text('cloudApiVersion')} />
            <TextInput
              label="ID da conta do WhatsApp Business (WABA)"
              description="Os modelos de mensagem para envio em massa são lidos desta conta."
              placeholder="102290129340398"
              {...form.text('cloudWabaId')}
            />
            {secret('cloudAccessToken', 'Token de acesso', settings.hasCloudAccessToken)}
            {secret('cloudAppSecret', 'App secret', settings.hasCloudAppSecret)}
            <TextInput label="Verify token do webhook" {...form.text('cloudVerifyToken')} />
          </SimpleGrid>
        )}
        {provider !== 'simulator' && (
          <TextInput
            label="URL do webhook"
            description="Cole no painel do provedor para o gabinete receber as mensagens e os status."
            value={settings.webhookUrl}
            readOnly
            rightSection={
              <CopyButton value={settings.webhookUrl}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copiada' : 'Copiar a URL'}>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'green' : 'gray'}
                      onClick={copy}
                      aria-label="Copiar a URL do webhook"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        )}
        <Group justify="flex-end">
          <FormActions onCancel={() => reset()} saving={mutation.isPending} dirty={form.isDirty} />
        </Group>
      </Stack>
    </Card>
  );
}
