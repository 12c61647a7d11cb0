// Template invoices (TEMPLATE-BACKEND.md §8, §16): list newest id first, single with payment details,
// permanent delete, and the clients of the first five stored invoices.
import { PAYMENT_DETAILS, seedInvoices, type DemoInvoice } from '../data/invoices.ts';
import { defineDomain, notFound, ok, removeFirst } from '../domain.ts';
import { containsCI, paginate, queryNumber, queryString, toNumber } from '../helpers.ts';

export interface InvoicesState {
  invoices: DemoInvoice[];
}

export const invoicesDomain = defineDomain<InvoicesState>({
  name: 'invoices',
  createState: () => ({ invoices: seedInvoices() }),
  routes: [
    {
      method: 'GET',
      path: '/apps/invoice/invoices',
      handler: (req, state) => {
        const q = queryString(req, 'q');
        const status = queryString(req, 'status').toLowerCase();
        const filtered = state.invoices
          .filter(
            (invoice) =>
              (containsCI(invoice.client.companyEmail, q) || containsCI(invoice.client.name, q)) &&
              (status === '' || invoice.invoiceStatus.toLowerCase() === status),
          )
          .sort((a, b) => b.id - a.id);
        return ok({
          allData: state.invoices,
          invoices: paginate(filtered, queryNumber(req, 'page', 1), queryNumber(req, 'perPage', 10)),
          total: filtered.length,
        });
      },
    },
    {
      method: 'GET',
      path: '/api/invoice/invoices/:id',
      handler: (req, state) => {
        const invoice = state.invoices.find((i) => i.id === toNumber(req.params.id));
        return invoice ? ok({ invoice, paymentDetails: PAYMENT_DETAILS }) : notFound('Invoice not found');
      },
    },
    {
      method: 'DELETE',
      path: '/apps/invoice/delete',
      handler: (req, state) => {
        const id = queryNumber(req, 'id', NaN);
        return removeFirst(state.invoices, (i) => i.id === id, 'Invoice not found');
      },
    },
    {
      method: 'GET',
      path: '/api/invoice/clients',
      handler: (_req, state) => ok(state.invoices.slice(0, 5).map((invoice) => invoice.client)),
    },
  ],
});
