// Template users (TEMPLATE-BACKEND.md §7, §16): list with filters, add, single, permanent delete.
import { seedUsers, type DemoUser } from '../data/users.ts';
import { created, defineDomain, notFound, ok, removeFirst } from '../domain.ts';
import { bodyObject, containsCI, maxId, paginate, queryNumber, queryString } from '../helpers.ts';

export interface UsersState {
  users: DemoUser[];
}

export const usersDomain = defineDomain<UsersState>({
  name: 'users',
  createState: () => ({ users: seedUsers() }),
  routes: [
    { method: 'GET', path: '/api/users/list/all-data', handler: (_req, state) => ok(state.users) },
    {
      method: 'POST',
      path: '/apps/users/add-user',
      handler: (req, state) => {
        const user = { ...bodyObject(req), id: maxId(state.users) + 1 } as DemoUser;
        state.users.unshift(user);
        return created({ user });
      },
    },
    {
      method: 'GET',
      path: '/api/users/list/data',
      handler: (req, state) => {
        const q = queryString(req, 'q');
        const role = queryString(req, 'role');
        const plan = queryString(req, 'currentPlan');
        const status = queryString(req, 'status');
        const filtered = state.users.filter(
          (user) =>
            (containsCI(user.username, q) || containsCI(user.fullName, q)) &&
            (role === '' || user.role === role) &&
            (plan === '' || user.currentPlan === plan) &&
            (status === '' || user.status === status),
        );
        const users = paginate(filtered, queryNumber(req, 'page', 1), queryNumber(req, 'perPage', 10));
        return ok({ users, total: filtered.length });
      },
    },
    {
      method: 'GET',
      path: '/api/users/user',
      handler: (req, state) => {
        const user = state.users.find((u) => u.id === queryNumber(req, 'id', NaN));
        return user ? ok({ user }) : notFound('User not found');
      },
    },
    {
      method: 'DELETE',
      path: '/apps/users/delete',
      handler: (req, state) => {
        const id = queryNumber(req, 'id', NaN);
        return removeFirst(state.users, (u) => u.id === id, 'User not found');
      },
    },
  ],
});
