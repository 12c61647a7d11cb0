// The template's own login (POST /jwt/login, answered by the fake back end): admin@demo.com / admin sees every
// screen; client@demo.com / client only what read ACL and read Auth allow.
import { Alert, Anchor, Button, Code, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { DemoApiError, demoApi } from '../../lib/api.ts';
import { demoSessionExpired, saveDemoSession, useDemoUser, type DemoUserData } from '../../lib/session.ts';
import { AuthFrame } from './auth-frame.tsx';

interface LoginAnswer {
  userData: DemoUserData;
  accessToken: string;
  refreshToken: string;
}

/** The fake back end's 400 body: { error: { email: [message] } }. */
export function loginErrorText(error: unknown): string {
  if (error instanceof DemoApiError) {
    const email = (error.body as { error?: { email?: unknown } } | null)?.error?.email;
    const first = Array.isArray(email) ? email[0] : email;
    if (first === 'Email or Password is Invalid') return 'E-mail ou senha inválidos.';
    if (typeof first === 'string') return first;
  }
  return 'Não foi possível entrar. Tente de novo.';
}

export function LoginScreen() {
  const user = useDemoUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('admin@demo.com');
  const [password, setPassword] = useState('admin');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After 10 idle minutes the tokens run out and the area logs out by itself: say so here.
  const [expired] = useState(demoSessionExpired);
  if (user) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await demoApi.post<LoginAnswer>('/jwt/login', { email: email.trim(), password });
      saveDemoSession(answer);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from !== '/entrar' ? from : '/', { replace: true });
    } catch (caught) {
      setError(loginErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title="Entrar no modelo"
      subtitle="Telas de demonstração do modelo de interface, com dados fictícios que voltam ao início quando a página é recarregada."
      footer={
        <>
          Não tem conta no modelo?{' '}
          <Anchor component={Link} to="/cadastro" size="sm">
            Criar conta de demonstração
          </Anchor>
        </>
      }
    >
      <Table withTableBorder fz="xs" aria-label="Contas de demonstração">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Administrador</Table.Td>
            <Table.Td>
              <Code>admin@demo.com</Code> / <Code>admin</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Cliente</Table.Td>
            <Table.Td>
              <Code>client@demo.com</Code> / <Code>client</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {expired && !error && (
            <Alert color="yellow" title="Sua sessão expirou">
              Depois de 10 minutos sem uso o modelo encerra a sessão. Entre de novo para continuar.
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Button type="submit" loading={busy}>
            Entrar
          </Button>
          <Text size="xs" c="dimmed">
            O login do modelo não dá acesso ao Gabinete, e o do Gabinete não vale aqui.
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
