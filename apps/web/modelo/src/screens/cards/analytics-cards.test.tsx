import { createDemoBackend } from '@gabinete/template-demo';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { quietCharts } from './quiet-charts.ts';
import { AnalyticsCards } from './analytics-cards.tsx';

const card = (name: string) => screen.findByRole('region', { name });

describe('the analytics cards', () => {
  quietCharts();

  it("shows the support tracker's figures from the fake back end and a chart in every card", async () => {
    renderDemo(<AnalyticsCards />, { path: '/cartoes/analise' });
    expect(screen.getByLabelText('Carregando acompanhamento de suporte')).toBeInTheDocument();
    const support = within(await card('Acompanhamento de suporte'));
    expect(await support.findByText('163')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando acompanhamento de suporte')).not.toBeInTheDocument();
    expect(support.getByText('29')).toBeInTheDocument();
    expect(support.getByText('63')).toBeInTheDocument();
    expect(support.getByText('1 dia')).toBeInTheDocument();
    // 100 of the 163 tickets are no longer open.
    expect(support.getByRole('img', { name: 'Gráfico: 61% dos tickets resolvidos' })).toBeInTheDocument();

    const orders = within(await card('Pedidos de produtos'));
    expect(await orders.findByText('22.810')).toBeInTheDocument();
    expect(orders.getByText('4.695')).toBeInTheDocument();
    const customers = within(await card('Clientes'));
    expect(await customers.findByText('1.027')).toBeInTheDocument();
    expect(within(await card('Relatório de receita')).getByText('R$ 24.930,00')).toBeInTheDocument();

    const titles = [
      'Média de sessões',
      'Acompanhamento de suporte',
      'Meta',
      'Receita',
      'Relatório de receita',
      'Pedidos de produtos',
      'Sessões por dispositivo',
      'Clientes',
    ];
    for (const title of titles) {
      const region = within(await card(title));
      expect(await region.findAllByRole('img', { name: /^Gráfico: / })).not.toHaveLength(0);
    }
  });

  it('shows an error in the one card whose endpoint fails and keeps the others', async () => {
    const real = createDemoBackend();
    const backend = {
      handle: (req: { method: string; url: string }) =>
        req.url.includes('/card/card-analytics/customers')
          ? Promise.resolve({ status: 500, body: { message: 'Serviço indisponível.' } })
          : real.handle(req),
    };
    renderDemo(<AnalyticsCards />, { path: '/cartoes/analise', backend });
    const customers = within(await card('Clientes'));
    expect(await customers.findByText('Serviço indisponível.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(customers.queryByRole('img')).not.toBeInTheDocument();
    expect(await within(await card('Meta')).findByText('781.040')).toBeInTheDocument();
  });
});
