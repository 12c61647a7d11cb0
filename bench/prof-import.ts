// TEMP (not committed): imports N rows into an already seeded database, prints the figures.
import { measureImport } from './lib/citizens-import.ts';
import { loginAsAdmin, startGabinete } from './lib/gabinete-server.ts';
import { tempDir, removeTempDir } from './lib/temp-dirs.ts';

const url = process.env.PROF_DB!;
const rows = Number(process.env.ROWS ?? 100000);
const offset = Number(process.env.OFFSET ?? 0);
const dataDir = tempDir('prof');
const server = await startGabinete('prof', { databaseUrl: url, dataDir, seedDemo: false, nodeArgs: (process.env.NODE_ARGS ?? '').split(' ').filter(Boolean) });
try {
  const token = await loginAsAdmin(server.port);
  const f = await measureImport({ port: server.port, pid: server.child.pid }, token, { dir: dataDir, rows, offset, seededCount: 1_000_000 });
  console.log(JSON.stringify(f));
  console.log(server.child.output().split("\n").filter((l) => l.includes("BATCH")).slice(0, 60).join("\n"));
} finally {
  await server.child.stop();
  removeTempDir(dataDir);
}
