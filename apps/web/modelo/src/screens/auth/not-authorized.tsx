// Shown when the template user opens a screen their ability does not allow (the client on admin screens).
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDemoTitle } from '../../app/page.tsx';

export function NotAuthorizedScreen() {
  useDemoTitle('Não autorizado');
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={460}>
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLock size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Você não tem acesso a esta tela
        </Title>
        <Text c="dimmed" ta="center">
          O seu usuário do modelo não tem permissão para ver esta página. Entre como administrador
          (admin@demo.com) para ver todas as telas.
        </Text>
        <Button component={Link} to="/controle-de-acesso" variant="light">
          Ir para Controle de acesso
        </Button>
      </Stack>
    </Center>
  );
}
