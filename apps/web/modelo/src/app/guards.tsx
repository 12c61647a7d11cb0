// Guards of the /modelo area: a visitor goes to the login; a screen the user may not see shows 'Não autorizado'.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useDemoAbility } from '../lib/ability.ts';
import { useDemoUser } from '../lib/session.ts';

export function RequireDemoUser({ children }: { children: ReactNode }) {
  const user = useDemoUser();
  const location = useLocation();
  if (!user) return <Navigate to="/entrar" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

export function DemoGuard({
  action,
  subject,
  children,
}: {
  action: string;
  subject: string;
  children: ReactNode;
}) {
  const ability = useDemoAbility();
  if (!ability.can(action, subject)) return <Navigate to="/nao-autorizado" replace />;
  return children;
}
