// Claro, escuro ou automático: each user's own choice, saved on the server so it follows them to any browser.
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { COLOR_SCHEME_LABELS, COLOR_SCHEMES, type ColorScheme } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { saveUserData, useUserData } from '../../../lib/session.ts';
import { updateMyPreferences } from '../api/settings.api.ts';

export function ColorSchemeCard() {
  const current = useUserData()?.colorScheme ?? 'light';
  const mutation = useMutation({
    mutationFn: (colorScheme: ColorScheme) => updateMyPreferences({ colorScheme }),
    onSuccess: (userData) => {
      // The providers apply the stored scheme (app/color-scheme.ts).
      saveUserData(userData);
      notifySuccess('Tema salvo');
    },
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            Tema
          </Title>
          <Text size="sm" c="dimmed">
            Só para você, em qualquer computador em que entrar. Automático segue o tema do aparelho.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Tema"
          w="fit-content"
          value={mutation.isPending ? mutation.variables : current}
          onChange={(value) => mutation.mutate(value as ColorScheme)}
          disabled={mutation.isPending}
          data={COLOR_SCHEMES.map((value) => ({ value, label: COLOR_SCHEME_LABELS[value] }))}
        />
        <FormError message={mutation.error ? errorMessage(mutation.error) : null} />
      </Stack>
    </Card>
  );
}
