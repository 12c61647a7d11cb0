// The demo agenda: a month of a Campinas vereadora's office around the seeding day (previous week to two
// weeks ahead), and a few days of the BH deputy's. Weeks start on Monday (day 0).

export type Who = 'admin' | 'assessor' | 'recepcao' | 'sac';

export interface PlannedEvent {
  /** Weeks from the current one (-1 … 2). */
  week: number;
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** 'HH:MM' office time; omitted for all-day events. */
  at?: string;
  minutes?: number;
  /** All-day events: how many days. */
  days?: number;
  title: string;
  category: string;
  location?: string;
  /** A bairro of Campinas: its point goes on the event. */
  bairro?: string;
  description?: string;
  users: Who[];
  /** How many seeded citizens take part. */
  citizens?: number;
  reminders?: number[];
  by?: Who;
  /** Links the event to the office's n-th demanda (when the demo has demandas). */
  demand?: number;
}

const CAMARA = 'Câmara Municipal de Campinas — Av. da Saudade, 1004, Ponte Preta';
const PACO = 'Paço Municipal — Av. Anchieta, 200, Centro';

const sessions: PlannedEvent[] = [-1, 0, 1, 2].flatMap((week) =>
  [1, 3].map((day) => ({
    week,
    day,
    at: '14:00',
    minutes: 240,
    title: day === 1 ? 'Sessão ordinária da Câmara' : 'Sessão ordinária da Câmara (2ª da semana)',
    category: 'Sessão plenária',
    location: `${CAMARA} — Plenário`,
    users: ['admin', 'assessor'] as Who[],
    reminders: [60],
  })),
);

