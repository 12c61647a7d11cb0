// The scheduled side of notifications: every minute the registered alert checks run (overdue demandas and
// tasks, agenda reminders); once a day read notifications older than 180 days are removed.
import type { AppDeps } from '../../deps.ts';
import { runAlertChecks } from './alert-checks.ts';
import { purgeReadBefore } from './notifications.repository.ts';

export const ALERTS_QUEUE = 'casework-alerts';
export const ALERTS_CRON = '* * * * *';
export const NOTIFICATIONS_PURGE_QUEUE = 'notifications-purge';
export const NOTIFICATIONS_PURGE_CRON = '17 6 * * *';
export const KEEP_READ_DAYS = 180;

export async function purgeOldNotifications(deps: AppDeps, now = new Date()): Promise<number> {
  return purgeReadBefore(deps.database.db, new Date(now.getTime() - KEEP_READ_DAYS * 86_400_000));
}

export function defineNotificationJobs(deps: AppDeps): void {
  // Tests run the checks themselves (jobs.run): a tick in the middle of a test would change its counts.
  const scheduled = deps.env.NODE_ENV !== 'test';
  deps.jobs.define(ALERTS_QUEUE, () => runAlertChecks(deps), {
    retryLimit: 0,
    expireInSeconds: 300,
    cron: scheduled ? ALERTS_CRON : undefined,
  });
  deps.jobs.define(NOTIFICATIONS_PURGE_QUEUE, () => purgeOldNotifications(deps).then(() => {}), {
    retryLimit: 1,
    expireInSeconds: 3600,
    cron: scheduled ? NOTIFICATIONS_PURGE_CRON : undefined,
  });
}
