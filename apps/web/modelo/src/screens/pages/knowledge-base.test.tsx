import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { KnowledgeBase } from './knowledge-base.tsx';

const route = 'base-de-conhecimento/*';

describe('the knowledge base', () => {
  it('filters the category cards with the search', async () => {
    renderDemo(<KnowledgeBase />, { path: '/base-de-conhecimento', route });
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar categoria' }), 'automação');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Automação de vendas',
      'Automação de marketing',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar categoria' }), 'xyz');
    expect(screen.getByText('Nenhuma categoria encontrada para "automaçãoxyz".')).toBeInTheDocument();
  });

  it('shows each category its own question groups', async () => {
    renderDemo(<KnowledgeBase />, { path: '/base-de-conhecimento/email-marketing', route });
    expect(await screen.findByRole('region', { name: 'Entregabilidade' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('goes from a category to its questions and on to an article, with breadcrumbs back', async () => {
    const { router } = renderDemo(<KnowledgeBase />, { path: '/base-de-conhecimento', route });
    await userEvent.click(await screen.findByRole('link', { name: 'Dúvidas sobre a API' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dúvidas sobre a API' })).toBeInTheDocument();
    expect(await screen.findAllByRole('region')).toHaveLength(6);
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Autenticação',
      'Limites de uso',
      'Webhooks',
      'Contatos pela API',
      'Erros comuns',
      'Bibliotecas',
    ]);
    expect(groups.flatMap((g) => within(g).getAllByRole('link'))).toHaveLength(29);
    await userEvent.click(screen.getByRole('link', { name: 'Como cadastrar um endereço de webhook' }));
    expect(router.state.location.pathname).toBe('/base-de-conhecimento/api-questions/artigo-69');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Como cadastrar um endereço de webhook' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Webhooks avisam o seu sistema/)).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'Perguntas relacionadas' });
    expect(within(related).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: 'Dúvidas sobre a API' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/base-de-conhecimento/api-questions'));
  });
});
