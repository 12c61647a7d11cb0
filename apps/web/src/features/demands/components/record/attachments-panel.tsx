// Anexos of a demanda: the shared panel over the demanda's attachment routes.
import { useQueryClient } from '@tanstack/react-query';
import { AttachmentsPanel as Panel } from '../../../../components/attachments-panel.tsx';
import {
  deleteDemandAttachment,
  downloadDemandAttachment,
  listDemandAttachments,
  uploadDemandAttachment,
} from '../../api/demand-extras.api.ts';
import { demandsKeys } from '../../api/demands.api.ts';

interface Props {
  demandId: string;
  canUpload: boolean;
  canDelete: boolean;
}

export function AttachmentsPanel({ demandId, ...rest }: Props) {
  const queryClient = useQueryClient();
  return (
    <Panel
      {...rest}
      source={{
        queryKey: demandsKeys.attachments(demandId),
        list: (signal) => listDemandAttachments(demandId, signal),
        upload: (file) => uploadDemandAttachment(demandId, file),
        download: (attachmentId) => downloadDemandAttachment(demandId, attachmentId),
        remove: (attachmentId) => deleteDemandAttachment(demandId, attachmentId),
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: demandsKeys.attachments(demandId) });
          void queryClient.invalidateQueries({ queryKey: demandsKeys.history(demandId) });
          void queryClient.invalidateQueries({ queryKey: demandsKeys.detail(demandId), exact: true });
        },
        recordNoun: 'da demanda',
      }}
    />
  );
}
