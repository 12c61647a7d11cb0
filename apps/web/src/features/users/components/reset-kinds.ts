// The per-user resets of spec §7 (voters, demandas, atendimentos): one typed-EXCLUIR modal, and what
// differs per kind — the endpoint, the undo endpoint, the cache to refresh and the pt-BR texts.
import { ResetRecordsResultSchema } from '@gabinete/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const RESET_KINDS = ['voters', 'demands', 'occurrences'] as const;
export type ResetKind = (typeof RESET_KINDS)[number];

/** The restore answers { ok, message?, affected? } for every kind. */
const RestoredSchema = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  affected: z.number().int().optional(),
});

interface ResetKindConfig {
  menuLabel: string;
  title: (name: string) => string;
  bullets: string[];
  confirmLabel: string;
  doneTitle: string;
  restoredMessage: string;
  /** Query keys whose data changes (lists, boards, counts). */
  invalidate: readonly (readonly string[])[];
  reset: (userId: string) => Promise<z.infer<typeof ResetRecordsResultSchema>>;
  restore: (batchId: string) => Promise<z.infer<typeof RestoredSchema>>;
}

/** No body (spec §7): the typed EXCLUIR is this screen's check; the API call alone is audited and undoable. */
const resetCall = (userId: string, what: string) =>
  api.patch(`/api/users/${encodeURIComponent(userId)}/reset/${what}`, undefined, ResetRecordsResultSchema);
const restoreCall = (base: string, batchId: string) =>
  api.post(`/api/${base}/deletions/${encodeURIComponent(batchId)}/restore`, undefined, RestoredSchema);

export const RESET_KIND_CONFIG: Record<ResetKind, ResetKindConfig> = {
  voters: {
    menuLabel: 'Remover eleitores cadastrados',
    title: (name) => `Remover os eleitores cadastrados por ${name}?`,
    bullets: [
      'Todos os eleitores que esta pessoa cadastrou vão para a lixeira.',
      'Eles saem das listas, dos mapas e dos envios de mensagens.',
      'A ação fica no registro de auditoria e pode ser desfeita por 30 dias.',
    ],
    confirmLabel: 'Remover eleitores',
    doneTitle: 'Eleitores removidos',
    restoredMessage: 'Eleitores restaurados',
    invalidate: [['citizens']],
    reset: (userId) => resetCall(userId, 'voters'),
    restore: (batchId) => restoreCall('citizens', batchId),
  },
  demands: {
    menuLabel: 'Excluir demandas cadastradas…',
    title: (name) => `Excluir as demandas cadastradas por ${name}?`,
    bullets: [
      'Todas as demandas que esta pessoa cadastrou vão para a lixeira.',
      'Elas saem das listas, do quadro, do mapa e do dashboard.',
      'A ação fica no registro de auditoria e pode ser desfeita por 30 dias.',
    ],
    confirmLabel: 'Excluir demandas',
    doneTitle: 'Demandas excluídas',
    restoredMessage: 'Demandas restauradas',
    invalidate: [['demands'], ['areas'], ['dashboard']],
    reset: (userId) => resetCall(userId, 'demands'),
    restore: (batchId) => restoreCall('demands', batchId),
  },
  occurrences: {
    menuLabel: 'Excluir atendimentos cadastrados…',
    title: (name) => `Excluir os atendimentos cadastrados por ${name}?`,
    bullets: [
      'Todos os atendimentos que esta pessoa cadastrou vão para a lixeira.',
      'Eles saem das listas, da linha do tempo dos eleitores e do dashboard.',
      'A ação fica no registro de auditoria e pode ser desfeita por 30 dias.',
    ],
    confirmLabel: 'Excluir atendimentos',
    doneTitle: 'Atendimentos excluídos',
    restoredMessage: 'Atendimentos restaurados',
    invalidate: [['occurrences'], ['areas'], ['dashboard']],
    reset: (userId) => resetCall(userId, 'occurrences'),
    restore: (batchId) => restoreCall('occurrences', batchId),
  },
};
