// Demo Suporte: a handful of tickets from the demo office in every situação (one resolvido waiting for its
// rating, one fechado and rated), answered by the platform team, and one from the BH office for the queue.
// Idempotent: an office that has tickets is left alone.
import { count, inArray } from 'drizzle-orm';
import type { SupportCategory, SupportStatus } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { supportMessages, supportTickets } from '../modules/support/support.table.ts';
import { users } from '../modules/users/users.table.ts';
// Literal ids: demo.ts imports this file, so its constants are not yet defined when TICKETS is built.
const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
const HOUR = 3_600_000;
const PLATFORM = 'plataforma@gabinete.demo';

interface DemoTicket {
  org: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  pagePath: string | null;
  openedBy: string;
  assigned: boolean;
  rating?: number;
  ratingComment?: string;
  /** Hours ago of each message; 'p:' marks the platform team's. */
  thread: [number, string][];
}

const TICKETS: DemoTicket[] = [
  {
    org: DEMO_ORG_ID,
    subject: 'Como importar eleitores de uma planilha do Excel?',
    category: 'duvida',
    status: 'aberto',
    pagePath: '/importacoes',
    openedBy: 'assessor@gabinete.demo',
    assigned: false,
    thread: [
      [
        2,
        'Temos uma planilha com uns 3 mil contatos da última campanha, com nome, telefone e bairro. Dá para importar direto ou preciso converter para CSV antes?',
      ],
    ],
  },
  {
    org: DEMO_ORG_ID,
    subject: 'Mensagens do WhatsApp não chegam ao SAC desde ontem',
    category: 'problema',
    status: 'em_andamento',
    pagePath: '/sac',
    openedBy: 'admin@gabinete.demo',
    assigned: true,
    thread: [
      [
        26,
        'Desde ontem à tarde as mensagens que os munícipes mandam no WhatsApp do gabinete não aparecem no SAC. O celular mostra que chegaram.',
      ],
      [
        24,
        'p:Olá, Mariana! Vimos que a conexão do seu número caiu às 15h12. Pode abrir WhatsApp › Conexão e ler o QR code de novo? Depois nos conte se voltou.',
      ],
      [20, 'Li o QR code de novo e as novas chegaram, mas as de ontem à tarde continuam sumidas.'],
    ],
  },
  {
    org: DEMO_ORG_ID,
    subject: 'Cobrança duplicada na fatura de outubro',
    category: 'cobranca',
    status: 'aguardando_gabinete',
    pagePath: '/configuracoes',
    openedBy: 'admin@gabinete.demo',
    assigned: true,
    thread: [
      [74, 'Recebemos dois boletos de outubro com o mesmo valor, R$ 289,90. Pagamos o primeiro.'],
      [
        50,
        'p:Obrigado pelo aviso. Para estornarmos o segundo, pode nos mandar o comprovante do pagamento do primeiro boleto?',
      ],
    ],
  },
  {
    org: DEMO_ORG_ID,
    subject: 'Sugestão: filtro por bairro no mapa de demandas',
    category: 'sugestao',
    status: 'resolvido',
    pagePath: '/mapas/demandas',
    openedBy: 'assessor@gabinete.demo',
    assigned: true,
    thread: [
      [
        200,
        'Seria ótimo filtrar o mapa de demandas por bairro, para levar ao vereador só o que é da região que ele vai visitar.',
      ],
      [150, 'p:Boa ideia! O filtro de bairro já está no ar no mapa de demandas. Pode conferir?'],
    ],
  },
  {
    org: DEMO_ORG_ID,
    subject: 'Erro ao gerar a lista de aniversariantes do mês',
    category: 'problema',
    status: 'fechado',
    pagePath: '/aniversariantes',
    openedBy: 'recepcao@gabinete.demo',
    assigned: true,
    rating: 5,
    ratingComment: 'Resolveram no mesmo dia, muito obrigada!',
    thread: [
      [480, 'Ao escolher o mês de março a lista fica carregando e não aparece ninguém.'],
      [476, 'p:Encontramos o problema e já corrigimos. Pode tentar de novo?'],
      [470, 'Funcionou, obrigada!'],
    ],
  },
  {
    org: BH_ORG_ID,
    subject: 'Como cadastrar um novo assessor?',
    category: 'duvida',
    status: 'aberto',
    pagePath: '/usuarios',
    openedBy: 'admin.bh@gabinete.demo',
    assigned: false,
    thread: [[5, 'Contratamos um assessor novo. Onde eu cadastro o acesso dele?']],
  },
];

export async function seedSupport(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(inArray(supportTickets.organizationId, [DEMO_ORG_ID, BH_ORG_ID]));
  if ((existing?.n ?? 0) > 0) return;
  const emails = [PLATFORM, ...new Set(TICKETS.map((t) => t.openedBy))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const platformId = idOf.get(PLATFORM) ?? null;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const t of TICKETS) {
      const at = (hours: number) => new Date(now - hours * HOUR);
      const first = at(t.thread[0]![0]);
      const last = at(t.thread.at(-1)![0]);
      const [row] = await tx
        .insert(supportTickets)
        .values({
          organizationId: t.org,
          subject: t.subject,
          category: t.category,
          status: t.status,
          pagePath: t.pagePath,
          openedBy: idOf.get(t.openedBy) ?? null,
          assigneeId: t.assigned ? platformId : null,
          rating: t.rating ?? null,
          ratingComment: t.ratingComment ?? null,
          lastMessageAt: last,
          closedAt: t.status === 'fechado' ? last : null,
          createdAt: first,
          updatedAt: last,
        })
        .returning({ id: supportTickets.id });
      await tx.insert(supportMessages).values(
        t.thread.map(([hours, text]) => {
          const fromPlatform = text.startsWith('p:');
          return {
            ticketId: row!.id,
            organizationId: t.org,
            authorId: fromPlatform ? platformId : (idOf.get(t.openedBy) ?? null),
            fromPlatform,
            body: fromPlatform ? text.slice(2) : text,
            createdAt: at(hours),
          };
        }),
      );
    }
  });
}
