// The answer deadline of a titular request ('até 20/03/2026 14:00 · 15 dias') and whether it is late.
import { PRIVACY_REQUEST_DEADLINE_HOURS, type PRIVACY_REQUEST_TYPES } from '@gabinete/shared';
import { formatDateTime } from '../../lib/format.ts';

type RequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export function deadlineText(type: RequestType, from = new Date()): string {
  const hours = PRIVACY_REQUEST_DEADLINE_HOURS[type];
  const due = new Date(from.getTime() + hours * 3_600_000);
  const span = hours % 24 === 0 && hours >= 72 ? `${hours / 24} dias` : `${hours} horas`;
  return `até ${formatDateTime(due)} (${span})`;
}

export const isFinal = (status: string) => status === 'concluida' || status === 'recusada';
