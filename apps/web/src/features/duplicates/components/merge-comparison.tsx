// 'Comparar e mesclar': which record stays, which value stays per differing field, what moves, then merge.
import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Citizen, MergeField } from '@gabinete/shared';
import { IconArrowMerge, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { duplicatesKeys, mergeCitizens } from '../api/duplicates.api.ts';
import { mergeRequest, mergeSummary, otherSide, type Side } from '../merge-fields.ts';
import { MergeFieldTable } from './merge-field-table.tsx';
import { MergeRecordCard } from './merge-record-card.tsx';

interface MergeComparisonProps {
  a: Citizen;
  b: Citizen;
  onMerged: (kept: Citizen) => void;
}

export function MergeComparison({ a, b, onMerged }: MergeComparisonProps) {
  const queryClient = useQueryClient();
  const [keep, setKeep] = useState<Side>('a');
  const [picks, setPicks] = useState<Partial<Record<MergeField, Side>>>({});
  const [confirming, setConfirming] = useState(false);
  const kept = keep === 'a' ? a : b;
  const dup = keep === 'a' ? b : a;
  const request = mergeRequest(a, b, keep, picks);

  const mutation = useMutation({
    mutationFn: () => mergeCitizens(request.keptId, request.body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['citizens'] });
      void queryClient.invalidateQueries({ queryKey: duplicatesKeys.all });
      notifySuccess(`Os dois cadastros agora são um só: ${result.name}.`, 'Cadastros mesclados');
      onMerged(result);
    },
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MergeRecordCard citizen={a} side="a" kept={keep === 'a'} onKeep={() => setKeep('a')} />
        <MergeRecordCard citizen={b} side="b" kept={keep === 'b'} onKeep={() => setKeep('b')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Nos campos diferentes, marque o valor que fica. Campos vazios de um lado são preenchidos com o valor
        do outro.
      </Text>
      <MergeFieldTable
        a={a}
        b={b}
        keep={keep}
        picks={picks}
        onPick={(field, side) => setPicks((p) => ({ ...p, [field]: side }))}
      />
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        title={`O cadastro ${keep.toUpperCase()} (${kept.name}) fica e recebe:`}
      >
        <List size="sm" spacing={2}>
          {mergeSummary(kept, dup).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs">
          O cadastro {otherSide(keep).toUpperCase()} vai para a lixeira, marcado como mesclado.
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button leftSection={<IconArrowMerge size={18} />} onClick={() => setConfirming(true)}>
          Mesclar cadastros
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={`Mesclar ${dup.name} em ${kept.name}?`}
        confirmLabel="Mesclar"
        color="blue"
        loading={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : null}
        onConfirm={() => mutation.mutate()}
        onClose={() => {
          mutation.reset();
          setConfirming(false);
        }}
      >
        {kept.name} fica com os valores escolhidos, os telefones, e-mails, tags, indicações e o histórico dos
        dois cadastros. O outro cadastro sai da lista de eleitores.
      </ConfirmModal>
    </Stack>
  );
}
