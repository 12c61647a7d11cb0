// The pricing page ('/precos'): three plans with a monthly / yearly switch and the questions about plans.
import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { PlanCard, type PricingPlan } from './pricing-plan.tsx';

interface PricingData {
  basicPlan: PricingPlan;
  standardPlan: PricingPlan;
  enterprisePlan: PricingPlan;
  qandA: { question: string; ans: string }[];
}

export function PricingPage() {
  const [yearly, setYearly] = useState(false);
  const [chosen, setChosen] = useState<PricingPlan | null>(null);
  const pricing = useQuery({
    queryKey: ['pricing'],
    queryFn: () => demoApi.get<PricingData>('/pricing/data'),
  });
  const data = pricing.data;
  const saving = data
    ? Math.max(
        ...[data.standardPlan, data.enterprisePlan].map((plan) =>
          plan.monthlyPrice > 0 ? Math.round((1 - plan.yearlyPlan.perMonth / plan.monthlyPrice) * 100) : 0,
        ),
      )
    : 0;
  return (
    <DemoPage title="Preços" trail={[{ label: 'Páginas' }]}>
      {pricing.isPending && <PageLoader />}
      {pricing.isError && <ErrorNotice error={pricing.error} />}
      {data && (
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} fz={26}>
              Planos para cada tamanho de equipe
            </Title>
            <Text c="dimmed" maw={560}>
              Comece grátis e mude de plano quando precisar. Pagando por ano, cada mês sai mais barato.
            </Text>
            <Group gap="sm" mt="xs">
              {/* The words choose too, as the switch's labels. */}
              <UnstyledButton onClick={() => setYearly(false)} aria-pressed={!yearly}>
                <Text fw={!yearly ? 700 : 400}>Mensal</Text>
              </UnstyledButton>
              <Switch
                aria-label="Cobrança anual"
                checked={yearly}
                onChange={(event) => setYearly(event.currentTarget.checked)}
                size="md"
              />
              <UnstyledButton onClick={() => setYearly(true)} aria-pressed={yearly}>
                <Text fw={yearly ? 700 : 400}>Anual</Text>
              </UnstyledButton>
              {saving > 0 && (
                <Badge variant="light" color="teal">
                  Economize até {saving}%
                </Badge>
              )}
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <PlanCard plan={data.basicPlan} yearly={yearly} current onChoose={setChosen} />
            <PlanCard plan={data.standardPlan} yearly={yearly} current={false} onChoose={setChosen} />
            <PlanCard plan={data.enterprisePlan} yearly={yearly} current={false} onChoose={setChosen} />
          </SimpleGrid>
          <Card withBorder padding="lg" component="section" aria-labelledby="pricing-faq">
            <Title order={2} fz="lg" id="pricing-faq" ta="center" mb="md">
              Perguntas sobre os planos
            </Title>
            <Accordion variant="separated">
              {data.qandA.map((entry) => {
                const { question, ans: answer } = entry;
                return (
                  <Accordion.Item key={entry.question} value={entry.question}>
                    <Accordion.Control>{question}</Accordion.Control>
                    <Accordion.Panel>{answer}</Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </Card>
        </Stack>
      )}
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title="Demonstração" centered>
        <Stack>
          <Text size="sm">
            O plano <strong>{chosen?.title}</strong> faz parte de um modelo de interface com dados fictícios:
            nenhuma assinatura é feita e nada é cobrado.
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setChosen(null)}>Entendi</Button>
          </Group>
        </Stack>
      </Modal>
    </DemoPage>
  );
}
