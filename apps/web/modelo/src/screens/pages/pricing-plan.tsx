// One plan card of the pricing page: picture, name, price per month (or 'Grátis'), yearly total and benefits.
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney, formatNumber } from '../../lib/format.ts';

export interface PricingPlan {
  title: string;
  img: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}

const whole = (value: number) =>
  Number.isInteger(value) ? formatNumber(value) : formatMoney(value).replace(/^R\$\s/, '');

function PlanImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Center h={96}>
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconPackage size={40} />
        </ThemeIcon>
      </Center>
    );
  return <Image src={src} alt={alt} h={96} fit="contain" onError={() => setFailed(true)} />;
}

export function PlanCard({
  plan,
  yearly,
  current,
  onChoose,
}: {
  plan: PricingPlan;
  yearly: boolean;
  current: boolean;
  /** 'Assinar' / 'Começar grátis': the page says the model subscribes to nothing. */
  onChoose: (plan: PricingPlan) => void;
}) {
  const name = plan.title;
  const free = plan.monthlyPrice === 0;
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  return (
    <Card
      withBorder
      padding="xl"
      component="article"
      aria-label={`Plano ${name}`}
      style={plan.popular ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" align="center" ta="center" style={{ flex: 1 }}>
        <Group justify="flex-end" w="100%" mih={22}>
          {plan.popular && (
            <Badge color="blue" variant="light">
              Popular
            </Badge>
          )}
        </Group>
        <PlanImage src={plan.img} alt="" />
        <div>
          <Title order={2} fz={22}>
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {plan.subtitle}
          </Text>
        </div>
        {free ? (
          <Text fz={36} fw={700} c="blue.7" lh={1.2}>
            Grátis
          </Text>
        ) : (
          <div>
            <Group
              gap={4}
              justify="center"
              align="baseline"
              wrap="nowrap"
              data-testid={`price-${plan.title}`}
            >
              <Text fw={600} c="blue.7">
                R$
              </Text>
              <Text fz={40} fw={700} c="blue.7" lh={1.1}>
                {whole(perMonth)}
              </Text>
              <Text c="dimmed">/mês</Text>
            </Group>
            {yearly && (
              <Text size="sm" c="dimmed">
                R$ {whole(plan.yearlyPlan.totalAnnual)}/ano
              </Text>
            )}
          </div>
        )}
        <List
          spacing="xs"
          size="sm"
          ta="left"
          w="100%"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.planBenefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button
          fullWidth
          variant={current ? 'light' : plan.popular ? 'filled' : 'outline'}
          color={current ? 'teal' : 'blue'}
          onClick={current ? undefined : () => onChoose(plan)}
        >
          {current ? 'Seu plano atual' : free ? 'Começar grátis' : 'Assinar'}
        </Button>
      </Stack>
    </Card>
  );
}
