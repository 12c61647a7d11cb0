// Who may act on a chat: read on sac to read; update on sac to act; replies only by the chat's agent and
// only while it is open (a colleague takes the chat over by transfer, so the citizen hears one voice).
import { can } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import type { ChatRow } from './chats.table.ts';

export function requireSac(tenant: Tenant, action: 'read' | 'update'): void {
  if (!can(tenant.ability, action, 'sac')) throw new AppError('FORBIDDEN', 403);
}

export const managesSac = (tenant: Tenant) => can(tenant.ability, 'manage', 'sac');

/** Replying needs the chat open and in the caller's hands. */
export function checkCanReply(tenant: Tenant, chat: ChatRow): void {
  if (chat.status === 'closed') throw new AppError('CHAT_CLOSED', 409);
  if (chat.status === 'pending') throw new AppError('CHAT_NOT_OPEN', 409);
  if (chat.agentId !== tenant.userId) throw new AppError('CHAT_NOT_YOURS', 409);
}

/** Finishing or transferring: the agent's, or a manager's; a pending chat by anyone who may act. */
export function checkCanHandle(tenant: Tenant, chat: ChatRow): void {
  if (chat.status === 'closed') throw new AppError('CHAT_CLOSED', 409);
  if (chat.status === 'open' && chat.agentId !== tenant.userId && !managesSac(tenant)) {
    throw new AppError('CHAT_NOT_YOURS', 409);
  }
}
