import { createDemoBackend } from '@gabinete/template-demo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { Cart } from './cart.tsx';
import { cartLine, cartTotals } from './cart-summary.tsx';
import type { CartProduct } from './shop-api.ts';

describe('the cart', () => {
  it('lists the 5 products, removes one from the back end and saves one to the wishlist', async () => {
    const { backend } = renderDemo(<Cart />, { path: '/loja/carrinho' });
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.getAllByText(/^Entrega até \d\d\/\d\d$/)).toHaveLength(5);
    expect(screen.getAllByText(/ofertas? disponíve/)).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Mini drone Vela do carrinho' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const cart = await backend.handle({ method: 'GET', url: '/apps/ecommerce/cart' });
    expect((cart?.body as { products: { id: number }[] }).products.map((p) => p.id)).not.toContain(23);
    const row = within(screen.getByRole('article', { name: 'Capinha de madeira Pomar para celular' }));
    await userEvent.click(row.getByRole('button', { name: 'Salvar na lista de desejos' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const wishlist = await backend.handle({ method: 'GET', url: '/apps/ecommerce/wishlist' });
    expect((wishlist?.body as { products: { id: number }[] }).products.map((p) => p.id)).toContain(21);
  });

  it('raises the total with the quantity, checks out with pt-BR validation and leaves the cart empty', async () => {
    const { backend } = renderDemo(<Cart />, { path: '/loja/carrinho' });
    await screen.findAllByRole('article');
    const before = screen.getByTestId('cart-total').textContent;
    const row = within(screen.getByRole('article', { name: 'Capinha de madeira Pomar para celular' }));
    await userEvent.click(row.getByRole('textbox', { name: 'Quantidade' }));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).not.toBe(before));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar pedido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(screen.getByText('O CEP tem 8 dígitos.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Nome completo/), 'Ana Lima');
    await userEvent.type(screen.getByLabelText(/Telefone/), '61999990000');
    await userEvent.type(screen.getByLabelText(/CEP/), '70000-000');
    await userEvent.type(screen.getByLabelText(/Rua/), 'Rua A');
    await userEvent.type(screen.getByLabelText(/Número/), '10');
    await userEvent.type(screen.getByLabelText(/Bairro/), 'Centro');
    await userEvent.type(screen.getByLabelText(/Cidade/), 'Brasília');
    await userEvent.type(screen.getAllByLabelText(/^Estado/)[0]!, 'DF');
    await userEvent.click(await screen.findByRole('option', { name: 'DF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Pix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByText(/nenhum valor foi cobrado/)).toBeInTheDocument();
    await waitFor(async () => {
      const cart = await backend.handle({ method: 'GET', url: '/apps/ecommerce/cart' });
      expect((cart?.body as { products: unknown[] }).products).toEqual([]);
    });
  }, 20_000);

  it('adds the centavos of the lines shown: the total is never one centavo off', () => {
    // R$ 33,33 at 13 % and R$ 12,34 at 7 %: the lines show 29,00 and 11,48 (40,48 together), where
    // discounting the exact subtotal gives 40,4733 and a total of 40,47 under lines that add up to 40,48.
    const product = (id: number, price: number, discountPercentage: number, qty: number) =>
      ({ id, price, discountPercentage, qty, hasFreeShipping: true }) as unknown as CartProduct;
    const products = [product(1, 33.33, 13, 1), product(2, 12.34, 7, 1)];
    const lines = products.map((p) => cartLine(p, p.qty).discountedCents);
    expect(lines).toEqual([2900, 1148]);
    expect(cartTotals(products, {}).total).toBe(40.48);
  });

  it('says the cart is empty when it is', async () => {
    const backend = createDemoBackend();
    for (const id of [27, 21, 26, 25, 23])
      await backend.handle({ method: 'DELETE', url: `/apps/ecommerce/cart/${id}` });
    renderDemo(<Cart />, { path: '/loja/carrinho', backend });
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar pedido' })).not.toBeInTheDocument();
  });
});
