import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { quietCharts } from './quiet-charts.ts';
import { StatisticsCards } from './statistics-cards.tsx';

describe('the statistics cards', () => {
  quietCharts();

  it('shows every card with its figure from the fake back end and its little chart', async () => {
    renderDemo(<StatisticsCards />, { path: '/cartoes/estatisticas' });
    const figures: [string, string][] = [
      ['Pedidos', '2.710'],
      ['Lucro', 'R$ 6.140,00'],
      ['Assinantes', '91.800'],
      ['Receita', 'R$ 96.200,00'],
      ['Vendas', '35.900'],
      ['Pedidos recebidos', '96.800'],
      // The last point of each series, and its change against the one before.
      ['Tráfego do site', '199'],
      ['Usuários ativos', '880'],
      ['Newsletter', '90'],
    ];
    for (const [title, figure] of figures) {
      const region = within(await screen.findByRole('region', { name: title }));
      expect(await region.findByText(figure)).toBeInTheDocument();
      expect(region.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(region.getByRole('img', { name: /^Gráfico: / })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Tráfego do site' })).getByText('+22,8%'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Usuários ativos' })).getByText('+15,8%'),
    ).toBeInTheDocument();
  });
});
