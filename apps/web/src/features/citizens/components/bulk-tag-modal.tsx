// 'Adicionar tag' / 'Remover tag' for the chosen citizens or every citizen of the filter.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { tagsKeys } from '../../tags/api/tags.queries.ts';
import { TagSelect } from '../../tags/components/tag-select.tsx';
import { citizensKeys } from '../api/citizens.api.ts';
import { bulkTags, type Selection } from '../api/citizens-list.api.ts';

interface BulkTagModalProps {
  action: 'add' | 'remove' | null;
  selection: Selection;
  /** How many citizens the selection covers (an estimate for big filters). */
  count: string;
  onClose: () => void;
  onDone: () => void;
}

export function BulkTagModal({ action, selection, count, onClose, onDone }: BulkTagModalProps) {
  const queryClient = useQueryClient();
  const [tagIds, setTagIds] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: () => bulkTags(selection, tagIds, action ?? 'add'),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
      void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      notifySuccess(result.message || `${formatNumber(result.affected)} eleitores atualizados`);
      setTagIds([]);
      onDone();
    },
  });
  const close = () => {
    setTagIds([]);
    mutation.reset();
    onClose();
  };
  const adding = action === 'add';

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={<Text fw={600}>{adding ? 'Adicionar tag' : 'Remover tag'}</Text>}
      centered
    >
      <Stack gap="md">
        <FormError message={mutation.isError ? errorMessage(mutation.error) : null} />
        <Text size="sm" c="dimmed">
          {adding ? 'As tags escolhidas serão adicionadas a ' : 'As tags escolhidas serão retiradas de '}
          <b>{count}</b>.
        </Text>
        <TagSelect label="Tags" value={tagIds} onChange={setTagIds} maxValues={20} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button
            color={adding ? undefined : 'red'}
            disabled={tagIds.length === 0}
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {adding ? 'Adicionar' : 'Remover'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
