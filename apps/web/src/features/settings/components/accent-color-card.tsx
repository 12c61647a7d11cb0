// The office's accent colour (buttons, links, the selected menu entry) for everyone in the office; only who
// may update the settings changes it, the others see it.
import {
  CheckIcon,
  ColorSwatch,
  Group,
  Card,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { ACCENT_COLORS, type AccentColor } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/error-alert.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';
import { fetchMe } from '../../auth/api/auth.api.ts';
import { ownOrganizationQuery, updateOwnOrganization } from '../api/settings.api.ts';

export function AccentColorCard() {
  const editable = useAppAbility().can('update', 'settings');
  const current = useUserData()?.accentColor ?? 'blue';
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (accentColor: AccentColor) => updateOwnOrganization({ accentColor }),
    onSuccess: async (org) => {
      queryClient.setQueryData(ownOrganizationQuery().queryKey, org);
      // The colour travels with the session data; this user sees it now, the others at their next load.
      await fetchMe();
      notifySuccess('Cor do gabinete salva');
    },
  });
  const selected = mutation.isPending ? mutation.variables : current;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            Cor do gabinete
          </Title>
          <Text size="sm" c="dimmed">
            {editable
              ? 'A cor dos botões, links e do menu para toda a equipe do gabinete.'
              : 'A cor dos botões, links e do menu, escolhida pelo administrador do gabinete.'}
          </Text>
        </div>
        <Group gap="sm" role="radiogroup" aria-label="Cor do gabinete">
          {ACCENT_COLORS.map((color) => (
            <Tooltip key={color.value} label={color.label}>
              <UnstyledButton
                role="radio"
                aria-checked={selected === color.value}
                aria-label={color.label}
                disabled={!editable || mutation.isPending}
                onClick={() => mutation.mutate(color.value)}
                style={{ cursor: editable ? 'pointer' : 'default', borderRadius: '50%' }}
              >
                <ColorSwatch color={`var(--mantine-color-${color.value}-filled)`} size={32}>
                  {selected === color.value && <CheckIcon size={12} style={{ color: 'white' }} />}
                </ColorSwatch>
              </UnstyledButton>
            </Tooltip>
          ))}
        </Group>
        <FormError message={mutation.error ? errorMessage(mutation.error) : null} />
      </Stack>
    </Card>
  );
}
