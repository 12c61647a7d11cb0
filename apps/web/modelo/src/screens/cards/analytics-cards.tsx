// Painéis › Análises: the template's analytics cards, each fetching its own card from the fake back end.
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoPage } from '../../app/page.tsx';
import { GoalOverviewCard, ProductOrdersCard } from './analytics-radial.tsx';
import { RevenueCard, RevenueReportCard } from './analytics-revenue.tsx';
import { CustomersCard, SessionsDeviceCard } from './analytics-share.tsx';
import { AvgSessionsCard, SupportTrackerCard } from './analytics-support.tsx';

function Cell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <Grid.Col span={wide ? { base: 12, lg: 8 } : { base: 12, md: 6, lg: 4 }}>{children}</Grid.Col>;
}

export function AnalyticsCards() {
  return (
    <DemoPage title="Análises" trail={[{ label: 'Painéis' }]}>
      <Grid gap="md">
        <Cell>
          <AvgSessionsCard />
        </Cell>
        <Cell>
          <SupportTrackerCard />
        </Cell>
        <Cell>
          <GoalOverviewCard />
        </Cell>
        <Cell>
          <RevenueCard />
        </Cell>
        <Cell wide>
          <RevenueReportCard />
        </Cell>
        <Cell>
          <ProductOrdersCard />
        </Cell>
        <Cell>
          <SessionsDeviceCard />
        </Cell>
        <Cell>
          <CustomersCard />
        </Cell>
      </Grid>
    </DemoPage>
  );
}
