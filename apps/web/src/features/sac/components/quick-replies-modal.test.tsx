import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { QuickRepliesModal } from './quick-replies-modal.tsx';

const BOM_DIA = { _id: 'q1', shortcut: 'bomdia', text: 'Bom dia! Como podemos ajudar?', updatedAt: '' };
let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  api = mockRoutes({
    'GET /api/quick-replies': { quickReplies: [BOM_DIA] },
    'POST /api/quick-replies': ({ body }) =>
      (body as { shortcut: string }).shortcut === 'bomdia'
        ? jsonResponse(409, {
            code: 'QUICK_REPLY_SHORTCUT_IN_USE',
            message: 'Já existe uma resposta rápida com este atalho.',
          })
        : jsonResponse(201, { ...BOM_DIA, _id: 'q2', ...(body as object) }),
  });
  loginAs({ ability: ROLE_PRESETS.atendente_sac, role: 'atendente_sac' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('Respostas rápidas', () => {
  it('lists the replies and says under the field when a shortcut is taken', async () => {
    renderWithApp(<QuickRepliesModal opened onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Respostas rápidas' }));
    expect(await dialog.findByText('/bomdia')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Nova resposta rápida' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Atalho/ }), 'Bom Dia!');
    await userEvent.type(dialog.getByRole('textbox', { name: /Texto/ }), 'Olá');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(
      await dialog.findByText('Atalho: letras minúsculas, números, _ ou - (até 30)'),
    ).toBeInTheDocument();
    expect(api.find('POST', '/api/quick-replies')).toHaveLength(0);

    const shortcut = dialog.getByRole('textbox', { name: /Atalho/ });
    await userEvent.clear(shortcut);
    await userEvent.type(shortcut, 'bomdia');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Já existe uma resposta rápida com este atalho.')).toBeInTheDocument();
    expect(shortcut).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(shortcut);
    await userEvent.type(shortcut, 'ola');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta rápida salva')).toBeInTheDocument();
    expect(api.find('POST', '/api/quick-replies').at(-1)!.body).toEqual({ shortcut: 'ola', text: 'Olá' });
  });
});
