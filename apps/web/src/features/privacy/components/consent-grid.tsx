// Current consents as channel × purpose: autorizado / revogado / sem registro, with date and source.
import { Badge, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_SOURCE_LABELS,
  LEGAL_BASIS_LABELS,
} from '@gabinete/shared';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { ConsentEntry } from '../api/privacy.api.ts';

export type Channel = (typeof CONSENT_CHANNELS)[number];
export type Purpose = (typeof CONSENT_PURPOSES)[number];

/** Short column titles; the full purpose is in the tooltip. */
const PURPOSE_SHORT: Record<Purpose, string> = {
  atendimento: 'Atendimento',
  informativo: 'Informativo',
  aniversario: 'Aniversário',
  eleitoral: 'Eleitoral',
};

interface ConsentGridProps {
  current: ConsentEntry[];
  /** Opens the register modal for a cell; absent when the user may not register. */
  onCell?: (channel: Channel, purpose: Purpose) => void;
}

function Cell({ entry }: { entry: ConsentEntry | undefined }) {
  if (!entry) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        sem registro
      </Text>
    );
  }
  return (
    <Tooltip
      multiline
      w={260}
      withArrow
      label={`${LEGAL_BASIS_LABELS[entry.legalBasis]} · ${formatDateTime(entry.createdAt)}${entry.user ? ` · ${entry.user.name}` : ''}${entry.evidence ? ` · ${entry.evidence}` : ''}`}
    >
      <Stack gap={2} align="flex-start">
        <Badge radius="sm" color={entry.granted ? 'green' : 'red'} variant="light" size="sm" tt="none">
          {entry.granted ? 'Autorizado' : 'Revogado'}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDate(entry.createdAt)} · {CONSENT_SOURCE_LABELS[entry.source]}
        </Text>
      </Stack>
    </Tooltip>
  );
}

export function ConsentGrid({ current, onCell }: ConsentGridProps) {
  const byKey = new Map(current.map((e) => [`${e.channel}:${e.purpose}`, e]));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withColumnBorders verticalSpacing="xs" aria-label="Consentimentos atuais">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Canal</Table.Th>
            {CONSENT_PURPOSES.map((purpose) => (
              <Table.Th key={purpose}>
                <Tooltip label={CONSENT_PURPOSE_LABELS[purpose]} withArrow>
                  <span>{PURPOSE_SHORT[purpose]}</span>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CONSENT_CHANNELS.map((channel) => (
            <Table.Tr key={channel}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {CONSENT_CHANNEL_LABELS[channel]}
                </Text>
              </Table.Td>
              {CONSENT_PURPOSES.map((purpose) => {
                const entry = byKey.get(`${channel}:${purpose}`);
                return (
                  <Table.Td key={purpose}>
                    {onCell ? (
                      <UnstyledButton
                        onClick={() => onCell(channel, purpose)}
                        aria-label={`Registrar ${CONSENT_CHANNEL_LABELS[channel]} para ${CONSENT_PURPOSE_LABELS[purpose]}`}
                      >
                        <Cell entry={entry} />
                      </UnstyledButton>
                    ) : (
                      <Cell entry={entry} />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
