// The template's two login users (TEMPLATE-BACKEND §2, §11): admin manages all, client reads ACL and Auth.
export interface Ability {
  action: string;
  subject: string;
}

export interface JwtUser {
  id: number;
  fullName: string;
  username: string;
  password: string;
  avatar: string | null;
  email: string;
  role: string;
  ability: Ability[];
  extras?: { eCommerceCartItemsCount: number };
}

export function createJwtUsers(): JwtUser[] {
  return [
    {
      id: 1,
      fullName: 'João Silva',
      username: 'joaosilva',
      password: 'admin',
      avatar: '/modelo/img/avatars/1.svg',
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 5 },
    },
    {
      id: 2,
      fullName: 'Maria Souza',
      username: 'mariasouza',
      password: 'client',
      avatar: '/modelo/img/avatars/2.svg',
      email: 'client@demo.com',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      extras: { eCommerceCartItemsCount: 5 },
    },
  ];
}
