// Demo tarefas (filled by the casework issue). Idempotent.
import type { Db } from '../db/client.ts';

export async function seedTasks(_db: Db): Promise<void> {}
