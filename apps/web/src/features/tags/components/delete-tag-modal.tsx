// 'Excluir a tag Saúde?': names the tag and how many citizens lose it.
import type { Tag } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { deleteTag } from '../api/tags.mutations.ts';
import { tagsKeys } from '../api/tags.queries.ts';

interface DeleteTagModalProps {
  tag: Tag | null;
  onClose: () => void;
}

export function DeleteTagModal({ tag, onClose }: DeleteTagModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteTag(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      notifySuccess(`Tag ${tag?.name ?? ''} excluída`);
      onClose();
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };
  const usage = tag?.usageCount ?? 0;

  return (
    <ConfirmModal
      opened={tag !== null}
      title={`Excluir a tag ${tag?.name ?? ''}?`}
      confirmLabel="Excluir tag"
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => tag && mutation.mutate(tag._id)}
      onClose={close}
    >
      {usage === 0
        ? 'Nenhum eleitor usa esta tag. Esta ação não pode ser desfeita.'
        : `${usage === 1 ? '1 eleitor perde' : `${formatNumber(usage)} eleitores perdem`} esta tag; os cadastros continuam. Esta ação não pode ser desfeita.`}
    </ConfirmModal>
  );
}
