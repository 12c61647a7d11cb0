// 'Editar dados': name, e-mail, bairro and birth date, saved through the chat:update_client socket event.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Chat, Citizen } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserData } from '../../../lib/session.ts';
import { citizensKeys } from '../../citizens/api/citizens.api.ts';
import { formatDateInput } from '../../citizens/lib/citizen-form.logic.ts';
import { updateChatClient } from '../api/chat-actions.ts';
import { applyChat } from '../api/chats-cache.ts';
import { citizenEditInput, citizenEditValues, type CitizenEditValues } from '../lib/citizen-edit.ts';

export function CitizenEditForm({
  chat,
  citizen,
  onDone,
}: {
  chat: Chat;
  citizen: Citizen;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const userId = useUserData()?._id ?? null;
  const [values, setValues] = useState<CitizenEditValues>(() => citizenEditValues(citizen));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (key: keyof CitizenEditValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const raw = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: key === 'birthDate' ? formatDateInput(raw) : raw }));
    },
  });

  const save = async () => {
    const result = citizenEditInput(citizen, values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    let saved: Chat;
    try {
      saved = await updateChatClient(chat, result.input);
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    } finally {
      setSaving(false);
    }
    applyChat(client, saved, userId);
    void client.invalidateQueries({ queryKey: citizensKeys.detail(citizen._id) });
    notifySuccess('Dados do cidadão salvos');
    onDone();
  };

  return (
    <Stack gap="xs">
      <FormError message={formError} />
      <TextInput label="Nome" required {...field('name')} />
      <TextInput label="E-mail" type="email" {...field('email')} />
      <TextInput label="Bairro" {...field('neighborhood')} />
      <TextInput
        label="Data de nascimento"
        placeholder="dd/mm/aaaa"
        inputMode="numeric"
        {...field('birthDate')}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
        <Button size="xs" loading={saving} onClick={() => void save()}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
