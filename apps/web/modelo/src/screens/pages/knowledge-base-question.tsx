// A knowledge base article ('/base-de-conhecimento/:category/:question'): the text, when it was last updated,
// and the related questions of the same category.
import { Anchor, Card, Grid, Stack, Text, Title, Typography } from '@mantine/core';
import { IconChevronRight, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { categoryTitle, type KnowledgeQuestion } from './knowledge-base-text.ts';

const BASE = '/base-de-conhecimento';

export function KnowledgeBaseQuestion() {
  const { category = '', question = '' } = useParams();
  const article = useQuery({
    queryKey: ['knowledge-base', 'question', category, question],
    queryFn: () => demoApi.get<KnowledgeQuestion>('/faq/data/question', { category, slug: question }),
  });
  const data = article.data;
  return (
    <DemoPage
      title={data?.title ?? 'Artigo'}
      trail={[
        { label: 'Páginas' },
        { label: 'Base de conhecimento', to: BASE },
        { label: categoryTitle(category), to: `${BASE}/${category}` },
      ]}
    >
      {article.isPending && <PageLoader />}
      {article.isError && <ErrorNotice error={article.error} />}
      {data && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="lg" component="article" aria-label={data.title}>
              <Text size="sm" c="dimmed" mb="md" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <IconClock size={16} /> Atualizado em {formatDate(data.lastUpdated)}
              </Text>
              {/* The article's HTML comes from the in-memory sample data of the fake back end. */}
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: data.content }} />
              </Typography>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="lg" component="aside" aria-labelledby="kb-related">
              <Title order={2} fz="md" mb="sm" id="kb-related">
                Perguntas relacionadas
              </Title>
              <Stack gap={8}>
                {data.relatedQuestions.map((related) => (
                  <Anchor
                    key={related.id}
                    component={Link}
                    to={`${BASE}/${category}/artigo-${related.id}`}
                    size="sm"
                    style={{ display: 'flex', alignItems: 'center', gap: 6 }}
                  >
                    <IconChevronRight size={14} style={{ flexShrink: 0 }} />
                    {related.question}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </DemoPage>
  );
}
