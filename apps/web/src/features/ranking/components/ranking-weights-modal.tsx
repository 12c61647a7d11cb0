// 'Pontuação do ranking': points per action (today: each citizen brought in), validated like the server.
import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { RANKING_ACTION_LABELS, RANKING_ACTIONS, RankingWeightsSchema } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { rankingKeys, saveRankingWeights, type RankingWeights } from '../api/ranking.api.ts';

interface RankingWeightsModalProps {
  opened: boolean;
  weights: RankingWeights;
  onClose: () => void;
}

export function RankingWeightsModal({ opened, weights, onClose }: RankingWeightsModalProps) {
  const queryClient = useQueryClient();
  const form = useZodForm<Record<string, number | string>>({ ...weights });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ ...weights });
  }, [opened, weights, reset]);

  const mutation = useMutation({
    mutationFn: saveRankingWeights,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rankingKeys.all });
      notifySuccess('Pontuação do ranking salva');
      onClose();
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(RankingWeightsSchema);
    if (input) mutation.mutate(input);
  };

  return (
    <Modal opened={opened} onClose={onClose} centered title={<Text fw={600}>Pontuação do ranking</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Quantos pontos cada ação vale para a liderança. O ranking é recalculado na hora.
          </Text>
          <FormError message={form.formError} />
          {RANKING_ACTIONS.map((action) => (
            <NumberInput
              key={action}
              label={RANKING_ACTION_LABELS[action]}
              suffix=" pontos"
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={form.values[action]}
              onChange={(value) => form.setValue(action, value)}
              error={form.errors[action]}
            />
          ))}
          <FormActions
            onCancel={() => {
              mutation.reset();
              onClose();
            }}
            saving={mutation.isPending}
            dirty={form.isDirty}
          />
        </Stack>
      </form>
    </Modal>
  );
}
