// Tags API writes: tags, categories and the merge; every change invalidates tagsKeys.all.
import {
  OkSchema,
  TagCategorySchema,
  TagSchema,
  type MergeTagsInputSchema,
  type TagCategoryInputSchema,
  type TagInputSchema,
  type UpdateTagInputSchema,
} from '@gabinete/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type TagInput = z.input<typeof TagInputSchema>;
type UpdateTagInput = z.input<typeof UpdateTagInputSchema>;
type CategoryInput = z.input<typeof TagCategoryInputSchema>;
type MergeInput = z.input<typeof MergeTagsInputSchema>;

const tagPath = (id: string) => `/api/tags/${encodeURIComponent(id)}`;
const categoryPath = (id: string) => `/api/tags/categories/${encodeURIComponent(id)}`;

/** Whatever the merge answers (the merged tag or a summary), the page only needs it to succeed. */
const MergeResultSchema = z.object({ message: z.string().optional() }).loose();

export const createTag = (input: TagInput) => api.post('/api/tags', input, TagSchema);
export const updateTag = (id: string, input: UpdateTagInput) => api.put(tagPath(id), input, TagSchema);
export const deleteTag = (id: string) => api.del(tagPath(id), OkSchema);
export const mergeTags = (id: string, input: MergeInput) =>
  api.post(`${tagPath(id)}/merge`, input, MergeResultSchema);

export const createTagCategory = (input: CategoryInput) =>
  api.post('/api/tags/categories', input, TagCategorySchema);
export const updateTagCategory = (id: string, input: CategoryInput) =>
  api.put(categoryPath(id), input, TagCategorySchema);
export const deleteTagCategory = (id: string) => api.del(categoryPath(id), OkSchema);
