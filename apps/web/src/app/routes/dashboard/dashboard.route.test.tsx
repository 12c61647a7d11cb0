import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardFixture,
  emptyDashboardFixture,
} from '../../../features/dashboard/lib/dashboard.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { DashboardRoute } from './dashboard.route.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page loads in a slow CI worker too. */
const WAIT = { timeout: 5000 };

const card = (name: string) => within(screen.getByRole('region', { name }));
const href = (scope: ReturnType<typeof card> | typeof screen, name: string | RegExp) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe('DashboardRoute', () => {
  it('links every figure to its filtered list', { timeout: 20_000 }, async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    mockRoutes({ 'GET /api/dashboard': dashboardFixture });
    renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });

    // The figures across the top.
    expect(await screen.findByRole('link', { name: '95 demandas em aberto' }, WAIT)).toHaveAttribute(
      'href',
      '/demandas?situation=open',
    );
    expect(href(screen, '19 atrasadas')).toBe('/demandas?overdue=true');
    expect(href(screen, '3 atendimentos nesta semana')).toBe('/atendimentos?from=2026-11-23&to=2026-11-29');
    expect(href(screen, '~1.000.467 eleitores')).toBe('/eleitores');
    expect(href(screen, '+412 neste mês')).toBe('/eleitores?createdFrom=2026-11-01');
    expect(href(screen, '7 aniversariantes hoje')).toBe('/aniversariantes');

    // Demandas by situação and by área.
    const statuses = card('Demandas por situação');
    expect(href(statuses, 'Encaminhado para a Prefeitura: 58 demandas')).toBe(
      '/demandas?statusIds=st-prefeitura',
    );
    expect(href(statuses, 'Solucionado: 85 demandas')).toBe('/demandas?statusIds=st-solucionado');
    const areas = card('Em aberto por área');
    expect(href(areas, 'Saúde: 60 em aberto')).toBe('/demandas?areaIds=ar-saude&situation=open');
    expect(areas.getByText('Sem área')).toBeInTheDocument();
    expect(areas.queryByRole('link', { name: /Sem área/ })).toBeNull();

    // Atendimentos: this week and the one before.
    const occurrences = card('Atendimentos por semana');
    expect(href(occurrences, /Semana passada/)).toBe('/atendimentos?from=2026-11-16&to=2026-11-22');

    // My tasks by prazo, and a task opening in its drawer.
    const tasks = card('Minhas tarefas');
    expect(href(tasks, 'Vencidas: 2')).toBe('/tarefas?assigneeId=me&due=overdue');
    expect(href(tasks, 'Vencem hoje: 1')).toBe('/tarefas?assigneeId=me&due=today');
    expect(href(tasks, 'Em 7 dias: 3')).toBe('/tarefas?assigneeId=me&due=week');
    expect(href(tasks, /Retornar a ligação de Wagner/)).toBe('/tarefas/t-1');
    expect(tasks.getByText('Venceu em 18/11/2026')).toBeInTheDocument();

    // The agenda opens the event's week with it open.
    const events = card('Próximos eventos');
    expect(events.getByText('Amanhã')).toBeInTheDocument();
    expect(href(events, /Reunião com a Secretaria de Saúde/)).toBe(
      '/agenda?date=2026-11-24&view=week&event=ev-1',
    );

    // Birthdays with the contact buttons.
    const birthdays = card('Aniversariantes de hoje');
    expect(href(birthdays, 'Camila Isadora Prado')).toBe('/eleitores/c-camila');
    expect(birthdays.getByText(/faz 56 anos/)).toBeInTheDocument();
    // The admin greets through the office's WhatsApp (POST /whatsapp/sendmessage), so a button, not wa.me.
    expect(birthdays.getByRole('button', { name: /WhatsApp/ })).toBeEnabled();
    expect(birthdays.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(href(birthdays, 'e mais 6 aniversariantes')).toBe('/aniversariantes');
  });

  it('offers the first action on the cards of a new office', { timeout: 15_000 }, async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    mockRoutes({ 'GET /api/dashboard': emptyDashboardFixture });
    renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });

    expect(await screen.findByRole('link', { name: 'Registrar a primeira demanda' }, WAIT)).toHaveAttribute(
      'href',
      '/demandas/nova',
    );
    expect(href(screen, 'Registrar o primeiro atendimento')).toBe('/atendimentos?novo=1');
    expect(href(screen, 'Criar uma tarefa')).toBe('/tarefas?nova=1');
    expect(screen.getByText('Nada na agenda nos próximos 7 dias')).toBeInTheDocument();
    expect(href(screen, 'Ver os desta semana')).toBe('/aniversariantes?period=week');
    expect(href(screen, '0 demandas em aberto')).toBe('/demandas?situation=open');
    expect(screen.getByText('Nenhuma atrasada')).toBeInTheDocument();
    expect(href(screen, 'Cadastrar o primeiro eleitor')).toBe('/eleitores/novo');
  });

  it('draws only the cards the user may read, and no first action they may not take', async () => {
    // Atendente SAC: no tarefas, no agenda; creates demandas but cannot see the form's shortcut elsewhere.
    loginAs({ ability: ROLE_PRESETS.atendente_sac, role: 'atendente_sac' });
    mockRoutes({
      'GET /api/dashboard': { ...emptyDashboardFixture, tasks: null, events: null },
    });
    renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });

    expect(await screen.findByRole('region', { name: 'Demandas por situação' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Minhas tarefas' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Próximos eventos' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Aniversariantes de hoje' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Links sociais' })).toBeNull();
  });

  it(
    'shows the visible links sociais opening in a new tab, and points the admin to manage them',
    { timeout: 15_000 },
    async () => {
      loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
      mockRoutes({ 'GET /api/dashboard': dashboardFixture });
      renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });
      const links = within(await screen.findByRole('region', { name: 'Links sociais' }, WAIT));
      const instagram = await links.findByRole('link', { name: 'Instagram da Helena' }, WAIT);
      expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/helenaduarte.vereadora');
      expect(instagram).toHaveAttribute('target', '_blank');
      expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
      expect(links.getByRole('link', { name: 'Gerenciar' })).toHaveAttribute('href', '/links-sociais');
    },
  );

  it('leaves the links card out for a reader when the office shows none', { timeout: 15_000 }, async () => {
    loginAs({ ability: ROLE_PRESETS.leitura, role: 'leitura' });
    mockRoutes({ 'GET /api/dashboard': emptyDashboardFixture });
    renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('Nada na agenda nos próximos 7 dias', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Links sociais' })).toBeNull();
  });

  it("shows the server's message when the dashboard cannot load", { timeout: 15_000 }, async () => {
    loginAs({ ability: ROLE_PRESETS.leitura, role: 'leitura' });
    mockRoutes({
      // A fresh answer per attempt: the client retries server errors before giving up.
      'GET /api/dashboard': () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' }),
    });
    renderWithApp(<DashboardRoute />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Erro interno. Tente novamente em instantes.',
    );
  });
});
