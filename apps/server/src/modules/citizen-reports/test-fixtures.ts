// Test-only: inserts citizens straight into the database, so report tests do not depend on the demo seed.
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const OTHER_ORG = '00000000-0000-4000-8000-000000000002';

export interface CitizenFixture {
  name: string;
  org?: string;
  birthDate?: string | null;
  leaderId?: string | null;
  deleted?: boolean;
  cityIbge?: number | null;
  uf?: string | null;
  lat?: number | null;
  lng?: number | null;
  neighborhood?: string | null;
  cpf?: string | null;
  phones?: { number: string; type: string; preferred?: boolean; canContact?: boolean }[];
  emails?: { address: string; preferred?: boolean }[];
  tagIds?: string[];
}

export async function insertCitizen(t: TestApp, c: CitizenFixture): Promise<string> {
  const run = (text: string, values: unknown[]) => t.deps.database.executeSql(text, values);
  const org = c.org ?? DEMO_ORG;
  const { rows } = await run(
    `insert into citizens (organization_id, name, birth_date, leader_id, deleted_at, city_ibge, uf, lat, lng, neighborhood, cpf)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      org,
      c.name,
      c.birthDate ?? null,
      c.leaderId ?? null,
      c.deleted ? new Date().toISOString() : null,
      c.cityIbge ?? null,
      c.uf ?? null,
      c.lat ?? null,
      c.lng ?? null,
      c.neighborhood ?? null,
      c.cpf ?? null,
    ],
  );
  const id = (rows[0] as { id: string }).id;
  for (const [i, p] of (c.phones ?? []).entries()) {
    await run(
      `insert into citizen_phones (citizen_id, organization_id, number, type, preferred, can_contact, position)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, org, p.number, p.type, p.preferred ?? false, p.canContact ?? true, i],
    );
  }
  for (const [i, e] of (c.emails ?? []).entries()) {
    await run(
      `insert into citizen_emails (citizen_id, organization_id, address, preferred, position) values ($1, $2, $3, $4, $5)`,
      [id, org, e.address, e.preferred ?? false, i],
    );
  }
  for (const tagId of c.tagIds ?? []) {
    await run(`insert into citizen_tags (citizen_id, tag_id, organization_id) values ($1, $2, $3)`, [
      id,
      tagId,
      org,
    ]);
  }
  return id;
}

export async function insertTag(t: TestApp, name: string, org = DEMO_ORG): Promise<string> {
  const { rows } = await t.deps.database.executeSql(
    'insert into tags (organization_id, name) values ($1, $2) returning id',
    [org, name],
  );
  return (rows[0] as { id: string }).id;
}
