// Fixtures of the SAC tests: a fake gateway that records sends (and can be offline or refuse), inbound
// messages as the whatsapp module hands them over, and quick access to rows.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app.ts';
import {
  GatewayError,
  inboundSink,
  registerGatewayResolver,
  type InboundMessage,
  type SendMediaInput,
  type SendTextInput,
  type WhatsAppGateway,
} from '../whatsapp/gateway.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';

export class FakeGateway implements WhatsAppGateway {
  readonly provider = 'simulator' as const;
  sends: (SendTextInput & { organizationId: string; media?: SendMediaInput['media'] })[] = [];
  reads: { chatPhone: string; providerMessageIds: string[] }[] = [];
  ready = true;
  /** Thrown by every send while set. */
  failure: GatewayError | null = null;
  constructor(readonly organizationId: string) {}
  async connect() {}
  async getStatus() {
    return {
      status: this.ready ? ('inChat' as const) : ('notLogged' as const),
      ready: this.ready,
      qrCode: null,
    };
  }
  async disconnect() {}
  async sendText(input: SendTextInput) {
    if (!this.ready) throw new GatewayError('NOT_CONNECTED', 'offline', true);
    if (this.failure) throw this.failure;
    this.sends.push({ ...input, organizationId: this.organizationId });
    return { providerMessageId: `fake-${input.idempotencyKey}` };
  }
  async sendMedia(input: SendMediaInput) {
    if (!this.ready) throw new GatewayError('NOT_CONNECTED', 'offline', true);
    if (this.failure) throw this.failure;
    this.sends.push({ ...input, organizationId: this.organizationId });
    return { providerMessageId: `fake-${input.idempotencyKey}` };
  }
  async markRead(input: { chatPhone: string; providerMessageIds: string[] }) {
    this.reads.push(input);
  }
}

/** One fake per office, replacing whatever resolver the whatsapp module registered. */
export function installFakeGateways(): Map<string, FakeGateway> {
  const gateways = new Map<string, FakeGateway>();
  registerGatewayResolver(async (_deps, organizationId) => {
    let g = gateways.get(organizationId);
    if (!g) {
      g = new FakeGateway(organizationId);
      gateways.set(organizationId, g);
    }
    return g;
  });
  return gateways;
}

export function inbound(
  t: TestApp,
  organizationId: string,
  from: string,
  text: string,
  extra: Partial<InboundMessage> = {},
) {
  return inboundSink().message(t.deps, organizationId, {
    providerMessageId: `wamid.${randomUUID()}`,
    from,
    name: null,
    kind: 'text',
    text,
    media: null,
    at: new Date(),
    ...extra,
  });
}

export async function rows<T = Record<string, unknown>>(t: TestApp, text: string, values: unknown[] = []) {
  return (await t.deps.database.executeSql(text, values)).rows as T[];
}

/** The office's active chat for a number (E.164). */
export async function chatOf(t: TestApp, organizationId: string, phone: string) {
  const [row] = await rows<{ id: string; status: string; citizen_id: string; agent_id: string | null }>(
    t,
    `select id, status, citizen_id, agent_id from chats where organization_id = $1 and phone = $2
      order by created_at desc limit 1`,
    [organizationId, phone],
  );
  return row;
}

/** Waits until the check passes (jobs run in the background). */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A demo citizen with a phone, as stored (E.164). */
export async function citizenWithPhone(t: TestApp, organizationId: string, n = 0) {
  const [row] = await rows<{ id: string; name: string; number: string }>(
    t,
    `select c.id, c.name, p.number from citizens c join citizen_phones p on p.citizen_id = c.id
      where c.organization_id = $1 and c.deleted_at is null and p.number like '+55__9%' and length(p.number) = 14
        and not exists (select 1 from citizen_phones q where q.number = p.number and q.citizen_id <> c.id)
      order by c.name, c.id offset $2 limit 1`,
    [organizationId, n],
  );
  if (!row) throw new Error('no citizen with a mobile');
  return row;
}

/** A citizen of the office with exactly this phone (E.164). */
export async function makeCitizen(t: TestApp, organizationId: string, phone: string, name = 'Maria Teste') {
  const [row] = await rows<{ id: string }>(
    t,
    'insert into citizens (organization_id, name) values ($1, $2) returning id',
    [organizationId, name],
  );
  await rows(
    t,
    `insert into citizen_phones (citizen_id, organization_id, number, preferred, can_contact)
     values ($1, $2, $3, true, true)`,
    [row!.id, organizationId, phone],
  );
  return row!.id;
}
