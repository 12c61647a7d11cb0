// The centered card of the /modelo login and register screens.
import { Anchor, Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDemoTitle } from '../../app/page.tsx';

export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  useDemoTitle(title);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Group gap="xs" justify="center">
          <Text fw={700} fz={22}>
            Modelo de interface
          </Text>
          <Badge variant="light" color="orange">
            Dados fictícios
          </Badge>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} fz={22}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed" ta="center">
            {footer}
          </Text>
          <Anchor href="/" size="sm">
            Voltar ao Gabinete
          </Anchor>
        </Stack>
      </Stack>
    </Center>
  );
}
