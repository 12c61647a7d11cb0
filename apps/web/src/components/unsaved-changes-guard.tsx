// Warns before leaving a page with unsaved changes: in-app navigation and closing the tab.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal.tsx';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Descartar alterações?"
      confirmLabel="Sair sem salvar"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Há alterações não salvas nesta página. Se sair agora, elas serão perdidas.
    </ConfirmModal>
  );
}
