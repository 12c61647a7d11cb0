import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as shared from '@gabinete/shared';
import { AuthResponseSchema, OrganizationListSchema, UserListSchema, UserSchema } from '@gabinete/shared';
import { z } from 'zod';
import { withPageHeaders } from '../lib/page-headers.ts';
import { compileResponseSchema, registerSerializer } from './serializer.ts';

const user = {
  _id: 'a1',
  user_id: 'a1',
  name: 'Mariana Costa',
  email: 'admin@gabinete.demo',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'users' }],
  customAbility: false,
  avatar: null,
  phone: '+5519991234567',
  status: 'active',
  is_trial: false,
  organization_id: 'o1',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
};

async function serialize(schema: unknown, data: unknown): Promise<unknown> {
  const app = Fastify();
  registerSerializer(app, false);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.json();
}

describe('the production serializer', () => {
  it('writes a user list exactly as the contract says, nulls included', async () => {
    const { ability: _ability, ...item } = user;
    const body = [
      item,
      { ...item, _id: 'a2', user_id: 'a2', phone: null, lastLoginAt: '2026-11-20T09:00:00.000Z' },
    ];
    expect(await serialize(UserListSchema, body)).toEqual(UserListSchema.parse(body));
    expect(await serialize(withPageHeaders(UserListSchema), body)).toEqual(UserListSchema.parse(body));
  });

  it('drops fields the contract does not declare, such as a password hash', async () => {
    const out = (await serialize(UserSchema, { ...user, passwordHash: '$argon2id$secret' })) as Record<
      string,
      unknown
    >;
    expect(out).not.toHaveProperty('passwordHash');
    expect(out).toEqual(UserSchema.parse(user));
  });

  it('writes the login answer and the offices list', async () => {
    const login = {
      accessToken: 'a',
      refreshToken: 'b',
      userData: {
        ...user,
        user_id: 'a1',
        organizationName: 'Gabinete',
        emailVerified: true,
        organizationLogo: null,
        accentColor: 'teal',
        colorScheme: 'dark',
      },
    };
    expect(await serialize(AuthResponseSchema, login)).toEqual(AuthResponseSchema.parse(login));
    const orgs = {
      organizations: [
        {
          _id: 'o1',
          name: 'Gabinete',
          representativeName: null,
          cargo: 'Vereador',
          partido: null,
          uf: 'SP',
          municipio: null,
          logo: null,
          timeZone: 'America/Sao_Paulo',
          accentColor: 'blue',
          status: 'active',
          isTrial: false,
          isPlatform: false,
          usersCount: 3,
          lastActivityAt: '2026-11-20T14:00:00.000Z',
          trialDaysLeft: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      perPage: 25,
    };
    expect(await serialize(OrganizationListSchema, orgs)).toEqual(OrganizationListSchema.parse(orgs));
  });
});

describe('response schemas compiled at the first response', () => {
  it('compiles every schema of the shared contract (a failure would be a 500 on that route, not a failed start)', () => {
    const schemas = Object.entries(shared as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(200);
    const failed = schemas.flatMap(([name, schema]) => {
      try {
        compileResponseSchema(schema);
        return [];
      } catch (err) {
        return [`${name}: ${err instanceof Error ? err.message : String(err)}`];
      }
    });
    expect(failed).toEqual([]);
  });

  it("compiles a route's schema at its first response", async () => {
    const app = Fastify();
    registerSerializer(app, false);
    const Schema = z.object({ n: z.number() });
    app.get('/', { schema: { response: { 200: Schema } } }, async () => ({ n: 1, extra: true }));
    await app.ready();
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ n: 1 });
    await app.close();
  });
});
