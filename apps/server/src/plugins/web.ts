// Serves the built SPA and uploaded files; unknown page paths get index.html so client routes survive a reload.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_MESSAGES } from '@gabinete/shared';
import { uploadSignatureValid } from '../lib/upload-urls.ts';

const DAY_MS = 86_400_000;

const NOT_PAGES = ['/api/', '/socket.io/', '/uploads/', '/assets/', '/modelo/assets/', '/modelo/img/'];
// The admin template's demo screens: a build of their own in dist/modelo, absent when TEMPLATE_DEMO=0.
const MODELO = '/modelo';
const MODELO_INDEX = 'modelo/index.html';
// The spec's WhatsApp API lives under /whatsapp/…, while '/whatsapp' itself is the web's WhatsApp page.
const API_BELOW = ['/whatsapp/'];

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND });

/** The file under root for a URL path, or null when there is none (or the path tries to leave root). */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, decoded);
  if (!full.startsWith(root + path.sep)) return null;
  return fs.statSync(full, { throwIfNoEntry: false })?.isFile() ? full : null;
}

export async function registerWeb(app: FastifyInstance, webDist: string, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Avatars and logos only through the signed URLs the API hands out (lib/upload-urls.ts).
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request, reply) => {
      const [urlPath] = request.url.split('?');
      const query = request.query as Record<string, unknown>;
      if (!uploadSignatureValid(urlPath ?? '', query.exp, query.sig))
        return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND });
    });
    await uploads.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: DAY_MS,
    });
  });
  const root = path.resolve(webDist || '.');
  const hasWeb = Boolean(webDist) && fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root, serve: false });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(reply);
    // Looked up per request, so a rebuild is served without a restart.
    const file = fileFor(root, url);
    if (file) {
      // Hashed assets never change: let browsers keep them.
      const immutable = url.startsWith('/assets/') || url.startsWith('/modelo/assets/');
      return reply.sendFile(path.relative(root, file), { maxAge: immutable ? 31_536_000_000 : 0, immutable });
    }
    // A missing asset must be a 404 (the app can reload), never index.html served as JavaScript.
    if (NOT_PAGES.some((p) => url.startsWith(p) || url === p.slice(0, -1))) return notFound(reply);
    if (API_BELOW.some((p) => url.startsWith(p))) return notFound(reply);
    const modelo = url === MODELO || url.startsWith(`${MODELO}/`);
    if (modelo && fs.existsSync(path.join(root, MODELO_INDEX)))
      return reply.header('cache-control', 'no-cache').sendFile(MODELO_INDEX);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
