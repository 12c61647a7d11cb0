// What citizens ask a vereadora's office for, by área: titles, descriptions and the órgão that answers
// ({rua} and {bairro} are filled from the demanda's place). Notes of status moves and comments.
export interface DemandTemplate {
  area: string;
  title: string;
  description: string;
  agency: string;
  institution?: string;
  /** Days from opening to the prazo. */
  dueDays: number;
}

const INFRA = 'Infraestrutura';
const SAUDE = 'Saúde';
const EDU = 'Educação';
const SOCIAL = 'Assistência social';
const SEG = 'Segurança';
const AMB = 'Meio ambiente';
const MOB = 'Mobilidade e transporte';
const LAZER = 'Esporte, cultura e lazer';

// prettier-ignore
export const DEMAND_TEMPLATES: DemandTemplate[] = [
  { area: INFRA, title: 'Troca de lâmpada queimada na {rua}', description: 'Poste em frente ao número indicado está com a lâmpada queimada há mais de duas semanas. A rua fica escura e os moradores têm medo de voltar do trabalho à noite.', agency: 'Secretaria Municipal de Serviços Públicos', dueDays: 15 },
  { area: INFRA, title: 'Tapa-buraco na {rua}', description: 'Buraco grande na pista, perto da esquina, já causou queda de motociclista. Pedem operação tapa-buraco com urgência.', agency: 'Secretaria Municipal de Serviços Públicos', dueDays: 20 },
  { area: INFRA, title: 'Boca de lobo entupida no bairro {bairro}', description: 'Quando chove, a água não escoa e invade as calçadas e garagens. A boca de lobo está cheia de terra e lixo.', agency: 'Secretaria Municipal de Serviços Públicos', dueDays: 20 },
  { area: INFRA, title: 'Calçada quebrada na {rua}', description: 'Calçada com raízes levantando o piso, difícil para idosos e cadeirantes. Solicitam reparo e notificação do proprietário.', agency: 'Secretaria Municipal de Infraestrutura', dueDays: 45 },
  { area: INFRA, title: 'Recapeamento da {rua}', description: 'Asfalto muito desgastado em toda a extensão da rua, com remendos soltos. Moradores fizeram abaixo-assinado pedindo recapeamento.', agency: 'Secretaria Municipal de Infraestrutura', dueDays: 90 },
  { area: INFRA, title: 'Vazamento de água na {rua}', description: 'Vazamento na rede há vários dias, água correndo pela sarjeta. Já abriram chamado na concessionária sem retorno.', agency: 'Sanasa', dueDays: 10 },
  { area: AMB, title: 'Poda de árvore na {rua}', description: 'Árvore com galhos encostando na fiação elétrica e risco de queda sobre a calçada. Pedem avaliação e poda.', agency: 'Secretaria Municipal do Verde, Meio Ambiente e Desenvolvimento Sustentável', dueDays: 30 },
  { area: AMB, title: 'Limpeza de terreno baldio no bairro {bairro}', description: 'Terreno abandonado com mato alto, entulho e focos de escorpião. Os vizinhos pedem notificação do proprietário e limpeza.', agency: 'Secretaria Municipal de Serviços Públicos', dueDays: 30 },
  { area: AMB, title: 'Descarte irregular de entulho na {rua}', description: 'Caçambas clandestinas descartam entulho na área verde toda semana. Pedem fiscalização e retirada do material.', agency: 'Secretaria Municipal do Verde, Meio Ambiente e Desenvolvimento Sustentável', dueDays: 20 },
  { area: AMB, title: 'Foco de dengue em imóvel abandonado no bairro {bairro}', description: 'Casa fechada com piscina suja e água parada. Vizinhos relatam muitos mosquitos e dois casos de dengue na rua.', agency: 'Secretaria Municipal de Saúde — Vigilância em Saúde', dueDays: 7 },
  { area: EDU, title: 'Vaga em creche para criança de 2 anos', description: 'Mãe trabalha em período integral e aguarda vaga em CEI próximo de casa há oito meses. Está na fila da Secretaria de Educação.', agency: 'Secretaria Municipal de Educação', institution: 'CEI Bem-Querer', dueDays: 30 },
  { area: EDU, title: 'Transferência escolar para escola mais próxima', description: 'Família mudou de bairro e o filho estuda a 6 km de casa. Pedem transferência para a escola do bairro.', agency: 'Secretaria Municipal de Educação', institution: 'EMEF Padre Anchieta', dueDays: 20 },
  { area: EDU, title: 'Reforma do telhado da escola no bairro {bairro}', description: 'Goteiras em três salas de aula; em dias de chuva os alunos são remanejados para o pátio. Pais pedem reforma urgente.', agency: 'Secretaria Municipal de Educação', institution: 'EMEF Professora Dulce Bento Nascimento', dueDays: 60 },
  { area: EDU, title: 'Transporte escolar para aluno com deficiência', description: 'Aluno cadeirante precisa de transporte adaptado; a van atual não tem elevador. Mãe já protocolou pedido na escola.', agency: 'Secretaria Municipal de Educação', dueDays: 15 },
  { area: SAUDE, title: 'Consulta com especialista (ortopedia)', description: 'Paciente com dor no joelho aguarda consulta com ortopedista há cinco meses, encaminhado pelo centro de saúde.', agency: 'Secretaria Municipal de Saúde', institution: 'Centro de Saúde do bairro', dueDays: 30 },
  { area: SAUDE, title: 'Consulta com especialista (cardiologia)', description: 'Idosa com hipertensão e encaminhamento para cardiologista desde o início do ano, sem agendamento.', agency: 'Secretaria Municipal de Saúde', dueDays: 30 },
  { area: SAUDE, title: 'Remédio em falta na farmácia popular', description: 'Medicamento de uso contínuo (losartana) em falta na farmácia do centro de saúde há três semanas.', agency: 'Secretaria Municipal de Saúde — Assistência Farmacêutica', dueDays: 10 },
  { area: SAUDE, title: 'Agendamento de exame de ressonância', description: 'Exame pedido pelo neurologista ainda sem data. Paciente com crises frequentes de enxaqueca.', agency: 'Secretaria Municipal de Saúde', institution: 'Hospital Municipal Dr. Mário Gatti', dueDays: 45 },
  { area: SAUDE, title: 'Cirurgia de catarata em espera', description: 'Idoso na fila da cirurgia de catarata há mais de um ano, com a visão piorando.', agency: 'Secretaria Municipal de Saúde', dueDays: 60 },
  { area: SAUDE, title: 'Fralda geriátrica pelo programa municipal', description: 'Família pede inclusão da mãe acamada no programa de fornecimento de fraldas geriátricas.', agency: 'Secretaria Municipal de Saúde', dueDays: 20 },
  { area: SOCIAL, title: 'Inclusão no CadÚnico e Bolsa Família', description: 'Família desempregada com três filhos pede orientação e agendamento no CRAS para o CadÚnico.', agency: 'Secretaria Municipal de Assistência Social', institution: 'CRAS do bairro', dueDays: 15 },
  { area: SOCIAL, title: 'Cesta básica emergencial', description: 'Mãe solo desempregada pede cesta básica enquanto aguarda o benefício.', agency: 'Secretaria Municipal de Assistência Social', dueDays: 5 },
  { area: SOCIAL, title: 'Vaga em casa de acolhimento para idoso', description: 'Idoso que mora sozinho, sem família próxima, com dificuldade de locomoção. Assistente social sugeriu acolhimento.', agency: 'Secretaria Municipal de Assistência Social', dueDays: 30 },
  { area: SOCIAL, title: 'Auxílio-aluguel após desabamento', description: 'Casa interditada pela Defesa Civil depois das chuvas; família pede auxílio-aluguel.', agency: 'Companhia de Habitação Popular de Campinas (Cohab)', dueDays: 15 },
  { area: SEG, title: 'Ronda da Guarda Municipal no bairro {bairro}', description: 'Moradores relatam furtos frequentes na praça à noite e pedem rondas da Guarda Municipal.', agency: 'Secretaria Municipal de Cooperação nos Assuntos de Segurança Pública', dueDays: 20 },
  { area: SEG, title: 'Câmera de monitoramento na praça do bairro {bairro}', description: 'Associação de moradores pede a instalação de câmera do programa de monitoramento na praça.', agency: 'Secretaria Municipal de Cooperação nos Assuntos de Segurança Pública', dueDays: 60 },
  { area: MOB, title: 'Linha de ônibus com horários reduzidos', description: 'A linha que atende o bairro passou a circular de 40 em 40 minutos; trabalhadores chegam atrasados.', agency: 'Emdec', dueDays: 30 },
  { area: MOB, title: 'Abrigo de ônibus no ponto da {rua}', description: 'Ponto sem cobertura, idosos esperam no sol e na chuva. Pedem instalação de abrigo.', agency: 'Emdec', dueDays: 45 },
  { area: MOB, title: 'Lombada em frente à escola na {rua}', description: 'Carros passam em alta velocidade na saída dos alunos. Pais pedem lombada e faixa de pedestres.', agency: 'Emdec', dueDays: 45 },
  { area: MOB, title: 'Semáforo com defeito na {rua}', description: 'Semáforo piscando amarelo há dias no cruzamento, com risco de acidentes.', agency: 'Emdec', dueDays: 7 },
  { area: LAZER, title: 'Reforma da quadra poliesportiva do bairro {bairro}', description: 'Quadra com alambrado rasgado e piso rachado. Jovens do bairro pedem reforma e iluminação.', agency: 'Secretaria Municipal de Esportes e Lazer', dueDays: 90 },
  { area: LAZER, title: 'Academia ao ar livre na praça do bairro {bairro}', description: 'Idosos pedem aparelhos de ginástica na praça, como os instalados em outros bairros.', agency: 'Secretaria Municipal de Esportes e Lazer', dueDays: 90 },
  { area: LAZER, title: 'Apoio para festa junina comunitária', description: 'Associação de moradores pede apoio com banheiros químicos e autorização para fechar a rua.', agency: 'Secretaria Municipal de Cultura e Turismo', dueDays: 20 },
];

