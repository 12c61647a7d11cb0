// What Fastify's router and Node's HTTP parser refuse before any route or hook runs (bad or over-long
// addresses, headers too large, timeouts) is answered like every other error: pt-BR { code, message },
// never the framework's English text echoing the address.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '@gabinete/shared';
import { toApiError } from './error-handler.ts';

const ROUTER_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG' },
};

/** Fastify's `frameworkErrors` option: router failures reach no route's error handler. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
  if (known)
    return reply.status(known.status).send({ code: known.code, message: ERROR_MESSAGES[known.code] });
  const { status, body } = toApiError(error);
  return reply.status(status).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
};
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: Node could not parse the request, so the answer is written to the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = (error.code && CLIENT_ERRORS[error.code]) || { status: 400, code: 'BAD_REQUEST' };
  const body = JSON.stringify({ code, message: ERROR_MESSAGES[code as ErrorCode] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
