// Tags and their categories: colours, rename, merge and usage counts (issue 3).
import { z } from 'zod';
import { IdSchema, PageQuerySchema, sortSchema, singleLine } from './common.contract.ts';

/** Mantine palette names the UI can render as a badge colour. */
export const TAG_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export const TAG_COLOR_LABELS: Record<(typeof TAG_COLORS)[number], string> = {
  gray: 'Cinza',
  red: 'Vermelho',
  pink: 'Rosa',
  grape: 'Uva',
  violet: 'Violeta',
  indigo: 'Anil',
  blue: 'Azul',
  cyan: 'Ciano',
  teal: 'Verde-azulado',
  green: 'Verde',
  lime: 'Lima',
  yellow: 'Amarelo',
  orange: 'Laranja',
};

export const TagCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  tagsCount: z.number().int(),
});
export const TagCategoryListSchema = z.object({ categories: z.array(TagCategorySchema) });
export const TagCategoryInputSchema = z.object({
  name: singleLine().min(2, 'Informe o nome da categoria').max(60),
  color: z.enum(TAG_COLORS).default('gray'),
});

export const TagSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Live citizens carrying the tag. */
  usageCount: z.number().int(),
  createdAt: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

export const TAG_SORT_COLUMNS = ['name', 'usageCount', 'createdAt'] as const;
export const ListTagsQuerySchema = PageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(500).default(50),
  categoryId: z.union([IdSchema, z.literal('none')]).optional(),
  sort: sortSchema(TAG_SORT_COLUMNS, 'name'),
});
export const TagListSchema = z.object({
  tags: z.array(TagSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const TagInputSchema = z.object({
  name: singleLine().min(1, 'Informe o nome da tag').max(60),
  color: z.enum(TAG_COLORS).default('blue'),
  categoryId: IdSchema.nullable().optional(),
});
/** Only what is sent changes (no default colour on a rename). */
export const UpdateTagInputSchema = TagInputSchema.extend({ color: z.enum(TAG_COLORS).optional() }).partial();

/** POST /api/tags/{id}/merge: the listed tags are folded into {id} and removed. */
export const MergeTagsInputSchema = z.object({
  sourceIds: z.array(IdSchema).min(1, 'Escolha as tags a juntar').max(100),
});
