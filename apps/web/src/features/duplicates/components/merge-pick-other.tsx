// '?com=<id>' (from a profile's 'Mesclar com outro cadastro'): find the other record, then compare.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Citizen } from '@gabinete/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { CitizenPicker, type CitizenRef } from '../../citizens/components/citizen-picker.tsx';

interface MergePickOtherProps {
  citizen: Citizen;
  onPicked: (otherId: string) => void;
}

export function MergePickOther({ citizen, onPicked }: MergePickOtherProps) {
  const [other, setOther] = useState<CitizenRef | null>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text>
          Com qual cadastro <b>{citizen.name}</b> deve ser mesclado?
        </Text>
        <CitizenPicker
          label="Outro cadastro"
          value={other}
          onChange={setOther}
          excludeId={citizen._id}
          data-autofocus
          maw={520}
        />
        <Group>
          <Button
            disabled={!other}
            rightSection={<IconArrowRight size={16} />}
            onClick={() => other && onPicked(other._id)}
          >
            Comparar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
