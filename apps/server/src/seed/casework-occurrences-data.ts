// What people bring to a vereadora's office, per área (the default áreas' names): assuntos and how the
// reception writes them down. '{bairro}' becomes the citizen's bairro.

export interface SubjectSeed {
  subject: string;
  description: string;
}

const s = (subject: string, description: string): SubjectSeed => ({ subject, description });

export const SUBJECTS_BY_AREA: Record<string, SubjectSeed[]> = {
  Saúde: [
    s(
      'Consulta com cardiologista pela rede pública',
      'Aguarda há oito meses consulta com cardiologista encaminhada pela UBS do {bairro}. Trouxe o encaminhamento e pediu ajuda para acelerar.',
    ),
    s(
      'Remédio em falta na farmácia da UBS',
      'Losartana e metformina em falta na UBS do {bairro} há três semanas. Munícipe é hipertensa e diabética.',
    ),
    s(
      'Cirurgia de catarata na fila',
      'Mãe de 74 anos está na fila da cirurgia de catarata desde o ano passado. Pede informação sobre a posição na fila.',
    ),
    s(
      'Transporte para hemodiálise',
      'Precisa de transporte da Prefeitura três vezes por semana para a hemodiálise. O carro não apareceu na última sessão.',
    ),
    s(
      'Exame de ressonância pelo SUS',
      'Pedido de ressonância magnética do joelho parado na regulação. Pediu que o gabinete consulte a Secretaria de Saúde.',
    ),
    s(
      'Atendimento odontológico para criança',
      'Não consegue vaga no dentista do posto do {bairro} para a filha de 6 anos.',
    ),
  ],
  Educação: [
    s(
      'Vaga em creche',
      'Procura vaga em creche para o filho de 2 anos perto de casa, no {bairro}. Está na lista de espera e precisa voltar a trabalhar.',
    ),
    s(
      'Transferência de escola',
      'Quer transferir o filho para a EMEF mais próxima de casa; a escola diz que não há vaga no 5º ano.',
    ),
    s(
      'Transporte escolar',
      'Ônibus escolar deixou de passar na rua da família no {bairro}; as crianças andam 2 km até a escola.',
    ),
    s(
      'Reforma da quadra da escola',
      'Pais relatam que a quadra da escola estadual do {bairro} está com o alambrado caído e piso quebrado.',
    ),
    s(
      'Falta de professor de matemática',
      'Turma do 8º ano está sem professor de matemática há um mês. Mãe pediu que o gabinete cobre a Diretoria de Ensino.',
    ),
  ],
  Infraestrutura: [
    s(
      'Buraco na rua',
      'Buraco grande na rua principal do {bairro}, perto do ponto de ônibus. Já houve queda de motociclista. Pede operação tapa-buraco.',
    ),
    s(
      'Troca de lâmpada queimada',
      'Três postes com lâmpada queimada na rua de casa, no {bairro}. A rua fica escura e os moradores têm medo de passar à noite.',
    ),
    s(
      'Poda de árvore',
      'Árvore com galhos encostando na fiação em frente à casa, no {bairro}. Pede poda pela Prefeitura antes das chuvas.',
    ),
    s(
      'Limpeza de bueiro',
      'Bueiro entupido alaga a rua a cada chuva forte no {bairro}. Água já entrou em duas casas.',
    ),
    s(
      'Calçada quebrada',
      'Calçada da praça do {bairro} quebrada por raízes; idosos tropeçam. Pede reforma da calçada.',
    ),
    s(
      'Limpeza de terreno baldio',
      'Terreno abandonado ao lado de casa, no {bairro}, com mato alto, lixo e escorpiões. Pede notificação ao proprietário.',
    ),
    s(
      'Asfalto em rua de terra',
      'Moradores da rua de terra do {bairro} pedem pavimentação; abaixo-assinado com 60 assinaturas entregue hoje.',
    ),
  ],
  'Assistência social': [
    s(
      'Inscrição no CadÚnico',
      'Família com três filhos, desempregada há quatro meses, quer se inscrever no CadÚnico. Orientada a procurar o CRAS do {bairro}.',
    ),
    s('Cesta básica', 'Pede cesta básica emergencial; marido sofreu acidente de trabalho e está sem renda.'),
    s(
      'BPC para idosa',
      'Mãe de 68 anos sem aposentadoria. Pede orientação para o Benefício de Prestação Continuada.',
    ),
    s('Aluguel social', 'Família desalojada após a chuva no {bairro} pede inclusão no aluguel social.'),
  ],
  Segurança: [
    s(
      'Ronda da Guarda Municipal',
      'Moradores do {bairro} relatam furtos frequentes perto da escola à noite. Pedem ronda da Guarda Municipal.',
    ),
    s('Câmeras na praça', 'Associação de moradores pede câmeras de monitoramento na praça do {bairro}.'),
  ],
  'Meio ambiente': [
    s(
      'Descarte irregular de entulho',
      'Caçambas de entulho descartadas na área verde do {bairro}. Pede fiscalização e limpeza.',
    ),
    s(
      'Foco de dengue',
      'Piscina abandonada em casa vazia do {bairro} com água parada. Vizinhos com casos de dengue.',
    ),
    s(
      'Castração de cães e gatos',
      'Protetora independente do {bairro} pede vagas no mutirão de castração da Prefeitura.',
    ),
  ],
  'Mobilidade e transporte': [
    s(
      'Atraso na linha de ônibus',
      'A linha que atende o {bairro} atrasa mais de 40 minutos no horário de pico. Trabalhadores chegam atrasados.',
    ),
    s(
      'Ponto de ônibus sem cobertura',
      'Ponto de ônibus da avenida do {bairro} sem cobertura nem banco; idosos esperam no sol.',
    ),
    s(
      'Faixa de pedestres apagada',
      'Faixa de pedestres em frente à escola do {bairro} apagada. Pede repintura e lombada.',
    ),
  ],
  'Esporte, cultura e lazer': [
    s(
      'Uso do ginásio para escolinha',
      'Treinador voluntário pede horário no ginásio municipal para a escolinha de futsal do {bairro}.',
    ),
    s(
      'Reforma do campo de futebol',
      'Campo do {bairro} sem iluminação e com o gramado destruído. Times da várzea pedem reforma.',
    ),
    s(
      'Apoio à festa junina do bairro',
      'Comissão da festa junina da comunidade do {bairro} pede apoio com palco e banheiros químicos.',
    ),
  ],
};

