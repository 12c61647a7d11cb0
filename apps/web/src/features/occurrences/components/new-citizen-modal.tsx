// 'Cadastrar novo eleitor' from the atendimento form: the citizen form in a modal over the drawer, so the
// atendimento being typed stays as it is and receives the new citizen when saved.
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Citizen } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { citizensKeys } from '../../citizens/api/citizens.api.ts';
import { CitizenForm } from '../../citizens/components/form/citizen-form.tsx';

interface NewCitizenModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (citizen: { _id: string; name: string }) => void;
}

export function NewCitizenModal({ opened, onClose, onCreated }: NewCitizenModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    (citizen: Citizen) => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.lists() });
      notifySuccess(`Cadastro de ${citizen.name} criado. Continue o atendimento.`);
      onCreated({ _id: citizen._id, name: citizen.name });
    },
    [onCreated, queryClient],
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>Cadastrar novo eleitor</Text>}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {opened && <CitizenForm onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
