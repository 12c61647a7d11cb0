// The knowledge base's first page ('/base-de-conhecimento'): the category cards, filtered by a search box.
import { Anchor, Card, Center, Image, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { HelpSearch, NothingFound } from './help-search.tsx';
import { cardText, type KnowledgeCard } from './knowledge-base-text.ts';

function CardImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Center h={110}>
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconBook2 size={40} />
        </ThemeIcon>
      </Center>
    );
  return <Image src={src} alt="" h={110} fit="contain" onError={() => setFailed(true)} />;
}

export function KnowledgeBaseHome() {
  const [search, setSearch] = useState('');
  const cards = useQuery({
    queryKey: ['knowledge-base'],
    queryFn: () => demoApi.get<KnowledgeCard[]>('/faq/data/knowledge_base'),
  });
  const term = search.trim().toLocaleLowerCase('pt-BR');
  const shown = (cards.data ?? []).filter((card) =>
    [...cardText(card), card.title, card.desc].some((text) => text.toLocaleLowerCase('pt-BR').includes(term)),
  );
  return (
    <DemoPage title="Base de conhecimento" trail={[{ label: 'Páginas' }]}>
      <HelpSearch
        title="Olá, como podemos ajudar?"
        subtitle="Escolha uma categoria para ver os artigos."
        label="Buscar categoria"
        value={search}
        onChange={setSearch}
      />
      {cards.isPending && <PageLoader />}
      {cards.isError && <ErrorNotice error={cards.error} />}
      {cards.data && shown.length === 0 && (
        <NothingFound>Nenhuma categoria encontrada para "{search.trim()}".</NothingFound>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((card) => {
          const [title, desc] = cardText(card);
          return (
            <Card key={card.id} withBorder padding="lg" component="article" aria-label={title}>
              <Stack align="center" ta="center" gap="sm">
                <CardImage src={card.img} />
                <Anchor component={Link} to={`/base-de-conhecimento/${card.category}`} fw={600} fz="lg">
                  {title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {desc}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </DemoPage>
  );
}
