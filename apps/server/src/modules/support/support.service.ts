// Rules of a support ticket: an office opens and follows its own; the platform team answers, moves and
// assigns any office's. Every change notifies the other side (bell, live refresh; e-mail to the opener).
import { eq } from 'drizzle-orm';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_RATABLE_STATUSES,
  SUPPORT_STATUS_LABELS,
  type AssignSupportTicketInput,
  type ChangeSupportStatusInput,
  type CreateSupportTicketInput,
  type ListSupportTicketsQuery,
  type RateSupportTicketInput,
  type SupportReplyInput,
  type SupportStatus,
  type SupportTicketDetail,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from '../notifications/notify.ts';
import { users } from '../users/users.table.ts';
import {
  findTicket,
  listAgents,
  listMessages,
  listTickets,
  lockTicket,
  type TicketScope,
} from './support.repository.ts';
import { supportMessages, supportTickets, type SupportTicketRow } from './support.table.ts';

/** The platform team sees every office's tickets; an office only its own. */
const scopeOf = (tenant: Tenant): TicketScope => (tenant.isPlatform ? null : tenant.organizationId);

const notFound = () => new AppError('SUPPORT_TICKET_NOT_FOUND', 404);
const link = (id: string) => `/suporte/${id}`;
const queueLink = (id: string) => `/plataforma/suporte/${id}`;
const label = (row: SupportTicketRow) => `#${row.number} ${row.subject}`;

export const listSupportTickets = (deps: AppDeps, tenant: Tenant, query: ListSupportTicketsQuery) =>
  listTickets(deps.database.db, scopeOf(tenant), query, tenant.userId);

export async function getSupportTicket(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
): Promise<SupportTicketDetail> {
  const { db } = deps.database;
  const ticket = await findTicket(db, scopeOf(tenant), id);
  if (!ticket) throw notFound();
  return { ...ticket, messages: await listMessages(db, id) };
}

/** Who on the platform side hears of an office's move: the member in charge, else the whole team. */
async function platformRecipients(tx: Db, row: SupportTicketRow) {
  const agents = await listAgents(tx);
  const mine = agents.filter((a) => a.id === row.assigneeId);
  return mine.length ? mine : agents;
}

async function notifyPlatform(tx: Db, tenant: Tenant, row: SupportTicketRow, title: string, body: string) {
  const agents = await platformRecipients(tx, row);
  const items: NotificationInput[] = agents.map((a) => ({
    organizationId: a.organizationId,
    userId: a.id,
    kind: 'support_ticket',
    title,
    body: body.slice(0, 200),
    link: queueLink(row.id),
    entityType: 'support_ticket',
    entityId: row.id,
    actorId: tenant.userId,
  }));
  return { created: await insertNotifications(tx, items), userIds: agents.map((a) => a.id) };
}

async function notifyOpener(tx: Db, tenant: Tenant, row: SupportTicketRow, title: string, body: string) {
  if (!row.openedBy) return { created: [], userIds: [], email: null };
  const [opener] = await tx
    .select({ email: users.email, name: users.name, active: users.active })
    .from(users)
    .where(eq(users.id, row.openedBy));
  const created = await insertNotifications(tx, [
    {
      organizationId: row.organizationId,
      userId: row.openedBy,
      kind: 'support_reply',
      title,
      body: body.slice(0, 200),
      link: link(row.id),
      entityType: 'support_ticket',
      entityId: row.id,
      actorId: tenant.userId,
    },
  ]);
  return { created, userIds: [row.openedBy], email: opener?.active ? opener : null };
}

interface Outcome {
  created: Awaited<ReturnType<typeof insertNotifications>>;
  userIds: string[];
  email?: { email: string; name: string } | null;
}

/** After the commit: the bell, a live refresh of the open thread, and the opener's e-mail. */
async function deliver(deps: AppDeps, row: SupportTicketRow, outcome: Outcome, mailText?: string) {
  pushNotifications(deps, outcome.created);
  for (const userId of outcome.userIds) deps.realtime.toUser(userId, 'support:changed', { ticketId: row.id });
  if (outcome.email && mailText) {
    try {
      await deps.mailer.send({
        to: outcome.email.email,
        subject: `Suporte — chamado ${label(row)}`,
        text: `Olá, ${outcome.email.name}.\n\n${mailText}\n\nAcompanhe o chamado em ${deps.env.appUrl}${link(row.id)}\n\nEquipe da plataforma Gabinete`,
      });
    } catch {
      // The reply is stored and on the bell; a mail server that is down must not fail the answer.
    }
  }
}

export async function createSupportTicket(
  deps: AppDeps,
  tenant: Tenant,
  input: CreateSupportTicketInput,
): Promise<SupportTicketDetail> {
  if (tenant.isPlatform) throw new AppError('SUPPORT_OFFICE_ONLY', 403);
  const { row, outcome } = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        organizationId: tenant.organizationId,
        subject: input.subject,
        category: input.category,
        pagePath: input.pagePath ?? null,
        openedBy: tenant.userId,
      })
      .returning();
    await tx.insert(supportMessages).values({
      ticketId: row!.id,
      organizationId: tenant.organizationId,
      authorId: tenant.userId,
      body: input.description,
    });
    const title = `Novo chamado (${SUPPORT_CATEGORY_LABELS[input.category]}) de ${tenant.organizationName}: ${label(row!)}`;
    return { row: row!, outcome: await notifyPlatform(tx, tenant, row!, title, input.description) };
  });
  await deliver(deps, row, outcome);
  return getSupportTicket(deps, tenant, row.id);
}

const closing = (status: SupportStatus, before: SupportTicketRow) =>
  status === 'fechado' ? { closedAt: before.closedAt ?? new Date() } : { closedAt: null };

