// Component tests of the account settings: the fake back end's data in the tabs and the pt-BR validation.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { AccountSettings } from './account-settings.tsx';
import { SAVED_MESSAGE } from './account-settings-shared.ts';

// Generous timeouts: the typing tests are slow when the machine is busy.
describe('the account settings', { timeout: 20_000 }, () => {
  beforeEach(() => notifications.clean());

  it('shows the data of /account-setting/data', async () => {
    renderDemo(<AccountSettings />, { path: '/conta' });
    expect(await screen.findByLabelText(/Nome de usuário/)).toHaveValue('joaosilva');
    expect(screen.getByDisplayValue('João Silva')).toHaveAccessibleName(/^Nome/);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('joao.silva@example.org');
    expect(screen.getByLabelText('Empresa')).toHaveValue('Lúmen Consultoria');
    await userEvent.click(screen.getByRole('tab', { name: 'Informações' }));
    expect(screen.getByLabelText('Telefone')).toHaveValue('61998765432');
    await userEvent.click(screen.getByRole('tab', { name: 'Redes sociais' }));
    expect(screen.getByLabelText('LinkedIn')).toHaveValue('https://linkedin.example/in/joaosilva');
    expect(screen.getByText('Conectado como @joaosilva')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conectar GitHub' }));
    expect(screen.getByRole('button', { name: 'Desconectar GitHub' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notificações' }));
    expect(screen.getByRole('switch', { name: 'Avisar quando alguém me seguir' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Novidades e anúncios' })).toBeChecked();
  });

  it('refuses a bad e-mail and saves a good one in the page only', async () => {
    const { backend } = renderDemo(<AccountSettings />, { path: '/conta' });
    const email = await screen.findByLabelText(/E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'john@');
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvar alterações' })[0]!);
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument();
    await userEvent.type(email, 'lumen.example');
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvar alterações' })[0]!);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
    const res = await backend.handle({ method: 'GET', url: '/account-setting/data' });
    expect((res?.body as { general: { email: string } }).general.email).toBe('joao.silva@example.org');
  });

  it('checks the new password and its confirmation', async () => {
    renderDemo(<AccountSettings />, { path: '/conta' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Alterar senha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(screen.getByText('Informe a nova senha.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Senha atual/), 'antiga123');
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'curta');
    await userEvent.type(screen.getByLabelText(/Confirmar nova senha/), 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A nova senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nova senha/));
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'nova-senha-1');
    await userEvent.clear(screen.getByLabelText(/Confirmar nova senha/));
    await userEvent.type(screen.getByLabelText(/Confirmar nova senha/), 'nova-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Senha atual/)).toHaveValue('');
  });
});
