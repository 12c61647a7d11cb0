// One template invoice (/modelo/faturas/:id): the invoice with the print and back buttons.
import { Button, Card } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { InvoiceNotFound } from './invoice-not-found.tsx';
import { useInvoice } from './use-invoice.ts';

const TRAIL = [{ label: 'Aplicativos' }, { label: 'Faturas', to: '/faturas' }];

export function InvoiceView() {
  const { id } = useParams();
  const query = useInvoice(id);

  if (query.isPending) return <PageLoader />;
  if (query.notFound)
    return (
      <DemoPage title="Fatura não encontrada" trail={TRAIL}>
        <InvoiceNotFound id={id} />
      </DemoPage>
    );
  if (query.isError)
    return (
      <DemoPage title="Fatura" trail={TRAIL}>
        <ErrorNotice error={query.error} />
      </DemoPage>
    );

  return (
    <DemoPage
      title={`Fatura #${query.data.invoice.id}`}
      trail={TRAIL}
      actions={
        <>
          <Button variant="default" component={Link} to="/faturas" leftSection={<IconArrowLeft size={16} />}>
            Voltar
          </Button>
          <Button
            component={Link}
            to={`/faturas/${query.data.invoice.id}/imprimir`}
            leftSection={<IconPrinter size={16} />}
          >
            Imprimir
          </Button>
        </>
      }
    >
      <Card withBorder padding="xl">
        <InvoiceDocument invoice={query.data.invoice} payment={query.data.paymentDetails} />
      </Card>
    </DemoPage>
  );
}
