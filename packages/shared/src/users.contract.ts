import { z } from 'zod';
import { OFFICE_ROLES, ROLES } from './abilities.ts';
import { AbilitySchema } from './auth.contract.ts';
import { EmailSchema, NameSchema, PageQuerySchema, sortSchema } from './common.contract.ts';

/** The spec's User (§3: _id, name, user_id, organization_id, is_trial, createdAt, ability) and the office's fields. */
export const UserSchema = z.object({
  _id: z.string(),
  /** The same id as _id, under the name the spec's User and the stored user data use. */
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  ability: AbilitySchema,
  /** True when the ability list was adjusted by hand instead of following the role preset. */
  customAbility: z.boolean(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'invited', 'inactive']),
  is_trial: z.boolean(),
  organization_id: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_COLUMNS = ['name', 'email', 'role', 'lastLoginAt', 'createdAt'] as const;

export const ListUsersQuerySchema = PageQuerySchema.extend({
  sort: sortSchema(USER_SORT_COLUMNS, 'name'),
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'invited', 'inactive']).optional(),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

/** A row of the list: the record without its ability list (the detail page has it), to keep pages small. */
export const UserListItemSchema = UserSchema.omit({ ability: true });
export type UserListItem = z.infer<typeof UserListItemSchema>;

/**
 * GET /api/users answers a bare JSON array (spec §7: 'list of users (_id, name)'); the page is chosen by the
 * query (page, perPage, q, filters, sort) and the total of every page travels in the X-Total-Count header,
 * the neighbouring pages in Link (rel="next" / rel="prev").
 */
export const UserListSchema = z.array(UserListItemSchema);
export type UserList = z.infer<typeof UserListSchema>;

/** Response headers of a paged list that answers a bare array. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const LINK_HEADER = 'Link';

export const InviteUserInputSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: z.enum(OFFICE_ROLES).default('assessor'),
  ability: AbilitySchema.optional(),
});
export type InviteUserInput = z.infer<typeof InviteUserInputSchema>;

/** Fields of PUT /api/users/{id}; it travels as multipart form data, ability as a JSON string. */
export const UpdateUserFieldsSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  phone: z.string().trim().max(30).optional(),
  role: z.enum(OFFICE_ROLES).optional(),
  /** null restores the role preset. */
  ability: AbilitySchema.nullable().optional(),
  active: z.boolean().optional(),
  removeAvatar: z.boolean().optional(),
});
export type UpdateUserFields = z.infer<typeof UpdateUserFieldsSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * GET /api/users/options: the office's active people, for 'responsável', 'participantes' and similar
 * pickers. Any signed-in user of the office may read it (a recepcionista assigns demandas without the
 * right to manage users).
 */
export const UserOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export const UserOptionListSchema = z.object({ users: z.array(UserOptionSchema) });
