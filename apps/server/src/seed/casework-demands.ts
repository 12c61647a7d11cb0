// Demo areas, demand statuses and demandas (with comments, history, followers) (filled by the casework issue). Idempotent.
import type { Db } from '../db/client.ts';

export async function seedDemands(_db: Db): Promise<void> {}
