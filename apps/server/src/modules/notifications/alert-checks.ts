// Scheduled checks that notify people (overdue demandas and tasks, agenda reminders). Each area registers
// its check at import time; the 'casework-alerts' job runs them all every minute (notifications.jobs.ts).
import type { AppDeps } from '../../deps.ts';

/** Finds what became due by `now`, notifies once (dedupe keys or a sent mark), pushes after commit. */
export type AlertCheck = (deps: AppDeps, now: Date) => Promise<void>;

const checks = new Map<string, AlertCheck>();

export function registerAlertCheck(name: string, check: AlertCheck): void {
  checks.set(name, check);
}

/** Runs every check; one failing does not stop the others (each is retried at the next tick). */
export async function runAlertChecks(deps: AppDeps, now = new Date()): Promise<void> {
  const failures: unknown[] = [];
  for (const check of checks.values()) {
    try {
      await check(deps, now);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, 'Falha em verificações de alertas');
}
