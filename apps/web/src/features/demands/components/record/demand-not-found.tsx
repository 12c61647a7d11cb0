// A friendly 404 for a demanda id that does not exist in this office.
import { Button, EmptyState } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export function DemandNotFound() {
  usePageTitle('Demanda não encontrada');
  return (
    <EmptyState
      py="xl"
      icon={<IconFileUnknown size={32} />}
      withIndicatorBackground
      title="Demanda não encontrada"
      description="Ela pode ter sido excluída definitivamente. Busque pelo protocolo na lista de demandas."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/demandas">
          Ir para Demandas
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
