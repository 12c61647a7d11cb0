// kill -9 mid-campaign and restart: every recipient gets the message exactly once. A child process runs the
// campaign's worker against this test's database and is killed with SIGKILL in the middle of a batch (rows
// claimed, SMS rows written and maybe sent but not recorded); after its lease expires, this process's worker
// finishes the campaign. Each recipient ends with exactly one SMS row, sent with the row id as the provider's
// idempotency key (a re-send of a row the dead worker had handed over is the same message, not a second one).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { databaseUrl } from '../../../test/pg-url.ts';
import { DEMO_ORG_ID } from '../../seed/demo.ts';
import { simulatorSendCalls } from '../sms/simulator-provider.ts';
import { campaignInput, putWindow, segmentCitizen, waitForCampaign } from './campaigns-test-helpers.ts';
import { tickCampaigns } from './campaigns-worker.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RECIPIENTS = 60;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  await putWindow(t, admin);
});
afterAll(() => t.close());

const query = async <T>(text: string) => ((await t.deps.database.executeSql(text)) as { rows: T[] }).rows;

describe('Campaigns: kill -9 and restart', () => {
  it('every recipient gets exactly one SMS', { timeout: 120_000 }, async () => {
    const w = 'Killzqx';
    for (let i = 0; i < RECIPIENTS; i++) await segmentCitizen(t, admin, w);
    // This process's workers are stopped: only the child sends until it dies.
    await t.deps.jobs.stop();
    const res = await t.call(admin, { method: 'POST', url: '/api/campaigns', payload: campaignInput(w) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect(res.json()).toMatchObject({ status: 'enviando', counts: { total: RECIPIENTS } });

    const [current] = await query<{ db: string }>('select current_database() as db');
    const url = databaseUrl(inject('pgUrl'), current!.db);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/campaign-worker-process.ts', url, DEMO_ORG_ID, id],
      { cwd: SERVER_DIR, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      // Wait until it is in the middle: some sent, many still waiting.
      const until = Date.now() + 60_000;
      for (;;) {
        const [sent] = await query<{ n: number }>(
          `select count(*)::int as n from sms_messages where campaign_id = '${id}'`,
        );
        if (sent!.n >= 15) break;
        if (Date.now() > until || child.exitCode !== null) throw new Error(`o worker não enviou: ${output}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    const [mid] = await query<{ sent: number; pending: number }>(
      `select count(*) filter (where status in ('enviada', 'entregue'))::int as sent,
         count(*) filter (where status = 'pendente')::int as pending
       from campaign_recipients where campaign_id = '${id}'`,
    );
    expect(mid!.sent).toBeLessThan(RECIPIENTS);

    // The dead worker's lease expires (60 s; here moved back in time), then the minute tick hands it over.
    await t.deps.database.executeSql(
      `update campaigns set lease_until = now() - interval '1 second' where id = '${id}'`,
    );
    await t.deps.jobs.start();
    await tickCampaigns(t.deps);
    const done = await waitForCampaign(t, admin, id, (c) => c.status === 'concluida', 60_000);
    expect(done.counts).toMatchObject({ total: RECIPIENTS, pending: 0, failed: 0 });

    const perCitizen = await query<{ citizen_id: string; n: number }>(
      `select r.citizen_id, count(m.id)::int as n from campaign_recipients r
       left join sms_messages m on m.campaign_id = r.campaign_id and m.citizen_id = r.citizen_id
       where r.campaign_id = '${id}' group by r.citizen_id`,
    );
    expect(perCitizen).toHaveLength(RECIPIENTS);
    expect(perCitizen.filter((r) => r.n !== 1)).toEqual([]);
    const sms = await query<{ id: string; status: string; provider_message_id: string }>(
      `select id, status, provider_message_id from sms_messages where campaign_id = '${id}'`,
    );
    expect(sms.filter((m) => m.status === 'pendente' || m.status === 'falhou')).toEqual([]);
    // Every message carries its own row id as the provider's key: a re-send is the same message.
    expect(sms.every((m) => m.provider_message_id === `sim-sms-${m.id}`)).toBe(true);
    // Rows this process sent went to the provider once each.
    for (const m of sms) expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${m.id}`)).toBeLessThanOrEqual(1);
  });
});
