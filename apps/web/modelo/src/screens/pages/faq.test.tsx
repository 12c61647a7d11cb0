import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { FaqPage } from './faq.tsx';

const categories = () =>
  within(screen.getByRole('navigation', { name: 'Categorias' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the FAQ page', () => {
  it('lists five categories, opens one and narrows them with the search', async () => {
    renderDemo(<FaqPage />, { path: '/faq' });
    await screen.findByRole('navigation', { name: 'Categorias' });
    expect(categories()).toEqual([
      'Pagamento7',
      'Entrega5',
      'Cancelamento e devolução7',
      'Meus pedidos5',
      'Produtos e serviços4',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Entrega/ }));
    expect(screen.getByRole('button', { name: 'Como acompanho minha encomenda?' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar pergunta' }), 'cartão');
    await waitFor(() => expect(categories()).toEqual(['Pagamento4']));
    expect(
      screen.getByRole('button', { name: 'Quando a cobrança aparece na fatura do cartão?' }),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar pergunta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar pergunta' }), 'xyz');
    expect(await screen.findByText('Nenhuma pergunta encontrada para "xyz".')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).not.toBeInTheDocument();
  }, 15_000);
});
