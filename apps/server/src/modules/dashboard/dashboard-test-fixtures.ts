// Test-only: casework rows written straight into the database, so the dashboard tests need no other
// area's API and do not depend on what the demo seed holds (they compare before and after).
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';

type Row = Record<string, unknown>;

export function fixtures(t: TestApp) {
  const run = async (text: string, values: unknown[]) =>
    (await t.deps.database.executeSql(text, values)).rows as Row[];
  const one = async (text: string, values: unknown[]) => String((await run(text, values))[0]!.id);
  let protocol = 900_000;

  return {
    run,
    userId: (email: string) => one('select id from users where email = $1', [email]),

    status: (org: string, name: string, isFinal: boolean, position: number) =>
      one(
        `insert into demand_statuses (organization_id, name, color, position, is_final) values ($1, $2, $3, $4, $5) returning id`,
        [org, name, isFinal ? 'green' : 'orange', position, isFinal],
      ),

    area: (org: string, name: string) =>
      one(`insert into areas (organization_id, name, color) values ($1, $2, 'grape') returning id`, [
        org,
        name,
      ]),

    demand: (
      org: string,
      d: {
        statusId: string;
        closed?: boolean;
        areaId?: string | null;
        dueDate?: string | null;
        deleted?: boolean;
      },
    ) =>
      one(
        `insert into demands (organization_id, protocol_year, protocol_number, title, status_id, is_closed, opened_at,
           due_date, area_id, deleted_at, updated_at)
         values ($1, 1999, $2, 'Demanda do painel', $3, $4, '1999-01-10', $5, $6, $7, now()) returning id`,
        [
          org,
          ++protocol,
          d.statusId,
          d.closed ?? false,
          d.dueDate ?? null,
          d.areaId ?? null,
          d.deleted ? new Date().toISOString() : null,
        ],
      ),

    citizen: (org: string, c: { name: string; birthDate?: string; createdAt?: Date; deleted?: boolean }) =>
      one(
        `insert into citizens (organization_id, name, birth_date, created_at, updated_at, deleted_at)
         values ($1, $2, $3, $4, $4, $5) returning id`,
        [
          org,
          c.name,
          c.birthDate ?? null,
          (c.createdAt ?? new Date()).toISOString(),
          c.deleted ? new Date().toISOString() : null,
        ],
      ),

    occurrence: (org: string, citizenId: string, occurredAt: Date) =>
      one(
        `insert into occurrences (organization_id, occurred_at, channel, subject, status, citizen_id)
         values ($1, $2, 'telefone', 'Atendimento do painel', 'aberto', $3) returning id`,
        [org, occurredAt.toISOString(), citizenId],
      ),

    task: (
      org: string,
      t: { title: string; assigneeId: string; dueDate: string | null; status?: string; deleted?: boolean },
    ) =>
      one(
        `insert into tasks (organization_id, title, assignee_id, due_date, status, deleted_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          org,
          t.title,
          t.assigneeId,
          t.dueDate,
          t.status ?? 'a_fazer',
          t.deleted ? new Date().toISOString() : null,
        ],
      ),

    event: (org: string, e: { title: string; startsAt: Date; endsAt: Date; deleted?: boolean }) =>
      one(
        `insert into events (organization_id, title, starts_at, ends_at, deleted_at) values ($1, $2, $3, $4, $5) returning id`,
        [
          org,
          e.title,
          e.startsAt.toISOString(),
          e.endsAt.toISOString(),
          e.deleted ? new Date().toISOString() : null,
        ],
      ),
  };
}
