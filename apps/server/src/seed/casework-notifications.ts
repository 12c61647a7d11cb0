// Demo notifications for the demo users (filled by the casework issue). Idempotent.
import type { Db } from '../db/client.ts';

export async function seedNotifications(_db: Db): Promise<void> {}