// prettier-ignore
export const DEMO_EVENTS: PlannedEvent[] = [
  ...sessions,
  // Reuniões com secretarias e órgãos.
  { week: -1, day: 0, at: '09:30', minutes: 60, title: 'Reunião com a Secretaria Municipal de Saúde', category: 'Reunião', location: PACO, description: 'Pauta: falta de pediatra no CS Jardim Aurélia e fila de exames no Ouro Verde.', users: ['admin', 'assessor'], reminders: [30], demand: 0 },
  { week: -1, day: 2, at: '10:00', minutes: 90, title: 'Reunião com a Sanasa sobre falta de água no Parque Oziel', category: 'Reunião', location: 'Sanasa — Av. da Saudade, 500', users: ['assessor'], citizens: 2, reminders: [60] },
  { week: -1, day: 4, at: '09:00', minutes: 60, title: 'Reunião com a Emdec: linhas de ônibus do Campo Grande', category: 'Reunião', location: 'Emdec — Rua Dr. Salles Oliveira, 1028', users: ['admin'], reminders: [30] },
  { week: 0, day: 0, at: '09:00', minutes: 60, title: 'Reunião de pauta da equipe', category: 'Reunião', location: 'Gabinete 12 — Câmara Municipal', description: 'Demandas da semana, agenda da vereadora e retorno aos eleitores.', users: ['admin', 'assessor', 'recepcao', 'sac'], reminders: [10] },
  { week: 0, day: 1, at: '10:00', minutes: 60, title: 'Reunião com a Secretaria de Serviços Públicos', category: 'Reunião', location: PACO, description: 'Iluminação pública e poda de árvores nos bairros da região sul.', users: ['admin', 'assessor'], reminders: [30, 1440], demand: 1 },
  { week: 0, day: 2, at: '15:00', minutes: 60, title: 'Reunião com a Secretaria de Educação: vagas em creche', category: 'Reunião', location: PACO, users: ['assessor'], citizens: 1, reminders: [60], demand: 2 },
  { week: 0, day: 4, at: '11:00', minutes: 45, title: 'Reunião com a CPFL sobre quedas de energia em Sousas', category: 'Reunião', location: 'CPFL — Rodovia Engenheiro Miguel Noel Nascentes Burnier, 1755', users: ['assessor'], reminders: [60] },
  { week: 1, day: 0, at: '09:00', minutes: 60, title: 'Reunião de pauta da equipe', category: 'Reunião', location: 'Gabinete 12 — Câmara Municipal', users: ['admin', 'assessor', 'recepcao', 'sac'], reminders: [10] },
  { week: 1, day: 2, at: '10:30', minutes: 60, title: 'Reunião com a Secretaria de Infraestrutura', category: 'Reunião', location: PACO, description: 'Recapeamento da Av. John Boyd Dunlop e galerias pluviais do Jardim Campos Elíseos.', users: ['admin', 'assessor'], reminders: [60, 1440], demand: 3 },
  { week: 1, day: 4, at: '14:30', minutes: 60, title: 'Reunião com o Conselho Tutelar Sul', category: 'Reunião', location: 'Conselho Tutelar Sul — Rua Lino Guedes, 100', users: ['assessor'], reminders: [30] },
  { week: 2, day: 0, at: '09:00', minutes: 60, title: 'Reunião de pauta da equipe', category: 'Reunião', location: 'Gabinete 12 — Câmara Municipal', users: ['admin', 'assessor', 'recepcao', 'sac'], reminders: [10] },
  { week: 2, day: 0, at: '15:00', minutes: 90, title: 'Reunião com a Secretaria de Assistência Social', category: 'Reunião', location: PACO, users: ['admin'], reminders: [60] },
  // Visitas aos bairros.
  { week: -1, day: 1, at: '09:00', minutes: 120, title: 'Visita ao Jardim Campos Elíseos', category: 'Visita', bairro: 'Jardim Campos Elíseos', location: 'Praça do Jardim Campos Elíseos', description: 'Ver a galeria entupida da Rua Piracicaba com os moradores.', users: ['assessor'], citizens: 3, reminders: [60] },
  { week: -1, day: 5, at: '09:00', minutes: 150, title: 'Visita à Vila União', category: 'Visita', bairro: 'Vila União', location: 'Associação de moradores da Vila União', users: ['admin', 'assessor'], citizens: 2, reminders: [1440] },
  { week: 0, day: 2, at: '09:00', minutes: 120, title: 'Visita ao Jardim Ouro Verde', category: 'Visita', bairro: 'Jardim Ouro Verde', location: 'Centro de Saúde Ouro Verde', users: ['assessor'], citizens: 2, reminders: [60] },
  { week: 0, day: 4, at: '15:00', minutes: 90, title: 'Visita à EMEF Padre Anchieta', category: 'Visita', bairro: 'Jardim Santa Lúcia', location: 'EMEF Padre Anchieta — Jardim Santa Lúcia', users: ['admin'], citizens: 1, reminders: [60], demand: 2 },
  { week: 1, day: 1, at: '09:00', minutes: 120, title: 'Visita a Barão Geraldo: ciclovia da Av. Albino Barbosa', category: 'Visita', bairro: 'Barão Geraldo', location: 'Av. Albino José Barbosa de Oliveira', users: ['assessor'], citizens: 2, reminders: [60] },
  { week: 1, day: 3, at: '09:00', minutes: 120, title: 'Visita ao Jardim São Gabriel', category: 'Visita', bairro: 'Jardim São Gabriel', location: 'Rua Dr. Antônio Duarte Nogueira', users: ['assessor'], citizens: 3, reminders: [60, 1440] },
  { week: 1, day: 5, at: '09:30', minutes: 120, title: 'Visita à feira livre do Taquaral', category: 'Visita', bairro: 'Taquaral', location: 'Feira do Taquaral — Rua Dr. Quirino', users: ['admin'], reminders: [1440] },
  { week: 2, day: 1, at: '09:00', minutes: 120, title: 'Visita a Vila Costa e Silva', category: 'Visita', bairro: 'Vila Costa e Silva', location: 'Centro comunitário da Vila Costa e Silva', users: ['assessor'], citizens: 2, reminders: [60] },
  { week: 2, day: 3, at: '09:00', minutes: 120, title: 'Visita ao Parque Jambeiro', category: 'Visita', bairro: 'Parque Jambeiro', location: 'Praça central do Parque Jambeiro', users: ['assessor'], citizens: 2, reminders: [60] },
  // Audiências públicas.
  { week: -1, day: 2, at: '19:00', minutes: 120, title: 'Audiência pública: transporte coletivo na região do Ouro Verde', category: 'Audiência pública', location: `${CAMARA} — Plenário`, users: ['admin', 'assessor', 'recepcao'], citizens: 4, reminders: [120, 1440] },
  { week: 0, day: 3, at: '19:00', minutes: 120, title: 'Audiência pública sobre a LOA: orçamento da saúde', category: 'Audiência pública', location: `${CAMARA} — Plenário`, description: 'Apresentação da proposta orçamentária e perguntas do público.', users: ['admin', 'assessor'], citizens: 3, reminders: [120, 1440] },
  { week: 1, day: 2, at: '19:00', minutes: 150, title: 'Audiência pública: saúde mental e CAPS', category: 'Audiência pública', location: `${CAMARA} — Auditório`, users: ['admin', 'assessor', 'recepcao'], citizens: 3, reminders: [120, 1440] },
  { week: 2, day: 4, at: '18:30', minutes: 120, title: 'Audiência pública: regularização do Parque Oziel', category: 'Audiência pública', location: 'Escola Estadual do Parque Oziel', users: ['admin', 'assessor'], citizens: 4, reminders: [1440, 10080] },
  // Eventos comunitários.
  { week: -1, day: 5, at: '14:00', minutes: 240, title: 'Festa da Associação de Moradores do Jardim Aurélia', category: 'Evento comunitário', bairro: 'Jardim Aurélia', location: 'Salão da Associação — Jardim Aurélia', users: ['admin'], citizens: 2, reminders: [1440] },
  { week: 0, day: 5, at: '08:00', minutes: 240, title: 'Mutirão de limpeza na Vila Teixeira', category: 'Evento comunitário', bairro: 'Vila Teixeira', location: 'Praça da Vila Teixeira', users: ['assessor', 'sac'], citizens: 5, reminders: [1440] },
  { week: 1, day: 5, days: 1, title: 'Feira de serviços no Jardim Ouro Verde', category: 'Evento comunitário', bairro: 'Jardim Ouro Verde', location: 'Quadra da EMEF Ouro Verde', description: 'Emissão de documentos, vacinação e orientação jurídica com a Defensoria.', users: ['admin', 'assessor', 'recepcao', 'sac'], citizens: 3, reminders: [1440, 10080] },
  { week: 1, day: 6, at: '08:00', minutes: 180, title: 'Caminhada pela saúde no Parque Taquaral', category: 'Evento comunitário', bairro: 'Taquaral', location: 'Lagoa do Taquaral — portão 2', users: ['admin'], reminders: [1440] },
  { week: 2, day: 5, at: '09:00', minutes: 300, title: 'Torneio de futebol de várzea do Campo Grande', category: 'Evento comunitário', location: 'Campo do Jardim Florence', users: ['assessor'], citizens: 2, reminders: [1440] },
  { week: 2, day: 6, at: '10:00', minutes: 180, title: 'Roda de conversa com mães atípicas', category: 'Evento comunitário', bairro: 'Swift', location: 'Centro comunitário do Swift', users: ['admin', 'recepcao'], citizens: 3, reminders: [1440] },
  // Dias inteiros da equipe e compromissos pessoais.
  { week: -1, day: 3, days: 1, title: 'Capacitação da equipe: novo sistema de protocolo', category: 'Reunião', location: 'Escola do Legislativo', users: ['recepcao', 'sac'], reminders: [1440] },
  { week: 2, day: 2, days: 1, title: 'Encontro estadual de vereadores (São Paulo)', category: 'Compromisso pessoal', location: 'Assembleia Legislativa de São Paulo — Ibirapuera', users: ['admin'], reminders: [10080] },
  { week: 0, day: 1, at: '12:30', minutes: 90, title: 'Almoço com lideranças do PEX', category: 'Compromisso pessoal', location: 'Restaurante no Cambuí', users: ['admin'], reminders: [30] },
  { week: 1, day: 4, at: '17:00', minutes: 60, title: 'Consulta médica (bloqueado)', category: 'Compromisso pessoal', users: ['admin'], reminders: [60], by: 'admin' },
  { week: 0, day: 4, at: '16:30', minutes: 60, title: 'Entrevista na Rádio Educativa', category: 'Compromisso pessoal', location: 'Rádio Educativa FM — Av. Prestes Maia', users: ['admin'], reminders: [60] },
  { week: 2, day: 4, at: '10:00', minutes: 60, title: 'Entrega de ofícios na Prefeitura', category: 'Visita', location: PACO, users: ['recepcao'], reminders: [30], by: 'assessor' },
  { week: 0, day: 0, at: '14:00', minutes: 120, title: 'Atendimento ao público no gabinete', category: 'Reunião', location: 'Gabinete 12 — Câmara Municipal', users: ['recepcao', 'assessor'], citizens: 4, reminders: [30] },
  { week: 1, day: 0, at: '14:00', minutes: 120, title: 'Atendimento ao público no gabinete', category: 'Reunião', location: 'Gabinete 12 — Câmara Municipal', users: ['recepcao', 'assessor'], citizens: 4, reminders: [30] },
];

// prettier-ignore
export const BH_EVENTS: PlannedEvent[] = [
  { week: 0, day: 1, at: '14:00', minutes: 240, title: 'Reunião plenária da ALMG', category: 'Sessão plenária', location: 'Assembleia Legislativa de Minas Gerais — Plenário', users: ['admin'], reminders: [60] },
  { week: 0, day: 2, at: '10:00', minutes: 60, title: 'Reunião com a Secretaria de Estado de Saúde', category: 'Reunião', location: 'Cidade Administrativa — Serra Verde', users: ['admin'], reminders: [30] },
  { week: 1, day: 3, at: '09:00', minutes: 120, title: 'Visita a Venda Nova', category: 'Visita', location: 'Regional Venda Nova', users: ['admin'], citizens: 2, reminders: [1440] },
  { week: 1, day: 5, days: 1, title: 'Encontro regional de lideranças do Barreiro', category: 'Evento comunitário', location: 'Barreiro — BH', users: ['admin'], citizens: 3, reminders: [1440] },
];
