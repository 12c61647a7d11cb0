// A ConfirmModal that sends the request itself: the button spins while it runs, the server's message
// shows inside on a refusal, and closing forgets that message.
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { ConfirmModal } from './confirm-modal.tsx';

interface ConfirmRequestModalProps<T> {
  opened: boolean;
  title: string;
  confirmLabel: string;
  children?: ReactNode;
  request: () => Promise<T>;
  onDone: (result: T) => void;
  onClose: () => void;
}

export function ConfirmRequestModal<T>({
  opened,
  title,
  confirmLabel,
  children,
  request,
  onDone,
  onClose,
}: ConfirmRequestModalProps<T>) {
  const mutation = useMutation({ mutationFn: request, onSuccess: onDone });
  return (
    <ConfirmModal
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate()}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      {children}
    </ConfirmModal>
  );
}
