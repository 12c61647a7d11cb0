// The record's card: identificação, destino, the money stages with their days, processo and prazos, links.
import { Anchor, Card, Divider, Group, Stack, Table, Text } from '@mantine/core';
import {
  AMENDMENT_KIND_LABELS,
  AMENDMENT_MODALITY_LABELS,
  AMENDMENT_MONEY_FIELDS,
  AMENDMENT_MONEY_LABELS,
  AMENDMENT_SPHERE_LABELS,
  formatBrl,
  formatCnpj,
  type Amendment,
  type AmendmentMoneyField,
} from '@gabinete/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

const DAY_OF: Partial<Record<AmendmentMoneyField, keyof Amendment>> = {
  indicated: 'indicatedOn',
  approved: 'approvedOn',
  committed: 'committedOn',
  liquidated: 'liquidatedOn',
  paid: 'paidOn',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function AmendmentRecordCard({ amendment: a }: { amendment: Amendment }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Fact label="Objeto">{a.object}</Fact>
        <Group grow align="flex-start">
          <Fact label="Esfera">{AMENDMENT_SPHERE_LABELS[a.sphere]}</Fact>
          <Fact label="Tipo">{AMENDMENT_KIND_LABELS[a.kind]}</Fact>
        </Group>
        <Group grow align="flex-start">
          <Fact label="Autor">{a.author}</Fact>
          <Fact label="Código">{a.code}</Fact>
        </Group>
        <Group grow align="flex-start">
          <Fact label="Município">{a.city ? `${a.city}/${a.uf}` : null}</Fact>
          <Fact label="Área">{a.area?.name}</Fact>
        </Group>
        <Fact label="Beneficiário">
          {a.institution && (
            <Anchor component={Link} to={`/instituicoes/${a.institution._id}`} size="sm">
              {a.institution.name}
              {a.institution.cnpj ? ` (${formatCnpj(a.institution.cnpj)})` : ''}
            </Anchor>
          )}
        </Fact>
        <Group grow align="flex-start">
          <Fact label="Modalidade">{a.modality ? AMENDMENT_MODALITY_LABELS[a.modality] : null}</Fact>
          <Fact label="Órgão">{a.agency}</Fact>
        </Group>
        <Divider label="Valores" labelPosition="left" />
        <Table verticalSpacing={4} aria-label="Valores da emenda">
          <Table.Tbody>
            {AMENDMENT_MONEY_FIELDS.map((f) => {
              const dayKey = DAY_OF[f];
              return (
                <Table.Tr key={f}>
                  <Table.Td>
                    <Text size="sm">{AMENDMENT_MONEY_LABELS[f].replace(/^./, (c) => c.toUpperCase())}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatBrl(a.money[f])}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="xs" c="dimmed">
                      {dayKey && a[dayKey] ? formatDay(a[dayKey] as string) : ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {a.syncedAt && (
          <Text size="xs" c="dimmed">
            Valores atualizados pelo {a.syncSource ?? 'Portal'} em {formatDateTime(a.syncedAt)}
          </Text>
        )}
        <Divider label="Processo" labelPosition="left" />
        <Fact label="Situação na origem">{a.sourceStatus}</Fact>
        <Group grow align="flex-start">
          <Fact label="Nº do empenho">{a.commitmentNumber}</Fact>
          <Fact label="Nº do convênio">{a.agreementNumber}</Fact>
        </Group>
        <Fact label="Nº SEI">{a.seiNumber}</Fact>
        <Group grow align="flex-start">
          <Fact label="Prazo de indicação">{a.indicationDeadline && formatDay(a.indicationDeadline)}</Fact>
          <Fact label="Prazo do plano de trabalho">
            {a.workPlanDeadline && formatDay(a.workPlanDeadline)}
          </Fact>
        </Group>
        <Fact label="Prazo da prestação de contas">
          {a.accountabilityDeadline && formatDay(a.accountabilityDeadline)}
        </Fact>
        <Fact label="Motivo do impedimento">{a.impedimentReason}</Fact>
        <Fact label="Responsável">{a.responsible?.name}</Fact>
        {(a.demands.length > 0 || a.citizens.length > 0) && (
          <Divider label="Quem pediu" labelPosition="left" />
        )}
        <Fact label="Demandas">
          {a.demands.length > 0 && (
            <Stack gap={2}>
              {a.demands.map((d) => (
                <Anchor key={d._id} component={Link} to={`/demandas/${d._id}`} size="sm">
                  {d.protocol} · {d.title}
                </Anchor>
              ))}
            </Stack>
          )}
        </Fact>
        <Fact label="Eleitores">
          {a.citizens.length > 0 && (
            <Stack gap={2}>
              {a.citizens.map((c) => (
                <Anchor key={c._id} component={Link} to={`/eleitores/${c._id}`} size="sm">
                  {c.name}
                </Anchor>
              ))}
            </Stack>
          )}
        </Fact>
      </Stack>
    </Card>
  );
}
