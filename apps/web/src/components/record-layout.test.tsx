import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { RecordLayout } from './record-layout.tsx';

const page = (
  <RecordLayout
    card={<p>Cartão</p>}
    tabs={[
      { value: 'comentarios', label: 'Comentários (2)', panel: <p>Lista de comentários</p> },
      { value: 'historico', label: 'Histórico', panel: <p>Linha de mudanças</p> },
    ]}
  />
);

describe('RecordLayout', () => {
  it('opens the tab named in the URL and writes the chosen one there, leaving the first one out', async () => {
    const { router } = renderWithApp(page, { path: '/demandas/:id', route: '/demandas/1?aba=historico' });
    expect(screen.getByText('Cartão')).toBeInTheDocument();
    expect(screen.getByText('Linha de mudanças')).toBeInTheDocument();
    expect(screen.queryByText('Lista de comentários')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Comentários (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Lista de comentários')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=historico'));
  });

  it('falls back to the first tab for an unknown name', () => {
    renderWithApp(page, { path: '/demandas/:id', route: '/demandas/1?aba=nada' });
    expect(screen.getByRole('tab', { name: 'Comentários (2)' })).toHaveAttribute('aria-selected', 'true');
  });
});
