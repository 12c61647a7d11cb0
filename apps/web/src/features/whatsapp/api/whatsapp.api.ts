// WhatsApp API (spec §7): the initial status, the office's connection and its history, connect and
// disconnect, the settings, and the simulator's buttons; every answer parsed with the shared schema.
import {
  GetConnectionResponseSchema,
  OkSchema,
  SendMessageResultSchema,
  WhatsappConnectionSchema,
  WhatsappSettingsSchema,
  WhatsappStatusHistorySchema,
  WhatsappTemplateListSchema,
  WhatsappTemplateSchema,
  WhatsappTemplateSyncSchema,
  type WhatsappConnection,
  type WhatsappSettingsInputSchema,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';
import { newerConnection } from '../lib/whatsapp-status.ts';

export const whatsappKeys = {
  all: ['whatsapp'] as const,
  /** GET /whatsapp/getconnection (spec §7): the initial message. */
  initial: (organizationId: string) => [...whatsappKeys.all, 'initial', organizationId] as const,
  /** The office's connection: fetched by the page, kept live by the socket (join answer and pushes). */
  connection: () => [...whatsappKeys.all, 'connection'] as const,
  history: () => [...whatsappKeys.all, 'history'] as const,
  settings: () => [...whatsappKeys.all, 'settings'] as const,
  templates: () => [...whatsappKeys.all, 'templates'] as const,
};

export const initialStatusQuery = (organizationId: string) =>
  queryOptions({
    queryKey: whatsappKeys.initial(organizationId),
    queryFn: ({ signal }) =>
      api.get(withQuery('/whatsapp/getconnection', { token: organizationId }), GetConnectionResponseSchema, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

export const connectionQuery = () =>
  queryOptions({
    queryKey: whatsappKeys.connection(),
    queryFn: ({ signal }) => api.get('/api/whatsapp', WhatsappConnectionSchema, { signal }),
    // Pushes and refetches race: whichever the server produced last wins, not whichever arrived last.
    structuralSharing: (known, fresh) =>
      newerConnection(known as WhatsappConnection | undefined, fresh as WhatsappConnection),
  });

export const historyQuery = () =>
  queryOptions({
    queryKey: whatsappKeys.history(),
    queryFn: ({ signal }) => api.get('/api/whatsapp/history', WhatsappStatusHistorySchema, { signal }),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: whatsappKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/whatsapp/settings', WhatsappSettingsSchema, { signal }),
  });

/** Whatever the action answers, the socket and a refetch bring the new state. */
const Anything = z.unknown();

export const connectWhatsapp = () => api.post('/api/whatsapp/connect', {}, Anything);
export const disconnectWhatsapp = (organizationId: string) =>
  api.del(withQuery('/whatsapp/disconnect', { token: organizationId }), Anything);
export const saveWhatsappSettings = (input: z.input<typeof WhatsappSettingsInputSchema>) =>
  api.put('/api/whatsapp/settings', input, WhatsappSettingsSchema);

/** The simulator's controls (office admin, provider simulator): play the office's phone and a citizen. */
export const simulator = {
  scan: () => api.post('/whatsapp/simulator/scan', {}, Anything),
  unlink: () => api.post('/whatsapp/simulator/unlink', {}, Anything),
  /** `from` is the citizen's number (as typed or E.164). */
  inbound: (input: { from: string; text: string }) =>
    api.post('/whatsapp/simulator/inbound', input, Anything),
  /** The citizen reads what was delivered to them: the SAC shows 'Lido' (blue ticks). */
  read: (input: { from: string }) =>
    api.post('/whatsapp/simulator/read', input, OkSchema.extend({ read: z.number().int() })),
};

/** Spec §7 POST /whatsapp/sendmessage: a message to a number through the office's WhatsApp (its send queue;
 * answered 202 when it waits for the connection). The key makes a double click or a retry send once. */
export const sendWhatsappMessage = (input: { phone: string; message: string; idempotencyKey: string }) =>
  api.post('/whatsapp/sendmessage', input, SendMessageResultSchema);

/** The office's Cloud API message templates (Configurações › WhatsApp and the campaign wizard). */
export const templatesQuery = () =>
  queryOptions({
    queryKey: whatsappKeys.templates(),
    queryFn: ({ signal }) => api.get('/api/whatsapp/templates', WhatsappTemplateListSchema, { signal }),
  });
export const syncWhatsappTemplates = () =>
  api.post('/api/whatsapp/templates/sync', {}, WhatsappTemplateSyncSchema);
export const saveTemplateParams = (id: string, params: string[]) =>
  api.put(`/api/whatsapp/templates/${id}/params`, { params }, WhatsappTemplateSchema);
