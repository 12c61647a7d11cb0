// The user's plan card: the plan's name and what the template's sample plans include.
import { Badge, Card, Group, List, Text } from '@mantine/core';
import { planLabel } from './user-labels.tsx';

const FEATURES: Record<string, string[]> = {
  basic: ['1 usuário', '10 GB de armazenamento', 'Suporte por e-mail'],
  team: ['Até 10 usuários', '100 GB de armazenamento', 'Suporte em horário comercial'],
  company: ['Até 50 usuários', '500 GB de armazenamento', 'Suporte prioritário'],
  enterprise: ['Usuários ilimitados', 'Armazenamento ilimitado', 'Gerente de conta dedicado'],
};

export function PlanCard({ plan }: { plan: string }) {
  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-blue-4)' }}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Plano atual</Text>
        <Badge variant="light">{planLabel(plan)}</Badge>
      </Group>
      <List size="sm" spacing={4}>
        {(FEATURES[plan] ?? []).map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Condições de exemplo do modelo; nenhuma cobrança é feita.
      </Text>
    </Card>
  );
}
