// '/documentos/:id': the editor beside the live padrão ofício preview. Drafts are saved with the version read
// and emitted ('Emitir' shows the number); emitted documents are frozen — PDF, e-mail, replies, reminder,
// and 'Corrigir' makes a new version with a reason.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type Document, type Recipient } from '@gabinete/shared';
import { IconDownload, IconMail, IconMessageReply, IconPencil, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { authoritiesQuery } from '../../../features/authorities/api/authorities.api.ts';
import {
  correctDocument,
  deleteDocument,
  documentPdf,
  documentQuery,
  documentsKeys,
  emitDocument,
  replyFile,
  setReminder,
  updateDocument,
} from '../../../features/documents/api/documents.api.ts';
import { BodyEditor } from '../../../features/documents/components/body-editor.tsx';
import { DocumentStatusBadge } from '../../../features/documents/components/document-badges.tsx';
import { DocumentPreview } from '../../../features/documents/components/document-preview.tsx';
import { ReplyModal } from '../../../features/documents/components/reply-modal.tsx';
import { SendModal } from '../../../features/documents/components/send-modal.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';

interface Draft {
  subject: string;
  bodyHtml: string;
  recipient: Recipient;
  signerName: string;
  signerCargo: string;
}
const draftOf = (d: Document): Draft => ({
  subject: d.subject,
  bodyHtml: d.bodyHtml,
  recipient: d.recipient,
  signerName: d.signerName,
  signerCargo: d.signerCargo,
});

const RECIPIENT_FIELDS: [keyof Recipient, string][] = [
  ['addressing', 'Endereçamento'],
  ['name', 'Nome'],
  ['cargo', 'Cargo'],
  ['organ', 'Órgão'],
  ['street', 'Endereço'],
  ['cityLine', 'CEP, cidade/UF'],
  ['vocativo', 'Vocativo'],
  ['closing', 'Fecho'],
  ['email', 'E-mail'],
];

export function DocumentRoute() {
  const { id = '' } = useParams();
  const query = useQuery(documentQuery(id));
  if (query.isPending) return <PageSkeleton rows={12} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <RecordNotFound
        title="Documento não encontrado"
        description="Ele pode ter sido excluído ou pertence a outro gabinete."
        to="/documentos"
        linkLabel="Ir para Documentos"
      />
    );
  if (query.isError || !query.data)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return <DocumentEditor doc={query.data} />;
}

