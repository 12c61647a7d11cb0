// The office admin's simulator control while the SMS provider is the simulator: answer as a citizen (a
// reply, or 'SAIR' to see the opt-out recorded and confirmed). Numbers ending in 0000 fail on purpose.
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { simulateSmsReply } from '../api/sms.api.ts';

export function SmsSimulatorCard({ onReplied }: { onReplied: () => void }) {
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: simulateSmsReply,
    onSuccess: () => {
      setText('');
      notifySuccess('Resposta recebida pelo simulador');
      onReplied();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ phone, text });
  };
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Simulador de SMS
        </Text>
        <Text size="xs" c="dimmed">
          Nada sai do sistema: as mensagens são entregues na hora (celulares terminados em 0000 falham).
          Responda como o eleitor; “SAIR”, “PARE”, “PARAR” ou “CANCELAR” registram a recusa.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Celular do eleitor"
            placeholder="(19) 99999-8888"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            w={200}
          />
          <TextInput
            label="Resposta"
            placeholder="SAIR"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            type="submit"
            variant="light"
            loading={mutation.isPending}
            disabled={!phone || !text.trim()}
          >
            Simular resposta
          </Button>
        </Group>
        {mutation.isError && (
          <Text size="xs" c="red">
            {errorMessage(mutation.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
