// The outbound queue survives a stopped server and never sends a row twice; consent is checked again when
// the message goes out; a provider fault is retried and, on the last attempt, recorded with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ORG_ID } from '../../seed/demo.ts';
import { simulatorSendCalls } from './simulator-provider.ts';
import { CONSENT_REVOKED, enqueueSms, requeueSmsPending, sendQueuedSms } from './sms-outbound.ts';
import { SmsProviderError, type SmsProvider } from './sms-provider.ts';
import { overrideSmsProvider } from './sms-settings.ts';
import { sendSms, smsCitizen, waitForSms } from './sms-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (
    (await t.deps.database.executeSql(
      `select status, error, attempts from sms_messages where id = '${id}'`,
    )) as {
      rows: { status: string; error: string | null; attempts: number }[];
    }
  ).rows[0]!;

describe('SMS durable send', () => {
  it('a message written while the queue is down goes out once after the restart', async () => {
    const citizen = await smsCitizen(t, admin);
    await t.deps.jobs.stop();
    const res = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Enviado depois',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect((await statusOf(id)).status).toBe('pendente');
    // Restart: the workers start and start-up puts pending rows back in the queue; the same row queued
    // three times (a sweep and a retry racing the start-up) still goes out once: the claim lets one job send.
    await t.deps.jobs.start();
    expect(await requeueSmsPending(t.deps)).toBeGreaterThanOrEqual(1);
    await enqueueSms(t.deps, [id, id]);
    await waitForSms(t, admin, id, 'entregue');
    await t.deps.jobs.idle();
    expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${id}`)).toBe(1);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it('two workers on the same row send it once; a dead worker’s claim is taken over after 5 minutes', async () => {
    const citizen = await smsCitizen(t, admin);
    await t.deps.jobs.stop();
    const id = (
      await sendSms(t, admin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Uma vez' })
    ).json()._id;
    await Promise.all([
      sendQueuedSms(t.deps, id, { lastAttempt: false }),
      sendQueuedSms(t.deps, id, { lastAttempt: false }),
    ]);
    expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${id}`)).toBe(1);

    const other = (
      await sendSms(t, admin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Órfã' })
    ).json()._id;
    // A worker claimed it and died (kill -9) before recording anything.
    await t.deps.database.executeSql(
      `update sms_messages set sending_at = now() - interval '10 minutes', attempts = 1 where id = '${other}'`,
    );
    await t.deps.jobs.start();
    await requeueSmsPending(t.deps);
    await waitForSms(t, admin, other, 'entregue');
    expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${other}`)).toBe(1);
    await waitForSms(t, admin, id, 'entregue');
  });

  it('consent revoked after the message was written: it fails with the reason, nothing is sent', async () => {
    const citizen = await smsCitizen(t, admin);
    await t.deps.jobs.stop();
    const id = (
      await sendSms(t, admin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Tarde demais' })
    ).json()._id;
    await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${citizen.id}/consents`,
      payload: { channel: 'sms', purpose: 'atendimento', granted: false, source: 'telefone' },
    });
    await sendQueuedSms(t.deps, id, { lastAttempt: false });
    expect(await statusOf(id)).toMatchObject({ status: 'falhou', error: CONSENT_REVOKED });
    expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${id}`)).toBe(0);
    await t.deps.jobs.start();
  });

  it('a provider 5xx is retried; on the last attempt the message fails with the reason', async () => {
    const citizen = await smsCitizen(t, admin);
    let calls = 0;
    const failing: SmsProvider = {
      name: 'zenvia',
      async send() {
        calls++;
        throw new SmsProviderError('PROVIDER_UNAVAILABLE', 'HTTP 503', true);
      },
    };
    await t.deps.jobs.stop();
    overrideSmsProvider(t.deps, DEMO_ORG_ID, failing);
    try {
      const id = (
        await sendSms(t, admin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Com falha' })
      ).json()._id;
      await expect(sendQueuedSms(t.deps, id, { lastAttempt: false })).rejects.toThrow('HTTP 503');
      expect(await statusOf(id)).toMatchObject({
        status: 'pendente',
        error: 'O provedor de SMS não respondeu. Nova tentativa em instantes.',
      });
      await sendQueuedSms(t.deps, id, { lastAttempt: true });
      expect(await statusOf(id)).toMatchObject({
        status: 'falhou',
        error: 'O provedor de SMS não respondeu.',
      });
      expect(calls).toBe(2);
    } finally {
      overrideSmsProvider(t.deps, DEMO_ORG_ID, null);
      await t.deps.jobs.start();
    }
  });
});
