// Route guards: a visitor goes to the login page, an expired trial and a missing ability to
// the access-denied page (with the reason).
import { isTrialExpired, type Action, type Subject } from '@gabinete/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppAbility } from '../../lib/ability.ts';
import { forbiddenPath } from '../../lib/api-client.ts';
import { useUserData } from '../../lib/session.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const userData = useUserData();
  const location = useLocation();
  if (!userData)
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (isTrialExpired(userData)) return <Navigate to={forbiddenPath('TRIAL_EXPIRED')} replace />;
  return children;
}

export function RequireAbility({
  action,
  subject,
  children,
}: {
  action: Action;
  subject: Subject;
  children: ReactNode;
}) {
  const ability = useAppAbility();
  if (!ability.can(action, subject)) return <Navigate to={forbiddenPath('FORBIDDEN')} replace />;
  return children;
}

/** A page behind an ability check, as the route tables write it. */
export const guarded = (action: Action, subject: Subject, page: ReactNode) => (
  <RequireAbility action={action} subject={subject}>
    {page}
  </RequireAbility>
);
