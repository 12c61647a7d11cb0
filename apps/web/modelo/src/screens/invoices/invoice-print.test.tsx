// Printable invoice: renders the invoice without the shell and asks the browser to print once loaded.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { InvoicePrint } from './invoice-print.tsx';

describe('the /modelo printable invoice', () => {
  it('shows the invoice and calls window.print after loading', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderDemo(<InvoicePrint />, { path: '/faturas/4990/imprimir', route: 'faturas/:id/imprimir' });
    expect(await screen.findByRole('heading', { name: 'Fatura #4990' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Voltar' })).toHaveAttribute('href', '/faturas/4990');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });
});
