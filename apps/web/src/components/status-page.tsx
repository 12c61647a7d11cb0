// A full message page (acesso negado, teste encerrado, página não encontrada).
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusPage({ icon, color = 'blue', title, children, actions }: StatusPageProps) {
  usePageTitle(title);
  return (
    <Stack align="center" gap="md" maw={520} mx="auto" py={48} px="md" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" component="div">
        {children}
      </Text>
      {actions}
    </Stack>
  );
}
