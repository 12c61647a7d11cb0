// An unknown path inside the /modelo area.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDemoTitle } from '../../app/page.tsx';

export function NotFoundScreen() {
  useDemoTitle('Página não encontrada');
  return (
    <Center py={64}>
      <Stack align="center" gap="sm">
        <Title order={1} fz={24}>
          Página não encontrada
        </Title>
        <Text c="dimmed">Este endereço não existe no modelo de interface.</Text>
        <Button component={Link} to="/" variant="light">
          Ir para o início do modelo
        </Button>
      </Stack>
    </Center>
  );
}
