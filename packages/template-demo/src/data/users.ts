import { pick } from './pick.ts';

export type UserRole = 'admin' | 'editor' | 'author' | 'maintainer' | 'subscriber';
export type UserPlan = 'basic' | 'company' | 'enterprise' | 'team';
export type UserStatus = 'active' | 'pending' | 'inactive';

export interface DemoUser {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  avatar: string;
}

const FIRST = [
  'Adriana',
  'Bruno',
  'Cecília',
  'Danilo',
  'Elaine',
  'Fábio',
  'Gisele',
  'Heitor',
  'Isabela',
  'Jorge',
];
const LAST = ['Quintela', 'Ramos', 'Sampaio', 'Tavares', 'Uchôa'];
const COMPANIES = [
  'Lúmen Consultoria',
  'Pedra Azul Ltda.',
  'Norte Digital',
  'Brisa Soluções',
  'Cobalto & Cia.',
  'Vela Sistemas',
];
const COUNTRIES = ['Brasil', 'Portugal', 'Argentina', 'Brasil', 'Chile', 'Uruguai', 'Brasil'];

/** Expands `[value, count]` pairs into a list of exactly the given make-up. */
function spread<T>(pairs: [T, number][]): T[] {
  return pairs.flatMap(([value, count]) => Array.from({ length: count }, () => value));
}

const ROLES = spread<UserRole>([
  ['admin', 11],
  ['editor', 8],
  ['author', 7],
  ['maintainer', 12],
  ['subscriber', 12],
]);
const PLANS = spread<UserPlan>([
  ['basic', 10],
  ['company', 10],
  ['enterprise', 10],
  ['team', 20],
]);
const STATUSES = spread<UserStatus>([
  ['active', 18],
  ['pending', 18],
  ['inactive', 14],
]);

/** 50 made-up users; each list is walked with a different stride so the attributes mix. */
export function seedUsers(): DemoUser[] {
  return Array.from({ length: 50 }, (_, index) => {
    const first = pick(FIRST, index);
    const last = pick(LAST, Math.floor(index / FIRST.length));
    const username = `${first}.${last}${index + 1}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return {
      id: index + 1,
      fullName: `${first} ${last}`,
      company: pick(COMPANIES, index),
      role: pick(ROLES, index * 7),
      username,
      country: pick(COUNTRIES, index),
      contact: `(55) 61 9${String(1000 + index * 37).padStart(4, '0')}-${String(2000 + index * 53).slice(-4)}`,
      email: `${username}@example.org`,
      currentPlan: pick(PLANS, index * 13),
      status: pick(STATUSES, index * 11),
      avatar: index % 3 === 0 ? '' : `/modelo/img/avatars/${(index % 12) + 1}.svg`,
    };
  });
}
