// Demo agenda categories and events (filled by the casework issue). Idempotent.
import type { Db } from '../db/client.ts';

export async function seedEvents(_db: Db): Promise<void> {}
