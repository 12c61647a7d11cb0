import { createDemoBackend } from '@gabinete/template-demo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { Wishlist } from './wishlist.tsx';

describe('the wishlist', () => {
  it('removes a product and moves the other to the cart, then shows the empty state', async () => {
    const backend = createDemoBackend();
    await backend.handle({ method: 'DELETE', url: '/apps/ecommerce/cart/23' });
    renderDemo(<Wishlist />, { path: '/loja/desejos', backend });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover Estação de trabalho Granito Estúdio da lista de desejos' }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Mover para o carrinho' }));
    expect(await screen.findByText('Sua lista de desejos está vazia.')).toBeInTheDocument();
    const wishlist = await backend.handle({ method: 'GET', url: '/apps/ecommerce/wishlist' });
    expect((wishlist?.body as { products: unknown[] }).products).toHaveLength(0);
    const cart = await backend.handle({ method: 'GET', url: '/apps/ecommerce/cart' });
    expect((cart?.body as { products: { id: number }[] }).products.map((p) => p.id)).toContain(23);
    expect(within(document.body).getByRole('link', { name: 'Ver produtos da loja' })).toBeInTheDocument();
  });
});
