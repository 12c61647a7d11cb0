// Sending one SMS to one citizen and listing the office's SMS. The send checks everything a person can fix
// (phone, merge fields, length, consent, provider) before it stores the message; the job does the rest.
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  countSms,
  isBrazilianMobile,
  parseBrazilianPhone,
  removeAccents,
  renderSms,
  SMS_MAX_SEGMENTS,
  messageFieldValues,
  unknownMessageFieldsMessage,
  unknownSmsFields,
  type SmsListQuerySchema,
  type SmsListSchema,
  type SmsMessage,
  type SmsSendInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { hasConsent } from '../privacy/privacy.service.ts';
import { users } from '../users/users.table.ts';
import { officeFieldSource } from '../greetings/greeting-settings.ts';
import { enqueueSms } from './sms-outbound.ts';
import { asSmsProvider, ensureSmsSettings, smsProviderConfigured } from './sms-settings.ts';
import { smsMessages, type SmsMessageRow } from './sms.table.ts';

type Row = SmsMessageRow & { citizenName: string | null; userName: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSmsMessage(r: Row): SmsMessage {
  return {
    _id: r.id,
    direction: r.direction as SmsMessage['direction'],
    kind: r.kind,
    citizen: r.citizenId ? { _id: r.citizenId, name: r.citizenName ?? '' } : null,
    phone: r.phone,
    body: r.body,
    purpose: (r.purpose as SmsMessage['purpose']) ?? null,
    status: r.status as SmsMessage['status'],
    error: r.error,
    encoding: r.encoding === 'UCS-2' ? 'UCS-2' : 'GSM-7',
    segments: r.segments,
    costCents: r.costCents,
    provider: asSmsProvider(r.provider),
    user: r.userId ? { _id: r.userId, name: r.userName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    deliveredAt: iso(r.deliveredAt),
    failedAt: iso(r.failedAt),
  };
}

type Filter = Partial<z.infer<typeof SmsListQuerySchema>> & { id?: string };

function where(organizationId: string, f: Filter): SQL {
  const m = smsMessages;
  const digits = f.q?.replace(/\D/g, '') ?? '';
  return and(
    eq(m.organizationId, organizationId),
    f.id ? eq(m.id, f.id) : undefined,
    f.status ? eq(m.status, f.status) : undefined,
    f.direction ? eq(m.direction, f.direction) : undefined,
    f.purpose ? eq(m.purpose, f.purpose) : undefined,
    f.citizenId ? eq(m.citizenId, f.citizenId) : undefined,
    f.q
      ? or(
          ilike(citizens.name, containsPattern(f.q)),
          ilike(m.body, containsPattern(f.q)),
          digits.length >= 4 ? ilike(m.phone, `%${digits}%`) : undefined,
        )
      : undefined,
  )!;
}

async function select(deps: AppDeps, organizationId: string, f: Filter, limit: number, offset: number) {
  const rows = await deps.database.db
    .select({ m: smsMessages, citizenName: citizens.name, userName: users.name })
    .from(smsMessages)
    .leftJoin(citizens, eq(citizens.id, smsMessages.citizenId))
    .leftJoin(users, eq(users.id, smsMessages.userId))
    .where(where(organizationId, f))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toSmsMessage({ ...r.m, citizenName: r.citizenName, userName: r.userName }));
}

export async function listSms(
  deps: AppDeps,
  tenant: Tenant,
  query: z.infer<typeof SmsListQuerySchema>,
): Promise<z.infer<typeof SmsListSchema>> {
  const [messages, [total]] = await Promise.all([
    select(deps, tenant.organizationId, query, query.perPage, (query.page - 1) * query.perPage),
    deps.database.db
      .select({ n: count() })
      .from(smsMessages)
      .leftJoin(citizens, eq(citizens.id, smsMessages.citizenId))
      .where(where(tenant.organizationId, query)),
  ]);
  return { messages, total: total?.n ?? 0, page: query.page, perPage: query.perPage };
}

export async function getSms(deps: AppDeps, tenant: Tenant, id: string): Promise<SmsMessage> {
  const [message] = await select(deps, tenant.organizationId, { id }, 1, 0);
  if (!message) throw new AppError('NOT_FOUND', 404, 'SMS não encontrado.');
  return message;
}

const phoneError = (message: string) => new AppError('VALIDATION', 400, message, { phone: message });

export async function sendSms(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof SmsSendInputSchema>,
): Promise<SmsMessage> {
  const db = deps.database.db;
  const org = tenant.organizationId;
  const [citizen] = await db
    .select({ id: citizens.id, name: citizens.name, socialName: citizens.socialName })
    .from(citizens)
    .where(
      and(
        eq(citizens.id, input.citizenId),
        eq(citizens.organizationId, org),
        isNull(citizens.deletedAt),
        isNull(citizens.mergedInto),
      ),
    );
  if (!citizen) throw new AppError('SMS_CITIZEN_NOT_FOUND', 404);

  const phones = await db
    .select()
    .from(citizenPhones)
    .where(and(eq(citizenPhones.citizenId, citizen.id), eq(citizenPhones.organizationId, org)))
    .orderBy(desc(citizenPhones.preferred), citizenPhones.position);
  let phone: string;
  if (input.phone) {
    const parsed = parseBrazilianPhone(input.phone);
    if (!parsed || !isBrazilianMobile(parsed)) {
      throw phoneError('Telefone inválido: informe um celular com DDD (SMS só chega a celulares).');
    }
    const own = phones.find((p) => p.number === parsed);
    if (!own) throw new AppError('SMS_PHONE_NOT_CITIZENS', 422);
    if (!own.canContact) throw new AppError('SMS_NO_PHONE', 422);
    phone = parsed;
  } else {
    const usable = phones.find((p) => p.canContact && isBrazilianMobile(p.number));
    if (!usable) throw new AppError('SMS_NO_PHONE', 422);
    phone = usable.number;
  }

  const unknown = unknownSmsFields(input.text);
  if (unknown.length > 0) {
    const message = unknownMessageFieldsMessage(unknown, 'sms');
    throw new AppError('SMS_UNKNOWN_FIELD', 400, message, { text: message });
  }
  const office = await officeFieldSource(db, org, tenant.organizationName);
  const values = messageFieldValues({ ...office, citizenName: citizen.socialName || citizen.name });
  const rendered = renderSms(input.text, values).trim();
  const body = input.removeAccents ? removeAccents(rendered) : rendered;
  if (!body) throw new AppError('SMS_EMPTY', 400);
  const counted = countSms(body);
  if (counted.segments > SMS_MAX_SEGMENTS) {
    const message = `A mensagem tem ${counted.segments} partes (segmentos); o máximo é ${SMS_MAX_SEGMENTS}. Encurte o texto ou remova os acentos.`;
    throw new AppError('SMS_TOO_LONG', 400, message, { text: message });
  }
  if (!(await hasConsent(db, org, citizen.id, 'sms', input.purpose))) {
    throw new AppError('SMS_NO_CONSENT', 422);
  }
  const settings = await ensureSmsSettings(db, org);
  if (!smsProviderConfigured(deps, settings)) throw new AppError('SMS_PROVIDER_NOT_CONFIGURED', 409);

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        organizationId: org,
        citizenId: citizen.id,
        direction: 'out',
        kind: 'manual',
        purpose: input.purpose,
        phone,
        body,
        encoding: counted.encoding,
        segments: counted.segments,
        costCents: counted.segments * settings.pricePerSegmentCents,
        status: 'pendente',
        provider: asSmsProvider(settings.provider),
        userId: tenant.userId,
      })
      .returning({ id: smsMessages.id });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'send_sms',
      entity: 'citizen',
      entityId: citizen.id,
      data: { smsId: row!.id, purpose: input.purpose, segments: counted.segments },
    });
    return row!.id;
  });
  await enqueueSms(deps, [id]);
  return getSms(deps, tenant, id);
}
