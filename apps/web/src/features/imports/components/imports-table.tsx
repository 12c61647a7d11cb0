// Import history: arquivo, usuário, data, situação, counts, and the progress of running ones.
import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { Import } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatNumber, formatRelative } from '../../../lib/format.ts';
import { isImportActive } from '../api/imports.api.ts';
import { importPercent } from '../import-progress.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';

const importPath = (imp: Import) =>
  imp.status === 'uploaded' ? `/importacoes/nova?id=${imp._id}&etapa=colunas` : `/importacoes/${imp._id}`;

function Counts({ imp, wrap = false }: { imp: Import; wrap?: boolean }) {
  if (isImportActive(imp)) {
    const percent = importPercent(imp);
    return (
      <Stack gap={4} miw={160}>
        <Progress value={percent} size="sm" striped animated aria-label={`Progresso: ${percent}%`} />
        <Text size="xs" c="dimmed">
          {formatNumber(imp.processedRows)} de {formatNumber(imp.totalRows)} · {percent}%
        </Text>
      </Stack>
    );
  }
  if (imp.status === 'uploaded') {
    return (
      <Text size="xs" c="dimmed">
        {formatNumber(imp.totalRows)} linhas aguardando o mapeamento
      </Text>
    );
  }
  const parts = [
    { n: imp.createdRows, one: 'criado', many: 'criados', color: 'green.8' },
    { n: imp.updatedRows, one: 'atualizado', many: 'atualizados', color: 'blue.8' },
    { n: imp.skippedRows, one: 'ignorado', many: 'ignorados', color: 'gray.7' },
    { n: imp.failedRows, one: 'com erro', many: 'com erro', color: 'red.8' },
  ];
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
      {parts.map((p) => (
        <Text key={p.many} size="xs" c={p.n ? p.color : 'dimmed'} fw={p.n ? 500 : undefined}>
          {formatNumber(p.n)} {p.n === 1 ? p.one : p.many}
        </Text>
      ))}
    </Group>
  );
}

export function ImportsTable({ imports }: { imports: Import[] }) {
  const navigate = useNavigate();
  const table = (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Importações">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Arquivo</Table.Th>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Resultado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((imp) => (
            <Table.Tr
              key={imp._id}
              className="gab-clickable-row"
              onClick={() => void navigate(importPath(imp))}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={importPath(imp)}
                  c="inherit"
                  fw={500}
                  size="sm"
                  onClick={(e) => e.stopPropagation()}
                >
                  {imp.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {imp.format.toUpperCase()} · {formatNumber(imp.totalRows)} linhas
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{imp.user?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={formatDateTime(imp.createdAt)}>
                  {formatRelative(imp.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ImportStatusBadge status={imp.status} />
              </Table.Td>
              <Table.Td>
                <Counts imp={imp} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Importações"
      items={imports}
      table={table}
      card={(imp) => ({
        key: imp._id,
        href: importPath(imp),
        overline: `${imp.format.toUpperCase()} · ${formatNumber(imp.totalRows)} linhas`,
        title: imp.fileName,
        badges: <ImportStatusBadge status={imp.status} />,
        fields: [
          { label: 'Usuário', value: imp.user?.name ?? '—' },
          { label: 'Data', value: formatRelative(imp.createdAt) },
        ],
        actions: <Counts imp={imp} wrap />,
      })}
    />
  );
}
