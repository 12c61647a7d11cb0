import type { z } from 'zod';
import { fieldLabel } from '@gabinete/shared';
import { AppError } from './app-error.ts';
import { withLabel } from '../plugins/error-handler.ts';

/** Validates input outside Fastify's schema step (multipart fields) with the same pt-BR error shape. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  const first = result.error.issues[0]!;
  const message = withLabel(first.path.length ? fieldLabel(first.path) : '', first.message);
  throw new AppError('VALIDATION', 400, message.charAt(0).toUpperCase() + message.slice(1), fields);
}
