// The greetings tick: every minute (UTC cron), each office whose send hour has come gets up to its
// per-minute limit of greetings written and queued; the once-a-year key makes a repeated tick harmless.
import type { AppDeps } from '../../deps.ts';
import { runGreetings } from './greetings-run.ts';

export const GREETINGS_QUEUE = 'birthday-greetings';
export const GREETINGS_CRON = '* * * * *';

export function defineGreetingJobs(deps: AppDeps): void {
  // Tests run the tick themselves (jobs.run / runGreetings with a chosen instant).
  deps.jobs.define(GREETINGS_QUEUE, () => runGreetings(deps).then(() => {}), {
    retryLimit: 0,
    expireInSeconds: 120,
    cron: deps.env.NODE_ENV !== 'test' ? GREETINGS_CRON : undefined,
  });
}
