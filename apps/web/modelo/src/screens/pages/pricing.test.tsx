import { screen, within } from '@testing-library/react';
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
});
