// The only place that reads process.env: parsed once at boot, failing with a list of what is wrong.
import path from 'node:path';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@gabinete/shared';

const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().optional(),
  /** The Redis stream (and PUB/SUB prefix) the Socket.IO processes of one deployment share. */
  SOCKET_REDIS_STREAM: z.string().min(1).default('gabinete:socket.io'),
  SEED_DEMO: bool,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 86400),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gabinete <nao-responda@gabinete.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests slower than this are logged as warnings (the rest only at debug). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** Enables GET /metrics (Prometheus), answered only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN precisa de pelo menos 16 caracteres').optional(),
  WEB_DIST: z.string().optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(IMPORT_MAX_BYTES),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(IMPORT_MAX_ROWS),
  /** An XLSX's entries together once uncompressed (a 2 MB zip can hold gigabytes). */
  IMPORT_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024 * 1024),
  /** An XLSX's shared strings (every distinct text, held in memory while reading) uncompressed. */
  IMPORT_MAX_SHARED_STRINGS_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024 * 1024),
  IMPORT_MAX_COLUMNS: z.coerce.number().int().min(1).default(500),
  /** Memory cap (MB of heap) and time limit of the worker thread that reads an uploaded spreadsheet. */
  IMPORT_PARSE_MEMORY_MB: z.coerce.number().int().min(32).default(512),
  IMPORT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  /** Rows per import transaction (each one a checkpoint the import resumes from). */
  IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(5000),
  CEP_PROVIDER: z.enum(['simulator', 'viacep']).default('simulator'),
  CEP_PROVIDER_URL: z.string().default('https://viacep.com.br/ws/{cep}/json/'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** A citizen's message on a chat finished less than this many hours ago reopens it. */
  CHAT_REOPEN_HOURS: z.coerce.number().min(0).max(720).default(2),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores do OpenStreetMap</a>'),
  /** The gateway a new office starts with (its settings override these defaults). */
  WHATSAPP_PROVIDER: z.enum(['simulator', 'wppconnect', 'cloud-api']).default('simulator'),
  WHATSAPP_WPPCONNECT_URL: z.url().optional(),
  WHATSAPP_WPPCONNECT_SECRET_KEY: z.string().optional(),
  WHATSAPP_CLOUD_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_CLOUD_API_VERSION: z.string().default('v21.0'),
  /** Public base of the webhook URLs shown in Settings (APP_URL when unset). */
  WHATSAPP_WEBHOOK_BASE_URL: z.url().optional(),
  WHATSAPP_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long an AI provider may take to start answering, and to send each next piece of a stream. */
  AI_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(45_000),
  /** Pause between the pieces the built-in demonstration provider streams (0 in tests). */
  AI_DEMO_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(30),
  /** Lets offices point the AI provider at loopback/private addresses (a single-office server running Ollama). */
  AI_ALLOW_PRIVATE_URLS: bool,
  /** Sentiment and topic of inbound WhatsApp messages in a background job; on unless '0' (off in tests unless '1'). */
  AI_CLASSIFY_INBOUND: bool,
});

export type RawEnv = z.infer<typeof EnvSchema>;
export interface Env extends RawEnv {
  dataDir: string;
  appUrl: string;
  embedded: boolean;
  seedDemo: boolean;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const embedded = !env.DATABASE_URL;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    embedded,
    seedDemo: env.SEED_DEMO ?? embedded,
  };
}
