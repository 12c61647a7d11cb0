// 'Gerar documento com IA' on a demanda: ofício or indicação, the recipient (Contatos de autoridades, whose
// tratamento shapes the text; the one of the demanda's latest document to start with) and what to stress,
// then the suggestion streams in; the person edits it and opens it in the document editor as a draft, where
// it is edited again and saved — nothing leaves without a person.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_DRAFT_KIND_LABELS, AI_DRAFT_KINDS, type AiDraftKind } from '@gabinete/shared';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifyError } from '../../../lib/notify.ts';
import { authoritiesQuery } from '../../authorities/api/authorities.api.ts';
import { createDocument, documentsKeys, documentsQuery } from '../../documents/api/documents.api.ts';
import { oficioDraft } from '../lib/oficio-text.ts';
import { useAiAvailable } from '../lib/use-ai-available.ts';
import { useAiStream } from '../lib/use-ai-stream.ts';
import { SuggestionText } from './suggestion-text.tsx';

interface OficioAiButtonProps {
  demandId: string;
  demandTitle: string;
}

export function OficioAiButton({ demandId, demandTitle }: OficioAiButtonProps) {
  const { available } = useAiAvailable();
  const ability = useAppAbility();
  const [opened, modal] = useDisclosure(false);
  if (!available || !ability.can('create', 'documents')) return null;
  return (
    <>
      <Button variant="light" color="violet" leftSection={<IconSparkles size={18} />} onClick={modal.open}>
        Gerar documento com IA
      </Button>
      {opened && <OficioAiModal demandId={demandId} demandTitle={demandTitle} onClose={modal.close} />}
    </>
  );
}

function OficioAiModal({ demandId, demandTitle, onClose }: OficioAiButtonProps & { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAppAbility();
  const stream = useAiStream();
  const [kind, setKind] = useState<AiDraftKind>('oficio');
  const [authorityId, setAuthorityId] = useState<string | null>(null);
  const [instructions, setInstructions] = useState('');
  const authorities = useQuery({
    ...authoritiesQuery({ perPage: 100 }),
    enabled: ability.can('read', 'authorities'),
  });
  // The recipient of the demanda's latest document, when it has one, is the first choice.
  const linked = useQuery({
    ...documentsQuery({ demandId, perPage: 20 }),
    enabled: ability.can('read', 'documents'),
  });
  const linkedAuthority = linked.data?.documents.find((d) => d.authority)?.authority?._id ?? null;
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched && linkedAuthority) setAuthorityId(linkedAuthority);
  }, [touched, linkedAuthority]);
  const name = AI_DRAFT_KIND_LABELS[kind];
  const of = kind === 'oficio' ? 'do ofício' : 'da indicação';
  const options = useMemo(
    () =>
      (authorities.data?.authorities ?? []).map((a) => ({ value: a._id, label: `${a.name} — ${a.cargo}` })),
    [authorities.data],
  );
  const generate = () =>
    void stream.start('oficio', {
      demandId,
      kind,
      authorityId,
      ...(instructions.trim() ? { instructions: instructions.trim() } : {}),
    });
  const open = useMutation({
    mutationFn: () => {
      const draft = oficioDraft(stream.text, demandTitle);
      return createDocument({ kind, demandId, authorityId, ...draft });
    },
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: documentsKeys.all });
      void navigate(`/documentos/${doc._id}`);
    },
    // The text stays in the modal: nothing is lost when the draft cannot be created.
    onError: (error) => notifyError(error, 'Não foi possível criar o rascunho'),
  });
  const started = stream.status !== 'idle';
  const ready = (stream.status === 'done' || stream.status === 'error') && stream.text.trim() !== '';

  return (
    <Modal opened onClose={onClose} title={`${name} com IA`} size="xl" closeOnClickOutside={!started}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="ai-draft-kind">
            Tipo de documento
          </Text>
          <SegmentedControl
            aria-labelledby="ai-draft-kind"
            w="fit-content"
            data={AI_DRAFT_KINDS.map((k) => ({ value: k, label: AI_DRAFT_KIND_LABELS[k] }))}
            value={kind}
            onChange={(v) => setKind(v as AiDraftKind)}
            disabled={stream.status === 'streaming'}
          />
        </Stack>
        <Select
          label="Destinatário"
          description="O tratamento (Vossa Excelência, Vossa Senhoria…) vem dos contatos de autoridades."
          placeholder="Autoridade competente (escolher depois)"
          searchable
          clearable
          data={options}
          value={authorityId}
          onChange={(v) => {
            setTouched(true);
            setAuthorityId(v);
          }}
          nothingFoundMessage="Nenhuma autoridade encontrada"
          disabled={stream.status === 'streaming'}
        />
        <Textarea
          label="O que destacar (opcional)"
          placeholder="Ex.: pedir resposta em 15 dias; mencionar o risco para as crianças da escola"
          autosize
          minRows={2}
          maxLength={2000}
          value={instructions}
          onChange={(e) => setInstructions(e.currentTarget.value)}
          disabled={stream.status === 'streaming'}
        />
        {started && <SuggestionText stream={stream} label={`Texto sugerido ${of}`} onRetry={generate} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {!started || stream.status === 'streaming' ? (
            <Button
              leftSection={<IconSparkles size={18} />}
              onClick={generate}
              loading={stream.status === 'streaming'}
            >
              Gerar sugestão
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={generate}>
                Gerar outra
              </Button>
              <Button onClick={() => open.mutate()} loading={open.isPending} disabled={!ready}>
                Abrir no editor de documentos
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
