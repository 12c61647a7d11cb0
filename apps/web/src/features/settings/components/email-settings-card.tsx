// Configurações › E-mail: how this installation sends e-mail (password links, invitations, documents). It is
// set by whoever runs the server (SMTP_URL, MAIL_FROM), the same for every office, so it is shown, not edited.
import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { emailSettingsQuery } from '../api/settings.api.ts';

export function EmailSettingsCard() {
  const query = useQuery(emailSettingsQuery());
  if (query.isPending) return <PageSkeleton rows={3} />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const settings = query.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            Envio de e-mails
          </Title>
          <Text size="sm" c="dimmed">
            Links de senha, convites da equipe, avisos e documentos enviados por e-mail saem por aqui. O envio
            é configurado no servidor do Gabinete e vale para todos os gabinetes desta instalação.
          </Text>
        </div>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>Remetente</Table.Th>
              <Table.Td>{settings.from}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Forma de envio</Table.Th>
              <Table.Td>
                {settings.transport === 'smtp'
                  ? `Servidor SMTP${settings.smtpHost ? ` (${settings.smtpHost})` : ''}`
                  : 'Caixa de saída local do servidor (simulador)'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {settings.transport === 'outbox' && (
          <Alert color="yellow" variant="light">
            Nenhum servidor SMTP configurado: os e-mails não chegam às caixas de entrada, ficam gravados em
            uma pasta do servidor. Peça a quem administra a instalação para definir SMTP_URL e MAIL_FROM.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
