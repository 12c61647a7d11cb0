// Users API: query-key factory, fetchers parsing the shared schemas, and the multipart update.
import {
  OkSchema,
  UserListSchema,
  UserSchema,
  type InviteUserInput,
  type UpdateUserFields,
  type UserList,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, totalCount, withQuery } from '../../../lib/api-client.ts';

export interface UsersListParams {
  q: string;
  page: number;
  perPage: number;
  sort: string | null;
  role: string | null;
  status: string | null;
}

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
};

/** A page as the screens use it: GET /api/users's array, with the total read from X-Total-Count. */
export interface UsersPage {
  users: UserList;
  total: number;
  page: number;
  perPage: number;
}

export async function fetchUsersPage(params: UsersListParams, signal?: AbortSignal): Promise<UsersPage> {
  const response = await api.getWithHeaders(withQuery('/api/users', { ...params }), UserListSchema, {
    signal,
  });
  return { users: response.data, total: totalCount(response), page: params.page, perPage: params.perPage };
}

export const usersListQuery = (params: UsersListParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => fetchUsersPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/users/${encodeURIComponent(id)}`, UserSchema, { signal }),
  });

export const inviteUser = (input: InviteUserInput) => api.post('/api/users', input, UserSchema);

export interface UserUpdate extends UpdateUserFields {
  avatar?: File | null;
}

/** PUT /api/users/{id} travels as multipart: booleans as 'true'/'false', ability as JSON or 'null'. */
export function toUserFormData(update: UserUpdate): FormData {
  const form = new FormData();
  if (update.name !== undefined) form.append('name', update.name);
  if (update.email !== undefined) form.append('email', update.email);
  if (update.phone !== undefined) form.append('phone', update.phone);
  if (update.role !== undefined) form.append('role', update.role);
  if (update.ability !== undefined) {
    form.append('ability', update.ability === null ? 'null' : JSON.stringify(update.ability));
  }
  if (update.active !== undefined) form.append('active', String(update.active));
  if (update.removeAvatar) form.append('removeAvatar', 'true');
  if (update.avatar) form.append('avatar', update.avatar);
  return form;
}

export const updateUser = (id: string, update: UserUpdate) =>
  api.upload('PUT', `/api/users/${encodeURIComponent(id)}`, toUserFormData(update), UserSchema);

export const deleteUser = (id: string) => api.del(`/api/users/${encodeURIComponent(id)}`, OkSchema);

export const resendInvite = (id: string) =>
  api.post(`/api/users/${encodeURIComponent(id)}/resend-invite`, undefined, OkSchema);

/** The logged-in user's own record (anyone may read their own, without read on users). */
export const ownUserQuery = (id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/users/${encodeURIComponent(id)}`, UserSchema, { signal }),
    retry: false,
  });
