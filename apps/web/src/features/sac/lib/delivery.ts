// What an outbound message's delivery state looks like: the tick, its colour and the words a screen
// reader says (colour is never the only signal).
import { DELIVERY_STATE_LABELS, type ChatMessage, type DeliveryState } from '@gabinete/shared';

export type TickIcon = 'clock' | 'check' | 'checks' | 'alert';

export interface DeliveryView {
  state: DeliveryState;
  icon: TickIcon;
  color: string;
  /** 'Entregue', 'Falhou: Este número não é um WhatsApp válido.' */
  label: string;
}

const ICONS: Record<DeliveryState, TickIcon> = {
  pendente: 'clock',
  enviada: 'check',
  entregue: 'checks',
  lida: 'checks',
  falhou: 'alert',
};
const COLORS: Record<DeliveryState, string> = {
  pendente: 'dimmed',
  enviada: 'dimmed',
  entregue: 'dimmed',
  lida: 'blue',
  falhou: 'red',
};

/** What the bubble says: the contract's labels, but a message the citizen read is 'Lido' (WhatsApp's blue ticks). */
const TICK_LABELS: Record<DeliveryState, string> = { ...DELIVERY_STATE_LABELS, lida: 'Lido' };

/** Null for what has no delivery: inbound messages, notes and events. */
export function deliveryView(
  message: Pick<ChatMessage, 'direction' | 'deliveryState' | 'error'>,
): DeliveryView | null {
  if (message.direction !== 'out' || !message.deliveryState) return null;
  const state = message.deliveryState;
  const base = TICK_LABELS[state];
  const label = state === 'falhou' && message.error ? `${base}: ${message.error}` : base;
  return { state, icon: ICONS[state], color: COLORS[state], label };
}
