// The floor for GET /api/users: Fastify + a pg pool running the server's page-1 SQL, no auth, no schemas, no ORM.
import Fastify from 'fastify';
import pg from 'pg';

// Copied from what Drizzle generates for selectUserPage (page 1, 25 per page, no filters).
const PAGE_SQL =
  'select "id", "organization_id", "name", "email", "password_hash", "role", "ability", "avatar", "phone", "active", ' +
  '"is_trial", "email_verified_at", "last_login_at", "created_at", "updated_at", "deleted_at" from "users" ' +
  'where ("users"."organization_id" = $1 and "users"."deleted_at" is null) ' +
  'order by "users"."name" asc, "users"."id" asc limit $2';
const COUNT_SQL =
  'select count(*) from "users" where ("users"."organization_id" = $1 and "users"."deleted_at" is null)';

const { BARE_DATABASE_URL, BARE_PORT, BARE_ORG_ID, BARE_POOL_SIZE } = process.env;
if (!BARE_DATABASE_URL || !BARE_PORT || !BARE_ORG_ID) {
  console.error('bare-server: BARE_DATABASE_URL, BARE_PORT and BARE_ORG_ID are required');
  process.exit(1);
}
const orgId = BARE_ORG_ID;
const pool = new pg.Pool({ connectionString: BARE_DATABASE_URL, max: Number(BARE_POOL_SIZE ?? 20) });
const app = Fastify({ logger: false });

app.get('/api/health', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});

app.get('/api/users', async (_request, reply) => {
  // Both queries at once, as selectUserPage does; the array and its X-Total-Count, as the real route answers.
  const [page, total] = await Promise.all([
    pool.query(PAGE_SQL, [orgId, 25]),
    pool.query<{ count: string }>(COUNT_SQL, [orgId]),
  ]);
  reply.header('X-Total-Count', String(Number(total.rows[0]?.count ?? 0)));
  return page.rows;
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port: Number(BARE_PORT), host: '127.0.0.1' });
