// A CPF and a título de eleitor each identify one person: among an office's live citizens (not in the bin)
// each is held by one record only. A partial unique index enforces it; this answers the clash as a 409 that
// names the record holding it, so the form can offer to open it instead of saving a second one.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { citizens } from './citizens.table.ts';

export interface Identity {
  cpf?: string | null;
  voterTitle?: string | null;
}

const MESSAGES = {
  cpf: (name: string) => `Já existe um eleitor com este CPF: ${name}. Abra o cadastro existente.`,
  voterTitle: (name: string) =>
    `Já existe um eleitor com este título de eleitor: ${name}. Abra o cadastro existente.`,
};

/** The live citizen (other than `excludeId`) already holding the CPF or título, as a 409; nothing when free. */
export async function assertIdentityFree(
  db: Db,
  organizationId: string,
  identity: Identity,
  excludeId?: string,
): Promise<void> {
  const { cpf, voterTitle } = identity;
  if (!cpf && !voterTitle) return;
  const holders = await db
    .select({ id: citizens.id, name: citizens.name, cpf: citizens.cpf, voterTitle: citizens.voterTitle })
    .from(citizens)
    .where(
      and(
        eq(citizens.organizationId, organizationId),
        isNull(citizens.deletedAt),
        or(
          cpf ? eq(citizens.cpf, cpf) : undefined,
          voterTitle ? eq(citizens.voterTitle, voterTitle) : undefined,
        ),
        excludeId ? ne(citizens.id, excludeId) : undefined,
      ),
    )
    .limit(2);
  const byCpf = cpf ? holders.find((h) => h.cpf === cpf) : undefined;
  const holder = byCpf ?? holders.find((h) => voterTitle && h.voterTitle === voterTitle);
  if (!holder) return;
  const field = byCpf ? 'cpf' : 'voterTitle';
  const message = MESSAGES[field](holder.name);
  throw new AppError(
    field === 'cpf' ? 'CITIZEN_CPF_IN_USE' : 'CITIZEN_VOTER_TITLE_IN_USE',
    409,
    message,
    { [field]: message },
    { existingId: holder.id, existing: { _id: holder.id, name: holder.name } },
  );
}

/**
 * Runs a citizen write; when the unique index refuses it (someone saved the same CPF a moment before, after
 * the friendly check), answers the same 409 naming the holder instead of a 500.
 */
export async function guardIdentity<T>(
  db: Db,
  organizationId: string,
  identity: () => Identity,
  write: () => Promise<T>,
  excludeId?: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertIdentityFree(db, organizationId, identity(), excludeId);
    throw error;
  }
}
