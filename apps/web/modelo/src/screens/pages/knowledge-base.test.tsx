import { screen, waitFor } from '@testing-library/react';
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

  it('goes from a category to its questions and on to an article, with breadcrumbs back', async () => {
    const { router } = renderDemo(<KnowledgeBase />, { path: '/base-de-conhecimento', route });
    await userEvent.click(await screen.findByRole('link', { name: 'Dúvidas sobre a API' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dúvidas sobre a API' })).toBeInTheDocument();
    expect(await screen.findAllByRole('region')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /how-to number/ })).toHaveLength(29);
    await userEvent.click(screen.getByRole('link', { name: 'Billing: how-to number 2' }));
    expect(router.state.location.pathname).toBe('/base-de-conhecimento/api-questions/question-12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I connect a second mailbox?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Atualizado em 10/12/2020')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\?$/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: 'Dúvidas sobre a API' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/base-de-conhecimento/api-questions'));
  });
});
