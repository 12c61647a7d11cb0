// Demo SAC conversations (pt-BR): what citizens ask the office on WhatsApp and how the team answers.
// m: minutes after the chat's start; s: delivery state of an outbound message; e: its failure reason.
export type Line =
  | { d: 'in'; t: string; m: number }
  | {
      d: 'out';
      t: string;
      m: number;
      s: 'entregue' | 'lida' | 'falhou' | 'enviada';
      e?: string;
      by?: 'sac' | 'assessor';
    }
  | { d: 'note'; t: string; m: number; by: 'sac' | 'assessor' }
  | { d: 'event'; t: string; m: number; by: 'sac' | 'assessor' | null };

export interface ChatSeed {
  status: 'pending' | 'open' | 'closed';
  agent: 'sac' | 'assessor' | null;
  /** Hours before now when the chat started. */
  hoursAgo: number;
  /** A number nobody in the office has: WhatsApp's name, or null for 'Contato do WhatsApp …'. */
  unknown?: { phone: string; name: string | null };
  lines: Line[];
}

export const CHAT_SEEDS: ChatSeed[] = [
  {
    status: 'pending',
    agent: null,
    hoursAgo: 0.4,
    lines: [
      { d: 'in', t: 'Bom dia! Tem um buraco enorme na Rua das Acácias, perto do número 210.', m: 0 },
      { d: 'in', t: 'Ontem um motoqueiro quase caiu. Dá pra vereadora pedir o tapa-buraco?', m: 1 },
    ],
  },
  {
    status: 'pending',
    agent: null,
    hoursAgo: 1.2,
    unknown: { phone: '+5519988127744', name: 'Cláudia R.' },
    lines: [
      { d: 'in', t: 'Oi, boa tarde. Minha mãe não encontrou a losartana na UBS do Jardim Aurélia.', m: 0 },
      { d: 'in', t: 'Disseram que está em falta há duas semanas. Vocês conseguem ver isso?', m: 2 },
    ],
  },
  {
    status: 'pending',
    agent: null,
    hoursAgo: 3,
    unknown: { phone: '+5519991550382', name: null },
    lines: [{ d: 'in', t: 'Olá, queria saber como faço pra pedir poda de árvore na frente de casa.', m: 0 }],
  },
  {
    status: 'open',
    agent: 'sac',
    hoursAgo: 2,
    lines: [
      { d: 'in', t: 'Boa tarde! A rua inteira está sem iluminação desde sexta, Rua Coronel Quirino.', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 5, by: 'sac' },
      {
        d: 'out',
        t: 'Boa tarde! Aqui é do gabinete da vereadora Helena Duarte. Vamos registrar o pedido de reparo da iluminação.',
        m: 6,
        s: 'lida',
      },
      { d: 'out', t: 'Pode me confirmar o trecho da rua (entre quais números)?', m: 6, s: 'lida' },
      { d: 'in', t: 'Do 400 ao 650, mais ou menos.', m: 12 },
      {
        d: 'note',
        t: 'Abrir demanda de iluminação pública; já houve pedido parecido em março.',
        m: 14,
        by: 'sac',
      },
      {
        d: 'out',
        t: 'Obrigada! Já encaminhamos à Secretaria de Serviços Públicos e te avisamos do protocolo.',
        m: 15,
        s: 'entregue',
      },
    ],
  },
  {
    status: 'open',
    agent: 'assessor',
    hoursAgo: 5,
    lines: [
      { d: 'in', t: 'Olá, quero saber como está o meu pedido, protocolo {protocolo}.', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 20, by: 'assessor' },
      {
        d: 'out',
        t: 'Olá! Consultei aqui: o protocolo {protocolo} está em andamento na secretaria responsável.',
        m: 22,
        s: 'lida',
      },
      { d: 'in', t: 'Tem previsão?', m: 30 },
      {
        d: 'out',
        t: 'Pedimos uma previsão por ofício e retornamos assim que responderem.',
        m: 33,
        s: 'entregue',
      },
    ],
  },
  {
    status: 'open',
    agent: 'sac',
    hoursAgo: 8,
    lines: [
      {
        d: 'in',
        t: 'Bom dia, estou tentando vaga em creche para minha filha de 2 anos no Parque Itália.',
        m: 0,
      },
      { d: 'event', t: 'assumiu a conversa', m: 10, by: 'sac' },
      { d: 'out', t: 'Bom dia! Você já fez a inscrição no cadastro municipal de vagas?', m: 11, s: 'lida' },
      { d: 'in', t: 'Já sim, faz 3 meses e nada.', m: 25 },
      {
        d: 'out',
        t: 'Vamos verificar a fila com a Secretaria de Educação. Pode me mandar o número da inscrição?',
        m: 27,
        s: 'falhou',
        e: 'O WhatsApp não entregou a mensagem: o número não recebeu (celular desligado há dias).',
      },
    ],
  },
  {
    status: 'closed',
    agent: 'sac',
    hoursAgo: 30,
    lines: [
      {
        d: 'in',
        t: 'Oi! Tem uma árvore com galho quebrado caindo sobre a fiação na Rua Barão de Jaguara.',
        m: 0,
      },
      { d: 'event', t: 'assumiu a conversa', m: 8, by: 'sac' },
      {
        d: 'out',
        t: 'Olá! Obrigado pelo aviso. Vamos pedir a poda emergencial à Defesa Civil agora mesmo.',
        m: 9,
        s: 'lida',
      },
      { d: 'in', t: 'Obrigado, vocês são rápidos!', m: 40 },
      { d: 'out', t: 'Nós que agradecemos. Qualquer coisa, é só chamar por aqui.', m: 41, s: 'lida' },
      { d: 'event', t: 'finalizou o atendimento', m: 45, by: 'sac' },
    ],
  },
  {
    status: 'closed',
    agent: 'assessor',
    hoursAgo: 52,
    lines: [
      { d: 'in', t: 'Boa noite, qual o horário de atendimento do gabinete?', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 600, by: 'assessor' },
      {
        d: 'out',
        t: 'Bom dia! Atendemos de segunda a sexta, das 9h às 17h, na Câmara Municipal, sala 214.',
        m: 601,
        s: 'lida',
      },
      { d: 'event', t: 'finalizou o atendimento', m: 610, by: 'assessor' },
    ],
  },
  {
    status: 'closed',
    agent: 'sac',
    hoursAgo: 75,
    lines: [
      { d: 'in', t: 'O posto de saúde do Jardim Proença está sem dipirona e sem insulina.', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 15, by: 'sac' },
      {
        d: 'out',
        t: 'Olá! Vamos cobrar da Secretaria de Saúde a reposição. Você sabe desde quando falta?',
        m: 16,
        s: 'lida',
      },
      { d: 'in', t: 'Desde o começo do mês.', m: 30 },
      { d: 'note', t: 'Incluir no ofício semanal à Saúde (faltas de medicamentos).', m: 31, by: 'sac' },
      { d: 'out', t: 'Anotado. Enviamos o ofício hoje e te avisamos da resposta.', m: 32, s: 'lida' },
      { d: 'event', t: 'finalizou o atendimento', m: 35, by: 'sac' },
    ],
  },
  {
    status: 'open',
    agent: 'sac',
    hoursAgo: 0.8,
    lines: [
      { d: 'in', t: 'Vocês precisam de quais documentos para abrir um pedido?', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 3, by: 'sac' },
      {
        d: 'out',
        t: 'Só um documento com foto, comprovante de endereço e a descrição do pedido.',
        m: 4,
        s: 'entregue',
      },
      { d: 'in', t: 'Pode ser foto do RG?', m: 9 },
    ],
  },
  {
    status: 'closed',
    agent: 'assessor',
    hoursAgo: 120,
    lines: [
      { d: 'in', t: 'Boa tarde, o buraco da Av. Andrade Neves foi tapado. Obrigada pela ajuda!', m: 0 },
      { d: 'event', t: 'assumiu a conversa', m: 30, by: 'assessor' },
      { d: 'out', t: 'Que ótima notícia! Obrigado por nos avisar.', m: 31, s: 'lida' },
      { d: 'event', t: 'finalizou o atendimento', m: 33, by: 'assessor' },
    ],
  },
  {
    status: 'pending',
    agent: null,
    hoursAgo: 0.1,
    lines: [{ d: 'in', t: 'Boa tarde! A iluminação da praça do bairro está queimada de novo.', m: 0 }],
  },
];

export const QUICK_REPLY_SEEDS = [
  {
    shortcut: 'bomdia',
    text: 'Bom dia! Aqui é do gabinete da vereadora Helena Duarte. Como podemos ajudar?',
  },
  {
    shortcut: 'protocolo',
    text: 'Seu pedido foi registrado. Guarde o número do protocolo para acompanhar o andamento.',
  },
  {
    shortcut: 'horario',
    text: 'Atendemos de segunda a sexta, das 9h às 17h, na Câmara Municipal, sala 214.',
  },
  { shortcut: 'obrigado', text: 'Nós que agradecemos o contato! Qualquer coisa, é só chamar por aqui.' },
  {
    shortcut: 'documentos',
    text: 'Para abrir o pedido, envie: documento com foto, comprovante de endereço e a descrição do problema.',
  },
];
