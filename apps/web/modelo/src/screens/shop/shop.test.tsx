import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { Shop } from './shop.tsx';

const names = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the shop', () => {
  it('shows the first 9 of the 27 products, newest first', async () => {
    renderDemo(<Shop />, { path: '/loja' });
    expect(await screen.findByText('27 resultados')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(names()[0]).toBe('Kit casa inteligente Nimbus');
    expect(screen.getByRole('link', { name: 'Carrinho, 5 itens' })).toBeInTheDocument();
  });

  it('sorts by the lowest price, searches and pages through the URL', async () => {
    const { router } = renderDemo(<Shop />, { path: '/loja' });
    await screen.findByText('27 resultados');
    await userEvent.click(screen.getByRole('radio', { name: 'Menor preço' }));
    await waitFor(() => expect(names()[0]).toBe('Ventilador portátil Brisa'));
    expect(router.state.location.search).toBe('?sortBy=price-asc');
    await userEvent.type(screen.getByLabelText('Buscar produto'), 'pomar');
    expect(await screen.findByText('5 resultados', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sortBy=price-asc&q=pomar');
    expect(names()).toEqual([
      'Capinha de madeira Pomar para celular',
      'Capa Pomar para notebook de 13"',
      'Pulseira Pomar para relógio inteligente',
      'Suporte Pomar para tablet',
      'Base de carregamento Pomar',
    ]);
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
  }, 15_000);

  it('opens page 3 from the URL and moves back to page 2', async () => {
    const { router } = renderDemo(<Shop />, { path: '/loja?page=3' });
    await screen.findByText('27 resultados');
    await waitFor(() => expect(names()[0]).toBe('Mouse gamer Granito'));
    expect(names()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(names()[0]).toBe('Cafeteira expresso Tavares'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('adds a product to the cart: the count goes up and the button leads to the cart', async () => {
    renderDemo(<Shop />, { path: '/loja' });
    const card = within(await screen.findByRole('article', { name: 'Adaptador USB-C Cobalto' }));
    await screen.findByRole('link', { name: 'Carrinho, 5 itens' });
    await userEvent.click(card.getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByRole('link', { name: 'Carrinho, 6 itens' })).toBeInTheDocument();
    expect(await card.findByRole('link', { name: 'Ver carrinho' })).toHaveAttribute('href', '/loja/carrinho');
  });

  it('toggles a product in the wishlist', async () => {
    renderDemo(<Shop />, { path: '/loja' });
    const card = within(await screen.findByRole('article', { name: 'Adaptador USB-C Cobalto' }));
    const button = card.getByRole('button', { name: 'Lista de desejos' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Lista de desejos' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(card.getByRole('button', { name: 'Lista de desejos' }));
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Lista de desejos' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});
