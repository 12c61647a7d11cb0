// An outbound message's delivery: clock (Pendente), ✓ (Enviada), ✓✓ (Entregue), blue ✓✓ (Lido), red (Falhou).
import { Group } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import type { ChatMessage } from '@gabinete/shared';
import { deliveryView } from '../lib/delivery.ts';

const ICONS = { clock: IconClock, check: IconCheck, checks: IconChecks, alert: IconAlertCircle } as const;

export function DeliveryTicks({ message }: { message: ChatMessage }) {
  const view = deliveryView(message);
  if (!view) return null;
  const Icon = ICONS[view.icon];
  return (
    <Group
      gap={2}
      wrap="nowrap"
      component="span"
      role="img"
      aria-label={view.label}
      title={view.label}
      data-delivery={view.state}
    >
      <Icon
        size={14}
        aria-hidden
        color={`var(--mantine-color-${view.color === 'dimmed' ? 'gray-6' : `${view.color}-6`})`}
      />
    </Group>
  );
}
