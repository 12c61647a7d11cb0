// The invoice itself (used by the view and the printable page): header, client, payment details, item, totals.
import { Badge, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { formatAmount, formatDate, formatMoney } from '../../lib/format.ts';
import { invoiceStatusOf, type DemoInvoiceRecord, type PaymentDetails } from './invoice-labels.tsx';

function Line({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function InvoiceDocument({
  invoice,
  payment,
}: {
  invoice: DemoInvoiceRecord;
  payment: PaymentDetails;
}) {
  const status = invoiceStatusOf(invoice.invoiceStatus);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={2}>
          <Group gap="xs">
            <IconBuildingBank size={26} color="var(--mantine-color-blue-6)" aria-hidden />
            <Text fw={700} fz="xl">
              Gabinete
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            Esplanada dos Ministérios, Bloco 1
          </Text>
          <Text size="sm" c="dimmed">
            Brasília – DF, 70000-000
          </Text>
          <Text size="sm" c="dimmed">
            (61) 3000-0000
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz="lg">
              Fatura #{invoice.id}
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Line label="Data de emissão:" value={formatDate(invoice.issuedDate)} />
          <Line label="Data de vencimento:" value={formatDate(invoice.dueDate)} />
        </Stack>
      </Group>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={2}>
          <Text fw={600} mb={4}>
            Fatura para:
          </Text>
          <Text size="sm">{invoice.client.name}</Text>
          <Text size="sm" c="dimmed">
            {invoice.client.company}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.client.address}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.client.country}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.client.contact}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.client.companyEmail}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} mb={4}>
            Dados para pagamento:
          </Text>
          <Line label="Total devido:" value={formatAmount(payment.totalDue)} />
          <Line label="Banco:" value={payment.bankName} />
          <Line label="País:" value={payment.country} />
          <Line label="Agência / conta:" value={payment.iban} />
          <Line label="Chave Pix:" value={payment.swiftCode} />
        </Stack>
      </SimpleGrid>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serviço</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{invoice.service}</Table.Td>
            <Table.Td ta="right">{formatMoney(invoice.total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Stack gap={4} miw={240}>
          <Line label="Total:" value={formatMoney(invoice.total)} />
          <Line label="Saldo em aberto:" value={formatAmount(invoice.balance)} />
        </Stack>
      </Group>
      <Divider />
      <Text size="sm">
        <Text span fw={600}>
          Observação:{' '}
        </Text>
        Fatura de demonstração do modelo de interface; os valores e dados bancários são fictícios.
      </Text>
    </Stack>
  );
}
