// GET /api/citizens/birthdays: today's, this week's or a month's aniversariantes.
import { BirthdayListSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type BirthdayPeriod = 'today' | 'week' | 'month';
export type BirthdayList = z.infer<typeof BirthdayListSchema>;
export type BirthdayItem = BirthdayList['citizens'][number];

export interface BirthdaysParams {
  period: BirthdayPeriod;
  month: number | null;
  page: number;
  perPage: number;
}

export const birthdaysQuery = (params: BirthdaysParams) =>
  queryOptions({
    queryKey: ['citizens', 'birthdays', params] as const,
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/citizens/birthdays', { ...params }), BirthdayListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
