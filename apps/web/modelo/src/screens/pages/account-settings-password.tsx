// Account settings, 'Alterar senha' tab: current, new and confirmation, checked in pt-BR (nothing is sent).
import { Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { showSaved, useCheckedForm } from './account-settings-shared.ts';

const EMPTY = { current: '', next: '', confirm: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

function check(values: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!values.current) errors.current = 'Informe a senha atual.';
  if (!values.next) errors.next = 'Informe a nova senha.';
  else if (values.next.length < 8) errors.next = 'A nova senha deve ter ao menos 8 caracteres.';
  else if (values.next === values.current) errors.next = 'A nova senha deve ser diferente da atual.';
  if (!values.confirm) errors.confirm = 'Confirme a nova senha.';
  else if (values.confirm !== values.next) errors.confirm = 'As senhas não coincidem.';
  return errors;
}

export function AccountPassword() {
  const { setValues, field, validate } = useCheckedForm(EMPTY, check);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) {
          setValues(EMPTY);
          showSaved();
        }
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label="Senha atual" required autoComplete="current-password" {...field('current')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Nova senha"
            required
            autoComplete="new-password"
            description="Ao menos 8 caracteres."
            {...field('next')}
          />
          <PasswordInput
            label="Confirmar nova senha"
            required
            autoComplete="new-password"
            {...field('confirm')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit">Alterar senha</Button>
        </div>
      </Stack>
    </form>
  );
}
