// Export history: formato, descrição, linhas, tamanho, situação, and 'Baixar' while the link is valid.
import { Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import type { Export } from '@gabinete/shared';
import { IconDownload } from '@tabler/icons-react';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatNumber, formatRelative } from '../../../lib/format.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { effectiveExportStatus, ExportStatusBadge } from './export-status-badge.tsx';

function DownloadCell({ exp }: { exp: Export }) {
  const status = effectiveExportStatus(exp);
  if (status === 'completed' && exp.downloadUrl) {
    return (
      <Tooltip label={`O link vale até ${formatDateTime(exp.expiresAt)}`} withArrow>
        <Button
          component="a"
          href={exp.downloadUrl}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} />}
        >
          Baixar
        </Button>
      </Tooltip>
    );
  }
  if (status === 'failed') {
    return (
      <Text size="xs" c="red" maw={220}>
        {exp.error ?? 'A exportação falhou.'}
      </Text>
    );
  }
  if (status === 'expired') {
    return (
      <Text size="xs" c="dimmed">
        Link expirado; gere de novo na lista de eleitores
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      Gerando o arquivo…
    </Text>
  );
}

export function ExportsTable({ exports }: { exports: Export[] }) {
  const table = (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label="Exportações">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Formato</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th ta="right">Linhas</Table.Th>
            <Table.Th ta="right">Tamanho</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Arquivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((exp) => (
            <Table.Tr key={exp._id}>
              <Table.Td>
                <Text size="sm" title={formatDateTime(exp.createdAt)}>
                  {formatRelative(exp.createdAt)}
                </Text>
                {exp.user && (
                  <Text size="xs" c="dimmed">
                    por {exp.user.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge tt="none" variant="outline" color="gray" radius="sm">
                  {exp.format.toUpperCase()}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" maw={320}>
                  {exp.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatNumber(exp.rowCount)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{exp.fileSize === null ? '—' : formatFileSize(exp.fileSize)}</Text>
              </Table.Td>
              <Table.Td>
                <ExportStatusBadge exp={exp} />
              </Table.Td>
              <Table.Td>
                <DownloadCell exp={exp} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Exportações"
      items={exports}
      table={table}
      card={(exp) => ({
        key: exp._id,
        overline: `${formatRelative(exp.createdAt)}${exp.user ? ` · por ${exp.user.name}` : ''}`,
        title: exp.description,
        badges: (
          <>
            <ExportStatusBadge exp={exp} />
            <Badge tt="none" variant="outline" color="gray" radius="sm">
              {exp.format.toUpperCase()}
            </Badge>
          </>
        ),
        fields: [
          { label: 'Linhas', value: formatNumber(exp.rowCount) },
          { label: 'Tamanho', value: exp.fileSize === null ? '—' : formatFileSize(exp.fileSize) },
        ],
        actions: <DownloadCell exp={exp} />,
      })}
    />
  );
}
