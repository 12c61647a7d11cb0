// The vertical menu: MENU entries the user may read, under group headings; icons only when collapsed.
import { Box, Divider, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../components/menu-icons.tsx';
import { activeMenuPath, visibleMenu } from '../../lib/menu.ts';
import { useUserData } from '../../lib/session.ts';

interface MainMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function MainMenu({ collapsed = false, onNavigate }: MainMenuProps) {
  const userData = useUserData();
  const { pathname } = useLocation();
  const sections = visibleMenu(userData?.ability ?? []);
  const activePath = activeMenuPath(
    sections.flatMap((s) => s.entries.map((e) => e.path)),
    pathname,
  );

  return (
    <Box component="nav" aria-label="Menu principal">
      {sections.length === 0 && !collapsed && (
        <Text size="sm" c="dimmed" px="sm">
          Nenhuma área liberada para o seu usuário ainda.
        </Text>
      )}
      <Stack gap={collapsed ? 4 : 'xs'}>
        {sections.map((section, index) => (
          <Box key={section.group} component="section" aria-label={section.group}>
            {collapsed ? (
              index > 0 && <Divider my={6} />
            ) : (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={index > 0 ? 'xs' : 0} pb={4}>
                {section.group}
              </Text>
            )}
            {section.entries.map((entry) => {
              const active = entry.path === activePath;
              if (collapsed) {
                return (
                  <Tooltip key={entry.key} label={entry.label} position="right" withArrow>
                    <UnstyledButton
                      component={Link}
                      to={entry.path}
                      onClick={onNavigate}
                      aria-label={entry.label}
                      aria-current={active ? 'page' : undefined}
                      className="gab-menu-icon"
                      data-active={active || undefined}
                    >
                      <MenuIcon entryKey={entry.key} />
                    </UnstyledButton>
                  </Tooltip>
                );
              }
              return (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={entry.path}
                  onClick={onNavigate}
                  label={entry.label}
                  leftSection={<MenuIcon entryKey={entry.key} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
