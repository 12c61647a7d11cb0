// Invoices list against the fake back end: status filter from the URL and delete lowering the total.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onPhone, renderDemo } from '../../test/render-demo.tsx';
import { InvoicesList } from './invoices-list.tsx';

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('the /modelo invoices list', () => {
  it('shows the newest 10 of 50 and narrows by status', async () => {
    const { router } = renderDemo(<InvoicesList />, { path: '/faturas' });
    expect(await screen.findByText('Mostrando 1 a 10 de 50 registros')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('#5036');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status da fatura' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vencida' }));
    expect(await screen.findByText('Mostrando 1 a 3 de 3 registros')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    // The status in words: an overdue invoice never wears 'Pago'; amounts are in reais.
    for (const row of bodyRows()) {
      expect(within(row).getByTestId('invoice-status')).toHaveTextContent('Vencida');
      expect(row).not.toHaveTextContent(/pag[oa]/i);
      expect(row).toHaveTextContent(/R\$/);
      expect(row).not.toHaveTextContent(/(^|[^R])\$/);
    }
    expect(router.state.location.search).toBe('?status=Past+Due');
  });

  it('deletes an invoice after confirmation: 49 left and the number is gone', async () => {
    renderDemo(<InvoicesList />, { path: '/faturas' });
    await screen.findByText('Mostrando 1 a 10 de 50 registros');
    await userEvent.click(screen.getByRole('button', { name: 'Ações da fatura 5036' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir fatura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Mostrando 1 a 10 de 49 registros')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#5036' })).not.toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('#5035');
  });
  it('shows one card per invoice on a phone, with the number, status, total and balance in reais', async () => {
    onPhone();
    renderDemo(<InvoicesList />, { path: '/faturas' });
    const list = await screen.findByRole('list', { name: 'Faturas' });
    const cards = within(list).getAllByTestId('list-card');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('#5036');
    expect(within(cards[0]!).getByTestId('invoice-status')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Total')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(/R\$/);
  });
});
