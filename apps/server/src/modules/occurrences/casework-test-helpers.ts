// Fixtures of the atendimentos and tarefas route tests: people and records of each office, captured pushes.
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';

async function one<T>(t: TestApp, text: string, values: unknown[]): Promise<T> {
  const res = await t.deps.database.executeSql(text, values);
  if (!res.rows[0]) throw new Error(`fixture not found: ${text} ${JSON.stringify(values)}`);
  return res.rows[0] as T;
}

export async function userId(t: TestApp, email: string): Promise<string> {
  return (await one<{ id: string }>(t, 'select id from users where email = $1', [email])).id;
}

/** A live citizen of the office (the n-th by name, so tests can take different ones). */
export async function citizenOf(t: TestApp, organizationId: string, n = 0) {
  return one<{ id: string; name: string }>(
    t,
    'select id, name from citizens where organization_id = $1 and deleted_at is null order by name, id offset $2 limit 1',
    [organizationId, n],
  );
}

/** An active área of the office, created when the office has none (or a named one). */
export async function areaOf(t: TestApp, organizationId: string, name = 'Saúde (teste)', active = true) {
  const res = await t.deps.database.executeSql(
    `insert into areas (organization_id, name, color, active) values ($1, $2, 'red', $3)
       on conflict do nothing returning id`,
    [organizationId, name, active],
  );
  if (res.rows[0]) return (res.rows[0] as { id: string }).id;
  return (
    await one<{ id: string }>(
      t,
      'select id from areas where organization_id = $1 and lower(f_unaccent(name)) = lower(f_unaccent($2))',
      [organizationId, name],
    )
  ).id;
}

export interface Push {
  room: string;
  event: string;
  payload: { kind?: string; title?: string; link?: string | null };
}

/** Records what the realtime hub would send (instead of a Socket.IO server). */
export function capturePushes(t: TestApp): Push[] {
  const pushes: Push[] = [];
  t.deps.realtime.attach({
    to: (room) => ({
      emit: (event, payload) => pushes.push({ room, event, payload: payload as Push['payload'] }),
    }),
  });
  return pushes;
}

export async function notificationsOf(t: TestApp, user: string, kind: string) {
  const res = await t.deps.database.executeSql(
    'select title, link, actor_id, dedupe_key from notifications where user_id = $1 and kind = $2 order by created_at',
    [user, kind],
  );
  return res.rows as {
    title: string;
    link: string | null;
    actor_id: string | null;
    dedupe_key: string | null;
  }[];
}
