// The in-process SMS provider (default; development, tests, the demo): it accepts every message, names it
// after our own id (so a re-send after a crash is the same message, never a second one on the phone), and a
// moment later reports it delivered, or failed for numbers ending in 0000 (a switched-off phone).
import type { AppDeps } from '../../deps.ts';
import { handleSmsEvent } from './sms-events.ts';
import type { SmsEvent, SmsProvider, SmsSendInput } from './sms-provider.ts';

/** How long after a send the simulated carrier reports the receipt. */
export const SIMULATOR_RECEIPT_MS = 30;
export const SIMULATOR_FAILED_REASON = 'Celular desligado ou inexistente (simulador).';

/**
 * Per office: provider id → how many times a send was asked for it. The phone shows a repeated key once (a
 * real provider deduplicates on it too), but the outbound job should never need to ask twice.
 */
const calls = new Map<string, Map<string, number>>();
export function simulatorSendCalls(organizationId: string, providerMessageId: string): number {
  return calls.get(organizationId)?.get(providerMessageId) ?? 0;
}

export class SimulatorSmsProvider implements SmsProvider {
  readonly name = 'simulator' as const;
  constructor(
    private readonly deps: AppDeps,
    private readonly organizationId: string,
  ) {}

  async send(input: SmsSendInput): Promise<{ providerMessageId: string }> {
    const providerMessageId = `sim-sms-${input.idempotencyKey}`;
    const office = calls.get(this.organizationId) ?? new Map<string, number>();
    calls.set(this.organizationId, office);
    const before = office.get(providerMessageId) ?? 0;
    office.set(providerMessageId, before + 1);
    // The same key again: the phone already has it, and its receipt was (or will be) reported.
    if (before > 0) return { providerMessageId };
    const failed = input.to.endsWith('0000');
    const event: SmsEvent = {
      type: 'receipt',
      providerMessageId,
      status: failed ? 'falhou' : 'entregue',
      error: failed ? SIMULATOR_FAILED_REASON : null,
      at: new Date(),
    };
    this.later(event, 0);
    return { providerMessageId };
  }

  /** A receipt may beat the job recording the provider id: try again a few times. */
  private later(event: SmsEvent, attempt: number): void {
    setTimeout(
      () => {
        handleSmsEvent(this.deps, this.organizationId, event)
          .then((result) => {
            if (result === 'unknown' && attempt < 20) this.later(event, attempt + 1);
          })
          .catch(() => {});
      },
      SIMULATOR_RECEIPT_MS * (attempt + 1),
    ).unref?.();
  }

  /** A citizen's reply, as Zenvia or Twilio would post it. */
  async inbound(from: string, text: string): Promise<string> {
    const providerMessageId = `sim-sms-in-${crypto.randomUUID()}`;
    await handleSmsEvent(this.deps, this.organizationId, {
      type: 'inbound',
      providerMessageId,
      from,
      text,
      at: new Date(),
    });
    return providerMessageId;
  }
}
