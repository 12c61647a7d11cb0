// The navbar's WhatsApp status (users who may read whatsapp): a compact badge linking to /whatsapp that
// follows the connection live; below 1408 px (phones, notebooks) only the icon, in the status colour, with the label for screen
// readers and in the tooltip.
import { ActionIcon, Anchor, Box, Indicator, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWhatsappLive, useWhatsappScope, useWhatsappStatus } from '../hooks/use-whatsapp-status.ts';
import { WhatsappStatusBadge } from './whatsapp-status-badge.tsx';

/** Mounted only for users who may read whatsapp (the header checks); it holds the live join. */
function LiveBadge() {
  useWhatsappLive();
  const { view } = useWhatsappStatus();
  const label = `WhatsApp: ${view.label}`;
  return (
    <Box data-testid="whatsapp-navbar-status" data-tone={view.tone}>
      <Tooltip label={`${view.label}. Abrir a página do WhatsApp.`}>
        <Anchor component={Link} to="/whatsapp" aria-label={label} underline="never" visibleFrom="xl">
          <WhatsappStatusBadge view={view} short size="lg" maw={260} style={{ cursor: 'pointer' }} />
        </Anchor>
      </Tooltip>
      <Tooltip label={view.label}>
        <Indicator color={view.color} size={10} offset={6} withBorder inline hiddenFrom="xl">
          <ActionIcon
            component={Link}
            to="/whatsapp"
            variant="subtle"
            color={view.color}
            size="lg"
            aria-label={label}
          >
            <IconBrandWhatsapp size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    </Box>
  );
}

export function WhatsappNavbarBadge() {
  return useWhatsappScope() ? <LiveBadge /> : null;
}
