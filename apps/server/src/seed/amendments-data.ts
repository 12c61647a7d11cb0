// Demo instituições and emendas of the Campinas office: prefeituras, hospitais, escolas and OSCs of the
// Região Metropolitana de Campinas, and emendas of several years, kinds and stages from the vereadora
// (impositivas), a partner deputado federal, the state's bancada and a deputada estadual.
import type { AmendmentKind, AmendmentStatus, InstitutionKind } from '@gabinete/shared';

export const CITY = {
  campinas: 3509502,
  sumare: 3552403,
  hortolandia: 3519071,
  valinhos: 3556206,
  vinhedo: 3556701,
  paulinia: 3536505,
  indaiatuba: 3520509,
  americana: 3501608,
  monteMor: 3531803,
  jaguariuna: 3524709,
} as const;

export interface DemoInstitution {
  key: string;
  name: string;
  kind: InstitutionKind;
  city: number;
  neighborhood?: string;
  street?: string;
  contactName?: string;
  phone?: string;
  email?: string;
}

// prettier-ignore
export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  { key: 'pm-campinas', name: 'Prefeitura Municipal de Campinas', kind: 'prefeitura', city: CITY.campinas, street: 'Av. Anchieta, 200', neighborhood: 'Centro', phone: '(19) 2116-0555' },
  { key: 'sms-campinas', name: 'Secretaria Municipal de Saúde de Campinas', kind: 'secretaria', city: CITY.campinas, street: 'Av. Anchieta, 200', neighborhood: 'Centro', contactName: 'Dra. Márcia Lopes' },
  { key: 'sme-campinas', name: 'Secretaria Municipal de Educação de Campinas', kind: 'secretaria', city: CITY.campinas, neighborhood: 'Centro', contactName: 'Prof. Eduardo Tavares' },
  { key: 'fms-campinas', name: 'Fundo Municipal de Saúde de Campinas', kind: 'fundo', city: CITY.campinas, neighborhood: 'Centro' },
  { key: 'pm-sumare', name: 'Prefeitura Municipal de Sumaré', kind: 'prefeitura', city: CITY.sumare, neighborhood: 'Centro', phone: '(19) 3399-5100' },
  { key: 'pm-hortolandia', name: 'Prefeitura Municipal de Hortolândia', kind: 'prefeitura', city: CITY.hortolandia, neighborhood: 'Jardim Rosolém' },
  { key: 'pm-valinhos', name: 'Prefeitura Municipal de Valinhos', kind: 'prefeitura', city: CITY.valinhos, neighborhood: 'Centro' },
  { key: 'pm-vinhedo', name: 'Prefeitura Municipal de Vinhedo', kind: 'prefeitura', city: CITY.vinhedo, neighborhood: 'Centro' },
  { key: 'pm-paulinia', name: 'Prefeitura Municipal de Paulínia', kind: 'prefeitura', city: CITY.paulinia, neighborhood: 'Nova Paulínia' },
  { key: 'pm-indaiatuba', name: 'Prefeitura Municipal de Indaiatuba', kind: 'prefeitura', city: CITY.indaiatuba, neighborhood: 'Cidade Nova' },
  { key: 'pm-americana', name: 'Prefeitura Municipal de Americana', kind: 'prefeitura', city: CITY.americana, neighborhood: 'Centro' },
  { key: 'pm-montemor', name: 'Prefeitura Municipal de Monte Mor', kind: 'prefeitura', city: CITY.monteMor, neighborhood: 'Centro' },
  { key: 'pm-jaguariuna', name: 'Prefeitura Municipal de Jaguariúna', kind: 'prefeitura', city: CITY.jaguariuna, neighborhood: 'Centro' },
  { key: 'hosp-ouro-verde', name: 'Complexo Hospitalar Ouro Verde', kind: 'hospital', city: CITY.campinas, neighborhood: 'Vila Régio', contactName: 'Carlos Menezes' },
  { key: 'hosp-mario-gatti', name: 'Hospital Municipal Dr. Mário Gatti', kind: 'hospital', city: CITY.campinas, neighborhood: 'Jardim Paraíso' },
  { key: 'santa-casa-valinhos', name: 'Santa Casa de Misericórdia de Valinhos', kind: 'hospital', city: CITY.valinhos, neighborhood: 'Vila Santana' },
  { key: 'apae-campinas', name: 'APAE de Campinas', kind: 'associacao', city: CITY.campinas, neighborhood: 'Jardim Eulina', contactName: 'Regina Amaral', email: 'contato@apae-campinas.org.br' },
  { key: 'apae-sumare', name: 'APAE de Sumaré', kind: 'associacao', city: CITY.sumare, neighborhood: 'Jardim Bela Vista' },
  { key: 'emef-anchieta', name: 'EMEF Padre José de Anchieta', kind: 'escola', city: CITY.campinas, neighborhood: 'Jardim Aurélia', contactName: 'Diretora Sandra Pires' },
  { key: 'cei-sao-marcos', name: 'CEI Jardim São Marcos', kind: 'escola', city: CITY.campinas, neighborhood: 'Jardim São Marcos' },
  { key: 'ee-hortolandia', name: 'Escola Estadual Prof. Hélio Cardoso', kind: 'escola', city: CITY.hortolandia, neighborhood: 'Jardim Amanda' },
  { key: 'unicamp', name: 'Universidade Estadual de Campinas — Hospital de Clínicas', kind: 'universidade', city: CITY.campinas, neighborhood: 'Barão Geraldo' },
  { key: 'osc-caminhar', name: 'Instituto Caminhar Juntos (OSC)', kind: 'osc', city: CITY.campinas, neighborhood: 'Vila União', contactName: 'Paulo Nogueira' },
  { key: 'osc-recriar', name: 'Associação Recriar de Esporte e Cultura', kind: 'osc', city: CITY.campinas, neighborhood: 'Parque Oziel' },
  { key: 'assoc-sao-marcos', name: 'Associação de Moradores do Jardim São Marcos', kind: 'associacao', city: CITY.campinas, neighborhood: 'Jardim São Marcos', contactName: 'Dona Cida Rocha' },
  { key: 'assoc-campo-belo', name: 'Associação de Moradores do Jardim Campo Belo', kind: 'associacao', city: CITY.campinas, neighborhood: 'Jardim Campo Belo' },
  { key: 'cras-sumare', name: 'CRAS Área Cura — Sumaré', kind: 'secretaria', city: CITY.sumare, neighborhood: 'Área Cura' },
  { key: 'consorcio-pcj', name: 'Consórcio Intermunicipal das Bacias PCJ', kind: 'consorcio', city: CITY.americana, neighborhood: 'Centro' },
  { key: 'camara-campinas', name: 'Câmara Municipal de Campinas', kind: 'camara', city: CITY.campinas, neighborhood: 'Vila Itapura' },
  { key: 'gov-sp-saude', name: 'Secretaria de Estado da Saúde de São Paulo', kind: 'governo_estadual', city: CITY.campinas, neighborhood: 'DRS VII Campinas' },
];

