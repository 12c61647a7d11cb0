// The profile's left column: about the person, suggested pages and the Twitter feed.
import { ActionIcon, Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileData } from './profile-types.ts';

function Section({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <Card withBorder id={id}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export function ProfileAbout({ data }: { data: ProfileData }) {
  const about = data.userAbout;
  const [favorites, setFavorites] = useState(() => data.suggestedPages.map((p) => p.favorite));
  const website = about.website.startsWith('http') ? about.website : `https://${about.website}`;
  return (
    <Stack gap="md">
      <Section title="Sobre" id="perfil-sobre">
        <Stack gap="sm">
          <Text size="sm">{about.about}</Text>
          <Fact label="Entrou em">{about.joined}</Fact>
          <Fact label="Mora em">{about.lives}</Fact>
          <Fact label="E-mail">
            <Anchor href={`mailto:${about.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {about.email}
            </Anchor>
          </Fact>
          <Fact label="Site">
            <Anchor
              href={website}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {about.website}
            </Anchor>
          </Fact>
        </Stack>
      </Section>
      <Section title="Páginas sugeridas">
        <Stack gap="sm">
          {data.suggestedPages.map((page, i) => (
            <Group key={page.username} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={page.avatar} name={page.username} radius="xl" size={34} />
                <div>
                  <Text size="sm" fw={500}>
                    {page.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {page.subtitle}
                  </Text>
                </div>
              </Group>
              <ActionIcon
                variant="subtle"
                color={favorites[i] ? 'yellow' : 'gray'}
                aria-label={
                  favorites[i] ? `Remover ${page.username} dos favoritos` : `Favoritar ${page.username}`
                }
                aria-pressed={favorites[i]}
                onClick={() => setFavorites((f) => f.map((v, j) => (j === i ? !v : v)))}
              >
                {favorites[i] ? <IconStarFilled size={16} /> : <IconStar size={16} />}
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Section>
      <Section title="Twitter">
        <Stack gap="md">
          {data.twitterFeeds.map((feed) => (
            <div key={feed.id}>
              <Group gap="sm" wrap="nowrap" mb={4}>
                <Avatar src={feed.imgUrl} name={feed.title} radius="xl" size={34} />
                <div>
                  <Text size="sm" fw={500}>
                    {feed.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {feed.id}
                  </Text>
                </div>
              </Group>
              <Text size="sm">{feed.desc}</Text>
              <Text size="xs" c="blue">
                {feed.tags}
              </Text>
            </div>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
