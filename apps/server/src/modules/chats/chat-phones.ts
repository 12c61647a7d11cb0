// WhatsApp numbers as E.164, and the citizen a number belongs to. WhatsApp often reports a Brazilian mobile
// without its ninth digit (+55 61 9999-8888 for +55 61 99999-8888): both forms are tried.
import { and, asc, inArray, isNull, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { citizenPhones, citizens } from '../citizens/citizens.table.ts';

/** The forms a number may be stored under, the canonical one (with the ninth digit) first; [] when not a number. */
export function phoneCandidates(value: string): string[] {
  let digits = value.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 8) return [];
  // A national number as typed ('61 99999-8888'): add the country code.
  if (!value.trim().startsWith('+') && (digits.length === 10 || digits.length === 11)) digits = `55${digits}`;
  if (digits.startsWith('55') && digits.length === 12 && '6789'.includes(digits[4]!)) {
    const ddd = digits.slice(2, 4);
    return [`+55${ddd}9${digits.slice(4)}`, `+${digits}`];
  }
  if (digits.startsWith('55') && digits.length === 13 && digits[4] === '9') {
    const ddd = digits.slice(2, 4);
    return [`+${digits}`, `+55${ddd}${digits.slice(5)}`];
  }
  return [`+${digits}`];
}

/** The office's live citizen with one of these numbers (the oldest record when several share it). */
export async function findCitizenByPhone(
  db: Db,
  organizationId: string,
  candidates: string[],
): Promise<{ id: string; name: string } | null> {
  if (candidates.length === 0) return null;
  const [row] = await db
    .select({ id: citizens.id, name: citizens.name })
    .from(citizenPhones)
    .innerJoin(citizens, eq(citizens.id, citizenPhones.citizenId))
    .where(
      and(
        eq(citizenPhones.organizationId, organizationId),
        inArray(citizenPhones.number, candidates),
        isNull(citizens.deletedAt),
      ),
    )
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises, until the transaction ends, the work of every process on one number of one office: two first
 * messages arriving at once must find (or create) one citizen and one chat, not one each.
 */
export async function lockPhone(tx: Db, organizationId: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${organizationId}:${phone}`}))`);
}
