// The generated attack suite: every route of the OpenAPI document, walked with no token, another office's
// token and ids, a user without the ability, NUL and control characters in every string field, and a deep
// and a huge body. Nothing may answer 5xx, and nothing may show or change another office's data. The routes
// come from the app's own document, so a new route is walked without anyone adding it here.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetPrincipal } from '../modules/auth/principal.ts';
import { DEMO_ORG_ID } from '../seed/demo.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const NUL = 'a\u0000b';
const CONTROL = 'a\u0001\u0007\u001b[31m\r\nBcc: x@y.z\u007f\u2028b';

/** Routes anyone may call without a token (everything else must answer 401). */
const PUBLIC = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth',
  'POST /api/jwt/refresh-token',
  'POST /api/jwt/logout',
  'POST /api/jwt/register',
  'PUT /api/reset-password',
  'PATCH /api/users/password',
  'PATCH /api/users/validate-email/{token}',
  'GET /api/exports/{id}/file',
  'POST /whatsapp/webhook/wppconnect/{organizationId}/{secret}',
  'GET /whatsapp/webhook/cloud/{organizationId}',
  'POST /whatsapp/webhook/cloud/{organizationId}',
  'POST /api/sms/webhook/{organizationId}',
];

/** What a user holding no ability at all may still do: their own session, account and notifications. */
const SELF = [
  ...PUBLIC,
  'GET /api/me',
  'PATCH /api/me/password',
  'POST /api/me/resend-validation',
  // The caller's own theme (claro/escuro/automático): no ability needed, nobody else's row (me.routes.ts).
  'PUT /api/me/preferences',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PATCH /api/notifications/read-all',
  'GET /api/notifications/{id}',
  'DELETE /api/notifications/{id}',
  'PATCH /api/notifications/{id}/read',
  'PATCH /api/notifications/{id}/unread',
  'GET /api/geo/municipalities',
  'GET /api/geo/cep/{cep}',
  'GET /api/users/options',
  'GET /api/organization',
  'GET /api/dashboard',
  'GET /api/geo/map-config',
];

/** POST routes that only read (a search with a body): a read-only user may call them. */
const READS = [
  'POST /api/citizens/duplicates/check',
  // Who only reads the SAC gets the chat back unchanged (chats.routes.ts).
  'POST /api/chats/{id}/read',
  // Hiding the first-steps card is the reader's own dashboard preference (tutorial.routes.ts).
  'PUT /api/tutorial/checklist/dismissal',
  'DELETE /api/tutorial/checklist/dismissal',
];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};

interface Route {
  method: string;
  path: string;
  key: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body: Schema | null;
  multipart: boolean;
}

let t: TestApp;
let routes: Route[];
const tokens: Record<'admin' | 'reader' | 'bare' | 'other', string> = {
  admin: '',
  reader: '',
  bare: '',
  other: '',
};
/** Every id of a row that belongs to the demo office (what another office must never see). */
const demoIds = new Set<string>();
/** One id per table for each office, to put into paths and bodies. */
const idsOf: Record<string, Map<string, string>> = {};
let orgTables: string[] = [];
let deletable: string[] = [];

const sql = async <T>(text: string, params: unknown[] = []) =>
  (await t.deps.database.executeSql(text, params)).rows as T[];

async function loadIds(org: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const table of orgTables) {
    const live = deletable.includes(table) ? 'and deleted_at is null' : '';
    // Never one of the walking users: the read-only user may edit her own record, and ids are random, so
    // 'the first user' was leitura in about one run out of seven.
    const order = table === 'users' ? `(email = 'assessor@gabinete.demo') desc, id` : 'id';
    const [row] = await sql<{ id: string }>(
      `select id::text as id from ${table} where organization_id = $1 ${live} order by ${order} limit 1`,
      [org],
    );
    if (row) map.set(table, row.id);
  }
  map.set('organizations', org);
  return map;
}

/** The table a path segment or a body field names ('comments' under demands → demand_comments). */
function tableFor(name: string, path: string): string | null {
  const first = path.split('/').filter(Boolean)[1] ?? '';
  const singular = first.replace(/s$/, '');
  const base = name
    .replace(/Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  const aliases: Record<string, string> = {
    responsible: 'users',
    assignee: 'users',
    owner: 'users',
    to_user: 'users',
    created_by: 'users',
    status: 'demand_statuses',
    statuses: 'demand_statuses',
    message: 'chat_messages',
    media: 'chat_messages',
    referred_by: 'citizens',
    leader: 'citizens',
    target: 'citizens',
    into: 'citizens',
    organization: 'organizations',
  };
  const candidates = [
    aliases[base],
    `${singular}_${base}`,
    `${singular}_${base}s`,
    base,
    `${base}s`,
    base.replace(/y$/, 'ies'),
  ];
  return candidates.find((c) => c && (orgTables.includes(c) || c === 'organizations')) ?? null;
}

function idFor(ids: Map<string, string>, name: string, path: string): string {
  const table = tableFor(name, path);
  return (table && ids.get(table)) ?? ids.get('citizens')!;
}

/** A value the schema accepts, with `text` in every free string field and office ids in id fields. */
function sample(schema: Schema, text: string, ids: Map<string, string>, path: string, name = ''): unknown {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return sample(choice[0]!, text, ids, path, name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (schema.enum?.length) return schema.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, text, ids, path, k)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, text, ids, path, name),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return idFor(ids, name, path);
      if (schema.format === 'email' || /e-?mail/i.test(name)) return `walk+${Math.random()}@exemplo.com`;
      if (schema.format === 'date-time') return '2026-05-04T12:00:00.000Z';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-05-04';
      if (schema.pattern) return text;
      return (text + 'x'.repeat(Math.max(0, (schema.minLength ?? 0) - text.length))).slice(
        0,
        Math.max(schema.maxLength ?? 200, text.length),
      );
    default:
      return text;
  }
}

