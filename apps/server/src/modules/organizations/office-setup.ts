// What a new office starts with (default áreas, demand statuses, agenda categories…): each area registers
// its setup at import time; it runs inside the transaction that creates the office, and for the demo seed.
import type { Db } from '../../db/client.ts';

/** Creates the area's defaults for the office; must be idempotent (ON CONFLICT DO NOTHING). */
export type OfficeSetup = (tx: Db, organizationId: string) => Promise<void>;

const setups = new Map<string, OfficeSetup>();

export function registerOfficeSetup(name: string, setup: OfficeSetup): void {
  setups.set(name, setup);
}

export async function runOfficeSetup(tx: Db, organizationId: string): Promise<void> {
  for (const setup of setups.values()) await setup(tx, organizationId);
}
