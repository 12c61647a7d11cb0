// The embedded PostgreSQL server of a bench DATA_DIR, through the app's own code (what `npm start` runs):
// started for the seed scripts between two runs of the app, and never left running after the bench.
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedServer, type EmbeddedServer } from '../../apps/server/src/db/embedded-server.ts';

export function startEmbedded(dataDir: string): Promise<EmbeddedServer> {
  return startEmbeddedServer(dataDir);
}

/** The PID in DATA_DIR/postgres/postmaster.pid, when that server is still running. */
function runningPid(dataDir: string): number | null {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Fast shutdown of the directory's server (if it is up), waiting up to 30 s for it to exit. */
export async function stopEmbeddedIn(dataDir: string): Promise<void> {
  const pid = runningPid(dataDir);
  if (!pid) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (runningPid(dataDir) === pid && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Synchronous, for Ctrl-C and exit: immediate shutdown of the directory's server. */
export function killEmbeddedNow(dataDir: string): void {
  const pid = runningPid(dataDir);
  if (pid) process.kill(pid, 'SIGQUIT');
}
