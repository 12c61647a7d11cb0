// '/tutorial': the first steps of the office, a search over every help page (accents and case ignored) and
// the pages of the areas this user may open, in menu order. The search lives in the URL (?q=).
import { Anchor, Box, Card, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { can } from '@gabinete/shared';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { FirstStepsCard } from '../../../features/tutorial/components/first-steps-card.tsx';
import { HELP_CONTENT, summaryOf } from '../../../features/tutorial/lib/help-content.ts';
import { searchHelp } from '../../../features/tutorial/lib/help-search.ts';
import { useUserData } from '../../../lib/session.ts';

export function TutorialIndexRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const userData = useUserData();
  const pages = useMemo(
    () => HELP_CONTENT.filter((p) => !p.subject || can(userData?.ability ?? [], 'read', p.subject)),
    [userData],
  );
  const hits = useMemo(() => searchHelp(pages, q), [pages, q]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Tutorial"
        description="Como fazer o trabalho do dia a dia em cada área do Gabinete, passo a passo."
      />
      {/* The search box grows in a filter bar's row; here it sits alone in a column. */}
      <Box>
        <SearchInput
          value={q}
          label="Buscar na ajuda"
          placeholder="Buscar na ajuda (ex.: mudar a situação)"
          onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
        />
      </Box>
      {q ? (
        hits.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconSearchOff size={32} />}
            withIndicatorBackground
            title={`Nada encontrado para “${q}”`}
            description="Tente outras palavras, ou abra um chamado no Suporte: a equipe responde por lá."
          />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Resultados da busca"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {hits.map((hit) => (
              <Card key={hit.slug} withBorder radius="md" padding="sm" component="li">
                <Anchor component={Link} to={`/tutorial/${hit.slug}`} fw={600}>
                  {hit.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {hit.excerpt}
                </Text>
              </Card>
            ))}
          </Stack>
        )
      ) : (
        <>
          <FirstStepsCard place="tutorial" />
          <Title order={2} fz={18} mt="sm">
            Ajuda por área
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="nav"
            aria-label="Páginas de ajuda"
          >
            {pages.map((page) => (
              <Card key={page.slug} withBorder radius="md" padding="md">
                <Anchor component={Link} to={`/tutorial/${page.slug}`} fw={700}>
                  {page.title}
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={3} mt={4}>
                  {summaryOf(page.markdown)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
