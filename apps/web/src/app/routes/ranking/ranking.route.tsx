// '/ranking': lideranças ranked by points, the formula on top; office admins adjust the weights.
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconMathFunction, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { rankingQuery } from '../../../features/ranking/api/ranking.api.ts';
import { RankingTable } from '../../../features/ranking/components/ranking-table.tsx';
import { RankingWeightsModal } from '../../../features/ranking/components/ranking-weights-modal.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const NO_FILTERS = [] as const;

export function RankingRoute() {
  const ability = useAppAbility();
  // The weights are an office setting: whoever may change the office settings may change them.
  const canEditWeights = ability.can('update', 'settings');
  const { params, update } = useListParams(NO_FILTERS);
  const query = useQuery(rankingQuery(params.page, params.perPage));
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader
        title="Ranking de eleitores"
        description="As lideranças que mais trazem eleitores para o gabinete."
        actions={
          canEditWeights && query.data ? (
            <Button
              variant="default"
              leftSection={<IconAdjustments size={18} />}
              onClick={() => setEditing(true)}
            >
              Editar pontuação
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {query.data && (
          <Alert
            variant="light"
            color="blue"
            icon={<IconMathFunction size={20} />}
            title="Como os pontos são calculados"
          >
            <Text size="sm" ff="monospace" fw={600}>
              {query.data.formula}
            </Text>
          </Alert>
        )}
        <Card withBorder radius="md" padding="md">
          <ListBody
            query={query}
            rows={query.data?.entries}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={false}
                title="Nenhuma liderança pontuou ainda"
                description="Ao cadastrar um eleitor, informe a liderança que o indicou: ela passa a pontuar aqui."
                action={
                  <Button
                    component={Link}
                    to="/eleitores"
                    variant="default"
                    leftSection={<IconUserPlus size={16} />}
                  >
                    Ir para eleitores
                  </Button>
                }
              />
            }
          >
            {(entries) => <RankingTable entries={entries} />}
          </ListBody>
        </Card>
      </Stack>
      {query.data && (
        <RankingWeightsModal
          opened={editing}
          weights={query.data.weights}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
