// The header's user menu: who is logged in, 'Meu perfil' and 'Sair'.
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { ROLE_LABELS, type UserData } from '@gabinete/shared';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { initials } from '../../lib/format.ts';

export function UserMenu({ userData }: { userData: UserData }) {
  const { logout } = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Menu do usuário ${userData.name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={userData.avatar} alt="" radius="xl" size={36} color="blue">
              {initials(userData.name)}
            </Avatar>
            {/* The whole name, on two lines when long; the role is in the menu. */}
            <Text
              size="sm"
              fw={600}
              lh={1.2}
              maw={190}
              lineClamp={2}
              visibleFrom="sm"
              data-testid="user-name"
            >
              {userData.name}
            </Text>
            <Box visibleFrom="sm" lh={0}>
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {userData.name}
          </Text>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[userData.role]}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {userData.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/perfil" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
