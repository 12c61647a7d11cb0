// 'Registrar resposta': the day it arrived, what it says and the file received (PDF, image, Office…, 10 MB).
import { Button, FileInput, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { Document } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { addReply, documentsKeys } from '../api/documents.api.ts';

export function ReplyModal({
  doc,
  opened,
  onClose,
}: {
  doc: Document;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [receivedOn, setReceivedOn] = useState(todayIso());
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set('receivedOn', receivedOn);
      form.set('text', text);
      if (file) form.set('file', file, file.name);
      return addReply(doc._id, form);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(documentsKeys.one(doc._id), saved);
      void queryClient.invalidateQueries({ queryKey: documentsKeys.all });
      notifySuccess('Resposta registrada');
      setText('');
      setFile(null);
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar resposta" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <FormError message={save.isError ? errorMessage(save.error) : null} />
          <TextInput
            type="date"
            label="Recebida em"
            required
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.currentTarget.value)}
          />
          <Textarea
            label="Texto da resposta"
            autosize
            minRows={3}
            maxLength={20000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <FileInput
            label="Arquivo recebido"
            placeholder="PDF, imagem ou documento (até 10 MB)"
            clearable
            value={file}
            onChange={setFile}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Registrar resposta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
