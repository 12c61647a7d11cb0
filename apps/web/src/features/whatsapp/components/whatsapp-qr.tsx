// notLogged: the QR code, large enough to scan from a phone, with the steps in pt-BR; it changes live.
import { Group, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

export function WhatsappQr({ qrCode }: { qrCode: string | null }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" data-testid="whatsapp-qr">
      <Paper withBorder radius="md" p="sm" bg="white">
        {qrCode ? (
          <Image
            src={qrCode}
            alt="QR Code para conectar o WhatsApp do gabinete"
            w={264}
            h={264}
            fit="contain"
          />
        ) : (
          <Skeleton w={264} h={264} aria-label="Gerando o QR Code" />
        )}
      </Paper>
      <Stack gap="xs" maw={380} miw={220} style={{ flex: '1 1 220px' }}>
        <Title order={3} fz={16}>
          Conecte o WhatsApp do gabinete
        </Title>
        <Text size="sm" c="dimmed">
          Abra o WhatsApp no celular do gabinete › Aparelhos conectados › Conectar aparelho
        </Text>
        <List type="ordered" spacing={6} size="sm">
          <List.Item>Abra o WhatsApp no celular do gabinete.</List.Item>
          <List.Item>
            Toque em <b>Mais opções</b> (⋮) ou <b>Configurações</b> e depois em <b>Aparelhos conectados</b>.
          </List.Item>
          <List.Item>
            Toque em <b>Conectar aparelho</b> e aponte a câmera para este código.
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          Quando o código é renovado, esta tela se atualiza sozinha: não é preciso recarregar a página.
        </Text>
      </Stack>
    </Group>
  );
}
