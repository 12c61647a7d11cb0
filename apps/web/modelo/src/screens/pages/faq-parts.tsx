// Pieces of the FAQ page: the category icons and the contact card at the bottom.
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCreditCard,
  IconHelpCircle,
  IconMail,
  IconPackage,
  IconPhone,
  IconRefresh,
  IconSettings,
  IconShoppingBag,
  type Icon,
} from '@tabler/icons-react';

export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: { question: string; ans: string }[];
}

const ICONS: Record<string, Icon> = {
  CreditCard: IconCreditCard,
  ShoppingBag: IconShoppingBag,
  RefreshCw: IconRefresh,
  Package: IconPackage,
  Settings: IconSettings,
};

export function FaqIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Shape = ICONS[name] ?? IconHelpCircle;
  return <Shape size={size} />;
}

export function ContactCard() {
  return (
    <Card withBorder padding="xl" component="section" aria-labelledby="faq-contact">
      <Stack align="center" gap="xs" ta="center" mb="lg">
        <Title order={2} fz="lg" id="faq-contact">
          Ainda tem dúvidas?
        </Title>
        <Text c="dimmed" maw={520}>
          Se não encontrou a resposta, fale com a nossa equipe. Respondemos o mais rápido possível.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card bg="gray.0" padding="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconPhone size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>(61) 3000-0000</Text>
              <Text size="sm" c="dimmed">
                De segunda a sexta, das 9h às 18h
              </Text>
            </div>
          </Group>
        </Card>
        <Card bg="gray.0" padding="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconMail size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>ajuda@exemplo.com.br</Text>
              <Text size="sm" c="dimmed">
                Resposta em até um dia útil
              </Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
    </Card>
  );
}
