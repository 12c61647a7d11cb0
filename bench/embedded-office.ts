// A seeded office on the embedded server, kept in a DATA_DIR for the drivers (export-profile.ts --data-dir): the
// real server migrates it (and seeds the demo office), then the citizens seed fills it through the server's socket.
//   node --import tsx bench/embedded-office.ts DIR [--count 1000000]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startEmbedded } from './lib/embedded.ts';
import { startGabinete } from './lib/gabinete-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string', default: '1000000' } },
});
const dataDir = positionals[0];
if (!dataDir) throw new Error('give the DATA_DIR to create');
await (await startGabinete('server (migrate)', { dataDir })).child.stop();
const embedded = await startEmbedded(dataDir);
try {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/seed-citizens.ts',
      '--count',
      values.count!,
      '--database-url',
      embedded.url('gabinete'),
    ],
    { stdio: 'inherit' },
  );
} finally {
  await embedded.stop();
}
