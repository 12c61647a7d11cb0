import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { ProductPage } from './product.tsx';

describe('the product page', () => {
  it('shows the product and adds it to the cart', async () => {
    const { backend } = renderDemo(<ProductPage />, { path: '/loja/produto/6', route: 'loja/produto/:id' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Teclado mecânico Cobalto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('R$ 119,00')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    const related = within(await screen.findByRole('region', { name: 'Produtos relacionados' }));
    expect(related.getAllByRole('link').map((link) => link.textContent)[0]).toBe('Adaptador USB-C Cobalto');
    expect(related.getAllByRole('link')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByRole('link', { name: 'Ver carrinho' })).toBeInTheDocument();
    const cart = await backend.handle({ method: 'GET', url: '/apps/ecommerce/cart' });
    expect((cart?.body as { products: { id: number }[] }).products.map((p) => p.id)).toContain(6);
  });

  it('says so in pt-BR when the product does not exist', async () => {
    renderDemo(<ProductPage />, { path: '/loja/produto/999', route: 'loja/produto/:id' });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toBeInTheDocument());
  });
});
