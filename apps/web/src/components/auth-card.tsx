// The centered card of the public pages (login, cadastro, senha, validação).
import { Anchor, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

export function AuthCard({ title, subtitle, children, footer, width = 420 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Center mih="100vh" p="md" bg="var(--gab-surface-muted)">
      <Stack w="100%" maw={width} gap="lg">
        <Group gap="xs" justify="center">
          <ThemeIcon size={40} radius="md">
            <IconBuildingBank size={24} aria-hidden />
          </ThemeIcon>
          <Anchor component={Link} to="/" underline="never" c="var(--mantine-color-text)" fw={700} fz={24}>
            Gabinete
          </Anchor>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <div>
              <Title order={2} fz={22}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
