// The pt-BR state for an invoice number the fake back end does not have (deleted or never existed).
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';

export function InvoiceNotFound({ id }: { id: string | undefined }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm">
        <IconFileOff size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text ta="center">Não há fatura com o número {id} no modelo. Ela pode ter sido excluída.</Text>
        <Button component={Link} to="/faturas" leftSection={<IconArrowLeft size={16} />} variant="light">
          Voltar para a lista de faturas
        </Button>
      </Stack>
    </Card>
  );
}
