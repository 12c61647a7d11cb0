// Anexos of an emenda (plano de trabalho, termo de convênio, fotos da obra): the shared panel over its routes.
import { useQueryClient } from '@tanstack/react-query';
import { AttachmentsPanel } from '../../../components/attachments-panel.tsx';
import {
  amendmentsKeys,
  deleteAmendmentAttachment,
  downloadAmendmentAttachment,
  listAmendmentAttachments,
  uploadAmendmentAttachment,
} from '../api/amendments.api.ts';

export function AmendmentAttachmentsPanel({
  amendmentId,
  canWrite,
}: {
  amendmentId: string;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <AttachmentsPanel
      canUpload={canWrite}
      canDelete={canWrite}
      source={{
        queryKey: amendmentsKeys.attachments(amendmentId),
        list: (signal) => listAmendmentAttachments(amendmentId, signal),
        upload: (file) => uploadAmendmentAttachment(amendmentId, file),
        download: (attachmentId) => downloadAmendmentAttachment(amendmentId, attachmentId),
        remove: (attachmentId) => deleteAmendmentAttachment(amendmentId, attachmentId),
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: amendmentsKeys.attachments(amendmentId) });
          void queryClient.invalidateQueries({ queryKey: amendmentsKeys.history(amendmentId) });
        },
        recordNoun: 'da emenda',
      }}
    />
  );
}
