// A record page's body: the record's card on the left, its tabs on the right; the open tab is in the
// URL ('?aba=historico'; the first tab leaves it out) so a link can open it.
import { Card, Grid, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface RecordTab {
  /** The tab's name in the URL. */
  value: string;
  label: string;
  panel: ReactNode;
}

export function RecordLayout({ card, tabs }: { card: ReactNode; tabs: RecordTab[] }) {
  const [search, setSearch] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const tab = tabs.find((t) => t.value === search.get('aba'))?.value ?? first;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>{card}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Card withBorder radius="md" padding="md">
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(value) => setSearch(value && value !== first ? { aba: value } : {}, { replace: true })}
          >
            <Tabs.List mb="md">
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Panel key={t.value} value={t.value}>
                {t.panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
