// An attendant's file for a chat (multipart: "file", an optional "caption" and "clientId"), typed by its
// bytes. The clientId follows the text replies' rule: the same key twice is one message.
import type { FastifyRequest } from 'fastify';
import { CHAT_MEDIA_MAX_BYTES, CHAT_MEDIA_TYPES, SendChatMessageInputSchema } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, sniffFileType } from '../../lib/file-types.ts';
import { kindOf } from './chat-media.ts';

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

/** Audio and video signatures the document sniffer does not know. */
function sniffMedia(b: Buffer, declared: string): string | null {
  if (ascii(b, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe6) === 0xe2)) return 'audio/mpeg';
  if (b[0] === 0xff && (b[1]! & 0xf6) === 0xf0) return 'audio/aac';
  if (ascii(b, 4, 8) === 'ftyp') return declared.startsWith('audio/') ? 'audio/mp4' : 'video/mp4';
  return null;
}

const ClientIdSchema = SendChatMessageInputSchema.shape.clientId;

function parseClientId(value: unknown): string | undefined {
  const text = String(value).trim();
  if (!text) return undefined;
  const parsed = ClientIdSchema.safeParse(text);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 400, 'Identificador do envio (clientId) inválido.', {
      clientId: 'Identificador inválido',
    });
  }
  return parsed.data;
}

const tooLarge = () => new AppError('FILE_TOO_LARGE', 413, 'Arquivo grande demais (máximo 16 MB).');

export async function receiveChatFile(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Envie o arquivo como multipart/form-data no campo "file".',
    );
  }
  let file: { data: Buffer; fileName: string; declared: string } | null = null;
  let caption: string | null = null;
  let clientId: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CHAT_MEDIA_MAX_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('BAD_REQUEST', 400, 'Envie o arquivo no campo "file".');
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { data, fileName: cleanFileName(part.filename), declared: part.mimetype };
      } else if (part.fieldname === 'caption') {
        caption = String(part.value).trim().slice(0, 1024) || null;
      } else if (part.fieldname === 'clientId') {
        clientId = parseClientId(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (!file || file.data.length === 0)
    throw new AppError('BAD_REQUEST', 400, 'Envie o arquivo no campo "file".');
  const mimeType =
    sniffFileType(file.data, file.fileName)?.contentType ?? sniffMedia(file.data, file.declared);
  if (!mimeType || !(CHAT_MEDIA_TYPES as readonly string[]).includes(mimeType)) {
    throw new AppError(
      'FILE_TYPE',
      415,
      'Tipo de arquivo não aceito no SAC (use imagem, áudio, vídeo, PDF, Word, Excel ou texto).',
    );
  }
  return {
    file: { data: file.data, fileName: file.fileName, mimeType, kind: kindOf(mimeType) },
    caption,
    clientId,
  };
}
