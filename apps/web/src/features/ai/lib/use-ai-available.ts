// Whether the AI buttons show: the person may ask for suggestions and the office has a provider on.
import { useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../lib/ability.ts';
import { aiSettingsQuery } from '../api/ai.api.ts';

export function useAiAvailable(): { available: boolean; isDemo: boolean } {
  const ability = useAppAbility();
  const allowed = ability.can('create', 'ai') && ability.can('read', 'ai');
  const settings = useQuery({ ...aiSettingsQuery(), enabled: allowed });
  const provider = settings.data?.provider ?? 'off';
  return { available: allowed && provider !== 'off', isDemo: settings.data?.isDemo ?? false };
}