function DocumentEditor({ doc }: { doc: Document }) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canUpdate = ability.can('update', 'documents');
  const isDraft = doc.status === 'rascunho';
  const [correcting, setCorrecting] = useState(false);
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<Draft>(draftOf(doc));
  const [showRecipient, setShowRecipient] = useState(false);
  const [confirmEmit, setConfirmEmit] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  useEffect(() => setDraft(draftOf(doc)), [doc]);
  const editable = canUpdate && (isDraft || correcting);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(doc));
  const authorities = useQuery({ ...authoritiesQuery({ perPage: 100 }), enabled: editable });
  const authorityOptions = useMemo(
    () =>
      (authorities.data?.authorities ?? []).map((a) => ({ value: a._id, label: `${a.name} — ${a.cargo}` })),
    [authorities.data],
  );

  const stored = (saved: Document) => {
    queryClient.setQueryData(documentsKeys.one(doc._id), saved);
    void queryClient.invalidateQueries({ queryKey: documentsKeys.all, refetchType: 'none' });
  };
  const save = useMutation({
    mutationFn: (extra: { authorityId?: string | null } = {}) => {
      // A new destinatário brings its own endereçamento, vocativo and fecho: the typed ones are not sent.
      const { recipient, ...rest } = draft;
      const fields = extra.authorityId !== undefined ? rest : { ...rest, recipient };
      return updateDocument(doc._id, { version: doc.version, ...fields, ...extra });
    },
    onSuccess: (saved) => {
      stored(saved);
      notifySuccess('Rascunho salvo');
    },
  });
  const correct = useMutation({
    mutationFn: () => correctDocument(doc._id, { version: doc.version, ...draft, reason }),
    onSuccess: (saved) => {
      stored(saved);
      setCorrecting(false);
      setReason('');
      notifySuccess(`Correção salva: versão ${saved.revision}`);
    },
  });
  const emit = useMutation({
    mutationFn: async () => {
      const current = dirty ? await updateDocument(doc._id, { version: doc.version, ...draft }) : doc;
      return emitDocument(doc._id, current.version);
    },
    onSuccess: (saved) => {
      stored(saved);
      setConfirmEmit(false);
      notifySuccess(`${saved.identifier} emitido`);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDocument(doc._id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentsKeys.all });
      notifySuccess('Rascunho excluído');
      void navigate('/documentos', { replace: true });
    },
  });
  const reminder = useMutation({
    mutationFn: (day: string | null) => setReminder(doc._id, day),
    onSuccess: (saved) => {
      stored(saved);
      notifySuccess('Data da resposta alterada');
    },
    onError: (e) => notifyError(e, 'Não foi possível alterar a data'),
  });
  const download = async () => {
    try {
      saveFile(await documentPdf(doc._id), `${doc.kind}-${doc.number}-${doc.year}.pdf`);
    } catch (e) {
      notifyError(e, 'Não foi possível gerar o PDF');
    }
  };

  const layout = { ...doc.layout, ...draft };
  const actions = (
    <Group gap="xs">
      {isDraft && canUpdate && (
        <>
          <Button variant="default" color="red" onClick={() => setConfirmDelete(true)}>
            Excluir rascunho
          </Button>
          <Button
            variant="default"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate({})}
          >
            Salvar
          </Button>
          <Button leftSection={<IconSend size={18} />} onClick={() => setConfirmEmit(true)}>
            Emitir
          </Button>
        </>
      )}
      {!isDraft && (
        <>
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void download()}>
            Baixar PDF
          </Button>
          {canUpdate && (
            <>
              <Button
                variant="default"
                leftSection={<IconMail size={18} />}
                onClick={() => setSendOpen(true)}
              >
                Enviar por e-mail
              </Button>
              <Button
                variant="default"
                leftSection={<IconPencil size={18} />}
                onClick={() => setCorrecting(!correcting)}
              >
                {correcting ? 'Cancelar correção' : 'Corrigir'}
              </Button>
              <Button leftSection={<IconMessageReply size={18} />} onClick={() => setReplyOpen(true)}>
                Registrar resposta
              </Button>
            </>
          )}
        </>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader
        title={isDraft ? `${DOCUMENT_KIND_LABELS[doc.kind]} (rascunho)` : doc.identifier}
        badge={<DocumentStatusBadge status={doc.status} overdue={doc.overdue} />}
        description={
          <>
            {doc.demand && (
              <Anchor component={Link} to={`/demandas/${doc.demand._id}`} size="sm">
                Demanda {doc.demand.protocol}: {doc.demand.title}
              </Anchor>
            )}
            {doc.demand && doc.citizen && ' · '}
            {doc.citizen && (
              <Anchor component={Link} to={`/eleitores/${doc.citizen._id}`} size="sm">
                {doc.citizen.name}
              </Anchor>
            )}
            {doc.amendment && (doc.demand || doc.citizen) && ' · '}
            {doc.amendment && (
              <Anchor component={Link} to={`/emendas/${doc.amendment._id}`} size="sm">
                {doc.amendment.label}
              </Anchor>
            )}
          </>
        }
        actions={actions}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <FormError
                  message={
                    save.isError
                      ? errorMessage(save.error)
                      : correct.isError
                        ? errorMessage(correct.error)
                        : null
                  }
                />
                {correcting && (
                  <TextInput
                    label="Motivo da correção"
                    required
                    description="A correção cria uma nova versão com o mesmo número; a anterior fica no histórico."
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                )}
                {editable ? (
                  <Select
                    label="Destinatário"
                    placeholder="Escolha nos contatos de autoridades"
                    searchable
                    data={authorityOptions}
                    value={doc.authority?._id ?? null}
                    onChange={(value) => {
                      if (isDraft) save.mutate({ authorityId: value });
                    }}
                    disabled={!isDraft}
                    nothingFoundMessage="Nenhuma autoridade encontrada"
                  />
                ) : (
                  <Text size="sm">
                    <b>Destinatário:</b> {doc.recipient.name || '—'}
                  </Text>
                )}
                {editable && (
                  <>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => setShowRecipient((v) => !v)}
                    >
                      {showRecipient ? 'Ocultar' : 'Editar'} endereçamento, vocativo e fecho
                    </Anchor>
                    <Collapse expanded={showRecipient}>
                      <SimpleGrid cols={{ base: 1, sm: 2 }}>
                        {RECIPIENT_FIELDS.map(([key, label]) => (
                          <TextInput
                            key={key}
                            label={label}
                            value={draft.recipient[key]}
                            onChange={(e) => {
                              const value = e.currentTarget.value;
                              setDraft((d) => ({ ...d, recipient: { ...d.recipient, [key]: value } }));
                            }}
                          />
                        ))}
                      </SimpleGrid>
                    </Collapse>
                  </>
                )}
                <TextInput
                  label="Assunto"
                  required
                  readOnly={!editable}
                  maxLength={300}
                  value={draft.subject}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setDraft((d) => ({ ...d, subject: value }));
                  }}
                />
                <div>
                  <Text size="sm" fw={500} mb={4}>
                    Texto
                  </Text>
                  <BodyEditor
                    value={draft.bodyHtml}
                    editable={editable}
                    onChange={(bodyHtml) => setDraft((d) => ({ ...d, bodyHtml }))}
                  />
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Assinatura: nome"
                    readOnly={!editable}
                    value={draft.signerName}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setDraft((d) => ({ ...d, signerName: value }));
                    }}
                  />
                  <TextInput
                    label="Assinatura: cargo"
                    readOnly={!editable}
                    value={draft.signerCargo}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setDraft((d) => ({ ...d, signerCargo: value }));
                    }}
                  />
                </SimpleGrid>
                {correcting && (
                  <Group justify="flex-end">
                    <Button
                      loading={correct.isPending}
                      disabled={reason.trim().length < 3}
                      onClick={() => correct.mutate()}
                    >
                      Salvar correção
                    </Button>
                  </Group>
                )}
                {!isDraft && canUpdate && (
                  <TextInput
                    type="date"
                    label="Resposta esperada até"
                    description="Passada a data sem resposta, você recebe uma notificação."
                    defaultValue={doc.replyDueDate ?? ''}
                    key={doc.replyDueDate ?? 'none'}
                    onBlur={(e) => {
                      const value = e.currentTarget.value || null;
                      if (value !== doc.replyDueDate) reminder.mutate(value);
                    }}
                    maw={260}
                  />
                )}
              </Stack>
            </Card>
            {!isDraft && <DocumentHistory doc={doc} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <DocumentPreview layout={layout} unknownFields={doc.unknownFields} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirmEmit}
        title={`Emitir ${DOCUMENT_KIND_LABELS[doc.kind].toLowerCase()}?`}
        confirmLabel="Emitir"
        color="blue"
        loading={emit.isPending}
        error={emit.isError ? errorMessage(emit.error) : null}
        onConfirm={() => emit.mutate()}
        onClose={() => setConfirmEmit(false)}
      >
        O documento recebe o próximo número do ano e não poderá mais ser editado: mudanças depois disso serão
        correções com nova versão.
      </ConfirmModal>
      <ConfirmModal
        opened={confirmDelete}
        title="Excluir este rascunho?"
        confirmLabel="Excluir"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmDelete(false)}
      />
      {!isDraft && (
        <>
          <ReplyModal doc={doc} opened={replyOpen} onClose={() => setReplyOpen(false)} />
          <SendModal doc={doc} opened={sendOpen} onClose={() => setSendOpen(false)} />
        </>
      )}
    </>
  );
}

