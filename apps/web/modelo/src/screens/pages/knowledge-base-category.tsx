// A knowledge base category ('/base-de-conhecimento/:category'): its question groups, each a list of links.
import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChevronRight, IconFolder, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { categoryTitle, groupColor, type KnowledgeGroup } from './knowledge-base-text.ts';

const BASE = '/base-de-conhecimento';

export function KnowledgeBaseCategory() {
  const { category = '' } = useParams();
  const [search, setSearch] = useState('');
  const groups = useQuery({
    queryKey: ['knowledge-base', 'category', category],
    queryFn: () => demoApi.get<KnowledgeGroup[]>('/faq/data/category', { category }),
  });
  const term = search.trim().toLocaleLowerCase('pt-BR');
  const shown = (groups.data ?? [])
    .map((group) => ({
      ...group,
      questions: group.questions.filter((q) => q.question.toLocaleLowerCase('pt-BR').includes(term)),
    }))
    .filter((group) => group.questions.length > 0);
  return (
    <DemoPage
      title={categoryTitle(category)}
      trail={[{ label: 'Páginas' }, { label: 'Base de conhecimento', to: BASE }]}
    >
      <TextInput
        aria-label="Buscar artigo"
        placeholder="Buscar artigo nesta categoria…"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      {groups.isPending && <PageLoader />}
      {groups.isError && <ErrorNotice error={groups.error} />}
      {groups.data && shown.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            Nenhum artigo encontrado para "{search.trim()}".
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {shown.map((group) => (
          <Card key={group.id} withBorder padding="lg" component="section" aria-label={group.title}>
            <Group gap="sm" mb="md" wrap="nowrap">
              <ThemeIcon variant="light" color={groupColor(group.iconColor)} size={36} radius="md">
                <IconFolder size={20} />
              </ThemeIcon>
              <Title order={2} fz="md" style={{ flex: 1 }}>
                {group.title}
              </Title>
              <Badge variant="light" color={groupColor(group.iconColor)}>
                {group.questions.length}
              </Badge>
            </Group>
            <Stack gap={8}>
              {group.questions.map((question) => (
                <Anchor
                  key={question.id}
                  component={Link}
                  to={`${BASE}/${category}/${question.slug}`}
                  size="sm"
                  style={{ display: 'flex', alignItems: 'center', gap: 6 }}
                >
                  <IconChevronRight size={14} style={{ flexShrink: 0 }} />
                  {question.question}
                </Anchor>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </DemoPage>
  );
}
