// A friendly 404 for a citizen id that does not exist in this office (or was merged away).
import { IconUserQuestion } from '@tabler/icons-react';
import { RecordNotFound } from '../../../../components/record-not-found.tsx';

export const CitizenNotFound = () => (
  <RecordNotFound
    title="Eleitor não encontrado"
    description="O cadastro pode ter sido excluído definitivamente ou mesclado com outro. Busque a pessoa na lista."
    to="/eleitores"
    linkLabel="Ir para Eleitores"
    icon={<IconUserQuestion size={32} />}
  />
);
