// The FAQ page ('/faq'): a search box (answered by the fake back end), the categories on the left and the
// questions of the chosen category as an accordion; a contact card below.
import { Accordion, Badge, Card, Grid, Group, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { ContactCard, FaqIcon, type FaqCategory } from './faq-parts.tsx';
import { HelpSearch, NothingFound } from './help-search.tsx';

export function FaqPage() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const faq = useQuery({
    queryKey: ['faq', q],
    queryFn: () => demoApi.get<Record<string, FaqCategory>>('/faq/data', { q }),
    placeholderData: keepPreviousData,
  });
  const entries = Object.entries(faq.data ?? {});
  const activeKey = entries.some(([key]) => key === chosen) ? chosen : (entries[0]?.[0] ?? null);
  const active = entries.find(([key]) => key === activeKey);

  return (
    <DemoPage title="Perguntas frequentes" trail={[{ label: 'Páginas' }]}>
      <HelpSearch
        title="Como podemos ajudar?"
        subtitle="Procure uma pergunta ou escolha uma categoria abaixo."
        label="Buscar pergunta"
        value={text}
        onChange={setText}
      />
      {faq.isPending && <PageLoader />}
      {faq.isError && <ErrorNotice error={faq.error} />}
      {faq.data && entries.length === 0 && (
        <NothingFound>Nenhuma pergunta encontrada para "{q}".</NothingFound>
      )}
      {active && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xs" component="nav" aria-label="Categorias">
              {entries.map(([key, category]) => (
                <NavLink
                  key={key}
                  component="button"
                  label={category.title}
                  leftSection={<FaqIcon name={category.icon} />}
                  rightSection={
                    <Badge size="sm" variant="light" circle>
                      {category.qandA.length}
                    </Badge>
                  }
                  active={key === activeKey}
                  aria-current={key === activeKey ? 'true' : undefined}
                  onClick={() => setChosen(key)}
                />
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md" component="section" aria-label={active[1].title}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={42} radius="md" variant="light">
                  <FaqIcon name={active[1].icon} size={22} />
                </ThemeIcon>
                <div>
                  <Title order={2} fz="lg">
                    {active[1].title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {active[1].subtitle}
                  </Text>
                </div>
              </Group>
              <Accordion variant="separated" key={activeKey}>
                {active[1].qandA.map((entry) => (
                  <Accordion.Item key={entry.question} value={entry.question}>
                    <Accordion.Control>{entry.question}</Accordion.Control>
                    <Accordion.Panel>{entry.ans}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <ContactCard />
    </DemoPage>
  );
}
