// 'Teste: N dias restantes' for offices on the 7-day trial (spec §4).
import { Badge, Box } from '@mantine/core';
import { trialDaysLeft, type UserData } from '@gabinete/shared';

export function trialLabel(days: number): string {
  if (days <= 0) return 'Teste encerrado';
  return days === 1 ? 'Teste: 1 dia restante' : `Teste: ${days} dias restantes`;
}

/** The phone's header has room for 'Teste: 7 dias' only. */
export function shortTrialLabel(days: number): string {
  if (days <= 0) return 'Teste encerrado';
  return days === 1 ? 'Teste: 1 dia' : `Teste: ${days} dias`;
}

export function TrialBadge({ userData }: { userData: UserData }) {
  if (!userData.is_trial) return null;
  const days = trialDaysLeft(userData.createdAt);
  return (
    <Badge
      color={days <= 2 ? 'orange' : 'blue'}
      variant="light"
      size="md"
      radius="sm"
      tt="none"
      // The label is short and says how long is left: it never gives way to the office name.
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-testid="trial-badge"
    >
      <Box component="span" visibleFrom="sm">
        {trialLabel(days)}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {shortTrialLabel(days)}
      </Box>
    </Badge>
  );
}
