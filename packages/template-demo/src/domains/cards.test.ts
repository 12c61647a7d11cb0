import { describe, expect, it } from 'vitest';
import { ANALYTICS_CARDS, cardsDomain, STATISTICS_CARDS } from './cards.ts';
import { domainClient } from './domain-test-client.ts';

const fresh = () => domainClient(cardsDomain);

/** Every number in the card's series (series may be a list of numbers or of {name, data}). */
function seriesNumbers(card: Record<string, unknown>): number[] {
  const series = card.series as (number | { data: number[] })[];
  return series.flatMap((s) => (typeof s === 'number' ? [s] : s.data));
}

describe('template cards', () => {
  it('answers the support tracker: 163 tickets, 29 new, 63 open, response time 1', async () => {
    const res = await fresh().call('GET', '/card/card-analytics/support-tracker');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalTicket: 163, newTicket: 29, openTicket: 63, responseTime: 1 });
  });

  it.each(ANALYTICS_CARDS)('answers the analytics card %s with one fixed object', async (name) => {
    const client = fresh();
    const first = await client.call('GET', `/card/card-analytics/${name}`);
    expect(first.status).toBe(200);
    expect(first.body).toBeTypeOf('object');
    expect(Object.keys(first.body as object).length).toBeGreaterThan(0);
    expect((await client.call('GET', `/card/card-analytics/${name}`)).body).toEqual(first.body);
  });

  it.each(STATISTICS_CARDS)('answers the statistics card %s with a numeric series', async (name) => {
    const res = await fresh().call('GET', `/card/card-statistics/${name}`);
    expect(res.status).toBe(200);
    const numbers = seriesNumbers(res.body as Record<string, unknown>);
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers.every((n) => Number.isFinite(n))).toBe(true);
  });

  it('gives the statistics cards with totals their analyticsData', async () => {
    const client = fresh();
    const data = async (name: string) =>
      ((await client.call('GET', `/card/card-statistics/${name}`)).body as { analyticsData: object })
        .analyticsData;
    expect(Object.keys(await data('subscribers'))).toEqual(['subscribers']);
    expect(Object.keys(await data('revenue'))).toEqual(['revenue']);
    expect(Object.keys(await data('sales'))).toEqual(['sales']);
    expect(Object.keys(await data('orders'))).toEqual(['orders']);
  });

  it('has a route for each of the 8 analytics and 9 statistics cards, all GET', () => {
    expect(cardsDomain.routes).toHaveLength(17);
    expect(cardsDomain.routes.every((r) => r.method === 'GET')).toBe(true);
  });
});
