// Issue 16 item 1: a user who may edit users must not take over someone who holds more than they do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, tokenOf, type TestApp } from '../../../test/test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { forgetPrincipal } from '../auth/principal.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const userRow = async (email: string) =>
  (await t.deps.database.executeSql('select id, email, role, active from users where email = $1', [email]))
    .rows[0] as { id: string; email: string; role: string; active: boolean } | undefined;

/** The assessor gets a hand-made ability list; the principal cache is dropped so it applies at once. */
async function giveAssessor(ability: object[]): Promise<string> {
  await t.deps.database.executeSql(`update users set ability = $1 where email = 'assessor@gabinete.demo'`, [
    JSON.stringify(ability),
  ]);
  forgetPrincipal();
  return t.login('assessor@gabinete.demo');
}

describe('changing a user who holds more than you', () => {
  it("refuses a user manager changing an admin's e-mail, role or state, or deleting them", async () => {
    const manager = await giveAssessor([
      { action: 'manage', subject: 'users' },
      { action: 'read', subject: 'dashboard' },
    ]);
    const target = (await userRow('admin@gabinete.demo'))!;
    for (const fields of <Record<string, string>[]>[
      { email: 'atacante@exemplo.com.br' },
      { role: 'leitura' },
      { active: 'false' },
      { name: 'Outro Nome' },
    ]) {
      const res = await t.call(manager, {
        method: 'PUT',
        url: `/api/users/${target.id}`,
        ...multipart(fields),
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json()).toEqual({
        code: 'TARGET_NOT_HELD',
        message: 'Você não pode alterar um usuário que tem permissões que você não possui.',
      });
    }
    const del = await t.call(manager, { method: 'DELETE', url: `/api/users/${target.id}` });
    expect(del.statusCode).toBe(422);
    expect(await userRow('admin@gabinete.demo')).toMatchObject({
      email: 'admin@gabinete.demo',
      role: 'admin',
      active: true,
    });
    expect(t.mails.some((m) => m.to === 'atacante@exemplo.com.br')).toBe(false);
  });

  it('still lets the same manager edit a user who holds less', async () => {
    const manager = await giveAssessor([
      { action: 'manage', subject: 'users' },
      { action: 'read', subject: 'dashboard' },
      { action: 'read', subject: 'notifications' },
      { action: 'read', subject: 'tutorial' },
      { action: 'manage', subject: 'support' },
      { action: 'read', subject: 'areas' },
      { action: 'read', subject: 'events' },
      { action: 'read', subject: 'tags' },
      { action: 'read', subject: 'institutions' },
      { action: 'manage', subject: 'citizens' },
      { action: 'manage', subject: 'occurrences' },
      { action: 'manage', subject: 'demands' },
      { action: 'manage', subject: 'tasks' },
      // Recepção asks the AI for área and prioridade of a new demanda (issue 20).
      { action: 'read', subject: 'ai' },
      { action: 'create', subject: 'ai' },
    ]);
    const target = (await userRow('recepcao@gabinete.demo'))!;
    const res = await t.call(manager, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      ...multipart({ phone: '(19) 3333-4444' }),
    });
    expect(res.statusCode).toBe(200);
    await t.deps.database.executeSql(
      `update users set ability = null where email = 'assessor@gabinete.demo'`,
    );
    forgetPrincipal();
  });

  it('never demotes or deactivates the last admin, even for someone holding every office ability', async () => {
    const everything = (await import('@gabinete/shared')).ROLE_PRESETS.admin;
    const full = await giveAssessor(everything);
    const target = (await userRow('admin@gabinete.demo'))!;
    for (const fields of <Record<string, string>[]>[{ role: 'assessor' }, { active: 'false' }]) {
      const res = await t.call(full, { method: 'PUT', url: `/api/users/${target.id}`, ...multipart(fields) });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_ADMIN');
    }
    await t.deps.database.executeSql(
      `update users set ability = null where email = 'assessor@gabinete.demo'`,
    );
    forgetPrincipal();
  });
});

describe('changing an e-mail address', () => {
  it('keeps the old address until the new one is confirmed, and warns the old one', async () => {
    const target = (await userRow('recepcao@gabinete.demo'))!;
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      ...multipart({ email: 'juliana.nova@gabinete.demo' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('recepcao@gabinete.demo');
    expect((await userRow('recepcao@gabinete.demo'))?.id).toBe(target.id);

    const notice = [...t.mails].reverse().find((m) => m.to === 'recepcao@gabinete.demo');
    expect(notice?.text).toContain('juliana.nova@gabinete.demo');
    expect(notice?.subject).toMatch(/troca de e-mail/i);

    // The old address still logs in; a reset sent now goes to the old address, never the new one.
    await t.login('recepcao@gabinete.demo');
    const token = tokenOf(linkFrom(t.mails, 'juliana.nova@gabinete.demo'));
    const confirm = await t.app.inject({ method: 'PATCH', url: `/api/users/validate-email/${token}` });
    expect(confirm.statusCode).toBe(200);
    expect(await userRow('recepcao@gabinete.demo')).toBeUndefined();
    expect((await userRow('juliana.nova@gabinete.demo'))?.id).toBe(target.id);
    await t.login('juliana.nova@gabinete.demo');
    const again = await t.app.inject({ method: 'PATCH', url: `/api/users/validate-email/${token}` });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a link whose address was altered', async () => {
    const target = (await userRow('leitura@gabinete.demo'))!;
    await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      ...multipart({ email: 'beatriz.nova@gabinete.demo' }),
    });
    const token = tokenOf(linkFrom(t.mails, 'beatriz.nova@gabinete.demo'));
    const [random] = token.split('.');
    const forged = `${random}.${Buffer.from('intruso@exemplo.com.br').toString('base64url')}`;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/users/validate-email/${forged}` });
    expect(res.statusCode).toBe(400);
    expect(await userRow('intruso@exemplo.com.br')).toBeUndefined();
  });

  it('asks for confirmation when users change their own address too', async () => {
    const me = (await userRow('admin.bh@gabinete.demo'))!;
    const token = await t.login('admin.bh@gabinete.demo');
    const res = await t.call(token, {
      method: 'PUT',
      url: `/api/users/${me.id}`,
      ...multipart({ email: 'sergio.novo@gabinete.demo' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('admin.bh@gabinete.demo');
    expect(linkFrom(t.mails, 'sergio.novo@gabinete.demo')).toMatch(/validar-email/);
  });
});
