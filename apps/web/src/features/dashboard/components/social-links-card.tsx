// Links sociais: the representative's visible networks as buttons that open in a new tab, in the office's
// order; with none yet, who may create them is pointed to the Links sociais page.
import { Button, Group, Text } from '@mantine/core';
import { SOCIAL_NETWORK_LABELS, type SocialLink } from '@gabinete/shared';
import { IconExternalLink, IconShare } from '@tabler/icons-react';
import { NetworkIcon } from '../../social-links/components/network-icon.tsx';
import { DashboardCard } from './dashboard-card.tsx';

interface SocialLinksCardProps {
  links: SocialLink[] | undefined;
  loading: boolean;
  canManage: boolean;
}

export function SocialLinksCard({ links, loading, canManage }: SocialLinksCardProps) {
  if (!loading && links?.length === 0 && !canManage) return null;
  return (
    <DashboardCard
      title="Links sociais"
      icon={<IconShare size={18} />}
      color="grape"
      link={canManage ? { to: '/links-sociais', label: 'Gerenciar' } : undefined}
      loading={loading}
      skeletonHeight={40}
    >
      {links && links.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum link visível. Cadastre as redes do mandato em Links sociais.
        </Text>
      ) : (
        <Group gap="xs">
          {links?.map((link) => (
            <Button
              key={link._id}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<NetworkIcon network={link.network} size={22} />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
              title={`${SOCIAL_NETWORK_LABELS[link.network]}: ${link.url}`}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      )}
    </DashboardCard>
  );
}
