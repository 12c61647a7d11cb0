// Loads one invoice and the payment details from the fake back end (shared by the view and the print page).
import { useQuery } from '@tanstack/react-query';
import { DemoApiError, demoApi } from '../../lib/api.ts';
import type { DemoInvoiceRecord, PaymentDetails } from './invoice-labels.tsx';

export function useInvoice(id: string | undefined) {
  const query = useQuery({
    queryKey: ['modelo', 'invoices', 'one', id],
    queryFn: () =>
      demoApi.get<{ invoice: DemoInvoiceRecord; paymentDetails: PaymentDetails }>(
        `/api/invoice/invoices/${encodeURIComponent(id ?? '')}`,
      ),
  });
  const notFound = query.error instanceof DemoApiError && query.error.status === 404;
  return { ...query, notFound };
}
