// The WhatsApp gateway port: the chat service talks only to this, whatever the office's provider
// (simulator, WPPConnect server, Cloud API). What providers push to us (webhooks, the simulator) becomes a
// GatewayEvent handed to handleGatewayEvent (whatsapp-events.ts); messages and delivery updates go on to the
// chats module through the inbound sink it registers, so neither module imports the other's internals.
import type { DeliveryState, MessageKind, WppStatus } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';

export const GATEWAY_ERROR_CODES = [
  'NOT_CONNECTED',
  'INVALID_RECIPIENT',
  'OUTSIDE_SERVICE_WINDOW',
  'RATE_LIMITED',
  'AUTH',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/** A provider's refusal; `retryable` tells the outbound queue whether to try again later. */
export class GatewayError extends Error {
  readonly code: GatewayErrorCode;
  readonly retryable: boolean;
  constructor(code: GatewayErrorCode, message: string, retryable: boolean) {
    super(message);
    this.name = 'GatewayError';
    this.code = code;
    this.retryable = retryable;
  }
}

export interface GatewayMedia {
  mimeType: string;
  fileName: string | null;
  data: Buffer;
}

export interface SendTextInput {
  /** E.164. */
  to: string;
  text: string;
  /** Our message id: a provider that supports it deduplicates on it; the queue never sends a row twice. */
  idempotencyKey: string;
}
export interface SendMediaInput extends SendTextInput {
  media: GatewayMedia;
}

export interface GatewayStatus {
  status: WppStatus | null;
  /** Only inChat (or the provider's own connection check) means a send can go out. */
  ready: boolean;
  qrCode: string | null;
}

export interface WhatsAppGateway {
  readonly provider: 'simulator' | 'wppconnect' | 'cloud-api';
  /** Starts (or resumes) the session; status and QR arrive as GatewayEvents. */
  connect(): Promise<void>;
  /** Asks the provider; throws GatewayError PROVIDER_UNAVAILABLE when it does not answer. */
  getStatus(): Promise<GatewayStatus>;
  /** logout: forget the pairing (a new QR is needed); otherwise just close the session. */
  disconnect(options: { logout: boolean }): Promise<void>;
  sendText(input: SendTextInput): Promise<{ providerMessageId: string }>;
  sendMedia(input: SendMediaInput): Promise<{ providerMessageId: string }>;
  /** Blue ticks for the citizen once a person opened the chat (sessions start with readMessage off). */
  markRead(input: { chatPhone: string; providerMessageIds: string[] }): Promise<void>;
}

/** A message from a citizen, as every adapter normalises it. */
export interface InboundMessage {
  providerMessageId: string;
  /** E.164 of the citizen. */
  from: string;
  /** WhatsApp's notifyName / profile name. */
  name: string | null;
  kind: MessageKind;
  text: string | null;
  media: GatewayMedia | null;
  at: Date;
}

export interface DeliveryUpdate {
  providerMessageId: string;
  state: Exclude<DeliveryState, 'pendente'>;
  error?: string | null;
  at: Date;
}

export type GatewayEvent =
  /**
   * `status`: as the provider spelt it (whatsapp-events normalises it to the spec's eleven before storing).
   * `phone`: the paired number (E.164) when the provider tells it.
   */
  | { type: 'status'; status: string; phone?: string | null }
  | { type: 'qr'; qrCode: string }
  | { type: 'message'; message: InboundMessage }
  | { type: 'delivery'; update: DeliveryUpdate };

/** What the chats module does with messages and delivery updates; registered at import time. */
export interface InboundSink {
  message(deps: AppDeps, organizationId: string, message: InboundMessage): Promise<void>;
  delivery(deps: AppDeps, organizationId: string, update: DeliveryUpdate): Promise<void>;
  /** The gateway became ready (inChat): send what waited in the queue. */
  ready(deps: AppDeps, organizationId: string): Promise<void>;
}

let sink: InboundSink | null = null;
export function registerInboundSink(next: InboundSink): void {
  sink = next;
}
export function inboundSink(): InboundSink {
  if (!sink) throw new Error('Módulo de conversas não registrado.');
  return sink;
}

/** Other modules' messages that carry a provider id (campaign templates): they hear every delivery update too. */
export type DeliveryListener = (
  deps: AppDeps,
  organizationId: string,
  update: DeliveryUpdate,
) => Promise<void>;
const deliveryListeners = new Map<string, DeliveryListener>();
export function registerDeliveryListener(name: string, listener: DeliveryListener): void {
  deliveryListeners.set(name, listener);
}
export function listDeliveryListeners(): DeliveryListener[] {
  return [...deliveryListeners.values()];
}

/** The office's gateway (built from its stored provider and settings); set by the whatsapp module. */
export type GatewayResolver = (deps: AppDeps, organizationId: string) => Promise<WhatsAppGateway>;
let resolver: GatewayResolver | null = null;
export function registerGatewayResolver(next: GatewayResolver): void {
  resolver = next;
}
export function gatewayFor(deps: AppDeps, organizationId: string): Promise<WhatsAppGateway> {
  if (!resolver) throw new Error('Módulo do WhatsApp não registrado.');
  return resolver(deps, organizationId);
}
