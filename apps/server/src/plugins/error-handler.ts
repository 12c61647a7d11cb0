// Answers every failure as { code, message } in pt-BR: bad input is a 4xx naming the field, never a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, FIELD_LABELS, type ApiError } from '@gabinete/shared';
import { AppError } from '../lib/app-error.ts';

const LOCATION: Record<string, string> = {
  body: '',
  querystring: 'parâmetro ',
  params: 'parâmetro ',
  headers: 'cabeçalho ',
};

function label(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const key = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? parts.join('.');
  return FIELD_LABELS[key] ?? key;
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'O corpo da requisição não é um JSON válido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'O corpo da requisição está vazio.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Tamanho do conteúdo inválido.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', message: 'Arquivo grande demais.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Partes demais no formulário.' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Arquivos demais no formulário.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Campos demais no formulário.' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BAD_REQUEST', message: 'Formulário inválido.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Envie os dados como multipart/form-data.',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION', message: ERROR_MESSAGES.VALIDATION },
};

export function toApiError(error: FastifyError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { ...error.extra, code: error.code, message: error.message, fields: error.fields },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = LOCATION[(error as FastifyError).validationContext ?? 'body'] ?? '';
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const key = v.instancePath.split('/').filter(Boolean).join('.') || '_';
      fields[key] ??= v.message ?? 'Valor inválido';
    }
    const [first] = error.validation;
    const message = first
      ? withLabel(where + label(first.instancePath), first.message ?? '')
      : ERROR_MESSAGES.VALIDATION;
    return { status: 400, body: { code: 'VALIDATION', message: capitalize(message), fields } };
  }
  const fe = error as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };
  if (fe.statusCode === 429)
    return { status: 429, body: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: { code: 'BAD_REQUEST', message: ERROR_MESSAGES.BAD_REQUEST } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL } };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** 'senha: Campo obrigatório', but 'E-mail inválido' rather than 'e-mail: E-mail inválido'. */
export const withLabel = (name: string, message: string) =>
  !name || message.toLowerCase().startsWith(name.toLowerCase()) ? message : `${name}: ${message}`;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (status >= 500) request.log.error({ err: error }, 'erro não tratado');
    else request.log.info({ code: body.code, status }, 'requisição recusada');
    return reply.status(status).send(body);
  });
}
