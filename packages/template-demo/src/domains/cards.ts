// Template analytics and statistics cards (TEMPLATE-BACKEND.md §10): one fixed object per card, GET 200.
import { seedAnalyticsCards, seedStatisticsCards } from '../data/cards.ts';
import { defineDomain, ok, type DemoRoute } from '../domain.ts';

export interface CardsState {
  analytics: Record<string, object>;
  statistics: Record<string, object>;
}

export const ANALYTICS_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;

export const STATISTICS_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;

const cardRoutes = (kind: keyof CardsState, names: readonly string[]): DemoRoute<CardsState>[] =>
  names.map((name) => ({
    method: 'GET',
    path: `/card/card-${kind}/${name}`,
    handler: (_req, state) => ok(state[kind][name]),
  }));

export const cardsDomain = defineDomain<CardsState>({
  name: 'cards',
  createState: () => ({ analytics: seedAnalyticsCards(), statistics: seedStatisticsCards() }),
  routes: [...cardRoutes('analytics', ANALYTICS_CARDS), ...cardRoutes('statistics', STATISTICS_CARDS)],
});
