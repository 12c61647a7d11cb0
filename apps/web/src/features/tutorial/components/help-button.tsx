// The '?' of a screen's header: opens the help page of the area the screen belongs to, in a drawer, so a
// half-filled form stays as it was. Nothing when the area has no page or the user may not read the Tutorial.
import { ActionIcon, Anchor, Drawer, Skeleton, Stack, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { can } from '@gabinete/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { useUserData } from '../../../lib/session.ts';
import { helpPage, helpSlugFor } from '../lib/help-index.ts';

const HelpPageBody = lazy(async () => ({ default: (await import('./help-page-body.tsx')).HelpPageBody }));

function RoutedHelpButton() {
  const { pathname } = useLocation();
  const userData = useUserData();
  const [open, setOpen] = useState(false);
  const slug = helpSlugFor(pathname);
  const page = slug ? helpPage(slug) : undefined;
  if (!page || !userData || !can(userData.ability, 'read', 'tutorial')) return null;
  return (
    <>
      <Tooltip label="Como usar esta tela">
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          size="lg"
          aria-label={`Ajuda: ${page.title}`}
          onClick={() => setOpen(true)}
        >
          <IconHelp size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="right"
        size="xl"
        title={`Ajuda: ${page.title}`}
        closeButtonProps={{ 'aria-label': 'Fechar a ajuda' }}
      >
        <Stack gap="md">
          <Anchor component={Link} to={`/tutorial/${page.slug}`} size="sm" onClick={() => setOpen(false)}>
            Abrir no Tutorial
          </Anchor>
          <Suspense fallback={<Skeleton height={320} />}>
            {open && <HelpPageBody slug={page.slug} />}
          </Suspense>
        </Stack>
      </Drawer>
    </>
  );
}

export function HelpButton() {
  // Some component tests draw a header outside a router; there is no screen to explain there.
  if (!useInRouterContext()) return null;
  return <RoutedHelpButton />;
}
