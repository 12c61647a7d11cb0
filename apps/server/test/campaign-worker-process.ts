// A campaign worker in its own process, for the kill -9 test: `node --import tsx test/campaign-worker-process.ts
// <database url> <organization id> <campaign id>`. Each SMS takes 40 ms at the (simulated) provider, so a kill
// lands in the middle of a batch. It prints 'pronto' once connected.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDeps } from '../src/bootstrap.ts';
import { parseEnv } from '../src/config/env.ts';
import { openPostgres } from '../src/db/client.ts';
import { runCampaign } from '../src/modules/campaigns/campaigns.module.ts';
import { SimulatorSmsProvider } from '../src/modules/sms/simulator-provider.ts';
import { overrideSmsProvider } from '../src/modules/sms/sms-settings.ts';

const [url, organizationId, campaignId] = process.argv.slice(2) as [string, string, string];
const database = await openPostgres(url, 3);
const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-campaign-worker-')),
  JWT_SECRET: 'x'.repeat(48),
  LOG_LEVEL: 'silent',
});
const deps = await makeDeps(env, database, { send: async () => {} });
const simulator = new SimulatorSmsProvider(deps, organizationId);
overrideSmsProvider(deps, organizationId, {
  name: 'simulator',
  async send(input) {
    await new Promise((r) => setTimeout(r, 40));
    return simulator.send(input);
  },
});
console.log('pronto');
await runCampaign(deps, campaignId, { runMs: 10 * 60_000 });
console.log('fim');
await database.close();
