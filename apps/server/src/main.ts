// Entry point: env → data-dir lock → database (embedded server, migrations) → jobs → HTTP server → demo seed,
// with graceful shutdown. Nothing slow runs before listen: the demo is seeded while the server already answers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './config/env.ts';
import { buildApp } from './app.ts';
import { makeDeps, makeMailer, openDatabase, openRedis } from './bootstrap.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { startJobs } from './modules/index.ts';
import { DEMO_LOGINS, seedDemo } from './seed/demo.ts';

const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const env = parseEnv();
  const release = env.embedded ? lockDataDir(env.dataDir) : () => {};
  process.on('exit', release);
  const database = await openDatabase(env);
  const redis = await openRedis(env);
  const deps = await makeDeps(env, database, await makeMailer(env), redis);
  const webDist = env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildApp(deps, { webDist });
  await startJobs(deps);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      // Running imports stop at their next checkpoint and resume at the next start.
      await deps.jobs.stop();
      await database.close();
      await redis?.quit();
    } finally {
      clearTimeout(force);
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.seedDemo) await seedDemo(database.db);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const lines = [
    '',
    `Gabinete pronto em http://localhost:${port} (${((Date.now() - started) / 1000).toFixed(1)} s, banco: ${env.embedded ? `PostgreSQL embutido em ${path.join(env.dataDir, 'postgres')}` : 'PostgreSQL'})`,
    `Documentação da API: http://localhost:${port}/api/docs`,
  ];
  if (env.seedDemo) {
    lines.push('Acessos de demonstração (senha: gabinete123):');
    for (const l of DEMO_LOGINS) lines.push(`  ${l.email.padEnd(28)} ${l.label}`);
  }
  if (fs.existsSync(path.join(webDist, 'modelo/index.html')))
    lines.push(
      `Modelo de interface: http://localhost:${port}/modelo (admin@demo.com / admin, client@demo.com / client)`,
    );
  if (!env.SMTP_URL) lines.push(`E-mails de desenvolvimento: ${path.join(env.dataDir, 'outbox')}`);
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(`\nErro: ${err.message}\n`);
    process.exit(2);
  }
  console.error('Falha ao iniciar o Gabinete:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && !err.message.startsWith('Configuração inválida'))
    console.error(err.stack);
  process.exit(1);
});
