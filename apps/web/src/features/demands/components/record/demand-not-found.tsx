// A friendly 404 for a demanda id that does not exist in this office.
import { RecordNotFound } from '../../../../components/record-not-found.tsx';

export const DemandNotFound = () => (
  <RecordNotFound
    title="Demanda não encontrada"
    description="Ela pode ter sido excluída definitivamente. Busque pelo protocolo na lista de demandas."
    to="/demandas"
    linkLabel="Ir para Demandas"
  />
);
