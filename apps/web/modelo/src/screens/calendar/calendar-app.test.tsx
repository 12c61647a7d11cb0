// Component tests of the calendar against the fake back end: the calendar filters and adding an event.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { CalendarApp } from './calendar-app.tsx';

afterEach(() => vi.restoreAllMocks());

/** The calendars asked for by each GET of the events so far. */
function requested(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((url) => url.startsWith('/apps/calendar/events'))
    .map((url) => new URL(url, 'http://x').searchParams.getAll('calendars'));
}

// Generous timeouts: the typing tests are slow when the machine is busy.
describe('the calendar', { timeout: 20_000 }, () => {
  it('asks for the ticked calendars only and shows their events', async () => {
    renderDemo(<CalendarApp />, { path: '/calendario' });
    const spy = vi.spyOn(window, 'fetch');
    expect(await screen.findByText('Feriado municipal')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Feriado' }));
    await waitFor(() => expect(requested(spy).at(-1)).toEqual(['Business', 'Personal', 'Family', 'ETC']));
    await waitFor(() => expect(screen.queryByText('Feriado municipal')).not.toBeInTheDocument());
    expect(screen.getByText('Consulta médica')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ver todos' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ver todos' }));
    await waitFor(() =>
      expect(requested(spy).at(-1)).toEqual(['Business', 'Personal', 'Holiday', 'Family', 'ETC']),
    );
    expect(await screen.findByText('Feriado municipal')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ver todos' }));
    await waitFor(() => expect(screen.queryByText('Consulta médica')).not.toBeInTheDocument());
    expect(screen.queryByText('Feriado municipal')).not.toBeInTheDocument();
  });

  it('adds an event from the drawer and stores it', async () => {
    const { backend } = renderDemo(<CalendarApp />, { path: '/calendario' });
    await screen.findByText('Feriado municipal');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar evento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Informe o título do evento.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Título/), 'Revisão do orçamento');
    await userEvent.type(screen.getByLabelText('URL do evento'), 'site');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(/Informe um endereço válido/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('URL do evento'));
    await userEvent.type(screen.getByLabelText('Local'), 'Sala 2');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(async () => {
      const res = await backend.handle({ method: 'GET', url: '/apps/calendar/events' });
      const added = (res?.body as { title: string; extendedProps: Record<string, unknown> }[]).find(
        (e) => e.title === 'Revisão do orçamento',
      );
      expect(added?.extendedProps).toMatchObject({ calendar: 'Business', location: 'Sala 2' });
    });
    expect(await screen.findByText('Revisão do orçamento')).toBeInTheDocument();
  });

  it('edits and removes an event from its drawer', async () => {
    const { backend } = renderDemo(<CalendarApp />, { path: '/calendario' });
    await userEvent.click(await screen.findByText('Consulta médica'));
    const title = await screen.findByLabelText(/Título/);
    expect(title).toHaveValue('Consulta médica');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    // Asked first, like users and invoices: 'Cancelar' keeps the event.
    let dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    expect(dialog).toHaveTextContent('Consulta médica');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect((await backend.handle({ method: 'GET', url: '/apps/calendar/events' }))?.body).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Consulta médica')).not.toBeInTheDocument());
    const res = await backend.handle({ method: 'GET', url: '/apps/calendar/events' });
    expect(res?.body).toHaveLength(9);
  });
});
