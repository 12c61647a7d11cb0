// Protocol numbers per office, kind and year ('2026/0142'), handed out atomically inside the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { protocolCounters } from './protocols.table.ts';

/** The next number for the year; two saves at once get different numbers (one upsert row lock). */
export async function nextProtocolNumber(tx: Db, organizationId: string, kind: string, year: number) {
  const [row] = await tx
    .insert(protocolCounters)
    .values({ organizationId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [protocolCounters.organizationId, protocolCounters.kind, protocolCounters.year],
      set: { last: sql`${protocolCounters.last} + 1` },
    })
    .returning({ last: protocolCounters.last });
  return row!.last;
}

/** '2026/0142': the year and the number, zero-padded to four digits (more when the year needs them). */
export const formatProtocol = (year: number, number: number) => `${year}/${String(number).padStart(4, '0')}`;

/** Reads '2026/0142', '2026/142' or '142' (this year implied by the caller) as year and number. */
export function parseProtocol(text: string): { year: number | null; number: number } | null {
  const m = /^\s*(?:(\d{4})\s*[/-]\s*)?0*(\d{1,7})\s*$/.exec(text);
  if (!m) return null;
  return { year: m[1] ? Number(m[1]) : null, number: Number(m[2]) };
}
