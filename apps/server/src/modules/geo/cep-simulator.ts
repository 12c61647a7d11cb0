// Offline CEP provider: real CEPs of the demo offices' cities and of some capitals, so the form works without internet.
import type { CepRecord } from './cep-provider.ts';

type Entry = [street: string, neighborhood: string, complement: string, ibge: number];

const CEPS: Record<string, Entry> = {
  // Campinas (SP) — the demo office's city.
  '13013051': ['Rua Regente Feijó', 'Centro', 'de 352/353 a 870/871', 3509502],
  '13040089': ['Rua Manoel Sylvestre de Freitas Filho', 'Jardim Nova Europa', '', 3509502],
  '13084523': ['Rua Sargento Carlos Argemiro Camargo', 'Jardim Independência', '', 3509502],
  '13086902': [
    'Rua Doutor Ricardo Benetton Martins',
    'Polo II de Alta Tecnologia (Campinas)',
    's/n',
    3509502,
  ],
  // São Paulo (SP).
  '01001000': ['Praça da Sé', 'Sé', 'lado ímpar', 3550308],
  '01310100': ['Avenida Paulista', 'Bela Vista', 'de 612 a 1510 - lado par', 3550308],
  // Belo Horizonte (MG).
  '30350210': ['Rua Matipó', 'Santo Antônio', '', 3106200],
  '30480000': ['Avenida Amazonas', 'Alto Barroca', 'de 3681 a 4199 - lado ímpar', 3106200],
  // Feira de Santana (BA).
  '44050422': ['Rua Rio Grande do Norte', 'Queimadinha', '', 2910800],
  '44090778': ['Rua Trigêmeos', 'Tomba', '', 2910800],
  // Recife (PE).
  '50721775': ['Rua Antônio Valdevino Costa', 'Cordeiro', 'lado par', 2611606],
  '50030040': ['Rua da Moeda', 'Recife', '', 2611606],
  // Brasília (DF).
  '70083900': ['Praça dos Três Poderes Anexo II', 'Zona Cívico-Administrativa', '', 5300108],
  '71015082': ['Quadra QI 16 Bloco H', 'Guará I', '', 5300108],
  // Rio de Janeiro (RJ).
  '22041001': ['Avenida Atlântica', 'Copacabana', 'de 2174 a 2634 - lado par', 3304557],
  // Salvador (BA).
  '40140650': ['Largo do Farol da Barra', 'Barra', '', 2927408],
  '41720075': ['Rua Jayme Sapolnik', 'Imbuí', '', 2927408],
};

export const SIMULATED_CEPS = Object.keys(CEPS);

export async function simulatedCep(cep: string): Promise<CepRecord | null> {
  const entry = CEPS[cep];
  if (!entry) return null;
  const [street, neighborhood, complement, ibge] = entry;
  return { street, neighborhood, complement: complement || null, ibge, city: null, uf: null };
}
