// Shared by the campaign tests: an always-open sending window, citizens of a named segment, waiting for a state.
import { expect } from 'vitest';
import type { Campaign } from '@gabinete/shared';
import type { TestApp } from '../../../test/test-app.ts';

export const OPEN_WINDOW = {
  startHour: 0,
  endHour: 24,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  saturdayEndHour: null,
  skipSundaysAndHolidays: false,
  blockedDates: [],
  senderIdentification: 'Gabinete do Vereador João Silva (PSB), Rua da Câmara 10',
  smsPerMinute: 6000,
  emailPerMinute: 6000,
  whatsappPerMinute: 20,
};

export async function putWindow(t: TestApp, token: string, changes: Record<string, unknown> = {}) {
  const res = await t.call(token, {
    method: 'PUT',
    url: '/api/campaigns/settings',
    payload: { ...OPEN_WINDOW, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let seq = 0;
const mobile = () => `+55199${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}1`;

export interface SegmentCitizen {
  id: string;
  phone: string | null;
}

/**
 * A citizen named '<word> N' (the segment is the name search for `word`), with the phones given (a fresh
 * mobile by default) and the consents given (sms × informativo granted by default; false records a refusal).
 */
export async function segmentCitizen(
  t: TestApp,
  token: string,
  word: string,
  options: { phones?: string[]; consent?: boolean | null; purpose?: string; email?: string } = {},
): Promise<SegmentCitizen> {
  seq++;
  const phones = options.phones ?? [mobile()];
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/citizens',
    payload: {
      name: `${word} Eleitor ${seq}`,
      uf: 'SP',
      phones: phones.map((number, i) => ({
        number,
        type: /^\+55\d\d9/.test(number) ? 'celular' : 'residencial',
        preferred: i === 0,
      })),
      emails: options.email ? [{ address: options.email, type: 'pessoal', preferred: true }] : [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  const consent = options.consent === undefined ? true : options.consent;
  if (consent !== null) {
    const c = await t.call(token, {
      method: 'POST',
      url: `/api/citizens/${id}/consents`,
      payload: {
        channel: options.email ? 'email' : 'sms',
        purpose: options.purpose ?? 'informativo',
        granted: consent,
        source: 'formulario',
      },
    });
    expect(c.statusCode, c.body).toBeLessThan(300);
  }
  return { id, phone: (res.json().phones[0]?.number as string) ?? null };
}

export async function waitForCampaign(
  t: TestApp,
  token: string,
  id: string,
  done: (c: Campaign) => boolean,
  timeoutMs = 15_000,
): Promise<Campaign> {
  const until = Date.now() + timeoutMs;
  let last = {} as Campaign;
  while (Date.now() < until) {
    last = (await t.call(token, { method: 'GET', url: `/api/campaigns/${id}` })).json();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`campanha ${id} não chegou ao esperado: ${JSON.stringify(last)}`);
}

export const campaignInput = (word: string, changes: Record<string, unknown> = {}) => ({
  name: `Convite audiência ${word}`,
  channel: 'sms',
  purpose: 'informativo',
  segment: { filter: { q: word } },
  text: 'Olá {{eleitor.primeiro_nome}}, audiência pública sobre a UBS do bairro na quinta, 19h, na Câmara.',
  removeAccents: true,
  scheduledAt: null,
  ...changes,
});
