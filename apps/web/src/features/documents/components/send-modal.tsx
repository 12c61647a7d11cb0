// 'Enviar por e-mail': the emitted PDF to the recipient (or another address), recorded on the document.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { Document } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { documentsKeys, sendDocument } from '../api/documents.api.ts';

export function SendModal({ doc, opened, onClose }: { doc: Document; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [to, setTo] = useState(doc.recipient.email);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (opened) setTo(doc.recipient.email);
  }, [opened, doc.recipient.email]);
  const send = useMutation({
    mutationFn: () => sendDocument(doc._id, to.trim(), message.trim() || null),
    onSuccess: (saved) => {
      queryClient.setQueryData(documentsKeys.one(doc._id), saved);
      notifySuccess(`PDF enviado para ${to}`);
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Enviar por e-mail" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <Stack gap="md">
          <FormError message={send.isError ? errorMessage(send.error) : null} />
          <TextInput
            label="Para"
            type="email"
            required
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
          <Textarea
            label="Mensagem"
            placeholder={`${doc.recipient.vocativo}\n\nEncaminhamos em anexo o ${doc.identifier}.`}
            autosize
            minRows={3}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={send.isPending}>
              Enviar PDF
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
