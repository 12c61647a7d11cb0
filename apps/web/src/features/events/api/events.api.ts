// Agenda API: query keys, the range/detail/category reads and every write, parsed with the shared schemas.
import {
  EventCategoryListSchema,
  EventCategorySchema,
  EventListSchema,
  EventSchema,
  OkSchema,
  UserOptionListSchema,
  type AgendaEvent,
  type EventCategoryInputSchema,
  type EventInputSchema,
  type UpdateEventCategoryInputSchema,
  type UpdateEventInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export interface EventsRange {
  from: string;
  to: string;
  /** Only the caller's events ('Somente meus eventos'). */
  mine: boolean;
}

export const eventsKeys = {
  all: ['events'] as const,
  ranges: () => [...eventsKeys.all, 'range'] as const,
  range: (range: EventsRange) => [...eventsKeys.ranges(), range] as const,
  detail: (id: string) => [...eventsKeys.all, 'detail', id] as const,
  categories: () => [...eventsKeys.all, 'categories'] as const,
};

export const eventsRangeQuery = (range: EventsRange) =>
  queryOptions({
    queryKey: eventsKeys.range(range),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          withQuery('/api/events', { from: range.from, to: range.to, userId: range.mine ? 'me' : null }),
          EventListSchema,
          { signal },
        )
      ).events,
    placeholderData: keepPreviousData,
  });

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/events/${encodeURIComponent(id)}`, EventSchema, { signal }),
  });

export const eventCategoriesQuery = () =>
  queryOptions({
    queryKey: eventsKeys.categories(),
    queryFn: async ({ signal }) =>
      (await api.get('/api/events/categories', EventCategoryListSchema, { signal })).categories,
    staleTime: 60_000,
  });

/** The office's people for the participants picker (same key and shape as the other pickers). */
export const teamQuery = () =>
  queryOptions({
    queryKey: ['users', 'options'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/api/users/options', UserOptionListSchema, { signal })).users,
    staleTime: 5 * 60_000,
  });

type EventInput = z.input<typeof EventInputSchema>;
export type EventUpdate = z.input<typeof UpdateEventInputSchema>;
const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
const categoryPath = (id: string) => `/api/events/categories/${encodeURIComponent(id)}`;

export const createEvent = (input: EventInput) => api.post('/api/events', input, EventSchema);
export const updateEvent = (id: string, input: EventUpdate) => api.put(eventPath(id), input, EventSchema);
export const deleteEvent = (id: string) => api.del(eventPath(id), OkSchema);

export const createEventCategory = (input: z.input<typeof EventCategoryInputSchema>) =>
  api.post('/api/events/categories', input, EventCategorySchema);
export const updateEventCategory = (id: string, input: z.input<typeof UpdateEventCategoryInputSchema>) =>
  api.put(categoryPath(id), input, EventCategorySchema);
export const deleteEventCategory = (id: string) => api.del(categoryPath(id), OkSchema);

/** A saved event replaces its old copy in every loaded range and in its detail, before any refetch. */
export function storeSavedEvent(queryClient: QueryClient, saved: AgendaEvent): void {
  queryClient.setQueriesData<AgendaEvent[]>({ queryKey: eventsKeys.ranges() }, (list) =>
    list?.map((e) => (e._id === saved._id ? saved : e)),
  );
  queryClient.setQueryData(eventsKeys.detail(saved._id), saved);
}
