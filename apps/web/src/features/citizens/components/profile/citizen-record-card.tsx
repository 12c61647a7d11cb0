// The left column of the profile: contacts, documents, address, título and how the person arrived.
import { Anchor, Card, Divider, Stack, Text } from '@mantine/core';
import {
  CITIZEN_ORIGIN_LABELS,
  formatCep,
  formatCpf,
  formatVoterTitle,
  GENDER_LABELS,
  type Citizen,
} from '@gabinete/shared';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format.ts';
import { isoToBr } from '../../lib/citizen-form.logic.ts';
import { ContactList } from './contact-list.tsx';
import { RecordField, RecordGroup } from './record-field.tsx';

function addressLines(c: Citizen): string[] {
  const street = [c.street, c.number].filter(Boolean).join(', ');
  const line1 = [street, c.complement].filter(Boolean).join(' – ');
  const place = c.city ? `${c.city}${c.uf ? `/${c.uf}` : ''}` : c.uf;
  const line2 = [c.neighborhood, place].filter(Boolean).join(' · ');
  return [line1, line2, c.cep ? `CEP ${formatCep(c.cep)}` : ''].filter(Boolean);
}

export function CitizenRecordCard({ citizen: c }: { citizen: Citizen }) {
  const address = addressLines(c);
  const birth = c.birthDate ? `${isoToBr(c.birthDate)}${c.age !== null ? ` (${c.age} anos)` : ''}` : null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <RecordGroup title="Contatos">
          <ContactList citizen={c} />
        </RecordGroup>
        <Divider />
        <RecordGroup title="Endereço">
          {address.length ? (
            address.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              Endereço não informado.
            </Text>
          )}
          <RecordField label="Referência">{c.referencePoint}</RecordField>
        </RecordGroup>
        <Divider />
        <RecordGroup title="Dados pessoais">
          <RecordField label="CPF">{c.cpf ? formatCpf(c.cpf) : null}</RecordField>
          <RecordField label="RG">{c.rg}</RecordField>
          <RecordField label="Nascimento">{birth}</RecordField>
          <RecordField label="Gênero">{c.gender ? GENDER_LABELS[c.gender] : null}</RecordField>
          <RecordField label="Profissão">{c.profession}</RecordField>
          <RecordField label="Título">{c.voterTitle ? formatVoterTitle(c.voterTitle) : null}</RecordField>
          <RecordField label="Zona / seção">
            {c.voterZone || c.voterSection ? `${c.voterZone ?? '—'} / ${c.voterSection ?? '—'}` : null}
          </RecordField>
        </RecordGroup>
        <Divider />
        <RecordGroup title="Relacionamento">
          <RecordField label="Liderança">
            {c.leader ? (
              <Anchor component={Link} to={`/eleitores/${c.leader._id}`} size="sm">
                {c.leader.name}
              </Anchor>
            ) : null}
          </RecordField>
          <RecordField label="Indicou">
            {c.referralsCount > 0
              ? `${c.referralsCount} ${c.referralsCount === 1 ? 'pessoa' : 'pessoas'}`
              : null}
          </RecordField>
          <RecordField label="Origem">{c.origin ? CITIZEN_ORIGIN_LABELS[c.origin] : null}</RecordField>
          <RecordField label="Cadastrado por">{c.registeredBy?.name ?? null}</RecordField>
          <RecordField label="Cadastrado em">{formatDateTime(c.createdAt)}</RecordField>
          <RecordField label="Atualizado em">{formatDateTime(c.updatedAt)}</RecordField>
        </RecordGroup>
        {c.notes && (
          <>
            <Divider />
            <RecordGroup title="Observações">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.notes}
              </Text>
            </RecordGroup>
          </>
        )}
      </Stack>
    </Card>
  );
}