function readRoutes(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return out;
}

function urlOf(route: Route, param: (name: string) => string, query: Record<string, unknown> = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(param(name)));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) qs.append(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** A path parameter: `{id}` is a row of the table its segment names ('/api/tags/categories/{id}' → tag_categories). */
function realParam(ids: Map<string, string>, route: Route) {
  return (name: string) => {
    if (name === 'cep') return '13015904';
    if (name === 'token' || name === 'secret') return 'x'.repeat(43);
    if (name !== 'id') return idFor(ids, name, route.path);
    const segment = route.path.split('/{id}')[0]!.split('/').pop()!;
    return idFor(ids, segment, route.path);
  };
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

interface Finding {
  route: string;
  status: number;
  body: string;
}

async function send(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return t.call(token, opts);
}

const brief = (res: LightMyRequestResponse) => res.body.slice(0, 160);

/** md5 of every row the demo office owns, table by table (a write from another office changes it). */
async function demoChecksum(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of orgTables) {
    if (table === 'notifications') continue;
    const [row] = await sql<{ sum: string | null }>(
      `select md5(string_agg(x::text, ',' order by x::text)) as sum from ${table} x where organization_id = $1`,
      [DEMO_ORG_ID],
    );
    out[table] = row?.sum ?? '';
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
  routes = readRoutes((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  orgTables = (
    await sql<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.columns i on i.table_name = c.table_name and i.column_name = 'id'
                                          and i.table_schema = c.table_schema
        where c.column_name = 'organization_id' and c.table_schema = 'public' order by 1`,
    )
  ).map((r) => r.table_name);
  deletable = (
    await sql<{ table_name: string }>(
      `select table_name from information_schema.columns where column_name = 'deleted_at' and table_schema = 'public'`,
    )
  ).map((r) => r.table_name);
  // A batch of the bin, so restore routes have something real to be asked about.
  await sql(
    `update citizens set deleted_at = now(), deleted_batch = gen_random_uuid()
      where id = (select id from citizens where organization_id = $1 order by id desc limit 1)`,
    [DEMO_ORG_ID],
  );
  idsOf.demo = await loadIds(DEMO_ORG_ID);
  idsOf.bh = await loadIds(BH_ORG_ID);
  const [batch] = await sql<{ b: string }>(
    'select deleted_batch::text as b from citizens where organization_id = $1 and deleted_batch is not null limit 1',
    [DEMO_ORG_ID],
  );
  idsOf.demo.set('batch', batch!.b);
  for (const table of orgTables)
    for (const r of await sql<{ id: string }>(
      `select id::text as id from ${table} where organization_id = $1`,
      [DEMO_ORG_ID],
    ))
      demoIds.add(r.id);
  demoIds.add(DEMO_ORG_ID);
  // A user of the demo office who holds no ability at all (an explicit empty list, not the preset).
  await sql(
    `update users set role = 'assessor', ability = '[]'::jsonb, active = true,
            password_hash = (select password_hash from users where email = 'admin@gabinete.demo')
      where email = 'pedro.oliveira@gabinete.demo'`,
  );
  forgetPrincipal();
  tokens.admin = await t.login('admin@gabinete.demo');
  tokens.reader = await t.login('leitura@gabinete.demo');
  tokens.bare = await t.login('pedro.oliveira@gabinete.demo');
  tokens.other = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const param = (route: Route, ids: Map<string, string>) => (name: string) =>
  name === 'batchId' ? (ids.get('batch') ?? crypto.randomUUID()) : realParam(ids, route)(name);

function request(route: Route, ids: Map<string, string>, text = 'Teste'): InjectOptions {
  const query = Object.fromEntries(
    route.query
      .filter((q) => !['page', 'perPage', 'sort'].includes(q.name))
      .map((q) => [q.name, sample(q.schema, text, ids, route.path, q.name)]),
  );
  return {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, param(route, ids), query),
    ...(route.body ? { payload: sample(route.body, text, ids, route.path) as object } : {}),
  };
}

describe('every route of the OpenAPI document', () => {
  it('is walked (the document lists the API)', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.map((r) => r.key)).toContain('GET /api/citizens');
  });

  it('without a token: 401 except the public routes, never 5xx', async () => {
    const bad: Finding[] = [];
    await pool(routes, 8, async (route) => {
      const res = await send(null, request(route, idsOf.demo!));
      if (res.statusCode >= 500 || (res.statusCode !== 401 && !PUBLIC.includes(route.key)))
        bad.push({ route: route.key, status: res.statusCode, body: brief(res) });
    });
    expect(bad).toEqual([]);
  });

  it("with another office's token and this office's ids: no 5xx, nothing shown, nothing changed", async () => {
    // The same reads by the office's own admin find the records: the ids are real, so a 404 to the other
    // office is the isolation at work, not a wrong id.
    const reads = routes.filter((r) => r.method === 'GET' && r.pathParams.includes('id'));
    let found = 0;
    await pool(reads, 8, async (route) => {
      const res = await send(tokens.admin, request(route, idsOf.demo!));
      if (res.statusCode === 200) found++;
    });
    expect(found).toBeGreaterThan(reads.length * 0.7);
    const before = await demoChecksum();
    const bad: Finding[] = [];
    await pool(routes, 8, async (route) => {
      const res = await send(tokens.other, request(route, idsOf.demo!));
      const leaked = res.statusCode < 300 ? (res.body.match(UUID) ?? []).filter((id) => demoIds.has(id)) : [];
      if (res.statusCode >= 500 || leaked.length)
        bad.push({ route: route.key, status: res.statusCode, body: leaked.join(',') || brief(res) });
    });
    expect(bad).toEqual([]);
    expect(await demoChecksum()).toEqual(before);
  });

  it('a user without any ability reaches only their own account; a read-only user writes nothing', async () => {
    const bad: Finding[] = [];
    await pool(routes, 8, async (route) => {
      const bare = await send(tokens.bare, request(route, idsOf.demo!));
      if (bare.statusCode >= 500 || (bare.statusCode < 400 && !SELF.includes(route.key)))
        bad.push({ route: `${route.key} (sem permissões)`, status: bare.statusCode, body: brief(bare) });
      if (route.method === 'GET') return;
      const reader = await send(tokens.reader, request(route, idsOf.demo!));
      if (
        reader.statusCode >= 500 ||
        (reader.statusCode < 400 && !SELF.includes(route.key) && !READS.includes(route.key))
      )
        bad.push({ route: `${route.key} (leitura)`, status: reader.statusCode, body: brief(reader) });
    });
    expect(bad).toEqual([]);
  });

  it('NUL and control characters in every string field, query and path: 4xx or accepted, never 5xx', async () => {
    const bad: Finding[] = [];
    const check = (route: Route, what: string, res: LightMyRequestResponse, nul: boolean) => {
      if (res.statusCode >= 500 || (nul && res.statusCode < 400))
        bad.push({ route: `${route.key} (${what})`, status: res.statusCode, body: brief(res) });
    };
    const ids = idsOf.demo!;
    await pool(routes, 6, async (route) => {
      for (const [text, nul] of [
        [NUL, true],
        [CONTROL, false],
      ] as const) {
        const opts = request(route, ids, text);
        // Only where the text went somewhere (a route whose fields are all numbers or choices is valid).
        const carries = JSON.stringify([opts.url, opts.payload ?? null]).includes(
          JSON.stringify(text).slice(1, -1),
        );
        if (carries) check(route, JSON.stringify(text), await send(tokens.admin, opts), nul);
        if (route.pathParams.length) {
          const url = urlOf(route, () => text);
          check(
            route,
            `path ${JSON.stringify(text)}`,
            await send(tokens.admin, { method: route.method as 'GET', url }),
            nul,
          );
        }
      }
      // One field at a time, the rest valid, so each field's own handling is reached.
      if (route.body?.properties)
        for (const field of Object.keys(route.body.properties)) {
          const opts = request(route, ids);
          const body = opts.payload as Record<string, unknown>;
          const one = sample(route.body.properties[field]!, CONTROL, ids, route.path, field);
          check(
            route,
            `${field}=${JSON.stringify(CONTROL)}`,
            await send(tokens.admin, { ...opts, payload: { ...body, [field]: one } }),
            false,
          );
        }
    });
    expect(bad).toEqual([]);
  });

  it('a deep and a huge body on every route: 4xx, never 5xx', async () => {
    const deep = `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`;
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const bad: Finding[] = [];
    await pool(
      routes.filter((r) => r.method !== 'GET'),
      6,
      async (route) => {
        const url = urlOf(route, param(route, idsOf.demo!));
        for (const [what, payload] of [
          ['deep', deep],
          ['huge', huge],
        ] as const) {
          const res = await send(tokens.admin, {
            method: route.method as 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          if (res.statusCode >= 500 || (res.statusCode < 400 && what === 'huge'))
            bad.push({ route: `${route.key} (${what})`, status: res.statusCode, body: brief(res) });
        }
        if (route.multipart) {
          const res = await send(tokens.admin, {
            method: route.method as 'POST',
            url,
            payload: `--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n${deep}\r\n--b--\r\n`,
            headers: { 'content-type': 'multipart/form-data; boundary=b' },
          });
          if (res.statusCode >= 500)
            bad.push({ route: `${route.key} (multipart deep)`, status: res.statusCode, body: brief(res) });
        }
      },
    );
    expect(bad).toEqual([]);
  });
});
