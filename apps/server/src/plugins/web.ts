// Serves the built SPA and uploaded files; unknown non-API paths get index.html so client routes survive a reload.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@gabinete/shared';

const API_PREFIXES = ['/api/', '/whatsapp/', '/socket.io/', '/uploads/'];

export async function registerWeb(app: FastifyInstance, webDist: string, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
  });
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      maxAge: 0,
    });
    // Hashed assets never change: let browsers keep them.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      !hasWeb ||
      request.method !== 'GET' ||
      API_PREFIXES.some((p) => url.startsWith(p) || url === p.slice(0, -1))
    ) {
      return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND });
    }
    return (reply as unknown as { sendFile(f: string): unknown }).sendFile('index.html');
  });
}
