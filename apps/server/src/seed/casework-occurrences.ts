// Demo atendimentos (filled by the casework issue). Idempotent.
import type { Db } from '../db/client.ts';

export async function seedOccurrences(_db: Db): Promise<void> {}
