// A citizen in the bin: say so, and offer 'Restaurar' to whoever may delete citizens.
import { useQueryClient } from '@tanstack/react-query';
import { RecordDeletedBanner } from '../../../../components/record-deleted-banner.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { citizensKeys, restoreCitizen } from '../../api/citizens.api.ts';

export function DeletedBanner({ citizenId, deletedAt }: { citizenId: string; deletedAt: string }) {
  const queryClient = useQueryClient();
  const canRestore = useAppAbility().can('delete', 'citizens');
  return (
    <RecordDeletedBanner
      title="Este eleitor está na lixeira"
      deletedAt={deletedAt}
      consequence="Ele não aparece nas listas nem recebe mensagens."
      canRestore={canRestore}
      restore={() => restoreCitizen(citizenId)}
      onRestored={() => {
        void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
        notifySuccess('Eleitor restaurado');
      }}
    />
  );
}
