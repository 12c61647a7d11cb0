// Shared fixtures of the citizens route tests: valid documents and a quick way to create a record.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

/** A CPF with valid check digits built from 9 digits. */
export function makeCpf(base: string): string {
  const d = base.padStart(9, '0').slice(0, 9).split('').map(Number);
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  d.push(check(9));
  d.push(check(10));
  return d.join('');
}

export const CAMPINAS = 3509502;
export const HORTOLANDIA = 3519071;

/** Creates a citizen as `token` and returns its body (201 asserted). */
export async function createCitizen(t: TestApp, token: string, payload: Record<string, unknown>) {
  const res = await t.call(token, { method: 'POST', url: '/api/citizens', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; name: string; [k: string]: unknown };
}

export async function createTag(t: TestApp, organizationId: string, name: string): Promise<string> {
  const rows = await t.deps.database.executeSql(
    'insert into tags (organization_id, name, color) values ($1, $2, $3) returning id',
    [organizationId, name, 'blue'],
  );
  return (rows.rows[0] as { id: string }).id;
}

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';
