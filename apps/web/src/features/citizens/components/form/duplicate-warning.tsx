// 'Possível duplicado': the existing citizens sharing this CPF, título or phone, with links to them.
import { Alert, Anchor, List, Text } from '@mantine/core';
import { DUPLICATE_KEY_LABELS, type DUPLICATE_KEYS, type CitizenListItem } from '@gabinete/shared';
import { IconCopy } from '@tabler/icons-react';
import { citizenPlace } from '../citizens-table.tsx';

export interface DuplicateMatch {
  citizen: CitizenListItem;
  matchedOn: (typeof DUPLICATE_KEYS)[number][];
}

export function DuplicateMatches({ matches }: { matches: DuplicateMatch[] }) {
  return (
    <List size="sm" spacing={4}>
      {matches.map(({ citizen, matchedOn }) => (
        <List.Item key={citizen._id}>
          {/* A new tab keeps what was typed here. */}
          <Anchor href={`/eleitores/${citizen._id}`} target="_blank" rel="noopener" fw={500}>
            {citizen.name}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            — mesmo {matchedOn.map((key) => DUPLICATE_KEY_LABELS[key]).join(', ')}
            {citizen.city || citizen.neighborhood
              ? ` · ${[citizen.neighborhood, citizen.city ? citizenPlace(citizen) : null].filter(Boolean).join(', ')}`
              : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The record already holding the CPF or título typed: one person, so it is opened, never saved twice. */
export function identityHolder(matches: DuplicateMatch[]): DuplicateMatch | undefined {
  return matches.find((m) => m.matchedOn.includes('cpf') || m.matchedOn.includes('voterTitle'));
}

/** 'o CPF', 'o título de eleitor' or both, as the match says. */
export function identityWords(match: DuplicateMatch): string {
  const words = [];
  if (match.matchedOn.includes('cpf')) words.push('o CPF');
  if (match.matchedOn.includes('voterTitle')) words.push('o título de eleitor');
  return words.join(' e ');
}

export function DuplicateWarning({ matches }: { matches: DuplicateMatch[] }) {
  if (matches.length === 0) return null;
  const holder = identityHolder(matches);
  if (holder) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconCopy size={18} />}
        title="Eleitor já cadastrado"
        role="status"
      >
        <Text size="sm">
          {identityWords(holder).replace(/^o/, 'O')} já pertence a{' '}
          <Anchor href={`/eleitores/${holder.citizen._id}`} target="_blank" rel="noopener" fw={500}>
            {holder.citizen.name}
          </Anchor>
          . Um CPF ou título identifica uma só pessoa: atualize o cadastro existente em vez de criar outro.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCopy size={18} />}
      title={
        matches.length === 1
          ? 'Este eleitor pode já estar cadastrado'
          : 'Estes eleitores podem já estar cadastrados'
      }
      role="status"
    >
      <DuplicateMatches matches={matches} />
      <Text size="xs" c="dimmed" mt="xs">
        Confira antes de salvar: se for a mesma pessoa, edite o cadastro existente.
      </Text>
    </Alert>
  );
}
