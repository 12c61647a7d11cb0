// '/eleitores/perfil' (menu 'Perfil do eleitor'): find a person and open the profile; the last 10 opened below.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { CitizenQuickSearch } from '../../../features/citizens/components/citizen-quick-search.tsx';
import { readRecentProfiles } from '../../../features/citizens/lib/recent-profiles.ts';
import { formatRelative } from '../../../lib/format.ts';
import { useUserData } from '../../../lib/session.ts';

export function CitizenSearchRoute() {
  const navigate = useNavigate();
  const me = useUserData();
  const userId = me?.user_id ?? me?._id;
  const recent = useMemo(() => readRecentProfiles(userId), [userId]);

  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title="Perfil do eleitor"
        description="Encontre uma pessoa e veja tudo o que o gabinete sabe e fez por ela."
      />
      <Card withBorder radius="md" padding="lg">
        <CitizenQuickSearch onOpen={(id) => void navigate(`/eleitores/${id}`)} />
      </Card>
      <Card withBorder radius="md" padding="lg" mt="md">
        <Group gap="xs" mb="sm">
          <IconClock size={18} aria-hidden />
          <Title order={2} fz="md">
            Abertos recentemente
          </Title>
        </Group>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            Os perfis que você abrir aparecem aqui para voltar a eles num clique.
          </Text>
        ) : (
          <Stack gap={6}>
            {recent.map((p) => (
              <Group key={p._id} justify="space-between" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/eleitores/${p._id}`} fw={500} size="sm">
                    {p.name}
                  </Anchor>
                  {p.place && (
                    <Text size="xs" c="dimmed">
                      {p.place}
                    </Text>
                  )}
                </div>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatRelative(p.at)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
