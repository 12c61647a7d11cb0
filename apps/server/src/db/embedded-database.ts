// The app's database on the embedded server: started (or adopted) with the app, stopped when it closes.
import pg from 'pg';
import { openPostgres, type Database } from './client.ts';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';
import { hasPgliteData, importPglite } from './pglite-import.ts';

export const EMBEDDED_DATABASE = 'gabinete';

/** Creates the database when the server is new; true when it had to. */
export async function ensureDatabase(server: EmbeddedServer, name: string): Promise<boolean> {
  const client = new pg.Client(server.url('postgres'));
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}

export async function openEmbedded(dataDir: string, poolSize: number): Promise<Database> {
  const server = await startEmbeddedServer(dataDir);
  try {
    // Data of an earlier version (PGlite in DATA_DIR/pgdata): copied into this server once, then set aside.
    if (hasPgliteData(dataDir)) await importPglite(dataDir, server, EMBEDDED_DATABASE);
    await ensureDatabase(server, EMBEDDED_DATABASE);
    return await openPostgres(server.url(EMBEDDED_DATABASE), poolSize, () => server.stop(), {
      durable: true,
    });
  } catch (err) {
    await server.stop();
    throw err;
  }
}
