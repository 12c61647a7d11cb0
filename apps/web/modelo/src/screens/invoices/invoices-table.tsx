// The invoices table: number, status icon, client, total, dates, balance and the actions (view, print, delete);
// on a phone one card per invoice, as in the office app's lists.
import { Anchor, Avatar, Badge, Group, Menu, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../../src/components/responsive-list.tsx';
import { ConfirmDeleteModal, RowActions, useConfirmedDelete } from '../../app/list-parts.tsx';
import { formatAmount, formatDate, formatMoney } from '../../lib/format.ts';
import { invoiceStatusOf, type DemoInvoiceRecord } from './invoice-labels.tsx';

function StatusIcon({ invoice }: { invoice: DemoInvoiceRecord }) {
  const status = invoiceStatusOf(invoice.invoiceStatus);
  const StatusGlyph = status.icon;
  const label = `Saldo: ${formatAmount(invoice.balance)} · Vencimento: ${formatDate(invoice.dueDate)}`;
  // The status in words, in its own colour: an overdue invoice reads 'Vencida', never 'Pago'.
  return (
    <Tooltip label={label} withArrow multiline maw={240}>
      <Badge
        color={status.color}
        variant="light"
        tt="none"
        leftSection={<StatusGlyph size={14} />}
        data-testid="invoice-status"
      >
        {status.label}
      </Badge>
    </Tooltip>
  );
}

export function InvoicesTable({ invoices }: { invoices: DemoInvoiceRecord[] }) {
  const { deleting, ask, modal } = useConfirmedDelete<DemoInvoiceRecord>(
    '/apps/invoice/delete',
    ['modelo', 'invoices'],
    'Fatura excluída.',
  );

  if (invoices.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nenhuma fatura encontrada com esses filtros.
      </Text>
    );
  }

  const actions = (invoice: DemoInvoiceRecord) => (
    <RowActions
      label={`Ações da fatura ${invoice.id}`}
      viewTo={`/faturas/${invoice.id}`}
      onDelete={() => ask(invoice)}
    >
      <Menu.Item
        component={Link}
        to={`/faturas/${invoice.id}/imprimir`}
        leftSection={<IconPrinter size={16} />}
      >
        Imprimir
      </Menu.Item>
    </RowActions>
  );

  const table = (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nº</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Emissão</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Anchor component={Link} to={`/faturas/${invoice.id}`} fw={600} size="sm">
                  #{invoice.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusIcon invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={invoice.avatar || null}
                    name={invoice.client.name}
                    color="initials"
                    radius="xl"
                  />
                  <div>
                    <Text size="sm" fw={600}>
                      {invoice.client.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {invoice.client.companyEmail}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.total)}</Table.Td>
              <Table.Td>{formatDate(invoice.issuedDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(invoice.balance)}
              </Table.Td>
              <Table.Td>{actions(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <>
      <ResponsiveList
        label="Faturas"
        items={invoices}
        table={table}
        card={(invoice) => ({
          key: String(invoice.id),
          href: `/faturas/${invoice.id}`,
          overline: `#${invoice.id} · ${formatDate(invoice.issuedDate)}`,
          leading: (
            <Avatar src={invoice.avatar || null} name={invoice.client.name} color="initials" radius="xl" />
          ),
          title: invoice.client.name,
          subtitle: (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {invoice.client.companyEmail}
            </Text>
          ),
          badges: <StatusIcon invoice={invoice} />,
          fields: [
            { label: 'Total', value: formatMoney(invoice.total) },
            { label: 'Saldo', value: formatAmount(invoice.balance) },
          ],
          menu: actions(invoice),
        })}
      />
      <ConfirmDeleteModal title="Excluir fatura" {...modal}>
        Excluir a fatura <strong>#{deleting?.id}</strong> de {deleting?.client.name} de forma permanente?
      </ConfirmDeleteModal>
    </>
  );
}
