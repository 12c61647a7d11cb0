// The SAC module: its REST routes, the socket events, the citizen
// extensions, the outbound queue and the inbound sink the whatsapp module hands messages to.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { registerInboundSink } from '../whatsapp/gateway.ts';
import { receiveDelivery, receiveMessage } from './chats-inbound.ts';
import { requeuePending } from './chats-outbound.ts';
import './chats.extensions.ts';
import { chatsRoutes } from './chats.routes.ts';
import './chats.socket.ts';
import { quickRepliesRoutes } from './quick-replies.routes.ts';

registerInboundSink({
  message: receiveMessage,
  delivery: receiveDelivery,
  ready: async (deps, organizationId) => {
    await requeuePending(deps, organizationId);
  },
});

export const chatsModule: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(chatsRoutes, { deps });
  await app.register(quickRepliesRoutes, { deps });
};

export { defineChatJobs, requeuePending } from './chats-outbound.ts';
/** POST /whatsapp/sendmessage (spec §7), mounted with the WhatsApp API outside /api. */
export { whatsappSendRoutes } from './whatsapp-send.routes.ts';
