// A friendly 404 for a citizen id that does not exist in this office (or was merged away).
import { Button, EmptyState } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export function CitizenNotFound() {
  usePageTitle('Eleitor não encontrado');
  return (
    <EmptyState
      py="xl"
      icon={<IconUserQuestion size={32} />}
      withIndicatorBackground
      title="Eleitor não encontrado"
      description="O cadastro pode ter sido excluído definitivamente ou mesclado com outro. Busque a pessoa na lista."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/eleitores">
          Ir para Eleitores
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
