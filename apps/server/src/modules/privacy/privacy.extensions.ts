// Plugs LGPD records into the citizen profile's timeline and into citizen merges (imported by privacy.routes.ts).
import { and, eq } from 'drizzle-orm';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_SOURCE_LABELS,
  LEGAL_BASIS_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  type TimelineItem,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { toConsentEntry, toPrivacyRequest } from './privacy.mapper.ts';
import { selectConsents, selectRequests } from './privacy.repository.ts';
import { citizenConsents, privacyRequests } from './privacy.table.ts';

export async function consentTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await selectConsents(db, query.organizationId, query.citizenId, query);
  return rows.map(toConsentEntry).map((e) => ({
    id: `consent:${e._id}`,
    kind: 'consent',
    at: e.createdAt,
    title: `Consentimento ${e.granted ? 'registrado' : 'revogado'}: ${CONSENT_CHANNEL_LABELS[e.channel]} · ${CONSENT_PURPOSE_LABELS[e.purpose]}`,
    description: [CONSENT_SOURCE_LABELS[e.source], LEGAL_BASIS_LABELS[e.legalBasis], e.evidence]
      .filter(Boolean)
      .join(' · '),
    link: null,
    user: e.user,
  }));
}

export async function privacyRequestTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await selectRequests(
    db,
    query.organizationId,
    { citizenId: query.citizenId, before: query.before },
    { limit: query.limit, offset: 0 },
  );
  return rows
    .map((r) => toPrivacyRequest(r))
    .map((r) => ({
      id: `privacy_request:${r._id}`,
      kind: 'privacy_request',
      at: r.createdAt,
      title: `Solicitação LGPD: ${PRIVACY_REQUEST_TYPE_LABELS[r.type]} — ${PRIVACY_REQUEST_STATUS_LABELS[r.status]}`,
      description:
        [r.details, r.overdue ? 'Prazo vencido' : null, r.response && `Resposta: ${r.response}`]
          .filter(Boolean)
          .join(' · ') || null,
      link: null,
      user: r.createdBy,
    }));
}

registerTimelineSource('consent', consentTimeline);
registerTimelineSource('privacy_request', privacyRequestTimeline);

/** The kept citizen inherits the duplicate's consents and requests (the ledger stays whole). */
registerMergeHook('privacy', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(citizenConsents)
    .set({ citizenId: keptId })
    .where(
      and(eq(citizenConsents.organizationId, organizationId), eq(citizenConsents.citizenId, duplicateId)),
    );
  await tx
    .update(privacyRequests)
    .set({ citizenId: keptId })
    .where(
      and(eq(privacyRequests.organizationId, organizationId), eq(privacyRequests.citizenId, duplicateId)),
    );
});
