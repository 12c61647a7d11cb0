import { describe, expect, it } from 'vitest';
import type { DemoInvoice, InvoiceClient } from '../data/invoices.ts';
import { domainClient } from './domain-test-client.ts';
import { invoicesDomain } from './invoices.ts';

type ListBody = { allData: DemoInvoice[]; invoices: DemoInvoice[]; total: number };

const fresh = () => domainClient(invoicesDomain);
const ids = (list: DemoInvoice[]) => list.map((i) => i.id);

describe('template invoices', () => {
  it('holds 50 invoices, ids 4987–5036, with the statuses and balances of TEMPLATE-BACKEND §2', async () => {
    const body = (await fresh().call('GET', '/apps/invoice/invoices')).body as ListBody;
    expect(ids(body.allData)).toEqual(Array.from({ length: 50 }, (_, i) => 4987 + i));
    const count = (status: string) => body.allData.filter((i) => i.invoiceStatus === status).length;
    expect(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'].map(count)).toEqual([
      12, 8, 6, 10, 11, 3,
    ]);
    expect(body.allData.filter((i) => i.balance === 0)).toHaveLength(33);
    expect(
      body.allData.filter((i) => typeof i.balance === 'string' && /^-?\$\d+$/.test(i.balance)),
    ).toHaveLength(17);
  });

  it('lists 10 per page, page 1, highest id first, with allData in storage order and the filtered total', async () => {
    const res = await fresh().call('GET', '/apps/invoice/invoices');
    const body = res.body as ListBody;
    expect(res.status).toBe(200);
    expect(ids(body.invoices)).toEqual(Array.from({ length: 10 }, (_, i) => 5036 - i));
    expect(body.total).toBe(50);
    expect(body.allData[0]?.id).toBe(4987);
  });

  it('pages with page and perPage', async () => {
    const body = (await fresh().call('GET', '/apps/invoice/invoices?page=5&perPage=12')).body as ListBody;
    expect(ids(body.invoices)).toEqual([4988, 4987]);
  });

  it('filters by status case-insensitively; a missing or empty status means any', async () => {
    const client = fresh();
    const paid = (await client.call('GET', '/apps/invoice/invoices?status=paid')).body as ListBody;
    expect(paid.total).toBe(12);
    expect(ids(paid.invoices)).toEqual([5020, 5017, 5014, 5011, 5008, 5005, 5002, 4999, 4996, 4993]);
    const total = async (query: string) =>
      ((await client.call('GET', `/apps/invoice/invoices?${query}`)).body as ListBody).total;
    expect(await total('status=PARTIAL%20PAYMENT')).toBe(11);
    expect(await total('status=Past%20Due')).toBe(3);
    expect(await total('status=draft')).toBe(10);
    expect(await total('status=')).toBe(50);
  });

  it('searches the client name and company e-mail (case-insensitive), combined with status', async () => {
    const client = fresh();
    const total = async (query: string) =>
      ((await client.call('GET', `/apps/invoice/invoices?${query}`)).body as ListBody).total;
    expect(await total('q=ODETE')).toBe(5);
    expect(await total('q=granito.example')).toBe(10);
    expect(await total('q=Rua%20das%20Flores')).toBe(0);
    const both = (await client.call('GET', '/apps/invoice/invoices?q=odete&status=paid')).body as ListBody;
    expect(both.invoices.every((i) => i.client.name === 'Odete Marinho' && i.invoiceStatus === 'Paid')).toBe(
      true,
    );
    expect(both.total).toBe(both.invoices.length);
  });

  it('returns one invoice with the constant payment details, and 404 for an unknown id', async () => {
    const client = fresh();
    const res = await client.call('GET', '/api/invoice/invoices/5001');
    expect(res.status).toBe(200);
    const body = res.body as { invoice: DemoInvoice; paymentDetails: unknown };
    expect(body.invoice.id).toBe(5001);
    expect(body.paymentDetails).toEqual({
      totalDue: 'R$ 12.110,55',
      bankName: 'Banco do Brasil',
      country: 'Brasil',
      iban: '1234-5 / 67.890-1',
      swiftCode: 'financeiro@gabinete-modelo.com.br',
    });
    expect(await client.call('GET', '/api/invoice/invoices/1')).toEqual({
      status: 404,
      body: { message: 'Invoice not found' },
    });
  });

  it('deletes permanently; an unknown id is a 404 that removes nothing', async () => {
    const client = fresh();
    expect(await client.call('DELETE', '/apps/invoice/delete?id=5036')).toEqual({ status: 200 });
    expect((await client.call('GET', '/api/invoice/invoices/5036')).status).toBe(404);
    expect(((await client.call('GET', '/apps/invoice/invoices')).body as ListBody).invoices[0]?.id).toBe(
      5035,
    );
    expect((await client.call('DELETE', '/apps/invoice/delete?id=5036')).status).toBe(404);
    expect((await client.call('DELETE', '/apps/invoice/delete')).status).toBe(404);
    expect(client.state.invoices).toHaveLength(49);
    expect(client.state.invoices.at(-1)?.id).toBe(5035);
  });

  it('lists the clients of the first five stored invoices, which follow deletions', async () => {
    const client = fresh();
    const names = async () =>
      ((await client.call('GET', '/api/invoice/clients')).body as InvoiceClient[]).map((c) => c.name);
    expect(await names()).toEqual([
      'Odete Marinho',
      'Teodoro Lins',
      'Mirela Campos',
      'Sérgio Dantas',
      'Renata Prado',
    ]);
    await client.call('DELETE', '/apps/invoice/delete?id=4987');
    expect(await names()).toHaveLength(5);
    expect((await names())[0]).toBe('Teodoro Lins');
  });

  it('never reorders the store on read', async () => {
    const client = fresh();
    await client.call('GET', '/apps/invoice/invoices?status=paid&page=2');
    expect(client.state.invoices[0]?.id).toBe(4987);
    expect(((await client.call('GET', '/api/invoice/clients')).body as InvoiceClient[])[0]?.name).toBe(
      'Odete Marinho',
    );
  });
});
