// Sample e-mails (TEMPLATE-BACKEND §2): 24 mails; our own pt-BR content, the template's make-up.
export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';
export type EmailLabel = 'personal' | 'company' | 'important' | 'private';

export interface EmailPerson {
  name: string;
  email: string;
}

export interface DemoEmail {
  id: number;
  from: EmailPerson & { avatar: string };
  to: EmailPerson[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: { fileName: string; thumbnail: string; url: string; size: string }[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string | Date;
  replies: DemoEmail[];
  folder: EmailFolder;
  isRead: boolean;
}

/** The mailbox's owner: the demo's logged-in admin (JWT user 1), who sends the drafts and sent mails. */
const ME: EmailPerson = { name: 'João Silva', email: 'joao.silva@modelo.demo' };

const PEOPLE: EmailPerson[] = [
  { name: 'Ana Ribeiro', email: 'ana.ribeiro@modelo.demo' },
  { name: 'Bruno Carvalho', email: 'bruno.carvalho@modelo.demo' },
  { name: 'Carla Menezes', email: 'carla.menezes@modelo.demo' },
  { name: 'Diego Albuquerque', email: 'diego.albuquerque@modelo.demo' },
  { name: 'Elisa Fontes', email: 'elisa.fontes@modelo.demo' },
  { name: 'Fábio Teixeira', email: 'fabio.teixeira@modelo.demo' },
];

const SUBJECTS = [
  'Reunião de planejamento do trimestre',
  'Relatório mensal de atividades',
  'Convite para o seminário regional',
  'Ajustes no cronograma do projeto',
  'Proposta comercial revisada',
  'Confirmação de presença no evento',
  'Atualização do contrato de serviços',
  'Pedido de orçamento para materiais',
  'Rascunho da apresentação institucional',
  'Notas da reunião com fornecedores',
  'Agenda da próxima semana',
  'Minuta do comunicado à imprensa',
  'Promoção imperdível só hoje',
  'Você ganhou um prêmio exclusivo',
  'Lembrete: entrega do relatório financeiro',
  'Oferta especial de assinatura',
  'Desconto relâmpago em eletrônicos',
  'Resultado da pesquisa de satisfação',
  'Confirme seus dados bancários',
  'Últimas vagas para o curso online',
  'Revisão do orçamento anual',
  'Fotos do encontro da equipe',
  'Documentos para assinatura',
  'Boas-vindas ao novo colaborador',
];

// [id, folder, isRead, isStarred, labels, hasAttachment]
type Row = [number, EmailFolder, boolean, boolean, EmailLabel[], boolean];
const ROWS: Row[] = [
  [1, 'inbox', true, false, ['company', 'important'], true],
  [2, 'inbox', true, true, ['personal'], false],
  [3, 'sent', true, false, ['company'], false],
  [4, 'sent', true, false, ['personal'], false],
  [5, 'inbox', true, true, ['company'], true],
  [6, 'trash', true, false, ['personal'], false],
  [7, 'trash', true, true, ['company'], false],
  [8, 'inbox', false, false, ['personal'], false],
  [9, 'draft', true, false, ['company'], true],
  [10, 'draft', true, true, ['personal'], false],
  [11, 'draft', true, false, ['company'], false],
  [12, 'draft', true, false, ['personal'], false],
  [13, 'spam', true, false, ['company'], true],
  [14, 'spam', true, false, ['personal'], false],
  [15, 'inbox', false, false, ['company'], false],
  [16, 'spam', true, false, ['private'], false],
  [17, 'spam', true, false, ['company'], true],
  [18, 'inbox', true, true, ['private'], false],
  [19, 'spam', false, true, ['important'], false],
  [20, 'spam', false, false, ['private'], false],
  [21, 'inbox', false, true, ['important'], true],
  [22, 'trash', true, false, ['private'], false],
  [23, 'trash', true, false, ['private'], false],
  [24, 'inbox', true, false, ['private'], true],
];

/** Minutes before now of the four recent mails (ids 21–24). */
const RECENT_MINUTES: Record<number, number> = { 21: 7 * 60, 22: 100, 23: 120, 24: 30 };

function oldTime(id: number): string {
  // Ids 1–20: 2018 date strings, about two weeks apart, so the ids of the older mails follow their dates.
  return new Date(Date.UTC(2018, 0, 5 + id * 17, 7 + (id % 9), (id * 13) % 60)).toISOString();
}

function mail(row: Row, now: Date): DemoEmail {
  const [id, folder, isRead, isStarred, labels, hasAttachment] = row;
  const person = PEOPLE[id % PEOPLE.length] ?? ME;
  const outgoing = folder === 'sent' || folder === 'draft';
  const sender = outgoing ? ME : person;
  const minutes = RECENT_MINUTES[id];
  return {
    id,
    from: { ...sender, avatar: `/modelo/img/avatars/${(id % 12) + 1}.svg` },
    to: [outgoing ? person : ME],
    subject: SUBJECTS[id - 1] ?? `Mensagem ${id}`,
    cc: [],
    bcc: [],
    message: `<p>Olá,</p><p>Escrevo sobre o assunto “${SUBJECTS[id - 1] ?? ''}”. Seguem os detalhes combinados; qualquer dúvida, é só responder.</p><p>Atenciosamente,<br>${sender.name}</p>`,
    attachments: hasAttachment
      ? [
          {
            fileName: `anexo-${id}.pdf`,
            thumbnail: '/modelo/img/icons/pdf.svg',
            url: '',
            size: `${id * 37} KB`,
          },
        ]
      : [],
    isStarred,
    labels,
    time: minutes === undefined ? oldTime(id) : new Date(now.getTime() - minutes * 60_000),
    replies: [],
    folder,
    isRead,
  };
}

export function createEmails(now: Date): DemoEmail[] {
  const emails = ROWS.map((row) => mail(row, now));
  const last = emails[23];
  if (last) {
    const person = last.from;
    last.replies = [1, 2].map((n) => ({
      ...mail(ROWS[23] as Row, now),
      id: 100 + n,
      subject: `Re: ${last.subject}`,
      from: n === 1 ? { ...ME, avatar: '/modelo/img/avatars/1.svg' } : person,
      message:
        n === 1
          ? `<p>Olá,</p><p>Recebi os documentos, obrigado. Reviso ainda hoje.</p><p>Atenciosamente,<br>${ME.name}</p>`
          : `<p>Perfeito, fico no aguardo.</p><p>Atenciosamente,<br>${person.name}</p>`,
      time: new Date(now.getTime() - (60 - n * 10) * 60_000),
      attachments: [],
    }));
  }
  return emails;
}
