// One card per menu area the user may read, in menu order.
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { SUBJECT_LABELS, type AbilityRule } from '@gabinete/shared';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/menu-icons.tsx';
import { visibleMenu } from '../../../lib/menu.ts';

const DESCRIPTIONS: Record<string, string> = {
  organizations: 'Gabinetes atendidos pela plataforma, testes e suspensões.',
  users: 'Equipe do gabinete, convites e permissões de acesso.',
  settings: 'Dados do gabinete, parlamentar e logotipo.',
};

export function AreaCards({ ability }: { ability: readonly AbilityRule[] }) {
  const entries = visibleMenu(ability).flatMap((section) => section.entries);
  if (entries.length === 0) {
    return (
      <Text c="dimmed">
        Ainda não há áreas liberadas para o seu usuário. Fale com o administrador do gabinete.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
      {entries.map((entry) => (
        <Card
          key={entry.key}
          component={Link}
          to={entry.path}
          withBorder
          radius="md"
          padding="lg"
          shadow="xs"
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <MenuIcon entryKey={entry.key} size={24} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{entry.label}</Text>
              <Text size="sm" c="dimmed">
                {DESCRIPTIONS[entry.key] ?? `Abrir ${SUBJECT_LABELS[entry.subject]}.`}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
