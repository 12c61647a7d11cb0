// 'Anonimizar': irreversible, so the admin types ANONIMIZAR (UI.md: irreversible actions ask for a word).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { anonymizeCitizen, privacyKeys } from '../api/privacy.api.ts';

export const ANONYMIZE_WORD = 'ANONIMIZAR';

interface AnonymizeCitizenModalProps {
  citizenId: string;
  citizenName: string;
  opened: boolean;
  onClose: () => void;
}

export function AnonymizeCitizenModal({
  citizenId,
  citizenName,
  opened,
  onClose,
}: AnonymizeCitizenModalProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const mutation = useMutation({
    mutationFn: () => anonymizeCitizen(citizenId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['citizens'] });
      void queryClient.invalidateQueries({ queryKey: privacyKeys.all });
      notifySuccess(
        'Os dados pessoais foram apagados; ficam só os registros sem identificação.',
        'Eleitor anonimizado',
      );
      close();
    },
  });
  function close() {
    setTyped('');
    mutation.reset();
    onClose();
  }
  const ready = typed.trim().toUpperCase() === ANONYMIZE_WORD;

  return (
    <Modal opened={opened} onClose={close} centered title={<Text fw={600}>Anonimizar {citizenName}?</Text>}>
      <Stack gap="md">
        <FormError message={mutation.isError ? errorMessage(mutation.error) : null} />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          Nome, documentos, contatos, endereço e observações são apagados para sempre. Ficam apenas registros
          sem identificação, para estatística e para a prova do atendimento ao pedido. Não há como desfazer.
        </Alert>
        <TextInput
          label={`Digite ${ANONYMIZE_WORD} para confirmar`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button
            color="red"
            disabled={!ready}
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            Anonimizar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
