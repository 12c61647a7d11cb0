// Shared by the greetings tests: citizens born on a given day with the consents asked for.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

let seq = 0;

export interface CitizenSpec {
  name?: string;
  /** 'MM-DD'. */
  birthday?: string;
  phone?: { number: string; type: string } | null;
  /** channel:purpose → granted (false records a revocation after a grant). */
  consents?: Record<string, boolean>;
}

export async function greetingCitizen(t: TestApp, token: string, spec: CitizenSpec = {}) {
  seq++;
  const phone =
    spec.phone === undefined
      ? {
          number: `+55199${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}1`,
          type: 'celular',
        }
      : spec.phone;
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/citizens',
    payload: {
      name: spec.name ?? `Aniversariante ${seq} Teste`,
      ...(spec.birthday ? { birthDate: `1980-${spec.birthday}` } : {}),
      phones: phone ? [{ ...phone, preferred: true }] : [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  for (const [key, granted] of Object.entries(spec.consents ?? {})) {
    const [channel, purpose] = key.split(':');
    const grants = granted ? [true] : [true, false];
    for (const g of grants) {
      const c = await t.call(token, {
        method: 'POST',
        url: `/api/citizens/${id}/consents`,
        payload: { channel, purpose, granted: g, source: 'formulario' },
      });
      expect(c.statusCode, c.body).toBeLessThan(300);
    }
  }
  return { id, phone: phone?.number ?? null };
}

export const validSettings = {
  enabled: true,
  channels: ['sms'],
  smsTemplate: 'Feliz aniversario, {{eleitor.primeiro_nome}}! {{gabinete.nome}} {{gabinete.instagram}}',
  whatsappTemplate: 'Feliz aniversário, {{ eleitor.primeiro_nome }}!',
  sendHour: 9,
  maxPerMinute: 30,
};
