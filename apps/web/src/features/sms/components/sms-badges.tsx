// Situação and finalidade of an SMS, in the colours of the shared contract.
import { Badge } from '@mantine/core';
import {
  SMS_PURPOSE_LABELS,
  SMS_STATUS_COLORS,
  SMS_STATUS_LABELS,
  type SmsMessage,
  type SmsStatus,
} from '@gabinete/shared';

export function SmsStatusBadge({ status }: { status: SmsStatus }) {
  return (
    <Badge color={SMS_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {SMS_STATUS_LABELS[status]}
    </Badge>
  );
}

export function SmsPurposeBadge({ purpose }: { purpose: SmsMessage['purpose'] }) {
  if (!purpose) return null;
  return (
    <Badge color="gray" variant="outline" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      {SMS_PURPOSE_LABELS[purpose]}
    </Badge>
  );
}

/** What the row is, in a few words ('Resposta', 'Descadastro'). */
export function smsKindLabel(message: SmsMessage): string {
  if (message.kind === 'opt_out') return 'Pediu para sair';
  if (message.kind === 'reply') return 'Resposta do eleitor';
  if (message.kind === 'opt_out_confirmation') return 'Confirmação de descadastro';
  if (message.kind === 'aniversario') return 'Felicitação automática';
  if (message.kind === 'demanda_status') return 'Aviso de situação da demanda';
  if (message.kind === 'campaign') return 'Campanha';
  return 'Enviada pelo gabinete';
}

const options = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label as string }));
export const STATUS_OPTIONS = options(SMS_STATUS_LABELS);
export const PURPOSE_OPTIONS = options(SMS_PURPOSE_LABELS);
export const DIRECTION_OPTIONS = [
  { value: 'out', label: 'Enviadas' },
  { value: 'in', label: 'Respostas' },
];
