// Building blocks every demo screen shares: the page header with breadcrumbs, the title, loading and errors.
import { Alert, Anchor, Breadcrumbs, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

export function useDemoTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Modelo de interface`;
  }, [title]);
}

interface DemoPageProps {
  title: string;
  /** Breadcrumb trail above the title (the last item is the page itself and need not be given). */
  trail?: { label: string; to?: string }[];
  actions?: ReactNode;
  children: ReactNode;
}

export function DemoPage({ title, trail = [], actions, children }: DemoPageProps) {
  useDemoTitle(title);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          {trail.length > 0 && (
            <Breadcrumbs separator="›" mb={4} fz="sm">
              {trail.map((item) =>
                item.to ? (
                  <Anchor key={item.label} component={Link} to={item.to} size="sm">
                    {item.label}
                  </Anchor>
                ) : (
                  <Text key={item.label} size="sm" c="dimmed">
                    {item.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          )}
          <Title order={1} fz={24}>
            {title}
          </Title>
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Carregando" />
    </Center>
  );
}

export function ErrorNotice({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Não foi possível carregar os dados.';
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Algo deu errado">
      {message}
    </Alert>
  );
}
