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

export function DuplicateWarning({ matches }: { matches: DuplicateMatch[] }) {
  if (matches.length === 0) return null;
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
