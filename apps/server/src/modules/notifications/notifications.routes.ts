// /api/notifications: the caller's own notifications (subject 'notifications'). Every role reads its own
// and may mark or delete them, so every route asks 'read': they act on the caller's rows only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ListNotificationsQuerySchema,
  NotificationBulkResultSchema,
  NotificationChangeSchema,
  NotificationListSchema,
  NotificationSchema,
  UnreadCountSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './notifications.service.ts';

const tags = ['Notificações'];
const preValidation = requireAbility('read', 'notifications');

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/notifications',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Listar as minhas notificações (mais recentes primeiro)',
        querystring: ListNotificationsQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    (request) => service.listNotifications(deps, request.tenant, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      preValidation,
      schema: { tags, summary: 'Número de notificações não lidas', response: { 200: UnreadCountSchema } },
    },
    (request) => service.unreadCount(deps, request.tenant),
  );

  app.patch(
    '/notifications/read-all',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Marcar todas como lidas',
        response: { 200: NotificationBulkResultSchema },
      },
    },
    (request) => service.markAllRead(deps, request.tenant),
  );

  app.get(
    '/notifications/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Ver uma notificação',
        params: IdParamsSchema,
        response: { 200: NotificationSchema },
      },
    },
    (request) => service.getNotification(deps, request.tenant, request.params.id),
  );

  for (const [suffix, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    app.patch(
      `/notifications/:id/${suffix}`,
      {
        preValidation,
        schema: {
          tags,
          summary: read ? 'Marcar como lida' : 'Marcar como não lida',
          params: IdParamsSchema,
          response: { 200: NotificationChangeSchema },
        },
      },
      (request) => service.setRead(deps, request.tenant, request.params.id, read),
    );
  }

  app.delete(
    '/notifications/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Excluir uma notificação',
        params: IdParamsSchema,
        response: { 200: NotificationBulkResultSchema },
      },
    },
    (request) => service.deleteNotification(deps, request.tenant, request.params.id),
  );
};
