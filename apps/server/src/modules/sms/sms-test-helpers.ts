// Shared by the SMS API tests: a citizen with a mobile and SMS consent, and waiting for a message's state.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

let seq = 0;

/** A new citizen with one mobile (unique per call) and SMS consent for the given purposes. */
export async function smsCitizen(
  t: TestApp,
  token: string,
  options: { name?: string; purposes?: string[]; phone?: string } = {},
): Promise<{ id: string; phone: string }> {
  seq++;
  // A mobile in Campinas (DDD 19) never ending in 0000 (the simulator fails those).
  const phone = options.phone ?? `+55199${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}1`;
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/citizens',
    payload: {
      name: options.name ?? `Eleitora SMS ${seq} Teste`,
      phones: [{ number: phone, type: 'celular', preferred: true }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  for (const purpose of options.purposes ?? ['atendimento']) {
    const c = await t.call(token, {
      method: 'POST',
      url: `/api/citizens/${id}/consents`,
      payload: { channel: 'sms', purpose, granted: true, source: 'formulario' },
    });
    expect(c.statusCode, c.body).toBeLessThan(300);
  }
  return { id, phone: res.json().phones[0].number as string };
}

export async function waitForSms(
  t: TestApp,
  token: string,
  id: string,
  status: string,
  timeoutMs = 5000,
): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  let last: Record<string, unknown> = {};
  while (Date.now() < until) {
    last = (await t.call(token, { method: 'GET', url: `/api/sms/${id}` })).json();
    if (last.status === status) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`SMS ${id} ficou em ${String(last.status)} (esperado ${status}): ${JSON.stringify(last)}`);
}

export const sendSms = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/sms', payload });
