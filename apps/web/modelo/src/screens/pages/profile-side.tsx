// The profile's right column: latest photos, suggestions of people and a poll (voted in the page).
import {
  ActionIcon,
  Avatar,
  Card,
  Group,
  Image,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileData } from './profile-types.ts';

function Poll({ polls }: { polls: ProfileData['polls'] }) {
  // The sample's percentages become counts out of 100 votes; a vote adds one.
  const [votes, setVotes] = useState(() => polls.map((p) => Number.parseInt(p.result, 10) || 0));
  const [choice, setChoice] = useState<string | null>(null);
  const total = votes.reduce((a, b) => a + b, 0);
  const pct = (i: number) => (total ? Math.round(((votes[i] ?? 0) * 100) / total) : 0);
  return (
    <Card withBorder>
      <Title order={3} fz="md" mb={4}>
        Enquete
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Por onde você começa um projeto novo?
      </Text>
      <Radio.Group
        value={choice}
        onChange={(value) => {
          if (choice) return;
          setChoice(value);
          setVotes((v) => v.map((n, i) => (polls[i]?.name === value ? n + 1 : n)));
        }}
        aria-label="Enquete"
      >
        <Stack gap="sm">
          {polls.map((poll, i) => (
            <div key={poll.name}>
              <Group justify="space-between" mb={4}>
                <Radio
                  value={poll.name}
                  label={poll.name}
                  disabled={choice !== null && choice !== poll.name}
                />
                <Text size="sm" fw={500}>
                  {pct(i)}%
                </Text>
              </Group>
              <Progress value={pct(i)} size="sm" aria-label={`${poll.name}: ${pct(i)}%`} />
              <Avatar.Group spacing="xs" mt={6}>
                {poll.pollUsers.map((u) => (
                  <Avatar key={u.username} src={u.img} name={u.username} size={22} radius="xl" />
                ))}
              </Avatar.Group>
            </div>
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" mt="sm">
        {choice
          ? `Seu voto foi registrado. ${total} votos.`
          : `${total} votos. Escolha uma opção para votar.`}
      </Text>
    </Card>
  );
}

export function ProfileSide({ data }: { data: ProfileData }) {
  const [added, setAdded] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <Card withBorder id="perfil-fotos">
        <Title order={3} fz="md" mb="sm">
          Fotos recentes
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          {data.latestPhotos.map((photo, i) => (
            <Image
              key={photo.img}
              src={photo.img}
              alt={`Foto ${i + 1}`}
              radius="sm"
              h={72}
              fit="cover"
              bg="gray.1"
            />
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder id="perfil-sugestoes">
        <Title order={3} fz="md" mb="sm">
          Sugestões
        </Title>
        <Stack gap="sm">
          {data.suggestions.map((person) => {
            const isAdded = added.includes(person.name);
            return (
              <Group key={person.name} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={person.avatar} name={person.name} radius="xl" size={34} />
                  <div>
                    <Text size="sm" fw={500}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {person.mutualFriend}
                    </Text>
                  </div>
                </Group>
                <ActionIcon
                  variant={isAdded ? 'filled' : 'light'}
                  radius="xl"
                  aria-label={
                    isAdded ? `Cancelar pedido de amizade a ${person.name}` : `Adicionar ${person.name}`
                  }
                  aria-pressed={isAdded}
                  onClick={() =>
                    setAdded((a) => (isAdded ? a.filter((n) => n !== person.name) : [...a, person.name]))
                  }
                >
                  {isAdded ? <IconCheck size={16} /> : <IconUserPlus size={16} />}
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      </Card>
      <Poll polls={data.polls} />
    </Stack>
  );
}
