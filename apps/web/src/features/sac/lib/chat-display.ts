// How a chat reads in the inbox: the person's name, the last message's preview.
import type { Chat, MessageKind } from '@gabinete/shared';

const KIND_PREVIEW: Record<MessageKind, string> = {
  text: '',
  image: '📷 Imagem',
  audio: '🎤 Áudio',
  video: '🎬 Vídeo',
  document: '📄 Documento',
  sticker: 'Figurinha',
  location: '📍 Localização',
};

/** The citizen's record name, or the WhatsApp name while the record only has the number. */
export function chatName(chat: Pick<Chat, 'citizen' | 'contactName' | 'phone'>): string {
  return chat.citizen?.name || chat.contactName || chat.phone;
}

export function chatPreview(chat: Pick<Chat, 'lastMessage'>): string {
  const last = chat.lastMessage;
  if (!last) return 'Sem mensagens';
  const body = last.body?.trim() || KIND_PREVIEW[last.kind] || '';
  if (last.direction === 'note') return `Nota: ${body}`;
  if (last.direction === 'out') return `Equipe: ${body}`;
  return body;
}

/** Why the attendant cannot write in this chat, or null when the chat is theirs and open. */
export function composerBlock(
  chat: Pick<Chat, 'status' | 'agent'>,
  userId: string | null,
  canUpdate: boolean,
): string | null {
  if (!canUpdate) return 'Você pode ler as conversas, mas não responder.';
  if (chat.status === 'closed') return 'Esta conversa foi finalizada.';
  if (chat.status === 'pending') return 'Assuma a conversa para responder.';
  if (chat.agent?._id !== userId) return `Esta conversa está com ${chat.agent?.name ?? 'outra pessoa'}.`;
  return null;
}
