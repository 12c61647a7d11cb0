// 'Juntar tags': folds the chosen tags into this one; their citizens move over and the tags are removed.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MergeTagsInputSchema, type Tag } from '@gabinete/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { mergeTags } from '../api/tags.mutations.ts';
import { allTagsQuery, tagsKeys } from '../api/tags.queries.ts';
import { TagBadge, TagSelect } from './tag-select.tsx';

interface MergeTagsModalProps {
  /** The tag that stays; null when closed. */
  target: Tag | null;
  onClose: () => void;
}

export function MergeTagsModal({ target, onClose }: MergeTagsModalProps) {
  const queryClient = useQueryClient();
  const tags = useQuery({ ...allTagsQuery(), enabled: target !== null });
  const [sourceIds, setSourceIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (ids: string[]) => mergeTags(target!._id, { sourceIds: ids }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      notifySuccess(result.message ?? `Tags juntadas em ${target?.name ?? ''}`);
      close();
    },
    onError: (e) => setError(errorMessage(e)),
  });

  function close() {
    setSourceIds([]);
    setError(null);
    mutation.reset();
    onClose();
  }

  const others = (tags.data ?? []).filter((t) => t._id !== target?._id);
  const chosen = others.filter((t) => sourceIds.includes(t._id));
  const moving = chosen.reduce((sum, t) => sum + t.usageCount, 0);

  const submit = () => {
    const parsed = MergeTagsInputSchema.safeParse({ sourceIds });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Escolha as tags a juntar');
    mutation.mutate(parsed.data.sourceIds);
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      centered
      size="lg"
      title={<Text fw={600}>Juntar tags em {target?.name}</Text>}
    >
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm" c="dimmed" component="div">
          Os eleitores das tags escolhidas passam a ter a tag{' '}
          {target && <TagBadge name={target.name} color={target.color} />} e as tags escolhidas deixam de
          existir.
        </Text>
        <TagSelect
          label="Tags a juntar"
          placeholder="Escolha uma ou mais tags"
          value={sourceIds}
          onChange={(ids) => {
            setSourceIds(ids);
            setError(null);
          }}
          excludeIds={target ? [target._id] : []}
          maxValues={100}
        />
        {chosen.length > 0 && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {moving === 0
              ? 'Nenhum eleitor usa as tags escolhidas.'
              : `${moving === 1 ? '1 eleitor passa' : `Até ${formatNumber(moving)} eleitores passam`} a ter a tag ${target?.name} (quem já tinha as duas fica com uma só).`}{' '}
            {chosen.length === 1
              ? 'A tag escolhida será removida.'
              : `${chosen.length} tags serão removidas.`}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={mutation.isPending} disabled={sourceIds.length === 0}>
            Juntar tags
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
