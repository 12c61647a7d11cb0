// Eleitores of a demanda: search and add one at a time (the citizen picker), remove with the ×;
// 'Cadastrar eleitor' opens the citizen form in a new tab so this form is not lost.
import { Anchor, Group, Input, Pill, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { CitizenPicker } from '../../../citizens/components/citizen-picker.tsx';
import type { CitizenChoice } from '../../lib/demand-form.logic.ts';

interface CitizensFieldProps {
  value: CitizenChoice[];
  onChange: (value: CitizenChoice[]) => void;
  error?: string;
  canCreateCitizen: boolean;
}

export function CitizensField({ value, onChange, error, canCreateCitizen }: CitizensFieldProps) {
  // A new picker after each pick starts with an empty search box.
  const [round, setRound] = useState(0);
  return (
    <Input.Wrapper
      label="Eleitores"
      required
      error={error}
      description={value.length ? undefined : 'Quem pediu: busque pelo nome, CPF ou telefone.'}
    >
      <Stack gap={6} mt={4}>
        {value.length > 0 && (
          <Group gap={6} aria-label="Eleitores escolhidos">
            {value.map((c) => (
              <Pill
                key={c._id}
                size="md"
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remover ${c.name}` }}
                onRemove={() => onChange(value.filter((v) => v._id !== c._id))}
              >
                {c.name}
              </Pill>
            ))}
          </Group>
        )}
        <Group gap="sm" align="center" wrap="nowrap">
          <CitizenPicker
            key={round}
            aria-label="Adicionar eleitor"
            placeholder={value.length ? 'Adicionar outro eleitor' : 'Busque por nome, CPF ou telefone'}
            value={null}
            error={!!error}
            onChange={(c) => {
              if (c && !value.some((v) => v._id === c._id)) onChange([...value, c]);
              setRound((n) => n + 1);
            }}
            style={{ flex: 1 }}
          />
          {canCreateCitizen && (
            <Anchor
              href="/eleitores/novo"
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
            >
              <Group gap={4} wrap="nowrap">
                Cadastrar eleitor <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
        {value.length >= 20 && (
          <Text size="xs" c="dimmed">
            No máximo 20 eleitores por demanda.
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
