// 'Nova conversa': the attendant writes first — to an eleitor (on one of their phones that accept contact)
// or to a typed number. One clientId per attempt, so a double click or a retry sends one message.
import { Button, Group, Modal, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { Chat } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';
import { CitizenPicker, type CitizenRef } from '../../citizens/components/citizen-picker.tsx';
import { startChat } from '../api/chat-actions.ts';
import { chatsKeys, type StartChatInput } from '../api/chats.api.ts';
import { CitizenPhoneChoice, contactablePhones } from './citizen-phone-choice.tsx';
import { NewChatMessage } from './new-chat-message.tsx';

type Mode = 'citizen' | 'phone';
type Errors = Partial<Record<'citizen' | 'phone' | 'text', string>>;

interface NewChatModalProps {
  opened: boolean;
  /** The eleitor to write to, chosen already (the profile's 'Conversar pelo SAC'). */
  initialCitizenId?: string | null;
  onClose: () => void;
  onStarted: (chat: Chat) => void;
}

export function NewChatModal({ opened, initialCitizenId, onClose, onStarted }: NewChatModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered size="lg" title={<Text fw={600}>Nova conversa</Text>}>
      {opened && (
        <NewChatForm
          key={initialCitizenId ?? ''}
          initialCitizenId={initialCitizenId ?? null}
          onCancel={onClose}
          onStarted={onStarted}
        />
      )}
    </Modal>
  );
}

interface NewChatFormProps {
  initialCitizenId: string | null;
  onCancel: () => void;
  onStarted: (chat: Chat) => void;
}

function NewChatForm({ initialCitizenId, onCancel, onStarted }: NewChatFormProps) {
  const [mode, setMode] = useState<Mode>('citizen');
  const [citizen, setCitizen] = useState<CitizenRef | null>(
    initialCitizenId ? { _id: initialCitizenId, name: '' } : null,
  );
  const [phoneChoice, setPhoneChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The key of this attempt: kept while nothing changes (a retry is the same message), new after an edit.
  const attempt = useRef<string | null>(null);
  const edit =
    <T,>(set: (value: T) => void, field?: keyof Errors) =>
    (value: T) => {
      attempt.current = null;
      if (field) setErrors((e) => ({ ...e, [field]: undefined }));
      set(value);
    };

  const details = useQuery({ ...citizenQuery(citizen?._id ?? ''), enabled: citizen !== null });
  const phones = details.data ? contactablePhones(details.data) : [];
  const chosen = phones.find((p) => p.number === phoneChoice)?.number ?? phones[0]?.number ?? null;
  const naming = citizen !== null && !citizen.name;
  useEffect(() => {
    if (naming && details.data) setCitizen({ _id: details.data._id, name: details.data.name });
    if (naming && details.isError) setCitizen(null);
  }, [naming, details.data, details.isError]);

  const client = useQueryClient();
  const start = useMutation({
    mutationFn: (input: StartChatInput) => startChat(input),
    onSuccess: (chat) => {
      client.setQueryData(chatsKeys.detail(chat._id), chat);
      void client.invalidateQueries({ queryKey: chatsKeys.lists() });
      onStarted(chat);
    },
  });
  const serverFields = start.error instanceof ApiError ? start.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const next: Errors = {};
    if (mode === 'citizen') {
      if (!citizen) next.citizen = 'Escolha um eleitor';
      else if (details.isPending) return;
      else if (!chosen) next.phone = 'Este eleitor não tem telefone que aceite contato';
    } else if (typed.replace(/\D/g, '').length < 10) {
      next.phone = typed.trim() ? 'Informe o telefone com DDD' : 'Informe o telefone';
    }
    if (!text.trim()) next.text = 'Escreva a mensagem';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    attempt.current ??= crypto.randomUUID();
    const target = mode === 'citizen' ? { citizenId: citizen!._id, phone: chosen! } : { phone: typed.trim() };
    start.mutate({ ...target, text: text.trim(), clientId: attempt.current });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={start.error ? errorMessage(start.error) : null} />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={edit((value: string) => setMode(value as Mode))}
          data={[
            { value: 'citizen', label: 'Eleitor cadastrado' },
            { value: 'phone', label: 'Outro número' },
          ]}
        />
        {mode === 'citizen' ? (
          <>
            {naming ? (
              <Skeleton height={58} aria-label="Carregando eleitor" />
            ) : (
              <CitizenPicker
                label="Eleitor"
                withAsterisk
                value={citizen}
                error={errors.citizen}
                comboboxProps={{ withinPortal: true }}
                onChange={edit((value: CitizenRef | null) => {
                  setCitizen(value);
                  setPhoneChoice(null);
                }, 'citizen')}
              />
            )}
            {citizen && !naming && (
              <CitizenPhoneChoice
                citizen={details.data}
                value={chosen}
                error={errors.phone ?? serverFields?.phone}
                onChange={edit(setPhoneChoice, 'phone')}
              />
            )}
          </>
        ) : (
          <TextInput
            label="Telefone (WhatsApp)"
            withAsterisk
            placeholder="(61) 99999-8888"
            inputMode="tel"
            value={typed}
            error={errors.phone ?? serverFields?.phone}
            description="Se o número não for de nenhum eleitor, um cadastro é criado para ele."
            onChange={(event) => edit(setTyped, 'phone')(event.currentTarget.value)}
          />
        )}
        <NewChatMessage value={text} error={errors.text} onChange={edit(setText, 'text')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={start.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={start.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
