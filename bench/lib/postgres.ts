// A throw-away database on the local PostgreSQL server, one per bench run.
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchDatabaseName = `gabinete_bench_${process.pid}`;
export const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:5432/${name}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string): Promise<string> {
  await admin(`create database "${name}"`);
  return databaseUrl(name);
}

/** WITH (FORCE) ends sessions a killed child may have left behind. */
export async function dropDatabase(name: string): Promise<void> {
  await admin(`drop database if exists "${name}" with (force)`);
}
