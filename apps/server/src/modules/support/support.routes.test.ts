import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import {
  BH_ORG,
  capturePushes,
  DEMO_ORG,
  notificationsOf,
  userId,
  type Push,
} from '../occurrences/casework-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
let platform: string;
let adminId: string;
let platformId: string;
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  platform = await t.login('plataforma@gabinete.demo');
  adminId = await userId(t, 'admin@gabinete.demo');
  platformId = await userId(t, 'plataforma@gabinete.demo');
  pushes = capturePushes(t);
});
afterAll(() => t.close());

type Ticket = {
  _id: string;
  number: number;
  status: string;
  organization: { _id: string };
  assignee: { _id: string } | null;
  rating: number | null;
  closedAt: string | null;
  messages: { body: string; fromPlatform: boolean; author: { name: string } | null }[];
};

async function opened(token: string, payload: Record<string, unknown> = {}): Promise<Ticket> {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/support/tickets',
    payload: {
      subject: 'Não consigo exportar os eleitores',
      category: 'problema',
      description: 'Ao clicar em Exportar aparece um erro e o arquivo não chega.',
      pagePath: '/eleitores',
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const reply = (token: string, id: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: `/api/support/tickets/${id}/messages`, payload });

describe('demo data', () => {
  it('seeds the demo office with tickets in several situações, one resolvido waiting for its rating', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/support/tickets?perPage=100' });
    const tickets = res.json().tickets as (Ticket & { subject: string })[];
    expect(new Set(tickets.map((x) => x.status))).toEqual(
      new Set(['aberto', 'em_andamento', 'aguardando_gabinete', 'resolvido', 'fechado']),
    );
    expect(tickets.find((x) => x.status === 'resolvido')?.rating).toBeNull();
    expect(tickets.find((x) => x.status === 'fechado')?.rating).toBe(5);
  });
});

