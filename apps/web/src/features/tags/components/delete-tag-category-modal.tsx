// 'Excluir a categoria Saúde?': its tags stay, without a category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { deleteTagCategory } from '../api/tags.mutations.ts';
import { tagsKeys } from '../api/tags.queries.ts';

interface DeleteTagCategoryModalProps {
  category: { _id: string; name: string; tagsCount: number } | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

export function DeleteTagCategoryModal({ category, onClose, onDeleted }: DeleteTagCategoryModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteTagCategory(id),
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      notifySuccess(`Categoria ${category?.name ?? ''} excluída`);
      onDeleted(id);
      onClose();
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };
  const n = category?.tagsCount ?? 0;
  return (
    <ConfirmModal
      opened={category !== null}
      title={`Excluir a categoria ${category?.name ?? ''}?`}
      confirmLabel="Excluir categoria"
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => category && mutation.mutate(category._id)}
      onClose={close}
    >
      {n === 0
        ? 'A categoria está vazia.'
        : `${n === 1 ? 'A tag desta categoria continua' : `As ${formatNumber(n)} tags desta categoria continuam`} existindo, sem categoria.`}
    </ConfirmModal>
  );
}
