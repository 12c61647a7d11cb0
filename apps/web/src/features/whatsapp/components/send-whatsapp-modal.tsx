// 'Enviar pelo WhatsApp': from a citizen's profile or the birthday list, a message to one number through
// the office's WhatsApp (POST /whatsapp/sendmessage). The text can be edited; one key per attempt, so a
// double click or a retry sends once. When the WhatsApp is disconnected the message waits in the queue.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatPhone } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sendWhatsappMessage } from '../api/whatsapp.api.ts';

export interface SendWhatsappTarget {
  name: string;
  /** E.164. */
  phone: string;
  /** The text to start from (a birthday greeting). */
  text?: string;
}

interface SendWhatsappModalProps {
  target: SendWhatsappTarget | null;
  onClose: () => void;
}

export function SendWhatsappModal({ target, onClose }: SendWhatsappModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      title={<Text fw={600}>Enviar pelo WhatsApp</Text>}
    >
      {target && (
        <SendWhatsappForm key={`${target.phone}-${target.text ?? ''}`} target={target} onDone={onClose} />
      )}
    </Modal>
  );
}

function SendWhatsappForm({ target, onDone }: { target: SendWhatsappTarget; onDone: () => void }) {
  const [text, setText] = useState(target.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);
  const send = useMutation({
    mutationFn: (message: string) => {
      attempt.current ??= crypto.randomUUID();
      return sendWhatsappMessage({ phone: target.phone, message, idempotencyKey: attempt.current });
    },
    onSuccess: (result) => {
      notifySuccess(result.message, `Mensagem para ${target.name}`);
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!text.trim()) {
      setError('Escreva a mensagem');
      return;
    }
    send.mutate(text.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={send.error ? errorMessage(send.error) : null} />
        <Text size="sm">
          Para <strong>{target.name}</strong> · {formatPhone(target.phone)}
        </Text>
        <Textarea
          label="Mensagem"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={4096}
          value={text}
          error={error}
          onChange={(event) => {
            attempt.current = null;
            setError(null);
            setText(event.currentTarget.value);
          }}
        />
        <Text size="xs" c="dimmed">
          Enviada pelo WhatsApp do gabinete; a conversa fica no SAC.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color="green" loading={send.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