export const STATUS_NOTES: Record<string, string[]> = {
  prefeitura: [
    'Ofício enviado à secretaria responsável.',
    'Indicação protocolada e encaminhada à Prefeitura.',
    'Pedido registrado no 156 e reforçado por ofício do gabinete.',
  ],
  prestadora: ['Chamado aberto na concessionária.', 'Contato feito com a empresa responsável pelo serviço.'],
  camara: ['Requerimento apresentado na sessão ordinária.', 'Indicação lida em plenário.'],
  resposta_prefeitura: [
    'Secretaria respondeu que o serviço entrou no cronograma.',
    'Prefeitura informou que a equipe fará vistoria no local.',
  ],
  resposta_prestadora: ['A empresa informou prazo de 10 dias úteis.', 'Concessionária agendou o reparo.'],
  solucionado: [
    'Morador confirmou por telefone que o serviço foi feito.',
    'Equipe da Prefeitura concluiu o serviço.',
    'Cidadão atendido; caso encerrado.',
  ],
  nao_solucionado: [
    'A Prefeitura informou que não há previsão orçamentária.',
    'Pedido negado pela secretaria.',
  ],
  arquivado: ['Cidadão desistiu do pedido.', 'Arquivado: pedido duplicado de outra demanda.'],
  aguardando: ['Reaberta a pedido do cidadão: o problema voltou.'],
};

export const COMMENTS = [
  'Liguei para o cidadão e expliquei o andamento.',
  'Vou cobrar a secretaria na reunião de quinta.',
  'Cidadão voltou ao gabinete perguntando sobre o pedido.',
  'Enviei fotos do local por WhatsApp para a equipe da Prefeitura.',
  'A vereadora pediu prioridade neste caso.',
  'Aguardando retorno do chefe de divisão.',
  'Vizinhos também reclamaram do mesmo problema.',
  'Confirmar com o cidadão se o serviço foi realmente feito.',
];
