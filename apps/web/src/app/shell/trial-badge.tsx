// 'Teste: N dias restantes' for offices on the 7-day trial (spec §4).
import { Badge } from '@mantine/core';
import { trialDaysLeft, type UserData } from '@gabinete/shared';

export function trialLabel(days: number): string {
  if (days <= 0) return 'Teste encerrado';
  return days === 1 ? 'Teste: 1 dia restante' : `Teste: ${days} dias restantes`;
}

export function TrialBadge({ userData }: { userData: UserData }) {
  if (!userData.is_trial) return null;
  const days = trialDaysLeft(userData.createdAt);
  return (
    <Badge color={days <= 2 ? 'orange' : 'blue'} variant="light" size="lg" radius="sm" tt="none">
      {trialLabel(days)}
    </Badge>
  );
}
