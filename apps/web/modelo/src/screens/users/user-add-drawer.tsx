// 'Adicionar usuário' drawer: the new user's fields, checked in pt-BR, sent to the fake back end's add-user.
import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { demoApi } from '../../lib/api.ts';
import { PLANS, ROLES } from './user-labels.tsx';

const COUNTRIES = ['Brasil', 'Argentina', 'Chile', 'Paraguai', 'Portugal', 'Uruguai'];

const EMPTY = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
};
type Fields = typeof EMPTY;

function validate(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (fields.fullName.trim().length < 3) errors.fullName = 'Informe o nome completo (ao menos 3 letras).';
  if (!/^[a-z0-9._-]{3,}$/i.test(fields.username.trim()))
    errors.username = 'Use ao menos 3 letras, números, ponto, hífen ou sublinhado.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) errors.email = 'Informe um e-mail válido.';
  if (!fields.company.trim()) errors.company = 'Informe a empresa.';
  if (!fields.country) errors.country = 'Escolha o país.';
  if (fields.contact.replace(/\D/g, '').length < 8) errors.contact = 'Informe um telefone com DDD.';
  return errors;
}

export function UserAddDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const add = useMutation({
    mutationFn: (body: Fields) =>
      demoApi.post('/apps/users/add-user', { ...body, status: 'active', avatar: '' }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Usuário adicionado.' });
      close();
      await queryClient.invalidateQueries({ queryKey: ['modelo', 'users'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  function close() {
    setFields(EMPTY);
    setErrors({});
    onClose();
  }

  function field<K extends keyof Fields>(key: K) {
    return {
      value: fields[key],
      error: errors[key],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setFields((prev) => ({ ...prev, [key]: value }));
      },
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length === 0)
      add.mutate({ ...fields, fullName: fields.fullName.trim(), username: fields.username.trim() });
  }

  return (
    <Drawer opened={opened} onClose={close} title="Adicionar usuário" position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nome completo" required {...field('fullName')} />
          <TextInput label="Nome de usuário" required {...field('username')} />
          <TextInput label="E-mail" type="email" required {...field('email')} />
          <TextInput label="Empresa" required {...field('company')} />
          <Select
            label="País"
            required
            placeholder="Escolha o país"
            data={COUNTRIES}
            value={fields.country || null}
            error={errors.country}
            onChange={(value) => setFields((prev) => ({ ...prev, country: value ?? '' }))}
          />
          <TextInput label="Contato" placeholder="(61) 99999-0000" required {...field('contact')} />
          <Select
            label="Função"
            data={ROLES.map(({ value, label }) => ({ value, label }))}
            value={fields.role}
            allowDeselect={false}
            onChange={(value) => setFields((prev) => ({ ...prev, role: value ?? 'subscriber' }))}
          />
          <Select
            label="Plano"
            data={PLANS}
            value={fields.currentPlan}
            allowDeselect={false}
            onChange={(value) => setFields((prev) => ({ ...prev, currentPlan: value ?? 'basic' }))}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={add.isPending}>
              Adicionar
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