export async function replySupportTicket(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: SupportReplyInput,
): Promise<SupportTicketDetail> {
  const platform = tenant.isPlatform;
  const { row, outcome } = await deps.database.db.transaction(async (tx) => {
    const before = await lockTicket(tx, scopeOf(tenant), id);
    if (!before) throw notFound();
    if (before.status === 'fechado') throw new AppError('SUPPORT_TICKET_CLOSED', 409);
    // The team's answer waits for the office unless it says otherwise; the office's answer reopens the work.
    const status: SupportStatus = platform
      ? (input.status ?? 'aguardando_gabinete')
      : before.status === 'aberto'
        ? 'aberto'
        : 'em_andamento';
    const now = new Date();
    await tx.insert(supportMessages).values({
      ticketId: id,
      organizationId: before.organizationId,
      authorId: tenant.userId,
      fromPlatform: platform,
      body: input.body,
    });
    const [row] = await tx
      .update(supportTickets)
      .set({
        status,
        ...closing(status, before),
        assigneeId: platform ? (before.assigneeId ?? tenant.userId) : before.assigneeId,
        lastMessageAt: now,
        updatedAt: now,
      })
      .where(eq(supportTickets.id, id))
      .returning();
    const outcome: Outcome = platform
      ? await notifyOpener(tx, tenant, row!, `Resposta do suporte no chamado ${label(row!)}`, input.body)
      : await notifyPlatform(
          tx,
          tenant,
          row!,
          `${tenant.organizationName} respondeu o chamado ${label(row!)}`,
          input.body,
        );
    return { row: row!, outcome };
  });
  await deliver(
    deps,
    row,
    outcome,
    platform ? `A equipe da plataforma respondeu o seu chamado:\n\n${input.body}` : undefined,
  );
  return getSupportTicket(deps, tenant, id);
}

export async function changeSupportStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: ChangeSupportStatusInput,
): Promise<SupportTicketDetail> {
  const { row, outcome } = await deps.database.db.transaction(async (tx) => {
    const before = await lockTicket(tx, null, id);
    if (!before) throw notFound();
    const [row] = await tx
      .update(supportTickets)
      .set({ status: input.status, ...closing(input.status, before), updatedAt: new Date() })
      .where(eq(supportTickets.id, id))
      .returning();
    if (before.status === input.status) return { row: row!, outcome: { created: [], userIds: [] } };
    const title = `Chamado ${label(row!)}: ${SUPPORT_STATUS_LABELS[input.status]}`;
    return { row: row!, outcome: await notifyOpener(tx, tenant, row!, title, '') };
  });
  await deliver(deps, row, outcome, `O seu chamado agora está: ${SUPPORT_STATUS_LABELS[input.status]}.`);
  return getSupportTicket(deps, tenant, id);
}

export async function assignSupportTicket(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: AssignSupportTicketInput,
): Promise<SupportTicketDetail> {
  const { row, outcome } = await deps.database.db.transaction(async (tx) => {
    const before = await lockTicket(tx, null, id);
    if (!before) throw notFound();
    const agent = input.assigneeId ? (await listAgents(tx)).find((a) => a.id === input.assigneeId) : null;
    if (input.assigneeId && !agent) {
      throw new AppError('SUPPORT_AGENT_INVALID', 422, undefined, {
        assigneeId: 'Escolha um membro da equipe',
      });
    }
    const [row] = await tx
      .update(supportTickets)
      .set({ assigneeId: input.assigneeId, updatedAt: new Date() })
      .where(eq(supportTickets.id, id))
      .returning();
    if (!agent || agent.id === before.assigneeId) return { row: row!, outcome: { created: [], userIds: [] } };
    const created = await insertNotifications(tx, [
      {
        organizationId: agent.organizationId,
        userId: agent.id,
        kind: 'support_ticket',
        title: `Chamado atribuído a você: ${label(row!)}`,
        link: queueLink(id),
        entityType: 'support_ticket',
        entityId: id,
        actorId: tenant.userId,
      },
    ]);
    return { row: row!, outcome: { created, userIds: [agent.id] } };
  });
  await deliver(deps, row, outcome);
  return getSupportTicket(deps, tenant, id);
}

export async function rateSupportTicket(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: RateSupportTicketInput,
): Promise<SupportTicketDetail> {
  if (tenant.isPlatform) throw new AppError('SUPPORT_OFFICE_ONLY', 403);
  const { row, outcome } = await deps.database.db.transaction(async (tx) => {
    const before = await lockTicket(tx, tenant.organizationId, id);
    if (!before) throw notFound();
    if (!SUPPORT_RATABLE_STATUSES.includes(before.status as SupportStatus) || before.rating !== null) {
      throw new AppError('SUPPORT_NOT_RATABLE', 409);
    }
    const now = new Date();
    const [row] = await tx
      .update(supportTickets)
      .set({
        rating: input.rating,
        ratingComment: input.comment ?? null,
        status: 'fechado',
        closedAt: before.closedAt ?? now,
        updatedAt: now,
      })
      .where(eq(supportTickets.id, id))
      .returning();
    const title = `${tenant.organizationName} avaliou o chamado ${label(row!)}: ${input.rating} de 5`;
    return { row: row!, outcome: await notifyPlatform(tx, tenant, row!, title, input.comment ?? '') };
  });
  await deliver(deps, row, outcome);
  return getSupportTicket(deps, tenant, id);
}

export async function supportAgents(deps: AppDeps) {
  const agents = await listAgents(deps.database.db);
  return { agents: agents.map((a) => ({ _id: a.id, name: a.name })) };
}
