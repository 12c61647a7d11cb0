// '/' for a visitor: the login page.
import { Alert, Anchor } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import type { LoginState } from '../../../lib/api-client.ts';
import { takeSessionExpiry, type SessionExpiry } from '../../../lib/session.ts';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente.';

/** Where the admin template's demo screens are, when this build has them (a meta tag of index.html). */
function templateDemoHref(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="gabinete-modelo"]')?.content || null;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the note of a session that just expired (a 401) says so and knows the page to return to.
  const [expired] = useState<SessionExpiry | null>(() => takeSessionExpiry());
  useEffect(() => void takeSessionExpiry(), []);
  const from = (location.state as LoginState | null)?.from ?? expired?.from;
  const modelo = templateDemoHref();

  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse o sistema do seu gabinete."
      footer={
        <>
          Ainda não usa o Gabinete?{' '}
          <Anchor component={Link} to="/cadastro" size="sm">
            Criar conta de teste
          </Anchor>
          {modelo && (
            <>
              <br />
              <Anchor href={modelo} size="sm">
                Conhecer o modelo de interface
              </Anchor>
            </>
          )}
        </>
      }
    >
      {expired && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} />} mb="md" role="status">
          {SESSION_EXPIRED_MESSAGE}
        </Alert>
      )}
      <LoginForm onLoggedIn={() => void navigate(from && from !== '/' ? from : '/', { replace: true })} />
    </AuthCard>
  );
}