function DocumentHistory({ doc }: { doc: Document }) {
  const download = async (replyId: string, name: string) => {
    try {
      saveFile(await replyFile(doc._id, replyId), name);
    } catch (e) {
      notifyError(e, 'Não foi possível baixar o arquivo');
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Respostas
        </Title>
        {doc.replies.length === 0 ? (
          <Text size="sm" c="dimmed">
            {doc.replyDueDate
              ? `Nenhuma resposta ainda. Esperada até ${formatDay(doc.replyDueDate)}.`
              : 'Nenhuma resposta registrada.'}
          </Text>
        ) : (
          doc.replies.map((r) => (
            <Stack key={r._id} gap={2} data-testid="document-reply">
              <Text size="sm" fw={600}>
                Recebida em {formatDay(r.receivedOn)}
                {r.createdBy ? ` · registrada por ${r.createdBy.name}` : ''}
              </Text>
              {r.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.text}
                </Text>
              )}
              {r.fileName && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void download(r._id, r.fileName!)}
                >
                  {r.fileName}
                </Anchor>
              )}
            </Stack>
          ))
        )}
        <Title order={2} fz="lg">
          Envios e versões
        </Title>
        <Table>
          <Table.Tbody>
            {doc.versions.map((v) => (
              <Table.Tr key={`v${v.revision}`}>
                <Table.Td>{formatDateTime(v.createdAt)}</Table.Td>
                <Table.Td>
                  {v.revision === 1 ? 'Emitido' : `Versão ${v.revision}: ${v.reason ?? ''}`}
                  {v.createdBy ? ` por ${v.createdBy.name}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
            {doc.sends.map((s) => (
              <Table.Tr key={s._id}>
                <Table.Td>{formatDateTime(s.sentAt)}</Table.Td>
                <Table.Td>
                  Enviado por e-mail para {s.to} <Badge variant="light">v{s.revision}</Badge>
                  {s.sentBy ? ` por ${s.sentBy.name}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
