// A unique index refused the row (PostgreSQL 23505), whether the driver error comes bare or wrapped by Drizzle.
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a write that may hit a unique index — two people saving the same name at once, after both passed
 * the friendly check — and answers the given refusal (a 409 naming the field) instead of a 500.
 */
export async function refuseDuplicates<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/**
 * Two writers racing for the same unique row (a first message twice, a clientId twice): the loser retries its
 * transaction once the winner committed, and then finds the winner's row.
 */
export async function retryOnUnique<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
