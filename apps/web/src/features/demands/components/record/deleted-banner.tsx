// A demanda in the bin: say so, and offer 'Restaurar' to whoever may delete demandas.
import { useQueryClient } from '@tanstack/react-query';
import { RecordDeletedBanner } from '../../../../components/record-deleted-banner.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { demandsKeys, restoreDemand } from '../../api/demands.api.ts';

export function DemandDeletedBanner({ demandId, deletedAt }: { demandId: string; deletedAt: string }) {
  const queryClient = useQueryClient();
  const canRestore = useAppAbility().can('delete', 'demands');
  return (
    <RecordDeletedBanner
      title="Esta demanda está na lixeira"
      deletedAt={deletedAt}
      consequence="Ela não aparece nas listas, no quadro nem no mapa."
      canRestore={canRestore}
      restore={() => restoreDemand(demandId)}
      onRestored={() => {
        void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
        notifySuccess('Demanda restaurada');
      }}
    />
  );
}
