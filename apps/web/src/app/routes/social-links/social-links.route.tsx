// '/links-sociais': the representative's networks in the office's order, each shown or hidden on the
// dashboard; create and edit in a drawer.
import { Button, Card, Stack, Text } from '@mantine/core';
import type { SocialLink } from '@gabinete/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import {
  deleteSocialLink,
  reorderSocialLinks,
  socialLinksKeys,
  socialLinksQuery,
  updateSocialLink,
} from '../../../features/social-links/api/social-links.api.ts';
import { SocialLinkDrawer } from '../../../features/social-links/components/social-link-drawer.tsx';
import { SocialLinksTable } from '../../../features/social-links/components/social-links-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function SocialLinksRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(socialLinksQuery());
  const [editing, setEditing] = useState<SocialLink | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [deleting, setDeleting] = useState<SocialLink | null>(null);
  const canCreate = ability.can('create', 'social-links');
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: socialLinksKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  const toggle = useMutation({
    mutationFn: (link: SocialLink) => updateSocialLink(link._id, { visible: !link.visible }),
    onSuccess: (saved) => {
      invalidate();
      notifySuccess(
        saved.visible ? `${saved.label} aparece no dashboard` : `${saved.label} oculto do dashboard`,
      );
    },
    onError: (error) => notifyError(error, 'Não foi possível alterar o link'),
  });
  const reorder = useMutation({
    mutationFn: reorderSocialLinks,
    onSuccess: (links) => {
      queryClient.setQueryData(socialLinksKeys.all, links);
      invalidate();
    },
    onError: (error) => {
      invalidate();
      notifyError(error, 'Não foi possível reordenar os links');
    },
  });
  const remove = useMutation({
    mutationFn: (link: SocialLink) => deleteSocialLink(link._id),
    onSuccess: (_, link) => {
      invalidate();
      notifySuccess(`Link ${link.label} excluído`);
      setDeleting(null);
    },
  });

  const openDrawer = (link: SocialLink | null) => {
    setEditing(link);
    setDrawerOpened(true);
  };
  const move = (link: SocialLink, by: -1 | 1) => {
    const ids = (query.data ?? []).map((l) => l._id);
    const from = ids.indexOf(link._id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids);
  };
  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openDrawer(null)}>
      Novo link
    </Button>
  ) : null;
  const links = query.data;
  const visible = links?.filter((l) => l.visible).length ?? 0;

  return (
    <>
      <PageHeader
        title="Links sociais"
        description="As redes do mandato (Instagram, Facebook, YouTube, site…), na ordem em que aparecem no dashboard."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {links && links.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatNumber(links.length)} {links.length === 1 ? 'link' : 'links'} · {formatNumber(visible)}{' '}
              {visible === 1 ? 'visível' : 'visíveis'} no dashboard
            </Text>
          )}
          {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending && <TableSkeleton columns={5} rows={5} />}
          {links && links.length === 0 && (
            <EmptyList
              filtered={false}
              title="Nenhum link cadastrado"
              description="Cadastre o Instagram, a página no Facebook, o canal do WhatsApp e o site do mandato para tê-los sempre à mão no dashboard."
              action={newButton}
            />
          )}
          {links && links.length > 0 && (
            <SocialLinksTable
              links={links}
              canUpdate={ability.can('update', 'social-links')}
              canDelete={ability.can('delete', 'social-links')}
              busy={reorder.isPending || toggle.isPending}
              onEdit={openDrawer}
              onToggleVisible={(link) => toggle.mutate(link)}
              onMove={move}
              onDelete={(link) => {
                remove.reset();
                setDeleting(link);
              }}
            />
          )}
        </Stack>
      </Card>
      <SocialLinkDrawer opened={drawerOpened} link={editing} onClose={() => setDrawerOpened(false)} />
      <ConfirmModal
        opened={deleting !== null}
        title={`Excluir o link ${deleting?.label ?? ''}?`}
        confirmLabel="Excluir link"
        color="red"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        O link deixa de aparecer aqui e no dashboard. Esta ação não pode ser desfeita.
      </ConfirmModal>
    </>
  );
}
