// Blog list against the fake back end: the 6 posts and the sidebar's search and category filters.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { BlogList } from './blog-list.tsx';

describe('the /modelo blog list', () => {
  it('shows the 6 posts and the sidebar search narrows them on the page', async () => {
    renderDemo(<BlogList />, { path: '/blog' });
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Posts recentes' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar no blog' }), 'fermentação');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Guia de fim de semana para o pão de fermentação natural',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar no blog' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar no blog' }), 'nada disso');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(/Nenhum post encontrado/)).toBeInTheDocument();
  });

  it('filters by a sidebar category (Vídeo: 2 posts)', async () => {
    renderDemo(<BlogList />, { path: '/blog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vídeo' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Vídeo' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
