import type { Dashboard } from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { addDays, officeCalendar } from './dashboard-dates.ts';
import { clearDemandCountsCache } from './dashboard-demands.ts';
import { clearWeekCountsCache } from './dashboard-occurrences.ts';
import { BH_ORG, DEMO_ORG, fixtures } from './dashboard-test-fixtures.ts';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
let admin: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

async function dashboard(token: string): Promise<Dashboard> {
  const res = await t.call(token, { method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/dashboard — demandas', () => {
  it('counts by status and área, open and overdue; deleted ones never count, and a change shows at once', async () => {
    const before = (await dashboard(admin)).demands!;
    const cal = officeCalendar();
    const open = await f.status(DEMO_ORG, 'Painel: em análise', false, 90);
    const done = await f.status(DEMO_ORG, 'Painel: resolvida', true, 91);
    const area = await f.area(DEMO_ORG, 'Painel: iluminação');
    await f.demand(DEMO_ORG, { statusId: open, areaId: area, dueDate: addDays(cal.today, -1) }); // overdue
    await f.demand(DEMO_ORG, { statusId: open, areaId: area, dueDate: cal.today }); // due today: not yet late
    await f.demand(DEMO_ORG, { statusId: done, closed: true, areaId: area, dueDate: '2000-01-01' }); // closed
    await f.demand(DEMO_ORG, { statusId: open, dueDate: '2000-01-01' }); // overdue, no área
    await f.demand(DEMO_ORG, { statusId: open, areaId: area, dueDate: '2000-01-01', deleted: true });

    const after = (await dashboard(admin)).demands!;
    expect(after.total - before.total).toBe(4);
    expect(after.open - before.open).toBe(3);
    expect(after.overdue - before.overdue).toBe(2);
    const statuses = after.byStatus.map((s) => s.name);
    expect(statuses.slice(-2)).toEqual(['Painel: em análise', 'Painel: resolvida']);
    expect(after.byStatus.find((s) => s._id === open)).toMatchObject({ count: 3, isFinal: false });
    expect(after.byStatus.find((s) => s._id === done)).toMatchObject({
      count: 1,
      isFinal: true,
      color: 'green',
    });
    expect(after.byArea.find((a) => a._id === area)).toEqual({
      _id: area,
      name: 'Painel: iluminação',
      color: 'grape',
      count: 3,
      open: 2,
    });
    const none = (d: typeof after) => d.byArea.find((a) => a._id === null) ?? { count: 0, open: 0 };
    expect(none(after).count - none(before).count).toBe(1);
    expect(after.byArea.at(-1)).toMatchObject({ _id: null, name: 'Sem área' });

    // The counts are cached per office; the next write is seen at the next load.
    await f.demand(DEMO_ORG, { statusId: open, areaId: area, dueDate: '2000-01-01' });
    const next = (await dashboard(admin)).demands!;
    expect(next.overdue - after.overdue).toBe(1);
    expect(next.byStatus.find((s) => s._id === open)!.count).toBe(4);
  });
});

describe('GET /api/dashboard — atendimentos por semana', () => {
  it('counts the last 12 Monday-to-Sunday weeks, this week last; older ones are left out', async () => {
    const before = (await dashboard(admin)).occurrences!.weeks;
    expect(before).toHaveLength(12);
    const cal = officeCalendar();
    expect(before.at(-1)).toMatchObject({ from: cal.weeks.at(-1)!.from, to: cal.weeks.at(-1)!.to });
    expect(new Date(`${before[0]!.from}T12:00:00Z`).getUTCDay()).toBe(1);

    const citizen = await f.citizen(DEMO_ORG, { name: 'Painel Atendido' });
    const thisWeek = await f.occurrence(DEMO_ORG, citizen, new Date());
    await f.occurrence(DEMO_ORG, citizen, new Date(Date.now() - 13 * 7 * 24 * HOUR));
    const after = (await dashboard(admin)).occurrences!.weeks;
    expect(after.at(-1)!.count - before.at(-1)!.count).toBe(1);
    const total = (w: typeof after) => w.reduce((n, x) => n + x.count, 0);
    expect(total(after) - total(before)).toBe(1);

    // Cached per office: a delete (which leaves updated_at alone) is seen at the next load.
    await f.run(`update occurrences set deleted_at = now() where id = $1`, [thisWeek]);
    expect((await dashboard(admin)).occurrences!.weeks).toEqual(before);
  });
});

describe('GET /api/dashboard — eleitores e aniversariantes', () => {
  it('counts live citizens, those registered this month in Brasília time, and today’s birthdays', async () => {
    const before = await dashboard(admin);
    const cal = officeCalendar();
    expect(before.citizens).toMatchObject({ monthStart: cal.monthStart, totalIsEstimate: false });
    const monthStartsAt = new Date(`${cal.monthStart}T03:00:00Z`); // 00:00 in São Paulo
    const year = Number(cal.today.slice(0, 4));
    const md = cal.today.slice(5) === '02-29' ? '02-28' : cal.today.slice(5);
    await f.citizen(DEMO_ORG, { name: 'Aarão Painel Aniversariante', birthDate: `1980-${md}` });
    await f.citizen(DEMO_ORG, {
      name: 'Painel Mês Passado',
      createdAt: new Date(monthStartsAt.getTime() - HOUR),
    });
    await f.citizen(DEMO_ORG, { name: 'Painel Removido', birthDate: `1970-${md}`, deleted: true });

    const after = await dashboard(admin);
    expect(after.citizens!.total - before.citizens!.total).toBe(2);
    expect(after.citizens!.newThisMonth - before.citizens!.newThisMonth).toBe(1);
    expect(after.birthdays!.total - before.birthdays!.total).toBe(1);
    expect(after.birthdays!.citizens[0]).toMatchObject({
      name: 'Aarão Painel Aniversariante',
      turningAge: year - 1980,
    });
  });
});

describe('GET /api/dashboard — minhas tarefas', () => {
  it('counts the caller’s open tasks overdue, due today and in 7 days, and lists the most urgent first', async () => {
    const token = await t.login('recepcao@gabinete.demo');
    const me = await f.userId('recepcao@gabinete.demo');
    const other = await f.userId('assessor@gabinete.demo');
    const before = (await dashboard(token)).tasks!;
    const cal = officeCalendar();
    await f.task(DEMO_ORG, { title: 'Painel: ligar para a escola', assigneeId: me, dueDate: '2000-01-01' });
    await f.task(DEMO_ORG, { title: 'Painel: hoje', assigneeId: me, dueDate: cal.today });
    await f.task(DEMO_ORG, { title: 'Painel: em 6 dias', assigneeId: me, dueDate: addDays(cal.today, 6) });
    await f.task(DEMO_ORG, { title: 'Painel: em 7 dias', assigneeId: me, dueDate: addDays(cal.today, 7) });
    await f.task(DEMO_ORG, {
      title: 'Painel: feita',
      assigneeId: me,
      dueDate: '2000-01-01',
      status: 'concluida',
    });
    await f.task(DEMO_ORG, {
      title: 'Painel: apagada',
      assigneeId: me,
      dueDate: '2000-01-01',
      deleted: true,
    });
    await f.task(DEMO_ORG, { title: 'Painel: de outro', assigneeId: other, dueDate: '2000-01-01' });

    const after = (await dashboard(token)).tasks!;
    expect(after.overdue - before.overdue).toBe(1);
    expect(after.dueToday - before.dueToday).toBe(1);
    expect(after.dueThisWeek - before.dueThisWeek).toBe(2);
    expect(after.mine[0]).toMatchObject({ title: 'Painel: ligar para a escola', dueDate: '2000-01-01' });
    expect(after.mine.map((x) => x.title)).not.toContain('Painel: feita');
  });
});

describe('GET /api/dashboard — próximos eventos', () => {
  it('lists what is on or still going on until the end of the 7th day, by start', async () => {
    await f.run(`update events set deleted_at = now() where organization_id = $1`, [DEMO_ORG]);
    const now = Date.now();
    const cal = officeCalendar();
    const lastDayStart = new Date(`${addDays(cal.today, 6)}T03:00:00Z`).getTime(); // 00:00 in São Paulo
    await f.event(DEMO_ORG, {
      title: 'Em andamento',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
    await f.event(DEMO_ORG, {
      title: 'Daqui a pouco',
      startsAt: new Date(now + 2 * HOUR),
      endsAt: new Date(now + 3 * HOUR),
    });
    await f.event(DEMO_ORG, {
      title: 'Último dia',
      startsAt: new Date(lastDayStart + 20 * HOUR),
      endsAt: new Date(lastDayStart + 21 * HOUR),
    });
    await f.event(DEMO_ORG, {
      title: 'Oitavo dia',
      startsAt: new Date(lastDayStart + 25 * HOUR),
      endsAt: new Date(lastDayStart + 26 * HOUR),
    });
    await f.event(DEMO_ORG, {
      title: 'Já acabou',
      startsAt: new Date(now - 3 * HOUR),
      endsAt: new Date(now - HOUR),
    });
    await f.event(DEMO_ORG, {
      title: 'Cancelado',
      startsAt: new Date(now + HOUR),
      endsAt: new Date(now + 2 * HOUR),
      deleted: true,
    });

    const { upcoming } = (await dashboard(admin)).events!;
    expect(upcoming.map((e) => e.title)).toEqual(['Em andamento', 'Daqui a pouco', 'Último dia']);
  });
});

describe('GET /api/dashboard — permissions and offices', () => {
  it('leaves out the sections the caller may not read', async () => {
    const sections = (d: Dashboard) =>
      Object.entries(d)
        .filter(([key, value]) => key !== 'today' && value !== null)
        .map(([key]) => key)
        .sort();
    const all = ['birthdays', 'citizens', 'demands', 'events', 'occurrences', 'tasks'];
    expect(sections(await dashboard(await t.login('recepcao@gabinete.demo')))).toEqual(all);
    // Somente leitura also reads the links sociais and the emendas; the reception does not.
    expect(sections(await dashboard(await t.login('leitura@gabinete.demo')))).toEqual(
      [...all, 'amendments', 'socialLinks'].sort(),
    );
    // Atendente SAC: no tarefas, no agenda.
    expect(sections(await dashboard(await t.login('sac@gabinete.demo')))).toEqual([
      'birthdays',
      'citizens',
      'demands',
      'occurrences',
    ]);
    await f.run(`update users set ability = $1 where email = 'assessor@gabinete.demo'`, [
      JSON.stringify([
        { action: 'read', subject: 'dashboard' },
        { action: 'read', subject: 'demands' },
      ]),
    ]);
    forgetPrincipal();
    const custom = await t.login('assessor@gabinete.demo');
    expect(sections(await dashboard(custom))).toEqual(['demands']);

    await f.run(`update users set ability = $1 where email = 'assessor@gabinete.demo'`, [
      JSON.stringify([{ action: 'read', subject: 'demands' }]),
    ]);
    forgetPrincipal();
    const res = await t.call(custom, { method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(403);
  });

  it("never counts another office's rows", async () => {
    const demo = await dashboard(admin);
    const bhAdmin = await t.login('admin.bh@gabinete.demo');
    const bhBefore = await dashboard(bhAdmin);
    const bhStatus = await f.status(BH_ORG, 'Painel BH: aberta', false, 95);
    const bhArea = await f.area(BH_ORG, 'Painel BH: área');
    await f.demand(BH_ORG, { statusId: bhStatus, areaId: bhArea, dueDate: '2000-01-01' });
    const md = demo.today.slice(5) === '02-29' ? '02-28' : demo.today.slice(5);
    const citizen = await f.citizen(BH_ORG, { name: 'Aarão Painel BH', birthDate: `1990-${md}` });
    await f.occurrence(BH_ORG, citizen, new Date());
    await f.task(BH_ORG, {
      title: 'Painel BH',
      assigneeId: await f.userId('admin.bh@gabinete.demo'),
      dueDate: '2000-01-01',
    });
    await f.event(BH_ORG, {
      title: 'Painel BH',
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    await f.run(
      `insert into social_links (organization_id, network, label, url) values ($1, 'site', 'Painel BH', 'https://painel-bh.com.br')`,
      [BH_ORG],
    );

    // Recount, so the queries' own scoping is what is checked.
    clearDemandCountsCache();
    clearWeekCountsCache();
    expect(await dashboard(admin)).toEqual(demo);
    const bh = await dashboard(bhAdmin);
    expect(bh.demands!.overdue - bhBefore.demands!.overdue).toBe(1);
    expect(bh.citizens!.total - bhBefore.citizens!.total).toBe(1);
    expect(bh.demands!.byStatus.map((s) => s.name)).toContain('Painel BH: aberta');
    expect(bh.events!.upcoming.map((e) => e.title)).toContain('Painel BH');
    expect(bh.socialLinks!.map((l) => l.label)).toEqual(['Painel BH']);
  });

  it('shows only the visible links sociais, in the office order', async () => {
    const links = (await dashboard(admin)).socialLinks!;
    // The seeded 'Perfil no X' is hidden.
    expect(links.map((l) => l.network)).toEqual([
      'instagram',
      'facebook',
      'youtube',
      'whatsapp_channel',
      'site',
    ]);
    await f.run(
      `update social_links set visible = false where organization_id = $1 and network = 'facebook'`,
      [DEMO_ORG],
    );
    expect((await dashboard(admin)).socialLinks!.map((l) => l.network)).not.toContain('facebook');
  });
});
