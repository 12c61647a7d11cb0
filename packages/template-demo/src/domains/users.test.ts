import { describe, expect, it } from 'vitest';
import type { DemoUser } from '../data/users.ts';
import { domainClient } from './domain-test-client.ts';
import { usersDomain } from './users.ts';

type ListBody = { users: DemoUser[]; total: number };

const fresh = () => domainClient(usersDomain);

describe('template users', () => {
  it('serves all 50 sample users with the make-up of TEMPLATE-BACKEND §2', async () => {
    const res = await fresh().call('GET', '/api/users/list/all-data');
    const users = res.body as DemoUser[];
    expect(res.status).toBe(200);
    expect(users.map((u) => u.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const count = (key: keyof DemoUser, value: string) => users.filter((u) => u[key] === value).length;
    expect([count('role', 'admin'), count('role', 'editor'), count('role', 'author')]).toEqual([11, 8, 7]);
    expect([count('role', 'maintainer'), count('role', 'subscriber')]).toEqual([12, 12]);
    expect(['basic', 'company', 'enterprise', 'team'].map((p) => count('currentPlan', p))).toEqual([
      10, 10, 10, 20,
    ]);
    expect(['active', 'pending', 'inactive'].map((s) => count('status', s))).toEqual([18, 18, 14]);
  });

  it('lists 10 per page from page 1 by default, with the filtered total', async () => {
    const res = await fresh().call('GET', '/api/users/list/data');
    const body = res.body as ListBody;
    expect(res.status).toBe(200);
    expect(body.total).toBe(50);
    expect(body.users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pages with perPage and page (numbers given as query text)', async () => {
    const body = (await fresh().call('GET', '/api/users/list/data?perPage=20&page=3')).body as ListBody;
    expect(body.users.map((u) => u.id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 41));
    expect(body.total).toBe(50);
  });

  it('filters by role, plan and status, each an exact value, an empty value meaning any', async () => {
    const client = fresh();
    const total = async (query: string) =>
      ((await client.call('GET', `/api/users/list/data?${query}`)).body as ListBody).total;
    expect(await total('role=admin')).toBe(11);
    expect(await total('role=subscriber&perPage=100')).toBe(12);
    expect(await total('currentPlan=team')).toBe(20);
    expect(await total('status=inactive')).toBe(14);
    expect(await total('role=&currentPlan=&status=')).toBe(50);
    const both = (await client.call('GET', '/api/users/list/data?role=maintainer&status=active&perPage=50'))
      .body as ListBody;
    expect(both.users.every((u) => u.role === 'maintainer' && u.status === 'active')).toBe(true);
    expect(both.total).toBe(both.users.length);
  });

  it('searches username and full name case-insensitively, not the e-mail', async () => {
    const client = fresh();
    const byName = (await client.call('GET', '/api/users/list/data?q=ADRIANA')).body as ListBody;
    expect(byName.total).toBe(5);
    expect(byName.users.every((u) => u.fullName.startsWith('Adriana'))).toBe(true);
    const byUsername = (await client.call('GET', '/api/users/list/data?q=jorge.uchoa50')).body as ListBody;
    expect(byUsername.users.map((u) => u.id)).toEqual([50]);
    const byEmail = (await client.call('GET', '/api/users/list/data?q=example.org')).body as ListBody;
    expect(byEmail.total).toBe(0);
  });

  it('adds a user with max id + 1, first in the list, answering 201 {user}', async () => {
    const client = fresh();
    const input = {
      fullName: 'Nova Pessoa',
      username: 'nova',
      role: 'editor',
      currentPlan: 'team',
      status: 'pending',
    };
    const res = await client.call('POST', '/apps/users/add-user', input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: { ...input, id: 51 } });
    const second = await client.call('POST', '/apps/users/add-user', { ...input, username: 'outra' });
    expect((second.body as { user: DemoUser }).user.id).toBe(52);
    const list = (await client.call('GET', '/api/users/list/data')).body as ListBody;
    expect(list.users.slice(0, 3).map((u) => u.id)).toEqual([52, 51, 1]);
    expect(list.total).toBe(52);
  });

  it('returns one user by id as {user}, and 404 with a message for an unknown id', async () => {
    const client = fresh();
    const res = await client.call('GET', '/api/users/user?id=7');
    expect(res.status).toBe(200);
    expect((res.body as { user: DemoUser }).user.id).toBe(7);
    expect(await client.call('GET', '/api/users/user?id=999')).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
    expect((await client.call('GET', '/api/users/user')).status).toBe(404);
  });

  it('deletes permanently, and an unknown id is a 404 that removes nothing', async () => {
    const client = fresh();
    expect(await client.call('DELETE', '/apps/users/delete?id=3')).toEqual({ status: 200 });
    expect((await client.call('GET', '/api/users/user?id=3')).status).toBe(404);
    expect(client.state.users).toHaveLength(49);
    expect((await client.call('DELETE', '/apps/users/delete?id=3')).status).toBe(404);
    expect((await client.call('DELETE', '/apps/users/delete?id=abc')).status).toBe(404);
    expect(client.state.users).toHaveLength(49);
    expect(client.state.users.at(-1)?.id).toBe(50);
  });

  it('never changes the store on read, and each test starts from the seed', async () => {
    const client = fresh();
    const res = await client.call('GET', '/api/users/list/all-data');
    (res.body as DemoUser[])[0]!.fullName = 'Changed';
    await client.call('GET', '/api/users/list/data?q=a&role=admin&page=2');
    expect(client.state.users[0]?.fullName).toBe('Adriana Quintela');
    expect(fresh().state.users).toHaveLength(50);
  });
});
