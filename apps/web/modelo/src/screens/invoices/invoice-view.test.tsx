// Invoice view against the fake back end: payment details and the record's totals; unknown number.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { InvoiceView } from './invoice-view.tsx';

describe('the /modelo invoice view', () => {
  it('shows the invoice with its client and payment details', async () => {
    renderDemo(<InvoiceView />, { path: '/faturas/4987', route: 'faturas/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatura #4987' })).toBeInTheDocument();
    expect(screen.getByText('Odete Marinho')).toBeInTheDocument();
    // Every amount in reais, the bank data Brazilian.
    expect(screen.getByText('R$ 12.110,55')).toBeInTheDocument();
    expect(screen.getByText('Banco do Brasil')).toBeInTheDocument();
    expect(screen.getByText('Agência / conta:')).toBeInTheDocument();
    expect(screen.getByText('Chave Pix:')).toBeInTheDocument();
    expect(screen.getByText('Criação de site')).toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Imprimir' })).toHaveAttribute('href', '/faturas/4987/imprimir');
  });

  it('shows a pt-BR not-found state for an unknown number', async () => {
    renderDemo(<InvoiceView />, { path: '/faturas/1', route: 'faturas/:id' });
    expect(await screen.findByRole('heading', { name: 'Fatura não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para a lista de faturas/ })).toHaveAttribute(
      'href',
      '/faturas',
    );
  });
});
