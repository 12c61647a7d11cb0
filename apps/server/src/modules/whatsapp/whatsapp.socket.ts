// join_wpp_status_organization (spec §7): the server checks the office and the ability (spec §6: read on
// whatsapp or manage on all) before joining the status room; a refusal joins nothing.
import { z } from 'zod';
import {
  can,
  ERROR_MESSAGES,
  INITIAL_STATUS_ERROR,
  wppStatusRoom,
  type SocketAck,
  type WhatsappConnection,
} from '@gabinete/shared';
import { registerSocketHandler } from '../realtime/realtime.server.ts';
import { connectionView } from './whatsapp-view.ts';
import { whatsappLog } from './whatsapp-events.ts';

const JoinSchema = z.object({ organizationId: z.uuid() });

const refusal = (code: string, message: string): SocketAck<WhatsappConnection> => ({
  ok: false,
  code,
  message,
});

registerSocketHandler('whatsapp-status', (socket, deps) => {
  socket.on('join_wpp_status_organization', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const { organizationId, ability } = socket.data.principal;
    const parsed = JoinSchema.safeParse(payload);
    if (!parsed.success) return reply(refusal('VALIDATION', 'Informe o gabinete.'));
    if (parsed.data.organizationId !== organizationId) {
      return reply(refusal('WHATSAPP_FOREIGN_TOKEN', ERROR_MESSAGES.WHATSAPP_FOREIGN_TOKEN));
    }
    if (!can(ability, 'read', 'whatsapp')) {
      return reply(refusal('FORBIDDEN', ERROR_MESSAGES.FORBIDDEN));
    }
    connectionView(deps, organizationId).then(
      async (data) => {
        await socket.join(wppStatusRoom(organizationId));
        reply({ ok: true, data });
      },
      (err: unknown) => {
        whatsappLog().error({ err, organizationId }, 'falha ao ler a conexão do WhatsApp');
        reply(refusal('INTERNAL', INITIAL_STATUS_ERROR));
      },
    );
  });
});
