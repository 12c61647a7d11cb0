// Account settings, 'Redes sociais' tab: profile links and the connected accounts (connect/disconnect locally).
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { showSaved, type AccountData } from './account-settings-shared.ts';

const LINKS: { key: string; label: string; icon: typeof IconWorld }[] = [
  { key: 'twitter', label: 'Twitter', icon: IconBrandX },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'google', label: 'Google', icon: IconBrandGoogle },
  { key: 'linkedIn', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'quora', label: 'Quora', icon: IconWorld },
];

const CONNECTIONS: { key: string; label: string; icon: typeof IconWorld }[] = [
  { key: 'twitter', label: 'Twitter', icon: IconBrandX },
  { key: 'google', label: 'Google', icon: IconBrandGoogle },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'github', label: 'GitHub', icon: IconBrandGithub },
];

export function AccountSocial({ initial }: { initial: AccountData['social'] }) {
  const [links, setLinks] = useState(initial.socialLinks);
  const [connected, setConnected] = useState(initial.connections);

  return (
    <Stack gap="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          showSaved();
        }}
      >
        <Title order={2} fz="md" mb="sm">
          Links
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LINKS.map(({ key, label, icon: Icon }) => (
            <TextInput
              key={key}
              label={label}
              placeholder={`Endereço do ${label}`}
              leftSection={<Icon size={16} />}
              value={links[key] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setLinks((l) => ({ ...l, [key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" mt="md">
          Salvar alterações
        </Button>
      </form>
      <div>
        <Title order={2} fz="md" mb="sm">
          Contas conectadas
        </Title>
        <Stack gap="xs">
          {CONNECTIONS.map(({ key, label, icon: Icon }) => {
            const account = connected[key];
            const isOn = Boolean(account?.id);
            return (
              <Card key={key} withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {isOn ? (
                      <Avatar src={account?.profileImg} name={account?.id} size={36} radius="xl" />
                    ) : (
                      <Avatar size={36} radius="xl" color="gray">
                        <Icon size={18} />
                      </Avatar>
                    )}
                    <div>
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {isOn ? `Conectado como @${account?.id}` : 'Não conectado'}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant={isOn ? 'light' : 'filled'}
                    color={isOn ? 'red' : undefined}
                    aria-label={isOn ? `Desconectar ${label}` : `Conectar ${label}`}
                    onClick={() => setConnected((c) => ({ ...c, [key]: isOn ? {} : { id: 'joaosilva' } }))}
                  >
                    {isOn ? 'Desconectar' : 'Conectar'}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </div>
    </Stack>
  );
}
