// A per-office cache of an expensive aggregate, valid while a cheap fingerprint of the data stands (the
// office's latest change, read from an index) and for at most `ttlMs`; concurrent misses share one computation.

export interface FingerprintCache<T> {
  get(key: string, fingerprint: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createFingerprintCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): FingerprintCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { fingerprint: string; at: number; value: T }>();
  const inFlight = new Map<string, Promise<T>>();
  return {
    get(key, fingerprint, compute) {
      const hit = entries.get(key);
      if (hit && hit.fingerprint === fingerprint && now() - hit.at < options.ttlMs) {
        return Promise.resolve(hit.value);
      }
      const flightKey = `${key}\u0000${fingerprint}`;
      const running = inFlight.get(flightKey);
      if (running) return running;
      const at = now();
      const promise = compute()
        .then((value) => {
          if (entries.size >= options.maxEntries && !entries.has(key)) entries.clear();
          entries.set(key, { fingerprint, at, value });
          return value;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, promise);
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}
