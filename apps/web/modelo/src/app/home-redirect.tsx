// '/modelo': the first screen of the menu the user may see (the admin's analytics, the client's access page).
import { Navigate } from 'react-router';
import { useDemoAbility } from '../lib/ability.ts';
import { menuPath, screens } from './screens.tsx';

export function HomeRedirect() {
  const ability = useDemoAbility();
  const first = screens.find((s) => s.menu && ability.can(s.action, s.subject));
  return <Navigate to={first ? menuPath(first) : '/nao-autorizado'} replace />;
}
