// Shown when a route fails to render or its chunk cannot load (e.g. after a new deploy).
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function RouteError() {
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={2}>Algo deu errado</Title>
        <Text c="dimmed">Não foi possível abrir esta página. Recarregue para tentar de novo.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
      </Stack>
    </Center>
  );
}
