// `npm run backup [FILE|FOLDER]` and `npm run restore FILE [-- --substituir]`: on DATABASE_URL's server, or on
// the embedded one (reached through its socket while the app runs; started for the task while it does not).
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv, type Env } from '../config/env.ts';
import { EMBEDDED_DATABASE, ensureDatabase } from '../db/embedded-database.ts';
import { connectionUrl, readPidFile, startEmbeddedServer } from '../db/embedded-server.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { createBackup } from './backup.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

interface Target {
  url: string;
  /** The app is running on this DATA_DIR (embedded only). */
  appRunning: boolean;
  close(): Promise<void>;
}

async function openTarget(env: Env): Promise<Target> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, appRunning: false, close: async () => {} };
  let release: () => void;
  try {
    release = lockDataDir(env.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const running = readPidFile(path.join(env.dataDir, 'postgres'));
    if (!running?.socketDir)
      throw new Error('O Gabinete está iniciando: tente de novo em alguns segundos.', { cause: err });
    return {
      url: connectionUrl(running.socketDir, EMBEDDED_DATABASE),
      appRunning: true,
      close: async () => {},
    };
  }
  try {
    const server = await startEmbeddedServer(env.dataDir);
    await ensureDatabase(server, EMBEDDED_DATABASE);
    return {
      url: server.url(EMBEDDED_DATABASE),
      appRunning: false,
      close: async () => {
        await server.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const megabytes = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

async function backup(env: Env, arg: string | undefined) {
  const given = path.resolve(arg ?? 'backups');
  const file =
    given.endsWith('.tar.gz') || given.endsWith('.tgz')
      ? given
      : path.join(given, `gabinete-${stamp()}.tar.gz`);
  const target = await openTarget(env);
  try {
    const started = Date.now();
    const manifest = await createBackup({ url: target.url, dataDir: env.dataDir, file });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backup gravado em ${file} (${megabytes(file)}, ${manifest.tables.length} tabelas, ${rows} linhas, ` +
        `${manifest.files} arquivos, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await target.close();
  }
}

async function restore(env: Env, file: string | undefined, replace: boolean) {
  if (!file)
    throw new RestoreRefused('Diga qual arquivo restaurar: npm run restore backups/gabinete-….tar.gz');
  if (!fs.existsSync(file)) throw new RestoreRefused(`Arquivo não encontrado: ${file}`);
  const target = await openTarget(env);
  try {
    if (target.appRunning)
      throw new RestoreRefused(
        `O Gabinete está rodando sobre ${env.dataDir}: pare-o (Ctrl-C ou systemctl stop) e rode a restauração de novo.`,
      );
    const manifest = await restoreBackup({ file, url: target.url, dataDir: env.dataDir, replace });
    console.log(
      `Backup de ${manifest.createdAt} restaurado (${manifest.tables.length} tabelas, ${manifest.files} arquivos). ` +
        'Inicie o Gabinete: as migrações mais novas que o backup rodam na partida.',
    );
  } finally {
    await target.close();
  }
}

const [command, ...args] = process.argv.slice(2);
const replace = args.includes('--substituir');
const positional = args.filter((a) => !a.startsWith('--'));
try {
  const env = parseEnv();
  if (command === 'backup') await backup(env, positional[0]);
  else if (command === 'restore') await restore(env, positional[0], replace);
  else throw new RestoreRefused('Uso: backup-cli.ts backup [ARQUIVO|PASTA] | restore ARQUIVO [--substituir]');
  process.exit(0);
} catch (err) {
  console.error(`\nErro: ${err instanceof Error ? err.message : String(err)}\n`);
  if (!(err instanceof RestoreRefused) && !(err instanceof DataDirLockedError) && err instanceof Error)
    console.error(err.stack);
  process.exit(err instanceof RestoreRefused ? 2 : 1);
}
