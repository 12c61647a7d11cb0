// Aniversariantes › Felicitações automáticas: the settings, the 'Prévia de amanhã' and today's greetings.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { greetingSettingsQuery } from '../api/greetings.api.ts';
import { GreetingPreviewCard } from './greeting-preview-card.tsx';
import { GreetingSettingsForm } from './greeting-settings-form.tsx';
import { GreetingsSentCard } from './greetings-sent-card.tsx';

export function GreetingsPanel() {
  const editable = useAppAbility().can('manage', 'sms');
  const query = useQuery(greetingSettingsQuery());
  return (
    <Stack gap="lg">
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <PageSkeleton rows={4} />}
      {query.data && <GreetingSettingsForm settings={query.data} editable={editable} />}
      <GreetingPreviewCard />
      <GreetingsSentCard />
    </Stack>
  );
}
