// '/' for a visitor: the login page.
import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

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
        </>
      }
    >
      <LoginForm onLoggedIn={() => void navigate(from && from !== '/' ? from : '/', { replace: true })} />
    </AuthCard>
  );
}
