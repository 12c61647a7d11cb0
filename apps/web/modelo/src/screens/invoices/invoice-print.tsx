// Printable invoice (/modelo/faturas/:id/imprimir), shown without the menu: opens the print dialog once loaded.
import { Anchor, Box, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNotice, useDemoTitle } from '../../app/page.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { InvoiceNotFound } from './invoice-not-found.tsx';
import { useInvoice } from './use-invoice.ts';

const PRINT_CSS =
  '@media print { .fatura-sem-impressao { display: none !important; } body { background: #fff; } }';

export function InvoicePrint() {
  const { id } = useParams();
  const query = useInvoice(id);
  useDemoTitle(`Imprimir fatura #${id ?? ''}`);
  const ready = query.isSuccess;

  useEffect(() => {
    if (!ready) return;
    // Let the page paint before the browser's print dialog blocks it.
    const timer = window.setTimeout(() => {
      try {
        window.print();
      } catch {
        // Some environments (tests, embedded views) have no print dialog.
      }
    }, 300);
    return () => window.clearTimeout(timer);
  }, [ready]);

  return (
    <Box maw={900} mx="auto" p={{ base: 'md', sm: 'xl' }} bg="white">
      <style>{PRINT_CSS}</style>
      <Anchor
        component={Link}
        to={`/faturas/${id ?? ''}`}
        className="fatura-sem-impressao"
        size="sm"
        mb="lg"
        display="inline-block"
      >
        ← Voltar
      </Anchor>
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Carregando" />
        </Center>
      ) : query.notFound ? (
        <InvoiceNotFound id={id} />
      ) : query.isError ? (
        <ErrorNotice error={query.error} />
      ) : (
        <InvoiceDocument invoice={query.data.invoice} payment={query.data.paymentDetails} />
      )}
    </Box>
  );
}
