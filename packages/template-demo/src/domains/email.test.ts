import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const fresh = () => createDemoBackend({ now: () => NOW });

interface Mail {
  id: number;
  folder: string;
  isRead: boolean;
  isStarred: boolean;
  labels: string[];
  subject: string;
  time: string;
  from: { name: string };
  message: string;
  replies: Mail[];
  hasPreviousMail?: boolean;
  hasNextMail?: boolean;
}
interface List {
  emails: Mail[];
  emailsMeta: { inbox: number; draft: number; spam: number };
}

async function list(b = fresh(), query = ''): Promise<List> {
  const res = await b.handle({ method: 'GET', url: `/apps/email/emails${query}` });
  expect(res?.status).toBe(200);
  return res?.body as List;
}
const ids = (l: List) => l.emails.map((m) => m.id);

describe('GET /apps/email/emails', () => {
  it('shows the inbox newest first with the meta counts of the whole store', async () => {
    const l = await list();
    expect(ids(l)).toEqual([24, 21, 18, 15, 8, 5, 2, 1]);
    expect(l.emailsMeta).toEqual({ inbox: 3, draft: 4, spam: 2 });
  });

  it('holds the 24 sample mails of TEMPLATE-BACKEND §2', async () => {
    const b = fresh();
    const all = [
      ...(await list(b, '?folder=')).emails,
      ...(await list(b, '?folder=trash')).emails,
    ] as (Mail & {
      attachments: unknown[];
      replies: unknown[];
    })[];
    expect(all.map((m) => m.id).sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const labelled = (label: string) => all.filter((m) => m.labels.includes(label)).length;
    expect([labelled('company'), labelled('personal'), labelled('private'), labelled('important')]).toEqual([
      9, 7, 6, 3,
    ]);
    expect(all.filter((m) => m.isStarred)).toHaveLength(7);
    expect(all.filter((m) => m.attachments.length > 0)).toHaveLength(7);
    expect(all.find((m) => m.id === 24)?.replies).toHaveLength(2);
  });

  it('applies the folder rules: trash only trash, starred outside trash, empty = all but trash', async () => {
    const b = fresh();
    expect((await list(b, '?folder=trash')).emails).toHaveLength(4);
    expect(ids(await list(b, '?folder=starred')).sort((x, y) => x - y)).toEqual([2, 5, 10, 18, 19, 21]);
    expect((await list(b, '?folder=draft')).emails).toHaveLength(4);
    expect((await list(b, '?folder=sent')).emails).toHaveLength(2);
    const spam = await list(b, '?folder=spam');
    expect(spam.emails.filter((m) => !m.isRead).map((m) => m.id)).toEqual([20, 19]);
    expect((await list(b, '?folder=')).emails).toHaveLength(20);
  });

  it('orders by date, newest first, whatever the ids (trash: 22 at −100 min above 23 at −2 h)', async () => {
    const trash = await list(fresh(), '?folder=trash');
    expect(ids(trash)).toEqual([22, 23, 7, 6]);
    const all = (await list(fresh(), '?folder=')).emails.map((m) => new Date(m.time).getTime());
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });

  it("signs every mail, reply, draft and sent mail with its sender's name (the logged-in user's when outgoing)", async () => {
    const b = fresh();
    const all = [...(await list(b, '?folder=')).emails, ...(await list(b, '?folder=trash')).emails];
    const mails = [...all, ...all.flatMap((m) => m.replies)];
    for (const mail of mails) expect(mail.message).toContain(`<br>${mail.from.name}</p>`);
    const outgoing = all.filter((m) => m.folder === 'sent' || m.folder === 'draft');
    expect(outgoing).toHaveLength(6);
    expect(new Set(outgoing.map((m) => m.from.name))).toEqual(new Set(['João Silva']));
  });

  it('filters by label and by subject search only, case-insensitively', async () => {
    const b = fresh();
    const counts: Record<string, number> = {};
    for (const label of ['company', 'personal', 'private', 'important'])
      counts[label] = (await list(b, `?folder=&label=${label}`)).emails.length;
    // Over all folders except trash (company 9 −1 in trash, personal 7 −1, private 6 −2, important 3).
    expect(counts).toEqual({ company: 8, personal: 6, private: 4, important: 3 });
    expect(ids(await list(b, '?folder=&q=RELATÓRIO'))).toEqual([15, 2]);
    expect((await list(b, '?q=ana')).emails).toHaveLength(0);
  });

  it('gives the four recent mails Date-based times relative to now', async () => {
    const l = await list(fresh(), '?folder=');
    const t = (id: number) => l.emails.find((m) => m.id === id)?.time;
    expect(t(24)).toBe(new Date(NOW.getTime() - 30 * 60_000).toISOString());
    expect(t(21)).toBe(new Date(NOW.getTime() - 7 * 3_600_000).toISOString());
  });
});

describe('POST /apps/email/update-emails and update-emails-label', () => {
  it('merges fields into every listed mail: moving to trash changes the counts', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/email/update-emails',
      body: { emailIds: [8, 15], dataToUpdate: { folder: 'trash' } },
    });
    expect(res).toEqual({ status: 200 });
    const l = await list(b);
    expect(l.emails).toHaveLength(6);
    expect(l.emailsMeta.inbox).toBe(1);
    expect((await list(b, '?folder=trash')).emails).toHaveLength(6);
  });

  it('marks as read from a JSON text body', async () => {
    const b = fresh();
    const body = JSON.stringify({ emailIds: [19, 20], dataToUpdate: { isRead: true } });
    await b.handle({ method: 'POST', url: '/apps/email/update-emails', body });
    expect((await list(b)).emailsMeta.spam).toBe(0);
  });

  it('refuses a body without emailIds with 400', async () => {
    const res = await fresh().handle({ method: 'POST', url: '/apps/email/update-emails', body: {} });
    expect(res?.status).toBe(400);
  });

  it('toggles a label per mail, so a mixed selection goes both ways', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/email/update-emails-label',
      body: { emailIds: [1, 2], label: 'important' },
    });
    expect(res).toEqual({ status: 200 });
    const l = await list(b);
    expect(l.emails.find((m) => m.id === 1)?.labels).toEqual(['company']);
    expect(l.emails.find((m) => m.id === 2)?.labels).toEqual(['personal', 'important']);
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  const get = async (b: ReturnType<typeof fresh>, url: string) => b.handle({ method: 'GET', url });

  it('flags neighbours within the list the user is looking at, without storing them', async () => {
    const b = fresh();
    const first = await get(b, '/apps/email/get-email?id=24&folder=inbox');
    expect(first?.body).toMatchObject({ id: 24, hasPreviousMail: false, hasNextMail: true });
    const middle = await get(b, '/apps/email/get-email?id=15');
    expect(middle?.body).toMatchObject({ id: 15, hasPreviousMail: true, hasNextMail: true });
    const last = await get(b, '/apps/email/get-email?id=1&folder=inbox');
    expect(last?.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    const alone = await get(b, '/apps/email/get-email?id=21&folder=&label=important&q=orçamento');
    expect(alone?.body).toMatchObject({ id: 21, hasPreviousMail: false, hasNextMail: false });
    expect((await list(b)).emails[0]).not.toHaveProperty('hasNextMail');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get(fresh(), '/apps/email/get-email?id=999');
    expect(res?.status).toBe(404);
    expect(res?.body).toHaveProperty('message');
  });

  it('walks to the previous and next mail of the same list', async () => {
    const b = fresh();
    const next = await get(b, '/apps/email/paginate-email?dir=next&emailId=21&folder=inbox');
    expect(next?.body).toMatchObject({ id: 18, hasPreviousMail: true });
    const prev = await get(b, '/apps/email/paginate-email?dir=previous&emailId=21&folder=inbox');
    expect(prev?.body).toMatchObject({ id: 24, hasPreviousMail: false, hasNextMail: true });
    const spam = await get(b, '/apps/email/paginate-email?dir=next&emailId=20&folder=spam');
    expect(spam?.body).toMatchObject({ id: 19 });
  });

  it('answers 404 when there is no neighbour or the id is unknown', async () => {
    const b = fresh();
    expect((await get(b, '/apps/email/paginate-email?dir=previous&emailId=24&folder=inbox'))?.status).toBe(
      404,
    );
    expect((await get(b, '/apps/email/paginate-email?dir=next&emailId=1&folder=inbox'))?.status).toBe(404);
    expect((await get(b, '/apps/email/paginate-email?dir=next&emailId=abc'))?.status).toBe(404);
  });
});