export const AUTHORS = {
  federal: { name: 'Dep. Federal Ricardo Amaral', code: '2707' },
  bancada: { name: 'Bancada de São Paulo' },
  estadual: { name: 'Dep. Estadual Sônia Ribeiro' },
  municipal: { name: 'Vereadora Helena Duarte' },
  comissao: { name: 'Comissão de Saúde da Câmara dos Deputados' },
} as const;

export interface DemoAmendment {
  author: keyof typeof AUTHORS;
  kind: AmendmentKind;
  year: number;
  seq: number;
  object: string;
  area: string;
  institution: string;
  /** Reais (whole), turned into centavos by the seed. */
  value: number;
  status: AmendmentStatus;
  /** Part of the value paid, 0–1 (the rest still in restos a pagar when the year has passed). */
  paidShare?: number;
  impediment?: string;
}

const IND = 'Emenda Individual - Transferências com Finalidade Definida' as const;
const PIX = 'Emenda Individual - Transferências Especiais' as const;
const BAN = 'Emenda de Bancada' as const;
const COM = 'Emenda de Comissão' as const;
const MUN = 'Emenda Impositiva Municipal' as const;

// prettier-ignore
export const DEMO_AMENDMENTS: DemoAmendment[] = [
  { author: 'federal', kind: IND, year: 2022, seq: 1, object: 'Aquisição de equipamentos para o Complexo Hospitalar Ouro Verde', area: 'Saúde', institution: 'hosp-ouro-verde', value: 500_000, status: 'paga', paidShare: 1 },
  { author: 'federal', kind: PIX, year: 2022, seq: 2, object: 'Recapeamento de vias do Jardim Rosolém', area: 'Infraestrutura', institution: 'pm-hortolandia', value: 800_000, status: 'paga', paidShare: 1 },
  { author: 'federal', kind: IND, year: 2023, seq: 1, object: 'Construção de quadra coberta na EMEF Padre José de Anchieta', area: 'Educação', institution: 'emef-anchieta', value: 650_000, status: 'paga', paidShare: 1 },
  { author: 'federal', kind: IND, year: 2023, seq: 2, object: 'Custeio da atenção básica em Sumaré', area: 'Saúde', institution: 'pm-sumare', value: 300_000, status: 'paga', paidShare: 1 },
  { author: 'federal', kind: PIX, year: 2023, seq: 3, object: 'Iluminação em LED na Av. John Boyd Dunlop', area: 'Infraestrutura', institution: 'pm-campinas', value: 1_200_000, status: 'liquidada', paidShare: 0.6 },
  { author: 'federal', kind: IND, year: 2024, seq: 1, object: 'Reforma do Centro de Saúde Jardim Aurélia', area: 'Saúde', institution: 'sms-campinas', value: 450_000, status: 'empenhada' },
  { author: 'federal', kind: IND, year: 2024, seq: 2, object: 'Van adaptada para a APAE de Campinas', area: 'Assistência social', institution: 'apae-campinas', value: 280_000, status: 'paga', paidShare: 1 },
  { author: 'federal', kind: IND, year: 2024, seq: 3, object: 'Ampliação da creche CEI Jardim São Marcos', area: 'Educação', institution: 'cei-sao-marcos', value: 250_000, status: 'aprovada' },
  { author: 'federal', kind: PIX, year: 2024, seq: 4, object: 'Pavimentação de ruas em Monte Mor', area: 'Infraestrutura', institution: 'pm-montemor', value: 900_000, status: 'empenhada' },
  { author: 'federal', kind: IND, year: 2024, seq: 5, object: 'Equipamentos de fisioterapia para a Santa Casa de Valinhos', area: 'Saúde', institution: 'santa-casa-valinhos', value: 350_000, status: 'impedida', impediment: 'Plano de trabalho não enviado no prazo pela entidade.' },
  { author: 'federal', kind: IND, year: 2025, seq: 1, object: 'Unidade móvel de saúde para Paulínia', area: 'Saúde', institution: 'pm-paulinia', value: 600_000, status: 'empenhada' },
  { author: 'federal', kind: PIX, year: 2025, seq: 2, object: 'Praça de esportes no Parque Oziel', area: 'Esporte, cultura e lazer', institution: 'pm-campinas', value: 750_000, status: 'aprovada' },
  { author: 'federal', kind: IND, year: 2025, seq: 3, object: 'Material pedagógico para escolas de Hortolândia', area: 'Educação', institution: 'ee-hortolandia', value: 200_000, status: 'liquidada', paidShare: 0 },
  { author: 'federal', kind: IND, year: 2025, seq: 4, object: 'Centro-dia do idoso em Indaiatuba', area: 'Assistência social', institution: 'pm-indaiatuba', value: 400_000, status: 'indicada' },
  { author: 'federal', kind: IND, year: 2026, seq: 1, object: 'Ambulância para o SAMU de Campinas', area: 'Saúde', institution: 'fms-campinas', value: 320_000, status: 'indicada' },
  { author: 'federal', kind: PIX, year: 2026, seq: 2, object: 'Drenagem no Jardim Campo Belo', area: 'Infraestrutura', institution: 'pm-campinas', value: 1_500_000, status: 'aprovada' },
  { author: 'federal', kind: IND, year: 2026, seq: 3, object: 'Oficinas culturais da Associação Recriar', area: 'Esporte, cultura e lazer', institution: 'osc-recriar', value: 150_000, status: 'indicada' },
  { author: 'federal', kind: IND, year: 2026, seq: 4, object: 'Reforma da cozinha do Instituto Caminhar Juntos', area: 'Assistência social', institution: 'osc-caminhar', value: 120_000, status: 'cancelada' },
  { author: 'bancada', kind: BAN, year: 2023, seq: 0, object: 'Ampliação do Hospital de Clínicas da Unicamp', area: 'Saúde', institution: 'unicamp', value: 5_000_000, status: 'liquidada', paidShare: 0.4 },
  { author: 'bancada', kind: BAN, year: 2024, seq: 0, object: 'Obras de macrodrenagem na bacia do Piracicaba', area: 'Meio ambiente', institution: 'consorcio-pcj', value: 8_000_000, status: 'empenhada' },
  { author: 'bancada', kind: BAN, year: 2025, seq: 0, object: 'Corredor de ônibus Campinas–Sumaré', area: 'Mobilidade e transporte', institution: 'pm-sumare', value: 12_000_000, status: 'aprovada' },
  { author: 'comissao', kind: COM, year: 2024, seq: 0, object: 'Custeio de leitos de UTI no Hospital Mário Gatti', area: 'Saúde', institution: 'hosp-mario-gatti', value: 2_000_000, status: 'paga', paidShare: 1 },
  { author: 'comissao', kind: COM, year: 2025, seq: 0, object: 'Mutirão de cirurgias eletivas na região de Campinas', area: 'Saúde', institution: 'gov-sp-saude', value: 1_000_000, status: 'empenhada' },
  { author: 'estadual', kind: IND, year: 2023, seq: 0, object: 'Reforma da Escola Estadual Prof. Hélio Cardoso', area: 'Educação', institution: 'ee-hortolandia', value: 300_000, status: 'paga', paidShare: 1 },
  { author: 'estadual', kind: IND, year: 2024, seq: 0, object: 'Academia ao ar livre em Vinhedo', area: 'Esporte, cultura e lazer', institution: 'pm-vinhedo', value: 180_000, status: 'paga', paidShare: 1 },
  { author: 'estadual', kind: IND, year: 2024, seq: 0, object: 'Castramóvel para Valinhos', area: 'Meio ambiente', institution: 'pm-valinhos', value: 250_000, status: 'liquidada', paidShare: 0 },
  { author: 'estadual', kind: IND, year: 2025, seq: 0, object: 'Cozinha comunitária em Americana', area: 'Assistência social', institution: 'pm-americana', value: 220_000, status: 'empenhada' },
  { author: 'estadual', kind: IND, year: 2025, seq: 0, object: 'Recuperação de estradas rurais em Jaguariúna', area: 'Infraestrutura', institution: 'pm-jaguariuna', value: 400_000, status: 'aprovada' },
  { author: 'estadual', kind: IND, year: 2026, seq: 0, object: 'Equipamentos para o CRAS Área Cura', area: 'Assistência social', institution: 'cras-sumare', value: 90_000, status: 'indicada' },
  { author: 'estadual', kind: IND, year: 2026, seq: 0, object: 'Transporte adaptado para a APAE de Sumaré', area: 'Assistência social', institution: 'apae-sumare', value: 160_000, status: 'impedida', impediment: 'Entidade sem certidão de regularidade no CAUC.' },
  { author: 'municipal', kind: MUN, year: 2024, seq: 1, object: 'Reforma do parquinho do Jardim São Marcos', area: 'Esporte, cultura e lazer', institution: 'assoc-sao-marcos', value: 80_000, status: 'paga', paidShare: 1 },
  { author: 'municipal', kind: MUN, year: 2024, seq: 2, object: 'Cobertura do ponto de ônibus da Av. Ruy Rodriguez', area: 'Mobilidade e transporte', institution: 'pm-campinas', value: 60_000, status: 'paga', paidShare: 1 },
  { author: 'municipal', kind: MUN, year: 2025, seq: 1, object: 'Fraldas e insumos para a APAE de Campinas', area: 'Saúde', institution: 'apae-campinas', value: 100_000, status: 'paga', paidShare: 1 },
  { author: 'municipal', kind: MUN, year: 2025, seq: 2, object: 'Iluminação da quadra do Jardim Campo Belo', area: 'Infraestrutura', institution: 'assoc-campo-belo', value: 75_000, status: 'liquidada', paidShare: 0 },
  { author: 'municipal', kind: MUN, year: 2025, seq: 3, object: 'Curso de informática do Instituto Caminhar Juntos', area: 'Educação', institution: 'osc-caminhar', value: 50_000, status: 'empenhada' },
  { author: 'municipal', kind: MUN, year: 2026, seq: 1, object: 'Reforma do Centro de Convivência do Parque Oziel', area: 'Assistência social', institution: 'pm-campinas', value: 120_000, status: 'aprovada' },
  { author: 'municipal', kind: MUN, year: 2026, seq: 2, object: 'Mutirão de castração no Jardim Aurélia', area: 'Meio ambiente', institution: 'pm-campinas', value: 40_000, status: 'indicada' },
  { author: 'municipal', kind: MUN, year: 2026, seq: 3, object: 'Uniformes para a escolinha de futebol da Associação Recriar', area: 'Esporte, cultura e lazer', institution: 'osc-recriar', value: 30_000, status: 'indicada' },
  { author: 'municipal', kind: MUN, year: 2026, seq: 4, object: 'Sala de leitura da EMEF Padre José de Anchieta', area: 'Educação', institution: 'emef-anchieta', value: 45_000, status: 'aprovada' },
  { author: 'municipal', kind: MUN, year: 2026, seq: 5, object: 'Equipamentos para o Centro de Saúde São Marcos', area: 'Saúde', institution: 'sms-campinas', value: 90_000, status: 'cancelada' },
];
