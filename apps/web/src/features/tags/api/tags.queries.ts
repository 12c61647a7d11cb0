// Tags API reads: query-key factory and fetchers parsing the shared schemas (used by lists, forms, map).
import { TagCategoryListSchema, TagListSchema, TagSchema, type Tag } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';

export interface TagsListParams {
  page: number;
  perPage: number;
  sort: string | null;
  categoryId: string | null;
}

export const tagsKeys = {
  all: ['tags'] as const,
  lists: () => [...tagsKeys.all, 'list'] as const,
  list: (params: TagsListParams) => [...tagsKeys.lists(), params] as const,
  /** Every tag of the office (pickers, badges); invalidate with tagsKeys.all after any change. */
  options: () => [...tagsKeys.all, 'options'] as const,
  detail: (id: string) => [...tagsKeys.all, 'detail', id] as const,
  categories: () => [...tagsKeys.all, 'categories'] as const,
};

export const tagsListQuery = (params: TagsListParams) =>
  queryOptions({
    queryKey: tagsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/tags', { ...params }), TagListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** All tags, sorted by name (the API caps a page at 500, far above any office's tag count). */
export const allTagsQuery = () =>
  queryOptions({
    queryKey: tagsKeys.options(),
    queryFn: async ({ signal }): Promise<Tag[]> => {
      const list = await api.get(withQuery('/api/tags', { perPage: 500, sort: 'name' }), TagListSchema, {
        signal,
      });
      return list.tags;
    },
    staleTime: 60_000,
  });

export const tagQuery = (id: string) =>
  queryOptions({
    queryKey: tagsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/tags/${encodeURIComponent(id)}`, TagSchema, { signal }),
  });

export const tagCategoriesQuery = () =>
  queryOptions({
    queryKey: tagsKeys.categories(),
    queryFn: ({ signal }) => api.get('/api/tags/categories', TagCategoryListSchema, { signal }),
    staleTime: 60_000,
  });
