// The status badge: the WhatsApp icon and the label in the status colour (the text always says it too).
import { Badge, Loader, type BadgeProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { BadgeView } from '../lib/whatsapp-status.ts';

interface WhatsappStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  view: BadgeView;
  /** The navbar's shorter words. */
  short?: boolean;
}

export function WhatsappStatusBadge({ view, short = false, ...props }: WhatsappStatusBadgeProps) {
  return (
    <Badge
      color={view.color}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={
        view.tone === 'loading' ? <Loader size={10} color="gray" /> : <IconBrandWhatsapp size={14} />
      }
      data-tone={view.tone}
      {...props}
    >
      {short ? view.shortLabel : view.label}
    </Badge>
  );
}
