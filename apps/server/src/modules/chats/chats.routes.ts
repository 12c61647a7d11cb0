// SAC REST (/api/chats): the inbox, a chat, its messages and files, replies and notes, new conversations,
// and assume / finish / transfer / read. Scoped to the caller's office: another office's ids are 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  ChatListSchema,
  ChatMessageSchema,
  ChatSchema,
  IdParamsSchema,
  IdSchema,
  ListChatsQuerySchema,
  ListMessagesQuerySchema,
  MessageListSchema,
  SendChatMessageInputSchema,
  StartChatInputSchema,
  TransferChatInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import { assumeChat, finishChat, markChatRead, transferChat } from './chats-lifecycle.ts';
import { sendFile, sendOnChat, startChat } from './chats-send.ts';
import { receiveChatFile } from './chats-upload.ts';
import * as service from './chats.service.ts';

const tags = ['SAC'];
const MediaParamsSchema = z.object({ id: IdSchema, messageId: IdSchema });
const read = requireAbility('read', 'sac');
const act = requireAbility('update', 'sac');

export const chatsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/chats',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Conversas do SAC (aguardando: mais antigas primeiro; as demais: atividade mais recente)',
        querystring: ListChatsQuerySchema,
        response: { 200: ChatListSchema },
      },
    },
    (request) => service.listChats(deps, request.tenant, request.query),
  );

  app.post(
    '/chats',
    {
      preValidation: act,
      schema: {
        tags,
        summary: 'Iniciar conversa com um eleitor ou número e enviar a primeira mensagem',
        body: StartChatInputSchema,
        response: { 201: ChatSchema },
      },
    },
    async (request, reply) => {
      const { chatId } = await startChat(deps, request.tenant, request.body);
      return reply.status(201).send(await service.getChat(deps, request.tenant, chatId));
    },
  );

  app.get(
    '/chats/:id',
    {
      preValidation: read,
      schema: { tags, summary: 'Ver conversa', params: IdParamsSchema, response: { 200: ChatSchema } },
    },
    (request) => service.getChat(deps, request.tenant, request.params.id),
  );

  app.get(
    '/chats/:id/messages',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Mensagens (a página mais recente; "before" para as anteriores), da mais antiga à mais nova',
        params: IdParamsSchema,
        querystring: ListMessagesQuerySchema,
        response: { 200: MessageListSchema },
      },
    },
    (request) => service.listMessages(deps, request.tenant, request.params.id, request.query),
  );

  app.post(
    '/chats/:id/messages',
    {
      preValidation: act,
      schema: {
        tags,
        summary: 'Responder (vai para a fila de envio) ou anotar em particular',
        params: IdParamsSchema,
        body: SendChatMessageInputSchema,
        response: { 201: ChatMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendOnChat(deps, request.tenant, request.params.id, request.body)),
  );

  app.post(
    '/chats/:id/media',
    {
      preValidation: act,
      schema: {
        tags,
        summary:
          'Enviar arquivo (multipart: "file", "caption" e "clientId" opcionais; até 16 MB; o mesmo clientId é um envio só)',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ChatMessageSchema },
      },
    },
    async (request, reply) => {
      const { file, caption, clientId } = await receiveChatFile(request);
      return reply
        .status(201)
        .send(await sendFile(deps, request.tenant, request.params.id, file, caption, clientId));
    },
  );

  app.get(
    '/chats/:id/media/:messageId',
    { preValidation: read, schema: { tags, summary: 'Arquivo de uma mensagem', params: MediaParamsSchema } },
    async (request, reply) => {
      const file = await service.getMediaFile(
        deps,
        request.tenant,
        request.params.id,
        request.params.messageId,
      );
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachment(file.fileName).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  const action = (
    url: string,
    summary: string,
    run: (tenant: Parameters<typeof assumeChat>[1], id: string) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        preValidation: act,
        schema: { tags, summary, params: IdParamsSchema, response: { 200: ChatSchema } },
      },
      (request) => run(request.tenant, request.params.id) as Promise<z.infer<typeof ChatSchema>>,
    );
  action('/chats/:id/assume', 'Assumir conversa (só uma pessoa consegue; 409 diz quem assumiu)', (t, id) =>
    assumeChat(deps, t, id),
  );
  action('/chats/:id/finish', 'Finalizar atendimento', (t, id) => finishChat(deps, t, id));

  // Reading never needs a write: who may only read the SAC opens a chat without marking it read (the
  // unread counts are the attendants', and the citizen's blue ticks are theirs to give) and gets the chat.
  app.post(
    '/chats/:id/read',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Marcar mensagens como lidas (quem só lê o SAC recebe a conversa sem alterá-la)',
        params: IdParamsSchema,
        response: { 200: ChatSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      if (!can(tenant.ability, 'update', 'sac')) return service.getChat(deps, tenant, request.params.id);
      return markChatRead(deps, tenant, request.params.id);
    },
  );

  app.post(
    '/chats/:id/transfer',
    {
      preValidation: act,
      schema: {
        tags,
        summary: 'Transferir para uma pessoa (em atendimento com ela) ou para a fila de uma área',
        params: IdParamsSchema,
        body: TransferChatInputSchema,
        response: { 200: ChatSchema },
      },
    },
    (request) => transferChat(deps, request.tenant, request.params.id, request.body),
  );
};
