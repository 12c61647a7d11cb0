// '/redefinir-senha?token=' and '/definir-senha?token=': the same form, then back to the login page.
import { Alert, Anchor } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form.tsx';
import { notifySuccess } from '../../../lib/notify.ts';

interface SetPasswordPageProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  doneMessage: string;
}

function SetPasswordPage({ title, subtitle, submitLabel, doneMessage }: SetPasswordPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Anchor component={Link} to="/" size="sm">
          Voltar para o login
        </Anchor>
      }
    >
      {token.length < 20 ? (
        <Alert color="red" variant="light" role="alert">
          Link inválido ou incompleto. Abra de novo o link recebido por e-mail ou peça um novo em{' '}
          <Anchor component={Link} to="/esqueci-a-senha">
            Esqueci minha senha
          </Anchor>
          .
        </Alert>
      ) : (
        <SetPasswordForm
          token={token}
          submitLabel={submitLabel}
          onDone={(message) => {
            notifySuccess(message ?? doneMessage);
            void navigate('/', { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}

export function ResetPasswordRoute() {
  return (
    <SetPasswordPage
      title="Redefinir senha"
      subtitle="Escolha uma nova senha para entrar no Gabinete."
      submitLabel="Salvar nova senha"
      doneMessage="Senha redefinida. Entre com a nova senha."
    />
  );
}

export function DefinePasswordRoute() {
  return (
    <SetPasswordPage
      title="Definir senha"
      subtitle="Você foi convidado para o Gabinete. Escolha sua senha para começar."
      submitLabel="Definir senha"
      doneMessage="Senha definida. Entre com seu e-mail e a nova senha."
    />
  );
}
