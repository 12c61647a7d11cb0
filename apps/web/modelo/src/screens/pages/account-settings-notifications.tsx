// Account settings, 'Notificações' tab: one switch per kind of e-mail, kept in the page.
import { Button, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showSaved } from './account-settings-shared.ts';

const ACTIVITY = [
  { key: 'commentOnArticle', label: 'Avisar quando alguém comentar meu artigo' },
  { key: 'answerOnForm', label: 'Avisar quando alguém responder meu formulário' },
  { key: 'followMe', label: 'Avisar quando alguém me seguir' },
];
const NEWS = [
  { key: 'newAnnouncements', label: 'Novidades e anúncios' },
  { key: 'productUpdates', label: 'Atualizações semanais do produto' },
  { key: 'blogDigest', label: 'Resumo semanal do blog' },
];

export function AccountNotifications({ initial }: { initial: Record<string, boolean> }) {
  const [values, setValues] = useState(initial);
  const group = (title: string, items: typeof ACTIVITY) => (
    <Stack gap="sm">
      <Title order={2} fz="md">
        {title}
      </Title>
      {items.map((item) => (
        <Switch
          key={item.key}
          label={item.label}
          checked={values[item.key] ?? false}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, [item.key]: checked }));
          }}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="lg">
      {group('Atividade', ACTIVITY)}
      {group('Aplicativo', NEWS)}
      <Text size="xs" c="dimmed">
        As notificações são enviadas para o e-mail da conta.
      </Text>
      <div>
        <Button onClick={showSaved}>Salvar alterações</Button>
      </div>
    </Stack>
  );
}