/** Contacts that are not a request of an área: visits, thanks, follow-ups. */
export const GENERAL_SUBJECTS: SubjectSeed[] = [
  s(
    'Retorno sobre pedido anterior',
    'Ligou para saber o andamento do pedido feito no mês passado. Informado de que o ofício foi enviado e aguarda resposta.',
  ),
  s('Agradecimento', 'Veio agradecer a vereadora pela solução do problema na rua dele, no {bairro}.'),
  s(
    'Pedido de reunião com a vereadora',
    'Presidente da associação de moradores do {bairro} pede reunião com a vereadora para apresentar as demandas do bairro.',
  ),
  s(
    'Convite para evento da comunidade',
    'Convite para a vereadora participar do aniversário da associação de moradores do {bairro}.',
  ),
  s(
    'Entrega de currículo',
    'Deixou currículo e pediu indicação de vagas de emprego. Orientado a procurar o PAT.',
  ),
];

/** Tarefas the team writes for itself. */
export const TASK_TITLES = [
  'Ligar para a munícipe e informar o andamento',
  'Enviar ofício à Secretaria de Obras',
  'Cobrar resposta da Prefeitura sobre o pedido',
  'Agendar visita ao local com a vereadora',
  'Preparar pauta da reunião com a associação de moradores',
  'Protocolar requerimento na Câmara',
  'Responder e-mail da diretora da escola',
  'Fotografar o local e anexar à demanda',
  'Confirmar presença na audiência pública',
  'Atualizar a planilha de pedidos da semana',
  'Levar documentos ao CRAS',
  'Conferir resposta da Secretaria de Saúde',
  'Montar relatório mensal de atendimentos',
  'Organizar mutirão de atendimento no bairro',
  'Revisar indicações para a sessão de terça',
  'Retornar ligação sobre vaga em creche',
];
