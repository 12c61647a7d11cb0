// Chat files on disk: DATA_DIR/chat-media/<org>/<message id>, accepted only with a known type and size.
import fs from 'node:fs/promises';
import path from 'node:path';
import { CHAT_MEDIA_MAX_BYTES, CHAT_MEDIA_TYPES, type MessageKind } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';

/** Why a file is refused, in pt-BR, or null when it is accepted. */
export function mediaRefusal(mimeType: string, size: number): string | null {
  if (size > CHAT_MEDIA_MAX_BYTES) return 'Arquivo grande demais (máximo 16 MB).';
  if (size === 0) return 'Arquivo vazio.';
  if (!(CHAT_MEDIA_TYPES as readonly string[]).includes(baseType(mimeType))) {
    return 'Tipo de arquivo não aceito no SAC (use imagem, áudio, vídeo, PDF, Word, Excel ou texto).';
  }
  return null;
}

export const baseType = (mimeType: string) => mimeType.split(';')[0]!.trim().toLowerCase();

export function kindOf(mimeType: string): MessageKind {
  const type = baseType(mimeType);
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'document';
}

/** Relative to DATA_DIR (what the row stores). */
export const mediaRelPath = (organizationId: string, messageId: string) =>
  path.join('chat-media', organizationId, messageId);

export async function writeMedia(deps: AppDeps, relPath: string, data: Buffer): Promise<void> {
  const file = path.join(deps.env.dataDir, relPath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

export async function readMedia(deps: AppDeps, relPath: string): Promise<Buffer> {
  return fs.readFile(path.join(deps.env.dataDir, relPath));
}

export async function removeMedia(deps: AppDeps, relPath: string): Promise<void> {
  await fs.rm(path.join(deps.env.dataDir, relPath), { force: true });
}
