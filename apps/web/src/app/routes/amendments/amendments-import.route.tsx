// '/emendas/importar': send the Portal da Transparência's emendas file (zip or CSV), see what will be created,
// updated (old → new) or left, execute it, and review the rows that matched no emenda of the office. On a phone
// the preview and the rows in review are cards.
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  AMENDMENT_MONEY_LABELS,
  formatBrl,
  type AmendmentImportPreview,
  type ParkedAmendment,
} from '@gabinete/shared';
import { IconFileImport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import {
  amendmentsKeys,
  amendmentsListQuery,
  executePortalImport,
  parkedQuery,
  reviewParked,
  uploadPortalFile,
} from '../../../features/amendments/api/amendments.api.ts';
import { notifySuccess } from '../../../lib/notify.ts';

const ACTION_LABELS = {
  create: 'Criar',
  update: 'Atualizar',
  unchanged: 'Sem mudança',
  park: 'Revisar',
} as const;
const ACTION_COLORS = { create: 'green', update: 'blue', unchanged: 'gray', park: 'orange' } as const;

type PreviewItem = AmendmentImportPreview['items'][number];

const ActionBadge = ({ action }: { action: PreviewItem['action'] }) => (
  <Badge color={ACTION_COLORS[action]} variant="light" tt="none">
    {ACTION_LABELS[action]}
  </Badge>
);

/** 'empenhado: R$ 0,00 → R$ 250.000,00' per changed value, or the values a new or unchanged one carries. */
function ItemChanges({ item: it }: { item: PreviewItem }) {
  return (
    <>
      {it.changes.map((c) => (
        <Text key={c.field} size="xs">
          {AMENDMENT_MONEY_LABELS[c.field]}: {formatBrl(c.from)} → {formatBrl(c.to)}
        </Text>
      ))}
      {it.action !== 'update' && (
        <Text size="xs">
          empenhado {formatBrl(it.money.committed)} · pago {formatBrl(it.money.paid)}
        </Text>
      )}
    </>
  );
}

function Preview({
  preview,
  onExecuted,
}: {
  preview: AmendmentImportPreview;
  onExecuted: (p: AmendmentImportPreview) => void;
}) {
  const queryClient = useQueryClient();
  const execute = useMutation({
    mutationFn: () => executePortalImport(preview._id),
    onSuccess: (done) => {
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess('Importação concluída');
      onExecuted(done);
    },
  });
  const s = preview.summary;
  const done = preview.status === 'done';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {preview.fileName} · {preview.rows.toLocaleString('pt-BR')} linhas
          </Text>
          {done ? (
            <Badge color="green">Executada</Badge>
          ) : (
            <Button
              onClick={() => execute.mutate()}
              loading={execute.isPending}
              disabled={s.create + s.update + s.park === 0}
            >
              Executar importação
            </Button>
          )}
        </Group>
        {execute.isError && <ErrorAlert error={execute.error} />}
        <Group gap="xs" aria-label="Resumo da importação">
          <Badge color="green" variant="light" tt="none">{`${s.create} a criar`}</Badge>
          <Badge color="blue" variant="light" tt="none">{`${s.update} a atualizar`}</Badge>
          <Badge color="gray" variant="light" tt="none">{`${s.unchanged} sem mudança`}</Badge>
          <Badge color="orange" variant="light" tt="none">{`${s.park} para revisar`}</Badge>
        </Group>
        {preview.errors.length > 0 && (
          <Alert color="red" title={`${preview.errors.length} linha(s) com problema ficaram de fora`}>
            <List size="sm">
              {preview.errors.slice(0, 20).map((e) => (
                <List.Item key={e.line}>{e.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <ResponsiveList
          label="Prévia da importação"
          items={preview.items}
          card={(it) => ({
            key: `${it.code}-${it.amendmentId ?? ''}`,
            href: it.amendmentId ? `/emendas/${it.amendmentId}` : undefined,
            overline: it.code,
            title: it.author,
            subtitle: it.city ?? undefined,
            badges: <ActionBadge action={it.action} />,
            fields: [{ label: 'O que muda', value: <ItemChanges item={it} /> }],
          })}
          table={
            <Table.ScrollContainer minWidth={700}>
              <Table verticalSpacing="xs" aria-label="Prévia da importação">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Código</Table.Th>
                    <Table.Th>Autor</Table.Th>
                    <Table.Th>Município</Table.Th>
                    <Table.Th>O que muda</Table.Th>
                    <Table.Th>Ação</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.items.map((it) => (
                    <Table.Tr key={`${it.code}-${it.amendmentId ?? ''}`}>
                      <Table.Td ff="monospace">
                        {it.amendmentId ? <Link to={`/emendas/${it.amendmentId}`}>{it.code}</Link> : it.code}
                      </Table.Td>
                      <Table.Td>{it.author}</Table.Td>
                      <Table.Td>{it.city ?? '—'}</Table.Td>
                      <Table.Td>
                        <ItemChanges item={it} />
                      </Table.Td>
                      <Table.Td>
                        <ActionBadge action={it.action} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          }
        />
      </Stack>
    </Card>
  );
}

function ParkedRow({ row }: { row: ParkedAmendment }) {
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{row.code}</Table.Td>
      <Table.Td>
        {row.author} · {row.year}
      </Table.Td>
      <Table.Td>{row.city ?? '—'}</Table.Td>
      <Table.Td>{formatBrl(row.money.committed)}</Table.Td>
      <Table.Td>
        <ParkedControls row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Link to an emenda of the year, create one from the row, or dismiss it. */
function ParkedControls({ row }: { row: ParkedAmendment }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const candidates = useQuery(amendmentsListQuery({ year: row.year, perPage: 50, sort: '-indicated' }));
  const review = useMutation({
    mutationFn: (input: Parameters<typeof reviewParked>[1]) => reviewParked(row._id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess('Linha revisada');
    },
  });
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Select
          aria-label={`Ligar ${row.code} a uma emenda`}
          placeholder="Ligar a uma emenda…"
          data={(candidates.data?.amendments ?? []).map((a) => ({
            value: a._id,
            label: `${a.number ? `nº ${a.number}/${a.year}` : a.year} · ${a.object ?? a.author}`,
          }))}
          value={target}
          onChange={setTarget}
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        <Button
          size="xs"
          disabled={!target}
          loading={review.isPending}
          onClick={() => review.mutate({ action: 'link', amendmentId: target! })}
        >
          Ligar
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => review.mutate({ action: 'create' })}
          loading={review.isPending}
        >
          Criar emenda
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => review.mutate({ action: 'dismiss' })}
          loading={review.isPending}
        >
          Descartar
        </Button>
      </Group>
      {review.isError && <ErrorAlert error={review.error} />}
    </Stack>
  );
}

function ParkedRows() {
  const query = useQuery(parkedQuery('pending', 1));
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.parked ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Linhas em revisão ({query.data?.total ?? 0})</Text>
        <Text size="sm" c="dimmed">
          Emendas do arquivo que não correspondem a nenhuma emenda do gabinete. Nada é criado sem que alguém
          decida.
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma linha esperando revisão.
          </Text>
        ) : (
          <ResponsiveList
            label="Linhas em revisão"
            items={rows}
            card={(r) => ({
              key: r._id,
              overline: r.code,
              title: `${r.author} · ${r.year}`,
              subtitle: r.city ?? undefined,
              fields: [{ label: 'Empenhado', value: formatBrl(r.money.committed) }],
              actions: <ParkedControls row={r} />,
            })}
            table={
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing="xs" aria-label="Linhas em revisão">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Código</Table.Th>
                      <Table.Th>Autor e ano</Table.Th>
                      <Table.Th>Município</Table.Th>
                      <Table.Th>Empenhado</Table.Th>
                      <Table.Th>Revisão</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <ParkedRow key={r._id} row={r} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            }
          />
        )}
      </Stack>
    </Card>
  );
}

export function AmendmentsImportRoute() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AmendmentImportPreview | null>(null);
  const upload = useMutation({ mutationFn: (f: File) => uploadPortalFile(f), onSuccess: setPreview });
  return (
    <>
      <PageHeader
        title="Importar emendas do Portal da Transparência"
        description="Envie o arquivo de emendas parlamentares do Portal (o zip ou o CSV de dentro dele). Primeiro você vê o que muda; nada é gravado antes de executar."
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Group align="flex-end">
            <FileInput
              label="Arquivo do Portal"
              placeholder="EmendasParlamentares.zip ou .csv"
              accept=".zip,.csv,text/csv,application/zip"
              value={file}
              onChange={setFile}
              clearable
              w={{ base: '100%', sm: 360 }}
            />
            <Button
              leftSection={<IconFileImport size={18} />}
              disabled={!file}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              Ver prévia
            </Button>
          </Group>
          {upload.isError && <ErrorAlert error={upload.error} />}
        </Card>
        {preview && <Preview preview={preview} onExecuted={setPreview} />}
        <ParkedRows />
      </Stack>
    </>
  );
}
