// The template's register (POST /jwt/register): a new user becomes admin with manage on all; an address or
// username in use answers 200 with error.email / error.username, shown under each field.
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { demoApi } from '../../lib/api.ts';
import { saveDemoSession, useDemoUser, type DemoUserData } from '../../lib/session.ts';
import { AuthFrame } from './auth-frame.tsx';

type RegisterAnswer =
  { user: DemoUserData; accessToken: string } | { error: { email: string | null; username: string | null } };

const TAKEN: Record<string, string> = {
  'This email is already in use.': 'Este e-mail já está em uso.',
  'This username is already in use.': 'Este nome de usuário já está em uso.',
};

export function RegisterScreen() {
  const user = useDemoUser();
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user) return <Navigate to="/" replace />;

  // The value is read now: the event's target is gone by the time React runs the updater.
  const set = (key: keyof typeof form) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((prev) => ({ ...prev, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.username.trim()) next.username = 'Informe um nome de usuário.';
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) next.email = 'Informe um e-mail válido.';
    if (form.password.length < 4) next.password = 'A senha precisa de pelo menos 4 caracteres.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await demoApi.post<RegisterAnswer>('/jwt/register', {
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      if ('error' in answer) {
        setErrors({
          email: answer.error.email ? (TAKEN[answer.error.email] ?? answer.error.email) : undefined,
          username: answer.error.username
            ? (TAKEN[answer.error.username] ?? answer.error.username)
            : undefined,
        });
        return;
      }
      saveDemoSession({ userData: answer.user, accessToken: answer.accessToken });
      void navigate('/', { replace: true });
    } catch {
      setFailure('Não foi possível criar a conta. Tente de novo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title="Criar conta no modelo"
      subtitle="A conta vale só nesta página do modelo e some quando ela é recarregada."
      footer={
        <>
          Já tem conta?{' '}
          <Anchor component={Link} to="/entrar" size="sm">
            Entrar
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Nome de usuário"
            value={form.username}
            onChange={set('username')}
            error={errors.username}
            required
          />
          <TextInput
            label="E-mail"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <PasswordInput
            label="Senha"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            required
          />
          <Button type="submit" loading={busy}>
            Criar conta
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
