// '/cadastro': register an office on the 7-day trial.
import { Anchor } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { useUserData } from '../../../lib/session.ts';

export function RegisterRoute() {
  const navigate = useNavigate();
  const userData = useUserData();
  if (userData) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title="Criar conta de teste"
      subtitle="Experimente o Gabinete por 7 dias, sem compromisso."
      width={460}
      footer={
        <>
          Já tem conta?{' '}
          <Anchor component={Link} to="/" size="sm">
            Entrar
          </Anchor>
        </>
      }
    >
      <RegisterForm onRegistered={() => void navigate('/', { replace: true })} />
    </AuthCard>
  );
}
