// Template login, register and refresh (TEMPLATE-BACKEND §11–§13): HS256 tokens living 10 minutes.
// /jwt/logout has no handler on purpose: it passes through to the real server.
import { createJwtUsers, type JwtUser } from '../data/jwt.ts';
import { defineDomain, ok, type DemoResponse } from '../domain.ts';
import { bodyObject, maxId } from '../helpers.ts';
import { signToken, verifyToken } from '../jwt-sign.ts';

/** Access and refresh tokens both live 10 minutes (spec §9). */
export const TOKEN_LIFETIME_SECONDS = 10 * 60;
const ACCESS_SECRET = 'modelo-demo-access-secret';
const REFRESH_SECRET = 'modelo-demo-refresh-secret';

interface JwtState {
  users: JwtUser[];
}

function withoutPassword(user: JwtUser): Omit<JwtUser, 'password'> {
  const { password: _password, ...rest } = user;
  return rest;
}

/** What login and refresh answer: the user without the password and a fresh pair of tokens. */
async function session(user: JwtUser, now: Date) {
  const accessToken = await signToken(user.id, ACCESS_SECRET, now, TOKEN_LIFETIME_SECONDS);
  const refreshToken = await signToken(user.id, REFRESH_SECRET, now, TOKEN_LIFETIME_SECONDS);
  return { userData: withoutPassword(user), accessToken, refreshToken };
}

const invalidLogin = (message: string): DemoResponse => ({
  status: 400,
  body: { error: { email: [message] } },
});
const INVALID_REFRESH: DemoResponse = { status: 401, body: { error: 'Invalid refresh token' } };

export const jwtDomain = defineDomain<JwtState>({
  name: 'jwt',
  createState: () => ({ users: createJwtUsers() }),
  routes: [
    {
      method: 'POST',
      path: '/jwt/login',
      handler: async (req, state, ctx) => {
        const { email, password } = bodyObject(req);
        const user = state.users.find((u) => u.email === email && u.password === password);
        if (!user || typeof email !== 'string' || typeof password !== 'string')
          return invalidLogin('Email or Password is Invalid');
        try {
          return ok(await session(user, ctx.now()));
        } catch {
          return invalidLogin('Something went wrong');
        }
      },
    },
    {
      method: 'POST',
      path: '/jwt/register',
      handler: async (req, state, ctx) => {
        const { email, password, username } = bodyObject(req);
        if (typeof email !== 'string' || typeof password !== 'string' || typeof username !== 'string')
          return { status: 400, body: { message: 'Informe e-mail, senha e nome de usuário.' } };
        const emailTaken = state.users.some((u) => u.email === email);
        const usernameTaken = state.users.some((u) => u.username === username);
        if (emailTaken || usernameTaken)
          return ok({
            error: {
              email: emailTaken ? 'This email is already in use.' : null,
              username: usernameTaken ? 'This username is already in use.' : null,
            },
          });
        const user: JwtUser = {
          id: maxId(state.users) + 1,
          fullName: '',
          username,
          password,
          avatar: null,
          email,
          role: 'admin',
          ability: [{ action: 'manage', subject: 'all' }],
        };
        try {
          const accessToken = await signToken(user.id, ACCESS_SECRET, ctx.now(), TOKEN_LIFETIME_SECONDS);
          state.users.push(user);
          return ok({ user: withoutPassword(user), accessToken });
        } catch {
          return invalidLogin('Something went wrong');
        }
      },
    },
    {
      method: 'POST',
      path: '/jwt/refresh-token',
      handler: async (req, state, ctx) => {
        const payload = await verifyToken(bodyObject(req).refreshToken, REFRESH_SECRET, ctx.now());
        const user = payload ? state.users.find((u) => u.id === payload.id) : undefined;
        if (!user) return INVALID_REFRESH;
        try {
          return ok(await session(user, ctx.now()));
        } catch {
          return INVALID_REFRESH;
        }
      },
    },
  ],
});
