// The simulator's controls over HTTP, so a person can play the phone and the citizen: only the office
// admin, and only while the office's provider is the simulator.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, OkSchema, parseBrazilianPhone } from '@gabinete/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { GATEWAY_ERROR_CODES, gatewayFor } from './gateway.ts';
import { SimulatorGateway, UNLINKED_SPELLINGS } from './simulator-gateway.ts';

const tags = ['WhatsApp (simulador)'];
const ok = { 200: OkSchema };

/** The body is optional: no body means the current spelling. */
const UnlinkSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ spelling: z.enum(UNLINKED_SPELLINGS, 'Grafia desconhecida').optional() }),
);
const InboundSchema = z.object({
  from: z
    .string()
    .trim()
    .refine((v) => parseBrazilianPhone(v) !== null, 'Telefone inválido: informe DDD e número'),
  text: z.string().trim().min(1, 'Escreva a mensagem').max(4096),
  name: z.string().trim().max(120).optional(),
});
const ReadSchema = z.object({
  from: InboundSchema.shape.from,
});
const FailSchema = z.object({ code: z.enum(GATEWAY_ERROR_CODES, 'Escolha o código da falha') });

/** manage on whatsapp (or manage all). */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!can(request.tenant.ability, 'manage', 'whatsapp')) throw new AppError('ADMIN_ONLY', 403);
}

async function simulatorOf(deps: AppDeps, tenant: Tenant): Promise<SimulatorGateway> {
  // The office's gateway is built from its stored provider: a simulator only when that is 'simulator'.
  const gateway = await gatewayFor(deps, tenant.organizationId);
  if (!(gateway instanceof SimulatorGateway)) throw new AppError('WHATSAPP_SIMULATOR_ONLY', 409);
  return gateway;
}

export const whatsappSimulatorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const preValidation = requireAdmin;

  app.post(
    '/whatsapp/simulator/scan',
    { preValidation, schema: { tags, summary: 'Simular a leitura do QR Code pelo celular', response: ok } },
    async (request) => {
      await (await simulatorOf(deps, request.tenant)).scanQr();
      return { ok: true as const, message: 'QR Code lido.' };
    },
  );

  app.post(
    '/whatsapp/simulator/unlink',
    {
      preValidation,
      schema: { tags, summary: 'Simular o celular desconectado', body: UnlinkSchema, response: ok },
    },
    async (request) => {
      await (await simulatorOf(deps, request.tenant)).unlinkPhone(request.body.spelling);
      return { ok: true as const, message: 'Celular desconectado.' };
    },
  );

  app.post(
    '/whatsapp/simulator/inbound',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Simular uma mensagem de um cidadão',
        body: InboundSchema,
        response: { 200: z.object({ providerMessageId: z.string() }) },
      },
    },
    async (request) => {
      const sim = await simulatorOf(deps, request.tenant);
      const { from, text, name } = request.body;
      const providerMessageId = await sim.inbound(parseBrazilianPhone(from)!, text, name ?? null);
      return { providerMessageId };
    },
  );

  app.post(
    '/whatsapp/simulator/read',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Simular o cidadão lendo as mensagens entregues a ele (Lido, tique azul)',
        body: ReadSchema,
        response: { 200: OkSchema.extend({ read: z.number().int() }) },
      },
    },
    async (request) => {
      const sim = await simulatorOf(deps, request.tenant);
      const read = await sim.readBy(parseBrazilianPhone(request.body.from)!);
      const message =
        read === 0
          ? 'Nenhuma mensagem entregue a este número aguardava leitura.'
          : read === 1
            ? '1 mensagem marcada como lida pelo cidadão.'
            : `${read} mensagens marcadas como lidas pelo cidadão.`;
      return { ok: true as const, message, read };
    },
  );

  app.post(
    '/whatsapp/simulator/fail-next-send',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Fazer o próximo envio falhar com o código dado',
        body: FailSchema,
        response: ok,
      },
    },
    async (request) => {
      (await simulatorOf(deps, request.tenant)).failNextSend(request.body.code);
      return { ok: true as const, message: 'O próximo envio vai falhar.' };
    },
  );
};
