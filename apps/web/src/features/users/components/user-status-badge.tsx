// Situação of a user: Ativo / Convite pendente / Inativo (colour plus text, never colour alone).
import { Badge } from '@mantine/core';
import type { User } from '@gabinete/shared';

export const USER_STATUS_LABELS: Record<User['status'], string> = {
  active: 'Ativo',
  invited: 'Convite pendente',
  inactive: 'Inativo',
};

const COLORS: Record<User['status'], string> = { active: 'green', invited: 'yellow', inactive: 'gray' };

export function UserStatusBadge({ status }: { status: User['status'] }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" tt="none">
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}
