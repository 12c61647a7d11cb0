// One walk over every request's params, query and parsed body, before any schema or handler sees them:
// PostgreSQL cannot store U+0000 and a recursive validator cannot take unbounded nesting, so both are a
// pt-BR 400 here instead of a 500 somewhere below.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Deeper than any form or webhook we accept (the deepest contract is a handful of levels). */
export const MAX_DEPTH = 32;

export const nulError = () => new AppError('INVALID_CHARACTER', 400);

/** Throws on a NUL in any string or key, or on nesting deeper than MAX_DEPTH; iterative, so it never overflows. */
export function checkInput(value: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw nulError();
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (depth >= MAX_DEPTH) throw new AppError('TOO_DEEP', 400);
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) throw nulError();
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkInput(request.params);
    checkInput(request.query);
    checkInput(request.body);
  });
}
