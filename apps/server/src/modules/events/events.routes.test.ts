import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen } from '../citizen-reports/test-fixtures.ts';
import {
  BH_ORG,
  caller,
  categoryIdOf,
  createEvent,
  DEMO_ORG,
  userIdOf,
  type Method,
} from './events-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let otherAdmin: string;
let call: (token: string, method: Method, url: string, payload?: unknown) => ReturnType<TestApp['call']>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const range = (from: string, to: string, extra = '') =>
  `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;

describe('events', () => {
  it('creates an event with category, participants and reminders, and reads it back', async () => {
    const rafael = await userIdOf(t, 'assessor@gabinete.demo');
    const reuniao = await categoryIdOf(t, DEMO_ORG, 'Reunião');
    const ana = await insertCitizen(t, {
      name: 'Ana Lima',
      phones: [{ number: '+5519991112222', type: 'celular', preferred: true }],
    });
    const event = await createEvent(t, admin, {
      description: 'Pauta: UBS do Jardim Aurélia',
      categoryId: reuniao,
      location: 'Paço Municipal, sala 3',
      userIds: [rafael],
      citizenIds: [ana],
      reminders: [60, 10],
    });
    expect(event).toMatchObject({
      title: 'Reunião com a Secretaria de Saúde',
      description: 'Pauta: UBS do Jardim Aurélia',
      start: '2031-03-11T17:00:00.000Z',
      end: '2031-03-11T18:00:00.000Z',
      allDay: false,
      category: { _id: reuniao, name: 'Reunião', color: 'blue' },
      location: 'Paço Municipal, sala 3',
      participants: {
        users: [{ _id: rafael, name: 'Rafael Souza' }],
        citizens: [{ _id: ana, name: 'Ana Lima', phone: '+5519991112222' }],
      },
      reminders: [10, 60],
      demand: null,
      version: 1,
      createdBy: { name: 'Mariana Costa' },
    });
    const one = await call(assessor, 'GET', `/api/events/${event._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(event);
  });

  it('stores all-day events as whole days of the office (midnight to midnight in Brasília)', async () => {
    const event = await createEvent(t, admin, {
      title: 'Feira de saúde no Campo Grande',
      start: '2031-04-05',
      end: '2031-04-06',
      allDay: true,
    });
    expect(event).toMatchObject({
      allDay: true,
      start: '2031-04-05T03:00:00.000Z',
      end: '2031-04-07T03:00:00.000Z',
    });
    // Instants are accepted too and widened to the office days they fall on (01:30 UTC is still the 8th there).
    const widened = await createEvent(t, admin, {
      start: '2031-04-08T22:30:00-03:00',
      end: '2031-04-08T23:00:00-03:00',
      allDay: true,
    });
    expect(widened).toMatchObject({ start: '2031-04-08T03:00:00.000Z', end: '2031-04-09T03:00:00.000Z' });
  });

  it('refuses an end before the start, naming the field in pt-BR, and writes nothing', async () => {
    const res = await call(admin, 'POST', '/api/events', {
      title: 'Evento ao contrário',
      start: '2031-05-01T15:00:00-03:00',
      end: '2031-05-01T14:00:00-03:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ end: 'O término não pode ser antes do início' });
    expect(res.json().message).toContain('O término não pode ser antes do início');
    const allDay = await call(admin, 'POST', '/api/events', {
      title: 'Dias ao contrário',
      start: '2031-05-03',
      end: '2031-05-02',
      allDay: true,
    });
    expect(allDay.statusCode).toBe(400);
    expect(allDay.json().fields.end).toBe('O término não pode ser antes do início');
    const { rows } = await t.deps.database.executeSql(
      "select 1 from events where title like '%ao contrário'",
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses an end before the start when a PUT moves only one side', async () => {
    const event = await createEvent(t, admin);
    const res = await call(admin, 'PUT', `/api/events/${event._id}`, {
      end: '2031-03-11T13:00:00-03:00',
      version: event.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'O término não pode ser antes do início',
      fields: { end: 'O término não pode ser antes do início' },
    });
  });

  it('refuses bad reminders, a timed event without hours, and events longer than 90 days', async () => {
    const base = { title: 'Teste', start: '2031-05-01T15:00:00-03:00', end: '2031-05-01T16:00:00-03:00' };
    const odd = await call(admin, 'POST', '/api/events', { ...base, reminders: [15] });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Lembretes: Escolha um lembrete da lista');
    const many = await call(admin, 'POST', '/api/events', { ...base, reminders: [0, 10, 30, 60, 120, 1440] });
    expect(many.json().message).toBe('Lembretes: No máximo 5 lembretes');
    const noHour = await call(admin, 'POST', '/api/events', { ...base, start: '2031-05-01' });
    expect(noHour.json().fields).toEqual({ start: 'Informe a hora de início' });
    const long = await call(admin, 'POST', '/api/events', { ...base, end: '2031-09-01T16:00:00-03:00' });
    expect(long.json().fields).toEqual({ end: 'Um evento pode durar no máximo 90 dias' });
  });

  it('lists the events overlapping the range, with its edges exclusive', async () => {
    const w = (d: string) => `2032-01-${d}`;
    const inside = await createEvent(t, admin, {
      title: 'Dentro',
      start: `${w('10')}T10:00:00Z`,
      end: `${w('10')}T11:00:00Z`,
    });
    const across = await createEvent(t, admin, {
      title: 'Atravessa',
      start: `${w('05')}T10:00:00Z`,
      end: `${w('25')}T10:00:00Z`,
    });
    const startsBefore = await createEvent(t, admin, {
      title: 'Começa antes',
      start: `${w('09')}T23:00:00Z`,
      end: `${w('10')}T01:00:00Z`,
    });
    await createEvent(t, admin, {
      title: 'Termina na borda',
      start: `${w('09')}T22:00:00Z`,
      end: `${w('10')}T00:00:00Z`,
    });
    await createEvent(t, admin, {
      title: 'Começa na borda',
      start: `${w('17')}T00:00:00Z`,
      end: `${w('17')}T01:00:00Z`,
    });
    const res = await call(admin, 'GET', range(`${w('10')}T00:00:00Z`, `${w('17')}T00:00:00Z`));
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: { title: string }) => e.title)).toEqual([
      across.title,
      startsBefore.title,
      inside.title,
    ]);
  });

  it('filters the range by category, participant (me) and citizen', async () => {
    const day = '2032-02-10';
    const visita = await categoryIdOf(t, DEMO_ORG, 'Visita');
    const rafael = await userIdOf(t, 'assessor@gabinete.demo');
    const bruno = await insertCitizen(t, { name: 'Bruno Dias' });
    const a = await createEvent(t, admin, {
      title: 'Visita ao bairro',
      start: `${day}T10:00:00Z`,
      end: `${day}T11:00:00Z`,
      categoryId: visita,
      citizenIds: [bruno],
    });
    const b = await createEvent(t, admin, {
      title: 'Reunião interna',
      start: `${day}T12:00:00Z`,
      end: `${day}T13:00:00Z`,
      userIds: [rafael],
    });
    const titles = async (token: string, extra: string) =>
      (await call(token, 'GET', range(`${day}T00:00:00Z`, `${day}T23:59:00Z`, extra)))
        .json()
        .events.map((e: { title: string }) => e.title);
    expect(await titles(admin, `&categoryIds=${visita}`)).toEqual([a.title]);
    expect(await titles(assessor, '&userId=me')).toEqual([b.title]);
    expect(await titles(admin, `&userId=${rafael}`)).toEqual([b.title]);
    expect(await titles(admin, `&citizenId=${bruno}`)).toEqual([a.title]);
  });

  it('requires the range, at most 100 days, the end after the start', async () => {
    expect((await call(admin, 'GET', '/api/events')).statusCode).toBe(400);
    const wide = await call(admin, 'GET', range('2032-01-01T00:00:00Z', '2032-06-01T00:00:00Z'));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().fields.to).toBe('O período pode ter no máximo 100 dias');
    const reversed = await call(admin, 'GET', range('2032-02-01T00:00:00Z', '2032-01-01T00:00:00Z'));
    expect(reversed.json().fields.to).toBe('O fim do período deve ser depois do início');
  });

  it('moves an event with its version and refuses a stale save with who saved last', async () => {
    const event = await createEvent(t, admin);
    const moved = await call(assessor, 'PUT', `/api/events/${event._id}`, {
      start: '2031-03-12T09:00:00-03:00',
      end: '2031-03-12T10:30:00-03:00',
      allDay: false,
      version: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2031-03-12T12:00:00.000Z',
      end: '2031-03-12T13:30:00.000Z',
      title: event.title,
      version: 2,
    });
    const stale = await call(admin, 'PUT', `/api/events/${event._id}`, { title: 'Outro título', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: 2, updatedBy: 'Rafael Souza' },
    });
    expect(stale.json().message).toMatch(
      /^Este evento foi alterado por Rafael Souza (em \d{2}\/\d{2}\/\d{4} )?às \d{2}:\d{2}\./,
    );
  });

  it('edits fields, clears the category and replaces participants', async () => {
    const rafael = await userIdOf(t, 'assessor@gabinete.demo');
    const juliana = await userIdOf(t, 'recepcao@gabinete.demo');
    const event = await createEvent(t, admin, {
      categoryId: await categoryIdOf(t, DEMO_ORG, 'Reunião'),
      userIds: [rafael],
    });
    const res = await call(admin, 'PUT', `/api/events/${event._id}`, {
      title: 'Reunião remarcada',
      categoryId: null,
      location: '',
      userIds: [juliana],
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Reunião remarcada',
      category: null,
      location: null,
      participants: { users: [{ _id: juliana, name: 'Juliana Ferreira' }], citizens: [] },
      start: event.start,
    });
  });

  it('deletes an event; it disappears from the list and answers 404 after', async () => {
    const event = await createEvent(t, admin, {
      title: 'Evento a excluir',
      start: '2033-01-01T10:00:00Z',
      end: '2033-01-01T11:00:00Z',
    });
    const del = await call(admin, 'DELETE', `/api/events/${event._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Evento Evento a excluir excluído.');
    expect((await call(admin, 'GET', `/api/events/${event._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/events/${event._id}`)).statusCode).toBe(404);
    const list = await call(admin, 'GET', range('2033-01-01T00:00:00Z', '2033-01-02T00:00:00Z'));
    expect(list.json().events).toEqual([]);
  });

  it('lets the reception read the agenda but not change it', async () => {
    const event = await createEvent(t, admin);
    expect((await call(reception, 'GET', `/api/events/${event._id}`)).statusCode).toBe(200);
    expect((await call(reception, 'POST', '/api/events', {})).statusCode).toBe(403);
    const put = await call(reception, 'PUT', `/api/events/${event._id}`, { title: 'x', version: 1 });
    expect(put.statusCode).toBe(403);
    expect((await call(reception, 'DELETE', `/api/events/${event._id}`)).statusCode).toBe(403);
  });
});

describe('events of another office', () => {
  it('cannot be read, changed or deleted', async () => {
    const event = await createEvent(t, admin, {
      title: 'Agenda de Campinas',
      start: '2034-01-10T10:00:00Z',
      end: '2034-01-10T11:00:00Z',
    });
    expect((await call(otherAdmin, 'GET', `/api/events/${event._id}`)).statusCode).toBe(404);
    const put = await call(otherAdmin, 'PUT', `/api/events/${event._id}`, { title: 'Invadido', version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/api/events/${event._id}`)).statusCode).toBe(404);
    const list = await call(otherAdmin, 'GET', range('2034-01-10T00:00:00Z', '2034-01-11T00:00:00Z'));
    expect(list.json().events).toEqual([]);
    expect((await call(admin, 'GET', `/api/events/${event._id}`)).json()).toMatchObject({
      title: 'Agenda de Campinas',
      version: 1,
    });
  });

  it("cannot use another office's users, citizens or categories (422, nothing written)", async () => {
    const bhUser = await userIdOf(t, 'admin.bh@gabinete.demo');
    const bhCitizen = await insertCitizen(t, { name: 'Cidadã de BH', org: BH_ORG });
    const bhCategory = await categoryIdOf(t, BH_ORG, 'Reunião');
    const base = {
      title: 'Mistura de gabinetes',
      start: '2034-02-01T10:00:00Z',
      end: '2034-02-01T11:00:00Z',
    };
    const byUser = await call(admin, 'POST', '/api/events', { ...base, userIds: [bhUser] });
    expect(byUser.statusCode).toBe(422);
    expect(byUser.json().fields).toEqual({ userIds: 'Participante não encontrado neste gabinete' });
    const byCitizen = await call(admin, 'POST', '/api/events', { ...base, citizenIds: [bhCitizen] });
    expect(byCitizen.statusCode).toBe(422);
    expect(byCitizen.json().code).toBe('CITIZEN_NOT_FOUND');
    const byCategory = await call(admin, 'POST', '/api/events', { ...base, categoryId: bhCategory });
    expect(byCategory.statusCode).toBe(422);
    expect(byCategory.json().code).toBe('EVENT_CATEGORY_NOT_FOUND');
    const event = await createEvent(t, admin, base);
    const put = await call(admin, 'PUT', `/api/events/${event._id}`, { userIds: [bhUser], version: 1 });
    expect(put.statusCode).toBe(422);
    const { rows } = await t.deps.database.executeSql(
      "select count(*)::int as n from events where title = 'Mistura de gabinetes'",
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect((await call(admin, 'GET', `/api/events/${event._id}`)).json().version).toBe(1);
  });
});
