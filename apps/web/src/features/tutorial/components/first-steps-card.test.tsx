import { ROLE_PRESETS, type TutorialChecklist } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { FirstStepsCard } from './first-steps-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 5000 };
const PATH = '/api/tutorial/checklist';

const checklist = (done: string[], dismissed = false): TutorialChecklist => {
  const items = (['whatsapp', 'citizens', 'team', 'demand'] as const).map((key) => ({
    key,
    done: done.includes(key),
  }));
  return { items, complete: items.every((i) => i.done), dismissed };
};

const card = () => screen.findByRole('region', { name: 'Primeiros passos do gabinete' }, WAIT);

describe('FirstStepsCard', () => {
  it('shows what is left with the way to do it, and hides itself for this user', async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    const api = mockRoutes({
      [`GET ${PATH}`]: checklist(['whatsapp']),
      [`PUT ${PATH}/dismissal`]: checklist(['whatsapp'], true),
    });
    renderWithApp(<FirstStepsCard place="dashboard" />);
    const region = within(await card());
    expect(region.getByText(/1 de 4 concluídos/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Criar demanda' })).toHaveAttribute('href', '/demandas/nova');
    expect(region.getByRole('link', { name: 'Importar planilha' })).toHaveAttribute(
      'href',
      '/importacoes/nova',
    );
    expect(region.getByRole('link', { name: 'Cadastrar eleitor' })).toHaveAttribute(
      'href',
      '/eleitores/novo',
    );
    expect(region.getByRole('link', { name: 'Convidar' })).toHaveAttribute('href', '/usuarios');
    // The WhatsApp is done: no button for it.
    expect(region.queryByRole('link', { name: 'Conectar' })).toBeNull();
    expect(region.getByRole('link', { name: 'Como fazer: Criar a primeira demanda' })).toHaveAttribute(
      'href',
      '/tutorial/demandas',
    );

    await userEvent
      .setup({ delay: null })
      .click(region.getByRole('button', { name: 'Ocultar os primeiros passos' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Primeiros passos do gabinete' })).toBeNull(),
    );
    expect(api.find('PUT', `${PATH}/dismissal`)).toHaveLength(1);
  });

  it('leaves the dashboard once every step is done', async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    const api = mockRoutes({ [`GET ${PATH}`]: checklist(['whatsapp', 'citizens', 'team', 'demand']) });
    renderWithApp(<FirstStepsCard place="dashboard" />);
    await waitFor(() => expect(api.find('GET', PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Primeiros passos do gabinete' })).toBeNull();
  });

  it('tells a user who may not do a step whom to ask', async () => {
    loginAs({ ability: ROLE_PRESETS.recepcao, role: 'recepcao' });
    mockRoutes({ [`GET ${PATH}`]: checklist([]) });
    renderWithApp(<FirstStepsCard place="dashboard" />);
    const region = within(await card());
    // Recepção neither reads the WhatsApp page nor invites people; it registers citizens and demandas.
    expect(region.getAllByText('Peça ao administrador do gabinete')).toHaveLength(2);
    expect(region.getByRole('link', { name: 'Cadastrar eleitor' })).toBeInTheDocument();
    expect(region.queryByRole('link', { name: 'Importar planilha' })).toBeNull();
    expect(region.getByRole('link', { name: 'Criar demanda' })).toBeInTheDocument();
  });

  it('stays in the Tutorial after being hidden, with the way back to the dashboard', async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    const api = mockRoutes({
      [`GET ${PATH}`]: checklist(['team'], true),
      [`DELETE ${PATH}/dismissal`]: checklist(['team'], false),
    });
    renderWithApp(<FirstStepsCard place="tutorial" />);
    const region = within(await card());
    await userEvent
      .setup({ delay: null })
      .click(region.getByRole('button', { name: 'Mostrar no dashboard' }));
    await waitFor(() => expect(region.queryByRole('button', { name: 'Mostrar no dashboard' })).toBeNull());
    expect(api.find('DELETE', `${PATH}/dismissal`)).toHaveLength(1);
  });
});
