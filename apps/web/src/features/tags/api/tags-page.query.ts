// The /tags page list: the shared list query plus the name search the page offers.
import { TagListSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';
import { tagsKeys, type TagsListParams } from './tags.queries.ts';

export interface TagsPageParams extends TagsListParams {
  q: string;
}

export const tagsPageQuery = (params: TagsPageParams) =>
  queryOptions({
    queryKey: [...tagsKeys.lists(), 'page', params] as const,
    queryFn: ({ signal }) => api.get(withQuery('/api/tags', { ...params }), TagListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
