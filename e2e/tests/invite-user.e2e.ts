// An office admin invites a user, narrows their permissions, and the new user sees only what was allowed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, logIn, mainMenu, menuEntry, pathname } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { outboxSnapshot, waitForMail } from '../support/outbox.ts';

const browser = useBrowser();

const invitee = {
  name: 'Teste Convidado',
  email: 'convidado.e2e@gabinete.demo',
  password: 'Convidado-e2e-2026',
};

const matrixBox = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Permissões por área' }).getByRole('checkbox', { name, exact: true });

describe('inviting a user', () => {
  it('invites a user, restricts them to reading Usuários, and they see only that in the menu', async () => {
    const admin = browser.page();
    const before = outboxSnapshot(browser.dataDir);
    await logIn(admin, DEMO.officeAdmin.email);

    // Invite from the users list.
    await menuEntry(admin, 'Usuários').click();
    await admin.waitForURL((url) => url.pathname === '/usuarios');
    await admin.getByRole('button', { name: 'Convidar usuário' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Convidar usuário' });
    await drawer.getByLabel(/^Nome/).fill(invitee.name);
    await drawer.getByLabel(/^E-mail/).fill(invitee.email);
    await drawer.getByLabel(/^Perfil/).click();
    await admin.getByRole('option', { name: 'Assessor', exact: true }).click();
    await drawer.getByRole('button', { name: 'Enviar convite' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Open their page and leave only 'Ver' on Usuários and Dashboard.
    const users = admin.getByRole('table', { name: 'Usuários' });
    await users.getByRole('link', { name: invitee.name }).click();
    await admin.waitForURL((url) => /^\/usuarios\/[^/]+$/.test(url.pathname));
    const userPath = pathname(admin);
    await admin.getByRole('heading', { name: invitee.name }).waitFor({ state: 'visible' });
    expect(await matrixBox(admin, 'Ver Configurações').isChecked()).toBe(true);

    const readAll = matrixBox(admin, 'Ver: todas as áreas');
    await readAll.check();
    await readAll.uncheck();
    for (const name of ['Ver Usuários', 'Criar Usuários', 'Ver Configurações', 'Editar Eleitores']) {
      expect(await matrixBox(admin, name).isChecked(), name).toBe(false);
    }
    await matrixBox(admin, 'Ver Usuários').check();
    await matrixBox(admin, 'Ver Dashboard').check();
    const saved = admin.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/users/'),
    );
    await admin.getByRole('button', { name: 'Salvar', exact: true }).last().click();
    expect((await saved).status()).toBe(200);
    await admin.getByText('Personalizado', { exact: true }).waitFor({ state: 'visible' });

    // The server kept it: a reload shows the same matrix.
    await admin.goto(userPath);
    await matrixBox(admin, 'Ver Usuários').waitFor({ state: 'visible' });
    expect(await matrixBox(admin, 'Ver Usuários').isChecked()).toBe(true);
    expect(await matrixBox(admin, 'Ver Dashboard').isChecked()).toBe(true);
    expect(await matrixBox(admin, 'Criar Usuários').isChecked()).toBe(false);
    expect(await matrixBox(admin, 'Ver Configurações').isChecked()).toBe(false);

    // The invitation e-mail leads to 'Definir senha'.
    const mail = await waitForMail(browser.dataDir, invitee.email, { ignore: before });
    expect(new URL(mail.link).pathname).toBe('/definir-senha');
    const guest = await browser.newPage();
    await guest.goto(mail.link);
    await guest.getByLabel(/^Nova senha/).fill(invitee.password);
    await guest.getByLabel(/^Confirme a nova senha/).fill(invitee.password);
    await guest.getByRole('button', { name: 'Definir senha' }).click();
    await guest.waitForURL((url) => url.pathname === '/' && url.search === '');

    // Logged in, the menu offers the two areas left readable (Dashboard, Usuários) and nothing else.
    await logIn(guest, invitee.email, invitee.password);
    await guest.getByRole('banner').getByText(invitee.name).waitFor({ state: 'visible' });
    await menuEntry(guest, 'Usuários').waitFor({ state: 'visible' });
    expect(await menuEntry(guest, 'Configurações').count()).toBe(0);
    expect(await menuEntry(guest, 'Organizações').count()).toBe(0);
    expect(await mainMenu(guest).getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Usuários']);

    // Reading is not inviting: the list opens without 'Convidar usuário'.
    await menuEntry(guest, 'Usuários').click();
    await guest
      .getByRole('table', { name: 'Usuários' })
      .getByText(invitee.name)
      .waitFor({ state: 'visible' });
    expect(await guest.getByRole('button', { name: 'Convidar usuário' }).count()).toBe(0);
    await guest.goto('/configuracoes');
    await guest.waitForURL((url) => url.pathname === '/acesso-negado');
  });
});
