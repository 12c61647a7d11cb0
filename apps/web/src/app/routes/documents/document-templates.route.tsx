// '/documentos/modelos': the office's templates per kind (the default marked; create, edit with the merge
// fields listed, delete) and the document settings (siglas, city, signature, reply days).
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type DocumentKind, type DocumentTemplate } from '@gabinete/shared';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmRequestModal } from '../../../components/confirm-request-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import {
  deleteTemplate,
  documentSettingsQuery,
  documentsKeys,
  templatesQuery,
} from '../../../features/documents/api/documents.api.ts';
import { DocumentSettingsCard } from '../../../features/documents/components/document-settings-card.tsx';
import { TemplateDrawer } from '../../../features/documents/components/template-drawer.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';

export function DocumentTemplatesRoute() {
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'documents');
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery());
  const settings = useQuery(documentSettingsQuery());
  const [editing, setEditing] = useState<DocumentTemplate | null>(null);
  const [opened, setOpened] = useState(false);
  const [removing, setRemoving] = useState<DocumentTemplate | null>(null);
  const open = (t: DocumentTemplate | null) => {
    setEditing(t);
    setOpened(true);
  };
  const rows = templates.data?.templates ?? [];

  return (
    <>
      <PageHeader
        title="Modelos de documentos"
        description="Os textos de partida de cada tipo, com campos preenchidos pela autoridade, demanda, emenda ou eleitor."
        actions={
          <>
            <Button
              component={Link}
              to="/documentos"
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
            >
              Documentos
            </Button>
            {canEdit && (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => open(null)}
                disabled={!templates.data}
              >
                Novo modelo
              </Button>
            )}
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          {templates.isError && (
            <ErrorAlert error={templates.error} onRetry={() => void templates.refetch()} />
          )}
          {templates.isPending && <TableSkeleton columns={4} rows={4} />}
          {templates.data && (
            <ResponsiveList
              label="Modelos"
              items={rows}
              card={(t) => ({
                key: t._id,
                onOpen: () => open(t),
                overline: DOCUMENT_KIND_LABELS[t.kind],
                title: t.name,
                badges: t.isDefault ? <Badge variant="light">Padrão</Badge> : undefined,
                fields: [{ label: 'Assunto', value: t.subject || '—', wide: true }],
              })}
              table={
                <Table.ScrollContainer minWidth={720}>
                  <Table highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Tipo</Table.Th>
                        <Table.Th>Modelo</Table.Th>
                        <Table.Th>Assunto</Table.Th>
                        <Table.Th>Alterado em</Table.Th>
                        {canEdit && <Table.Th aria-label="Ações" />}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((t) => (
                        <Table.Tr
                          key={t._id}
                          className="gab-clickable-row"
                          onClick={() => open(t)}
                          aria-label={`Abrir ${t.name}`}
                        >
                          <Table.Td>{DOCUMENT_KIND_LABELS[t.kind]}</Table.Td>
                          <Table.Td>
                            <Group gap="xs">
                              <Text size="sm" fw={600}>
                                {t.name}
                              </Text>
                              {t.isDefault && <Badge variant="light">Padrão</Badge>}
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" lineClamp={1}>
                              {t.subject || '—'}
                            </Text>
                          </Table.Td>
                          <Table.Td>{formatDateTime(t.updatedAt)}</Table.Td>
                          {canEdit && (
                            <Table.Td onClick={(e) => e.stopPropagation()}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Excluir ${t.name}`}
                                onClick={() => setRemoving(t)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              }
            />
          )}
        </Card>
        {settings.isError && <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />}
        {settings.data && <DocumentSettingsCard settings={settings.data} readOnly={!canEdit} />}
      </Stack>
      {templates.data && (
        <TemplateDrawer
          opened={opened}
          template={editing}
          kind={(editing?.kind ?? 'oficio') as DocumentKind}
          fields={templates.data.fields}
          readOnly={!canEdit}
          onClose={() => {
            setOpened(false);
            setEditing(null);
          }}
        />
      )}
      <ConfirmRequestModal
        opened={!!removing}
        title={`Excluir o modelo “${removing?.name ?? ''}”?`}
        confirmLabel="Excluir"
        request={() => deleteTemplate(removing!._id)}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: documentsKeys.templates });
          notifySuccess('Modelo excluído');
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        Os documentos já criados com ele não mudam.
      </ConfirmRequestModal>
    </>
  );
}
