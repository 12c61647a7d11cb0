import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { PricingPage } from './pricing.tsx';

describe('the pricing page', () => {
  it('switches the Padrão plan from 49 a month to 40 a month and 480 a year', async () => {
    renderDemo(<PricingPage />, { path: '/precos' });
    const standard = within(await screen.findByRole('article', { name: 'Plano Padrão' }));
    expect(standard.getByText('Popular')).toBeInTheDocument();
    expect(standard.getByText('49')).toBeInTheDocument();
    expect(standard.queryByText('R$ 480/ano')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Plano Básico' })).getByText('Grátis'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Cobrança anual' }));
    expect(standard.getByText('40')).toBeInTheDocument();
    expect(standard.queryByText('49')).not.toBeInTheDocument();
    expect(standard.getByText('R$ 480/ano')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Plano Corporativo' })).getByText('R$ 960/ano'),
    ).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Existe período de teste?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/14 dias grátis/)).toBeInTheDocument();
  });

  it("chooses monthly or yearly by clicking the words 'Mensal' and 'Anual' too", async () => {
    renderDemo(<PricingPage />, { path: '/precos' });
    const toggle = await screen.findByRole('switch', { name: 'Cobrança anual' });
    await userEvent.click(screen.getByRole('button', { name: 'Anual' }));
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mensal' }));
    expect(toggle).not.toBeChecked();
  });

  it("answers 'Assinar' with a notice that the page is a demonstration", async () => {
    renderDemo(<PricingPage />, { path: '/precos' });
    const standard = within(await screen.findByRole('article', { name: 'Plano Padrão' }));
    await userEvent.click(standard.getByRole('button', { name: 'Assinar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demonstração' });
    expect(dialog).toHaveTextContent('nenhuma assinatura é feita e nada é cobrado');
    expect(dialog).toHaveTextContent('Padrão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
