// preValidation for what only the office admin sees (LGPD requests, anonymisation, the audit log): 403 ADMIN_ONLY.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export async function requireOfficeAdmin(request: FastifyRequest): Promise<void> {
  const { role } = request.tenant;
  if (role !== 'admin' && role !== 'platform_admin') throw new AppError('ADMIN_ONLY', 403);
}
