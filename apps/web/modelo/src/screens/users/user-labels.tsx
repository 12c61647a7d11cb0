// Users' sample labels in pt-BR: roles (with icon and colour), plans and statuses, and the user record's type.
import {
  IconChartPie,
  IconDatabase,
  IconDeviceLaptop,
  IconEdit,
  IconSettings,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

export interface DemoUserRecord {
  id: number;
  fullName: string;
  company: string;
  role: string;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: string;
  status: string;
  avatar: string;
}

export const ROLES: { value: string; label: string; icon: Icon; color: string }[] = [
  { value: 'admin', label: 'Administrador', icon: IconDeviceLaptop, color: 'red' },
  { value: 'editor', label: 'Editor', icon: IconEdit, color: 'cyan' },
  { value: 'author', label: 'Autor', icon: IconSettings, color: 'orange' },
  { value: 'maintainer', label: 'Mantenedor', icon: IconDatabase, color: 'green' },
  { value: 'subscriber', label: 'Assinante', icon: IconUser, color: 'blue' },
];

export const PLANS = [
  { value: 'basic', label: 'Básico' },
  { value: 'team', label: 'Equipe' },
  { value: 'company', label: 'Empresa' },
  { value: 'enterprise', label: 'Corporativo' },
];

export const STATUSES = [
  { value: 'active', label: 'Ativo', color: 'green' },
  { value: 'pending', label: 'Pendente', color: 'orange' },
  { value: 'inactive', label: 'Inativo', color: 'gray' },
];

export const roleOf = (value: string) =>
  ROLES.find((r) => r.value === value) ?? { value, label: value, icon: IconChartPie, color: 'gray' };
export const planLabel = (value: string) => PLANS.find((p) => p.value === value)?.label ?? value;
export const statusOf = (value: string) =>
  STATUSES.find((s) => s.value === value) ?? { value, label: value, color: 'gray' };

export function RoleLabel({ role }: { role: string }) {
  const info = roleOf(role);
  const RoleIcon = info.icon;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <RoleIcon size={18} color={`var(--mantine-color-${info.color}-6)`} aria-hidden />
      {info.label}
    </span>
  );
}
