// Moving an emenda to another situação (only the allowed moves are offered); aprovada, empenhada,
// liquidada and paga ask for that stage's value and day.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  AMENDMENT_MONEY_LABELS,
  AMENDMENT_STAGE_OF_STATUS,
  AMENDMENT_STATUS_LABELS,
  type Amendment,
  type AmendmentStatus,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { todayIso } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { amendmentsKeys, changeAmendmentStatus } from '../api/amendments.api.ts';
import { MoneyInput } from './money-input.tsx';

interface StatusMoveModalProps {
  amendment: Amendment;
  target: AmendmentStatus | null;
  onClose: () => void;
}

export function StatusMoveModal({ amendment, target, onClose }: StatusMoveModalProps) {
  const queryClient = useQueryClient();
  const stage = target ? AMENDMENT_STAGE_OF_STATUS[target] : undefined;
  const [value, setValue] = useState<number | null>(null);
  const [on, setOn] = useState<string | null>(todayIso());
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!target) return;
    const current = stage ? amendment.money[stage] : 0;
    setValue(stage ? current || amendment.money.indicated : null);
    setOn(todayIso());
    setNote('');
  }, [target, stage, amendment]);
  const move = useMutation({
    mutationFn: () =>
      changeAmendmentStatus(amendment._id, {
        status: target!,
        version: amendment.version,
        ...(stage && value !== null ? { value } : {}),
        ...(stage && on ? { on } : {}),
        note: note || undefined,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(amendmentsKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess(`Emenda ${AMENDMENT_STATUS_LABELS[saved.status].toLowerCase()}`);
      onClose();
    },
  });
  const label = stage ? AMENDMENT_MONEY_LABELS[stage] : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Mudar para ${AMENDMENT_STATUS_LABELS[target]}` : ''}
      centered
    >
      <Stack gap="sm">
        {move.isError && <ErrorAlert error={move.error} />}
        {stage ? (
          <>
            <MoneyInput label={`Valor ${label}`} value={value} onChange={setValue} data-autofocus />
            <DateField label="Data" value={on} onChange={(v) => setOn(v ? String(v).slice(0, 10) : null)} />
          </>
        ) : (
          <Text size="sm">
            A emenda passa a {target ? AMENDMENT_STATUS_LABELS[target].toLowerCase() : ''}.
          </Text>
        )}
        <Textarea
          label="Observação"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => move.mutate()} loading={move.isPending}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
