// 'Simulador' (provider simulator, office admin): play the phone and the citizen without a real WhatsApp —
// read the QR code, unlink the phone, send a message as a citizen (it arrives in the SAC) and read the office's
// replies as the citizen (the SAC shows 'Lido').
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconChecks, IconDeviceMobileOff, IconQrcode, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { formatPhoneInput, toE164 } from '../../../lib/phone.ts';
import { simulator } from '../api/whatsapp.api.ts';

const SCAN_HINTS: Record<string, string> = {
  qr: 'O QR Code está na tela: simule a leitura como se o celular do gabinete o tivesse lido.',
  connected: 'Conectado: simule a desconexão do celular para ver o que a equipe vê quando o aparelho cai.',
  disconnected:
    'Clique em Conectar, no quadro Conexão do gabinete, para o QR Code aparecer e então simule a leitura.',
};

interface SimulatorPanelProps {
  /** Scanning makes sense while the QR code shows; unlinking while connected. */
  tone: string;
}

export function SimulatorPanel({ tone }: SimulatorPanelProps) {
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const scan = useMutation({
    mutationFn: simulator.scan,
    onError: (error) => notifyError(error, 'Simulador'),
  });
  const unlink = useMutation({
    mutationFn: simulator.unlink,
    onError: (error) => notifyError(error, 'Simulador'),
  });
  const inbound = useMutation({
    mutationFn: simulator.inbound,
    onSuccess: () => {
      setMessage('');
      notifySuccess('Mensagem recebida pelo SAC do gabinete', 'Simulador');
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  const read = useMutation({
    mutationFn: simulator.read,
    onSuccess: (result) => notifySuccess(result.message ?? 'Mensagens lidas', 'Simulador'),
    onError: (error) => setFormError(errorMessage(error)),
  });

  const markRead = () => {
    const e164 = toE164(phone);
    if (!e164) return setFormError('Informe um telefone com DDD, por exemplo (61) 99999-9999.');
    setFormError(null);
    read.mutate({ from: e164 });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const e164 = toE164(phone);
    if (!e164) return setFormError('Informe um telefone com DDD, por exemplo (61) 99999-9999.');
    if (!message.trim()) return setFormError('Escreva a mensagem do cidadão.');
    setFormError(null);
    inbound.mutate({ from: e164, text: message.trim() });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="whatsapp-simulator">
      <Stack gap="md">
        <Group gap="xs">
          <IconTestPipe size={20} />
          <Title order={2} fz={18}>
            Simulador
          </Title>
        </Group>
        <Alert color="blue" variant="light" py="xs">
          Este gabinete usa o simulador: nenhuma mensagem sai para um WhatsApp de verdade. Use os botões para
          fazer o papel do celular do gabinete e do cidadão.
        </Alert>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconQrcode size={18} />}
            loading={scan.isPending}
            disabled={tone !== 'qr'}
            onClick={() => scan.mutate()}
          >
            Simular leitura do QR Code
          </Button>
          <Button
            variant="default"
            leftSection={<IconDeviceMobileOff size={18} />}
            loading={unlink.isPending}
            disabled={tone !== 'connected'}
            onClick={() => unlink.mutate()}
          >
            Simular desconexão do celular
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {SCAN_HINTS[tone] ?? SCAN_HINTS.disconnected}
        </Text>
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              Fazer o papel do cidadão
            </Text>
            <FormError message={formError} />
            <TextInput
              label="Telefone do cidadão"
              placeholder="(61) 99999-9999"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(formatPhoneInput(e.currentTarget.value))}
              maw={260}
            />
            <Textarea
              label="Mensagem"
              placeholder="Bom dia! Queria saber da minha demanda."
              autosize
              minRows={2}
              maxRows={5}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" leftSection={<IconSend size={18} />} loading={inbound.isPending}>
                Enviar como cidadão
              </Button>
              <Button
                variant="default"
                leftSection={<IconChecks size={18} />}
                loading={read.isPending}
                onClick={markRead}
              >
                Marcar respostas como lidas
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
