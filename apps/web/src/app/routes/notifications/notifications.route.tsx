// '/notificacoes': everything the person was notified of, newest first, with Todas/Não lidas and the kind
// in the URL, server pagination, read/unread, 'Marcar todas como lidas' and delete.
import { Button, Card, Divider, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notificationsListQuery } from '../../../features/notifications/api/notifications.api.ts';
import { NotificationItem } from '../../../features/notifications/components/notification-item.tsx';
import { NotificationRowActions } from '../../../features/notifications/components/notification-row-actions.tsx';
import { NotificationsFilters } from '../../../features/notifications/components/notifications-filters.tsx';
import { useNotificationActions } from '../../../features/notifications/hooks/use-notification-actions.ts';
import { useOpenNotification } from '../../../features/notifications/hooks/use-open-notification.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status', 'kind'] as const;

const asKind = (value: string | null): NotificationKind | null =>
  NOTIFICATION_KINDS.includes(value as NotificationKind) ? (value as NotificationKind) : null;

export function NotificationsRoute() {
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const unreadOnly = params.filters.status === 'unread';
  const kind = asKind(params.filters.kind);
  const query = useQuery(
    notificationsListQuery({ page: params.page, perPage: params.perPage, unread: unreadOnly, kind }),
  );
  const { markRead, markUnread, markAll, remove } = useNotificationActions();
  const open = useOpenNotification();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const unread = query.data?.unread ?? 0;

  const toggleRead = (n: Notification) => (n.readAt ? markUnread : markRead).mutate(n._id);
  const busy = markRead.isPending || markUnread.isPending || remove.isPending;

  return (
    <>
      <PageHeader
        title="Notificações"
        description="Os avisos do seu trabalho: atribuições, mudanças nas demandas que você acompanha, prazos e lembretes."
        actions={
          <Button
            variant="default"
            leftSection={<IconChecks size={18} />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <NotificationsFilters unreadOnly={unreadOnly} kind={kind} onChange={update} />
          <ListBody
            query={query}
            rows={query.data?.notifications}
            columns={3}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title={unreadOnly ? 'Tudo lido' : 'Nenhuma notificação ainda'}
                description="Aqui chegam, na hora, as demandas, atendimentos e tarefas atribuídos a você, as mudanças de situação e os comentários nas demandas que você acompanha, os prazos vencidos e os convites e lembretes da agenda."
                onClearFilters={clear}
              />
            }
          >
            {(rows) => (
              <Stack gap={4}>
                {rows.map((n, i) => (
                  <Fragment key={n._id}>
                    {i > 0 && <Divider />}
                    <NotificationItem
                      notification={n}
                      onOpen={open}
                      showActor
                      actions={
                        <NotificationRowActions
                          notification={n}
                          busy={busy}
                          onToggleRead={toggleRead}
                          onDelete={setDeleting}
                        />
                      }
                    />
                  </Fragment>
                ))}
              </Stack>
            )}
          </ListBody>
        </Stack>
      </Card>
      <ConfirmModal
        opened={deleting !== null}
        title={`Excluir a notificação "${deleting?.title ?? ''}"?`}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      >
        Ela sai da sua lista. O registro a que se refere não é alterado.
      </ConfirmModal>
    </>
  );
}
