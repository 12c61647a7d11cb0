// The 7-day trial rule of spec §4 and §9.
export const TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

/** Days left: (days between creation and now) + 7, whole days counted toward zero like dayjs' diff. */
export function trialDaysLeft(createdAt: Date | string, now: Date = new Date()): number {
  const diff = Math.trunc((new Date(createdAt).getTime() - now.getTime()) / DAY_MS);
  return diff + TRIAL_DAYS;
}

/** A trial user is expired when the days left are zero or less. */
export function isTrialExpired(
  user: { is_trial: boolean; createdAt: Date | string },
  now: Date = new Date(),
): boolean {
  return user.is_trial && trialDaysLeft(user.createdAt, now) <= 0;
}
