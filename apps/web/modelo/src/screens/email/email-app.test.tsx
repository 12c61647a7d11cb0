// The e-mail app against a fresh fake back end: counts, moving to trash, starred, search, reading and labels.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { EmailApp } from './email-app.tsx';

const route = 'email/*';

async function mailRows() {
  const list = await screen.findByRole('list', { name: 'E-mails' });
  return within(list).getAllByRole('listitem');
}

// Generous timeouts: the machine running the tests may be busy.
describe('the /modelo e-mail app', { timeout: 20_000 }, () => {
  it('lists the 8 inbox mails with the 3 unread in the badge', async () => {
    renderDemo(<EmailApp />, { path: '/email', route });
    expect(await mailRows()).toHaveLength(8);
    expect(await screen.findByRole('link', { name: 'Caixa de entrada 3 não lidas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rascunhos 4 rascunhos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spam 2 não lidas' })).toBeInTheDocument();
  });

  it('lists the mails newest first by date (a time of today counts as newest)', async () => {
    renderDemo(<EmailApp />, { path: '/email', route });
    const shown = (await mailRows()).map((row) => {
      const time = /\d{2}:\d{2}/.exec(row.textContent ?? '');
      const date = /(\d{2})\/(\d{2})\/(\d{4})/.exec(row.textContent ?? '');
      return date ? Number(`${date[3]}${date[2]}${date[1]}`) : time ? Infinity : NaN;
    });
    expect(shown.filter(Number.isNaN)).toEqual([]);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('moves the selected unread mail to trash: the list, the badge and the trash follow', async () => {
    const { backend } = renderDemo(<EmailApp />, { path: '/email', route });
    await mailRows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar: Revisão do orçamento anual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await mailRows()).toHaveLength(7));
    expect(await screen.findByRole('link', { name: 'Caixa de entrada 2 não lidas' })).toBeInTheDocument();
    expect(screen.queryByText('Revisão do orçamento anual')).not.toBeInTheDocument();
    const res = await backend.handle({ method: 'GET', url: '/apps/email/emails?folder=trash' });
    expect((res?.body as { emails: { id: number }[] }).emails.map((m) => m.id)).toContain(21);

    await userEvent.click(screen.getByRole('link', { name: 'Lixeira' }));
    await waitFor(async () => expect(await mailRows()).toHaveLength(5));
    expect(screen.getByText('Revisão do orçamento anual')).toBeInTheDocument();
  });

  it('shows the starred mails outside trash, and a star toggled off leaves the folder', async () => {
    renderDemo(<EmailApp />, { path: '/email/starred', route });
    expect(await mailRows()).toHaveLength(6);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover estrela: Revisão do orçamento anual' }),
    );
    await waitFor(async () => expect(await mailRows()).toHaveLength(5));
  });

  it('searches the subject through ?q=', async () => {
    const { router } = renderDemo(<EmailApp />, { path: '/email', route });
    await mailRows();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Pesquisar e-mails pelo assunto' }),
      'orçamento',
    );
    await waitFor(async () => expect(await mailRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?q=or%C3%A7amento');
  });

  it('reads a mail, marks it read and walks to the next and previous ones', async () => {
    const { router } = renderDemo(<EmailApp />, { path: '/email/inbox/24', route });
    expect(
      await screen.findByRole('heading', { name: 'Boas-vindas ao novo colaborador' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByText('2 respostas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Revisão do orçamento anual' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email/inbox/21');
    // Mail 21 was unread: opening it lowers the inbox count.
    expect(await screen.findByRole('link', { name: 'Caixa de entrada 2 não lidas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(
      await screen.findByRole('heading', { name: 'Boas-vindas ao novo colaborador' }),
    ).toBeInTheDocument();
  });

  it('toggles a label on the open mail and the label view lists it', async () => {
    const { backend } = renderDemo(<EmailApp />, { path: '/email/inbox/24', route });
    await screen.findByRole('heading', { name: 'Boas-vindas ao novo colaborador' });
    await userEvent.click(screen.getByRole('button', { name: 'Rótulos' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Importante' }));
    await waitFor(async () => {
      const res = await backend.handle({ method: 'GET', url: '/apps/email/get-email?id=24' });
      expect((res?.body as { labels: string[] }).labels).toEqual(['private', 'important']);
    });
    // 'Importante' had 3 mails (1, 19 in spam, 21); now mail 24 too.
    await userEvent.click(screen.getByRole('link', { name: 'Importante' }));
    await waitFor(async () => expect(await mailRows()).toHaveLength(4));
    expect(screen.getByText('Boas-vindas ao novo colaborador')).toBeInTheDocument();
  });
});
