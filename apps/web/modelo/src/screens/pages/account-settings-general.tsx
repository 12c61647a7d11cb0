// Account settings, 'Geral' tab: avatar (chosen locally), username, name, e-mail and company, with validation.
import { Avatar, Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isEmail, showSaved, useCheckedForm, type AccountData } from './account-settings-shared.ts';

type General = AccountData['general'];
type Errors = Partial<Record<keyof General, string>>;

function check(values: General): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'Informe o nome de usuário.';
  if (!values.fullName.trim()) errors.fullName = 'Informe o nome.';
  if (!values.email.trim()) errors.email = 'Informe o e-mail.';
  else if (!isEmail(values.email)) errors.email = 'Informe um e-mail válido.';
  return errors;
}

export function AccountGeneral({ initial }: { initial: General }) {
  const [saved, setSaved] = useState(initial);
  const { values, setValues, setErrors, field, validate } = useCheckedForm(initial, check);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) {
          setSaved(values);
          showSaved();
        }
      }}
    >
      <Stack gap="md">
        <Group gap="md">
          <Avatar src={values.avatar} name={values.fullName} size={80} radius="md" alt="Foto do perfil" />
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton
                accept="image/png,image/jpeg,image/gif"
                onChange={(file) => {
                  if (!file) return;
                  const reader = new FileReader();
                  reader.onload = () => setValues((v) => ({ ...v, avatar: String(reader.result) }));
                  reader.readAsDataURL(file);
                }}
              >
                {(props) => (
                  <Button size="xs" {...props}>
                    Enviar foto
                  </Button>
                )}
              </FileButton>
              <Button
                size="xs"
                variant="default"
                onClick={() => setValues((v) => ({ ...v, avatar: saved.avatar }))}
              >
                Redefinir
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              JPG, GIF ou PNG, até 800 KB.
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome de usuário" required {...field('username')} />
          <TextInput label="Nome" required {...field('fullName')} />
          <TextInput label="E-mail" type="email" required {...field('email')} />
          <TextInput label="Empresa" {...field('company')} />
        </SimpleGrid>
        <Group gap="xs">
          <Button type="submit">Salvar alterações</Button>
          <Button
            variant="default"
            onClick={() => {
              setValues(saved);
              setErrors({});
            }}
          >
            Descartar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
