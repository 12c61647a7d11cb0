// '/' for a visitor: the login page.
import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

/** Where the admin template's demo screens are, when this build has them (a meta tag of index.html). */
function templateDemoHref(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="gabinete-modelo"]')?.content || null;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
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
      <LoginForm onLoggedIn={() => void navigate(from && from !== '/' ? from : '/', { replace: true })} />
    </AuthCard>
  );
}
