// The chat app against a fresh fake back end: unseen badge cleared on opening, sending, a new conversation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { ChatApp } from './chat-app.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('the /modelo chat app', () => {
  it("opening Rafael's chat clears its unseen badge", async () => {
    const { router } = renderDemo(<ChatApp />, { path: '/chat', route: 'chat' });
    const item = await screen.findByRole('button', { name: 'Rafael Duarte, 1 nova' });
    expect(within(section('Conversas')).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(item);
    const messages = await screen.findByRole('list', { name: 'Mensagens' });
    expect(within(messages).getByText('Valeu! Qualquer coisa me chama.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?contato=2');
    await waitFor(() =>
      expect(within(section('Conversas')).getByRole('button', { name: 'Rafael Duarte' })).toBeInTheDocument(),
    );
    expect(screen.getByText(/Ocupado · Desenvolvedor/)).toBeInTheDocument();
  });

  it('sends a message (not an empty one) and shows it at once', async () => {
    const { backend } = renderDemo(<ChatApp />, { path: '/chat?contato=1', route: 'chat' });
    within(await screen.findByRole('list', { name: 'Mensagens' })).getByText('Por nada, até amanhã.');
    const send = screen.getByRole('button', { name: 'Enviar' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Bom dia, Mariana!{Enter}');
    const messages = await screen.findByRole('list', { name: 'Mensagens' });
    expect(await within(messages).findByText('Bom dia, Mariana!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    const res = await backend.handle({ method: 'GET', url: '/apps/chat/get-chat?id=1' });
    expect((res?.body as { chat: { chat: unknown[] } }).chat.chat).toHaveLength(7);
  });

  it('messaging a contact without a chat starts one under Conversas', async () => {
    renderDemo(<ChatApp />, { path: '/chat', route: 'chat' });
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Contatos' })).findByRole('button', {
        name: 'Gustavo Pereira',
      }),
    );
    expect(await screen.findByText(/Nenhuma mensagem com Gustavo Pereira ainda/)).toBeInTheDocument();
    expect(
      within(section('Conversas')).queryByRole('button', { name: 'Gustavo Pereira' }),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Olá, Gustavo!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await within(screen.getByRole('list', { name: 'Mensagens' })).findByText('Olá, Gustavo!'),
    ).toBeInTheDocument();
    const conversas = section('Conversas');
    expect(await within(conversas).findByRole('button', { name: 'Gustavo Pereira' })).toBeInTheDocument();
    expect(within(conversas).getAllByRole('button')).toHaveLength(3);
  });

  it('filters conversations and contacts by name', async () => {
    renderDemo(<ChatApp />, { path: '/chat', route: 'chat' });
    await screen.findByRole('region', { name: 'Contatos' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar contatos' }), 'ma');
    // Mariana Lopes and Luiza Martins; of them only Mariana has a chat.
    expect(within(section('Contatos')).getAllByRole('button')).toHaveLength(2);
    expect(within(section('Conversas')).getAllByRole('button')).toHaveLength(1);
  });
});
