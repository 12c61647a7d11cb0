// The profile's header: cover picture, avatar, name, designation and the section links.
import { Avatar, Box, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDemoUser } from '../../lib/session.ts';
import type { ProfileData } from './profile-types.ts';

const SECTIONS = [
  { label: 'Publicações', target: 'perfil-publicacoes' },
  { label: 'Sobre', target: 'perfil-sobre' },
  { label: 'Fotos', target: 'perfil-fotos' },
  { label: 'Sugestões', target: 'perfil-sugestoes' },
];

export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  // The profile is the logged-in user's: the header shows the name and picture of the header's user menu.
  const user = useDemoUser();
  const name = user?.fullName || user?.username || header.username;
  const avatar = user ? user.avatar : header.avatar;
  return (
    <Card withBorder p={0}>
      <Box
        role="img"
        aria-label="Capa do perfil"
        h={{ base: 140, sm: 220 }}
        style={{
          backgroundImage: `url(${header.coverImg}), linear-gradient(135deg, var(--mantine-color-blue-3), var(--mantine-color-violet-4))`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Group px="md" pb="md" gap="md" align="flex-end" wrap="wrap" mt={-48}>
        <Avatar
          src={avatar}
          name={name}
          color="initials"
          size={104}
          radius="md"
          alt={name}
          style={{ border: '4px solid var(--mantine-color-body)' }}
        />
        <Stack gap={0} style={{ flex: 1, minWidth: 160 }}>
          <Title order={2} fz="xl">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {header.designation}
          </Text>
        </Stack>
      </Group>
      <Group
        justify="space-between"
        px="md"
        py="xs"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <ScrollArea type="never" style={{ flex: 1 }}>
          <Group component="nav" aria-label="Seções do perfil" gap={4} wrap="nowrap">
            {SECTIONS.map(({ label, target }, i) => (
              <Button
                key={label}
                size="xs"
                variant={i === 0 ? 'light' : 'subtle'}
                style={{ flexShrink: 0 }}
                onClick={() =>
                  document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                }
              >
                {label}
              </Button>
            ))}
          </Group>
        </ScrollArea>
        <Button
          component={Link}
          to="/conta"
          size="xs"
          variant="default"
          leftSection={<IconEdit size={14} />}
          visibleFrom="sm"
        >
          Editar perfil
        </Button>
      </Group>
    </Card>
  );
}
