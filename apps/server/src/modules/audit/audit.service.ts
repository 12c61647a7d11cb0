import type { AuditAction, AuditSubject } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export interface AuditEntry {
  organizationId: string;
  userId: string | null;
  /** Only actions and subjects with a pt-BR label (packages/shared/src/audit-labels.ts). */
  action: AuditAction;
  entity: AuditSubject;
  entityId?: string | null;
  data?: unknown;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: entry.entityId ?? null, data: entry.data ?? null });
}
