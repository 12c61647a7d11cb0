// Notices of the emendas: a new responsável, and every change of an execution value (the Portal's import or
// a person's save) to the responsável — pushed after the commit.
import {
  AMENDMENT_MONEY_LABELS,
  amendmentLabel,
  formatBrl,
  type AmendmentMoneyField,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import type { AmendmentRow } from './amendments.table.ts';

/** After commit: the office's emendas readers' open lists, boards, maps and records refresh. */
export function announceAmendmentChange(
  deps: AppDeps,
  tenant: Tenant,
  id: string | null,
  version: number | null,
) {
  deps.realtime.toReaders(tenant.organizationId, 'amendments', 'amendment:changed', {
    _id: id,
    version,
    by: tenant.userId,
  });
}

type Subject = Pick<AmendmentRow, 'id' | 'organizationId' | 'number' | 'year' | 'code' | 'responsibleId'>;

export function assignedNotice(a: Subject, actorId: string | null): NotificationInput[] {
  if (!a.responsibleId) return [];
  return [
    {
      organizationId: a.organizationId,
      userId: a.responsibleId,
      kind: 'amendment_assigned',
      title: `${amendmentLabel(a)} atribuída a você`,
      link: `/emendas/${a.id}`,
      entityType: 'amendment',
      entityId: a.id,
      actorId,
    },
  ];
}

export interface ValueChange {
  field: AmendmentMoneyField;
  from: number;
  to: number;
}

/** 'empenhado: R$ 0,00 → R$ 250.000,00' (one line per value), with the source when there is one. */
export const valueChangeText = (changes: ValueChange[], source: string | null) =>
  changes
    .map((c) => `${AMENDMENT_MONEY_LABELS[c.field]}: ${formatBrl(c.from)} → ${formatBrl(c.to)}`)
    .join('; ') + (source ? `, ${source}` : '');

export function valuesNotice(
  a: Subject,
  changes: ValueChange[],
  source: string | null,
  actorId: string | null,
): NotificationInput[] {
  if (!a.responsibleId || !changes.length) return [];
  return [
    {
      organizationId: a.organizationId,
      userId: a.responsibleId,
      kind: 'amendment_values',
      title: `Valores da ${amendmentLabel(a).replace(/^Emenda/, 'emenda')} mudaram`,
      body: valueChangeText(changes, source),
      link: `/emendas/${a.id}`,
      entityType: 'amendment',
      entityId: a.id,
      actorId,
    },
  ];
}
