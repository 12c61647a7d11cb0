// What the office's AI does and where each suggestion lives, with the provider in use — for everyone who
// may open Inteligência Artificial (the admin also gets the settings and the usage log).
import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { AI_PROVIDER_LABELS, type AiSettings } from '@gabinete/shared';
import { formatNumber } from '../../../lib/format.ts';

export function AiOverview({ settings }: { settings: AiSettings }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Como a IA ajuda o gabinete
        </Title>
        {settings.provider === 'off' ? (
          <Alert color="gray" variant="light">
            A IA está desligada neste gabinete. O administrador pode ligá-la nesta página.
          </Alert>
        ) : (
          <Alert color={settings.isDemo ? 'yellow' : 'violet'} variant="light">
            {settings.isDemo
              ? 'Em uso: o provedor de demonstração embutido. Os textos são modelos de exemplo montados com os dados do registro, sem IA de verdade e sem enviar nada para fora.'
              : `Em uso: ${AI_PROVIDER_LABELS[settings.provider]}, modelo ${settings.model ?? '—'}.`}{' '}
            Neste mês: {formatNumber(settings.monthTokens)} de {formatNumber(settings.monthlyTokenLimit)}{' '}
            tokens.
          </Alert>
        )}
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Demandas › Documentos › Gerar documento com IA</b>: rascunho de ofício ou de indicação com o
            tratamento do destinatário dos contatos de autoridades, aberto no editor de documentos para
            revisar e salvar.
          </List.Item>
          <List.Item>
            <b>SAC › ⋯ › Resumir conversa com IA</b>: uma conversa longa em poucas linhas, para quem assume o
            atendimento.
          </List.Item>
          <List.Item>
            <b>SAC › sentimento e assunto</b>: cada mensagem que chega pelo WhatsApp recebe, em segundo plano,
            o sentimento (positivo, neutro, negativo) e a área do assunto; a fila pode mostrar os negativos
            primeiro.
          </List.Item>
          <List.Item>
            <b>SAC › Sugerir resposta</b>: a próxima resposta ao munícipe, escrita como equipe do gabinete,
            para editar antes de enviar.
          </List.Item>
          <List.Item>
            <b>Eleitor › Resumir histórico com IA</b>: demandas, atendimentos e mensagens em poucas linhas.
          </List.Item>
          <List.Item>
            <b>Nova demanda › Sugerir área e prioridade</b>: uma sugestão que você aplica ou descarta.
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          Toda sugestão aparece marcada como “Sugestão gerada por IA” e só vale depois que uma pessoa revisa.
          Antes do envio ao provedor, nomes, CPF, telefones, e-mails e endereços viram marcadores e voltam na
          resposta. Cada pedido fica registrado (quem, recurso, modelo, tokens e duração), sem o texto.
        </Text>
      </Stack>
    </Card>
  );
}
