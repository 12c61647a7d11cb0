// Inteligência Artificial › Provedor (office admin): off, the built-in demonstration provider, or any
// OpenAI-compatible API (OpenAI, or a local Ollama / llama.cpp server that keeps the data in-house). The key
// is write-only. 'Testar conexão' tries what is on screen before saving.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlugConnected } from '@tabler/icons-react';
import {
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
  AiSettingsInputSchema,
  type AiSettings,
  type AiTestResult,
} from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { saveAiSettings, testAiSettings } from '../api/ai.api.ts';
import { aiSettingsInput, aiSettingsValues, type AiSettingsValues } from '../lib/settings-values.ts';

const PROVIDER_OPTIONS = AI_PROVIDERS.map((value) => ({ value, label: AI_PROVIDER_LABELS[value] }));

interface AiSettingsFormProps {
  settings: AiSettings;
  onSaved: (settings: AiSettings) => void;
}

export function AiSettingsForm({ settings, onSaved }: AiSettingsFormProps) {
  const form = useZodForm<AiSettingsValues>(aiSettingsValues(settings));
  const { reset } = form;
  useEffect(() => reset(aiSettingsValues(settings)), [settings, reset]);
  const [tested, setTested] = useState<AiTestResult | null>(null);
  const provider = form.values.provider;

  const save = useMutation({ mutationFn: saveAiSettings, onSuccess: onSaved, onError: form.applyApiError });
  const test = useMutation({ mutationFn: testAiSettings, onSuccess: setTested });
  const parsed = () => form.validate(AiSettingsInputSchema, aiSettingsInput(form.values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parsed();
    if (input) save.mutate(input);
  };
  const runTest = () => {
    setTested(null);
    test.reset();
    const input = parsed();
    if (input) test.mutate(input);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            Provedor de IA
          </Title>
          <Text size="sm" c="dimmed">
            A IA só sugere: cada texto aparece marcado como sugestão e uma pessoa revisa antes de usar. Antes
            de sair do sistema, nomes, CPF, telefones, e-mails e endereços são trocados por marcadores e
            devolvidos na resposta.
          </Text>
        </div>
        <FormError message={form.formError} />
        <Select
          label="Provedor"
          data={PROVIDER_OPTIONS}
          allowDeselect={false}
          maw={520}
          {...form.select('provider')}
        />
        {provider === 'off' && (
          <Text size="sm" c="dimmed">
            Desligada: os botões de IA não aparecem para a equipe.
          </Text>
        )}
        {provider === 'demo' && (
          <Alert color="gray" variant="light">
            O provedor de demonstração é embutido no sistema: monta textos de exemplo com os dados do
            registro, sem inteligência artificial de verdade e sem enviar nada para fora. Serve para conhecer
            os recursos e treinar a equipe; as sugestões aparecem com o selo “Provedor de demonstração”.
          </Alert>
        )}
        {provider === 'openai' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Endereço da API"
                description="Com o /v1. OpenAI: https://api.openai.com/v1 · Ollama local: http://localhost:11434/v1"
                placeholder="https://api.openai.com/v1"
                required
                {...form.text('baseUrl')}
              />
              <TextInput
                label="Modelo"
                description="Ex.: gpt-4o-mini, llama3.1:8b, qwen2.5:7b"
                required
                {...form.text('model')}
              />
              <PasswordInput
                label="Chave de acesso"
                description={
                  settings.hasApiKey
                    ? 'Já configurada: deixe em branco para manter.'
                    : 'Um servidor local costuma não precisar de chave.'
                }
                placeholder={settings.hasApiKey ? '••••••••' : undefined}
                autoComplete="new-password"
                {...form.text('apiKey')}
              />
            </SimpleGrid>
            {settings.hasApiKey && (
              <Checkbox label="Remover a chave guardada" {...form.checkbox('clearApiKey')} />
            )}
            <Text size="xs" c="dimmed">
              Um provedor fora do Brasil é transferência internacional de dados (LGPD art. 33): confira o
              contrato e cite o país no aviso de privacidade do gabinete.
            </Text>
          </>
        )}
        <TextInput
          label="Limite mensal de tokens"
          description="Acima dele, os pedidos do mês são recusados. 0 bloqueia o uso."
          inputMode="numeric"
          maw={260}
          {...form.text('monthlyTokenLimit')}
        />
        {test.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(test.error)}
          </Alert>
        )}
        {tested && (
          <Alert color="green" variant="light" icon={<IconCheck size={18} />}>
            Conexão funcionando com o modelo {tested.model} ({tested.durationMs} ms). Resposta: “
            {tested.sample}”
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={18} />}
            onClick={runTest}
            loading={test.isPending}
            disabled={provider === 'off'}
          >
            Testar conexão
          </Button>
          <FormActions onCancel={() => reset()} saving={save.isPending} dirty={form.isDirty} />
        </Group>
      </Stack>
    </Card>
  );
}
