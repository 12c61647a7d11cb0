// Each network's brand icon, with its colour.
import { ThemeIcon } from '@mantine/core';
import type { SocialNetwork } from '@gabinete/shared';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<SocialNetwork, { icon: Icon; color: string }> = {
  instagram: { icon: IconBrandInstagram, color: 'pink' },
  facebook: { icon: IconBrandFacebook, color: 'blue' },
  x: { icon: IconBrandX, color: 'dark' },
  youtube: { icon: IconBrandYoutube, color: 'red' },
  tiktok: { icon: IconBrandTiktok, color: 'dark' },
  whatsapp_channel: { icon: IconBrandWhatsapp, color: 'green' },
  site: { icon: IconWorld, color: 'indigo' },
};

export function NetworkIcon({ network, size = 30 }: { network: SocialNetwork; size?: number }) {
  const { icon: Glyph, color } = ICONS[network];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden>
      <Glyph size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