describe('POST /api/support/tickets', () => {
  it('opens a ticket whose description is the first message, and tells the platform team live', async () => {
    pushes.length = 0;
    const ticket = await opened(assessor);
    expect(ticket).toMatchObject({
      status: 'aberto',
      organization: { _id: DEMO_ORG },
      assignee: null,
      rating: null,
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ body: expect.stringContaining('Exportar'), fromPlatform: false }),
    ]);
    const notes = await notificationsOf(t, platformId, 'support_ticket');
    expect(notes.at(-1)).toMatchObject({ link: `/plataforma/suporte/${ticket._id}` });
    expect(notes.at(-1)!.title).toContain(`#${ticket.number}`);
    expect(pushes.some((p) => p.room === `user:${platformId}` && p.event === 'notification:new')).toBe(true);
  });

  it('refuses a bad category or an empty subject with pt-BR field messages and stores nothing', async () => {
    const before = await t.deps.database.executeSql('select count(*)::int as n from support_tickets');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/support/tickets',
      payload: { subject: ' ', category: 'reclamacao', description: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      subject: expect.any(String),
      category: 'Escolha uma categoria da lista',
      description: 'Escreva a mensagem',
    });
    const after = await t.deps.database.executeSql('select count(*)::int as n from support_tickets');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('answers 403 to a read-only user and to the platform team (tickets come from offices)', async () => {
    const res = await t.call(reader, {
      method: 'POST',
      url: '/api/support/tickets',
      payload: { subject: 'Dúvida', category: 'duvida', description: 'Como faço?' },
    });
    expect(res.statusCode).toBe(403);
    const own = await t.call(platform, {
      method: 'POST',
      url: '/api/support/tickets',
      payload: { subject: 'Teste', category: 'duvida', description: 'Teste da equipe' },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SUPPORT_OFFICE_ONLY');
  });
});

describe('reading and the queue', () => {
  it('shows an office only its own tickets; another office gets 404', async () => {
    const mine = await opened(admin, { subject: 'Dúvida sobre a agenda', category: 'duvida' });
    const theirs = await opened(otherAdmin, { subject: 'Cobrança em duplicidade', category: 'cobranca' });
    const list = await t.call(admin, { method: 'GET', url: '/api/support/tickets?perPage=100' });
    const ids = (list.json().tickets as Ticket[]).map((x) => x._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    for (const [method, url, payload] of [
      ['GET', `/api/support/tickets/${theirs._id}`, undefined],
      ['POST', `/api/support/tickets/${theirs._id}/messages`, { body: 'Olá, intruso aqui' }],
      ['POST', `/api/support/tickets/${theirs._id}/rating`, { rating: 1 }],
    ] as const) {
      const res = await t.call(admin, { method, url, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('SUPPORT_TICKET_NOT_FOUND');
    }
  });

  it("gives the platform team every office's tickets, filtered by office, situação and categoria", async () => {
    const demo = await opened(admin, { subject: 'Sugestão de relatório', category: 'sugestao' });
    const bh = await opened(otherAdmin, { subject: 'Erro no mapa', category: 'problema' });
    const all = await t.call(platform, { method: 'GET', url: '/api/support/tickets?perPage=100' });
    const ids = (all.json().tickets as Ticket[]).map((x) => x._id);
    expect(ids).toEqual(expect.arrayContaining([demo._id, bh._id]));
    const onlyBh = await t.call(platform, {
      method: 'GET',
      url: `/api/support/tickets?organizationId=${BH_ORG}&category=problema&state=open`,
    });
    const bhTickets = onlyBh.json().tickets as Ticket[];
    expect(bhTickets.map((x) => x._id)).toContain(bh._id);
    expect(bhTickets.every((x) => x.organization._id === BH_ORG)).toBe(true);
    // An office cannot widen its list with the platform's filter.
    const widened = await t.call(admin, {
      method: 'GET',
      url: `/api/support/tickets?organizationId=${BH_ORG}`,
    });
    expect((widened.json().tickets as Ticket[]).every((x) => x.organization._id === DEMO_ORG)).toBe(true);
  });

  it('answers 403 to a user whose permissions lack Suporte', async () => {
    const receptionId = await userId(t, 'recepcao@gabinete.demo');
    await t.deps.database.executeSql(`update users set ability = $1 where id = $2`, [
      JSON.stringify([{ action: 'read', subject: 'dashboard' }]),
      receptionId,
    ]);
    forgetPrincipal(receptionId);
    const res = await t.call(reception, { method: 'GET', url: '/api/support/tickets' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    await t.deps.database.executeSql('update users set ability = null where id = $1', [receptionId]);
    forgetPrincipal(receptionId);
  });
});

describe('the conversation', () => {
  it('platform reply: waits for the office, assigns the answerer, notifies and e-mails the opener live', async () => {
    const ticket = await opened(admin);
    pushes.length = 0;
    const res = await reply(platform, ticket._id, { body: 'Olá! Já corrigimos, pode tentar de novo?' });
    expect(res.statusCode, res.body).toBe(200);
    const after: Ticket = res.json();
    expect(after.status).toBe('aguardando_gabinete');
    expect(after.assignee?._id).toBe(platformId);
    expect(after.messages.at(-1)).toMatchObject({
      fromPlatform: true,
      author: { name: 'Equipe da Plataforma' },
    });
    const notes = await notificationsOf(t, adminId, 'support_reply');
    expect(notes.at(-1)!.link).toBe(`/suporte/${ticket._id}`);
    expect(pushes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ room: `user:${adminId}`, event: 'notification:new' }),
        expect.objectContaining({ room: `user:${adminId}`, event: 'support:changed' }),
      ]),
    );
    const mail = t.mails.findLast((m) => m.to === 'admin@gabinete.demo');
    expect(mail?.text).toContain('Já corrigimos');
    expect(mail?.text).toContain(`/suporte/${ticket._id}`);

    const back = await reply(admin, ticket._id, { body: 'Funcionou, obrigada!', status: 'fechado' });
    expect(back.json().status).toBe('em_andamento');
    const toAgent = await notificationsOf(t, platformId, 'support_ticket');
    expect(toAgent.at(-1)!.title).toContain('respondeu');
  });

  it('platform changes the situação and assigns; offices cannot (403); an unknown member is refused', async () => {
    const ticket = await opened(admin);
    const denied = await t.call(admin, {
      method: 'PATCH',
      url: `/api/support/tickets/${ticket._id}/status`,
      payload: { status: 'resolvido' },
    });
    expect(denied.statusCode).toBe(403);
    const assignDenied = await t.call(admin, {
      method: 'PATCH',
      url: `/api/support/tickets/${ticket._id}/assignee`,
      payload: { assigneeId: adminId },
    });
    expect(assignDenied.statusCode).toBe(403);
    const badAgent = await t.call(platform, {
      method: 'PATCH',
      url: `/api/support/tickets/${ticket._id}/assignee`,
      payload: { assigneeId: adminId },
    });
    expect(badAgent.statusCode).toBe(422);
    expect(badAgent.json().code).toBe('SUPPORT_AGENT_INVALID');
    const assigned = await t.call(platform, {
      method: 'PATCH',
      url: `/api/support/tickets/${ticket._id}/assignee`,
      payload: { assigneeId: platformId },
    });
    expect(assigned.json().assignee._id).toBe(platformId);
    const agents = await t.call(platform, { method: 'GET', url: '/api/support/agents' });
    expect(agents.json().agents).toEqual([{ _id: platformId, name: 'Equipe da Plataforma' }]);
    const moved = await t.call(platform, {
      method: 'PATCH',
      url: `/api/support/tickets/${ticket._id}/status`,
      payload: { status: 'resolvido' },
    });
    expect(moved.json().status).toBe('resolvido');
    const notes = await notificationsOf(t, adminId, 'support_reply');
    expect(notes.at(-1)!.title).toContain('Resolvido');
  });

  it('rates a resolvido ticket once (it closes), and a fechado ticket takes no more replies', async () => {
    const ticket = await opened(admin);
    const early = await t.call(admin, {
      method: 'POST',
      url: `/api/support/tickets/${ticket._id}/rating`,
      payload: { rating: 5 },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SUPPORT_NOT_RATABLE');
    await reply(platform, ticket._id, { body: 'Resolvido do nosso lado.', status: 'resolvido' });
    const bad = await t.call(admin, {
      method: 'POST',
      url: `/api/support/tickets/${ticket._id}/rating`,
      payload: { rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    const rated = await t.call(admin, {
      method: 'POST',
      url: `/api/support/tickets/${ticket._id}/rating`,
      payload: { rating: 4, comment: 'Rápido e atencioso.' },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({
      status: 'fechado',
      rating: 4,
      ratingComment: 'Rápido e atencioso.',
    });
    expect(rated.json().closedAt).not.toBeNull();
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/support/tickets/${ticket._id}/rating`,
      payload: { rating: 1 },
    });
    expect(again.statusCode).toBe(409);
    const closed = await reply(admin, ticket._id, { body: 'Mais uma coisa…' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SUPPORT_TICKET_CLOSED');
  });
});

describe('offices that most need help', () => {
  it('lets a trial-expired office open and follow tickets while other areas answer 403', async () => {
    const feira = await t.login('admin.feira@gabinete.demo');
    const feiraId = await userId(t, 'admin.feira@gabinete.demo');
    await t.deps.database.executeSql(
      `update users set created_at = now() - interval '90 days' where id = $1`,
      [feiraId],
    );
    forgetPrincipal(feiraId);
    const blocked = await t.call(feira, { method: 'GET', url: '/api/tasks' });
    expect(blocked.json().code).toBe('TRIAL_EXPIRED');
    const ticket = await opened(feira, { category: 'cobranca', subject: 'Quero contratar o plano' });
    const read = await t.call(feira, { method: 'GET', url: `/api/support/tickets/${ticket._id}` });
    expect(read.statusCode).toBe(200);
  });

  it('lets a suspended office open and follow tickets while other areas answer 403', async () => {
    const ticket = await opened(otherAdmin, { subject: 'Por que fomos suspensos?', category: 'cobranca' });
    await t.deps.database.executeSql(`update organizations set status = 'suspended' where id = $1`, [BH_ORG]);
    forgetPrincipal();
    try {
      const blocked = await t.call(otherAdmin, { method: 'GET', url: '/api/tasks' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('ORGANIZATION_SUSPENDED');
      await reply(platform, ticket._id, { body: 'Há uma fatura em aberto; veja o e-mail.' });
      const followed = await t.call(otherAdmin, { method: 'GET', url: `/api/support/tickets/${ticket._id}` });
      expect(followed.statusCode).toBe(200);
      expect(followed.json().messages).toHaveLength(2);
      const answered = await reply(otherAdmin, ticket._id, {
        body: 'Já pagamos ontem, segue o comprovante.',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const another = await opened(otherAdmin, { subject: 'Reativação', category: 'cobranca' });
      expect(another.organization._id).toBe(BH_ORG);
    } finally {
      await t.deps.database.executeSql(`update organizations set status = 'active' where id = $1`, [BH_ORG]);
      forgetPrincipal();
    }
  });
});
