// '/periodo-de-teste-encerrado' (older links): the reason now lives on /acesso-negado?motivo=TRIAL_EXPIRED.
import { Navigate } from 'react-router';
import { forbiddenPath } from '../../../lib/api-client.ts';

export function TrialExpiredRoute() {
  return <Navigate to={forbiddenPath('TRIAL_EXPIRED')} replace />;
}
