import { describe, expect, it } from 'vitest';
import {
  canMoveOccurrence,
  ListOccurrencesQuerySchema,
  OCCURRENCE_STATUSES,
  OccurrenceInputSchema,
  UpdateOccurrenceInputSchema,
} from './occurrences.contract.ts';
import { canMoveTask, ListTasksQuerySchema, TASK_STATUSES, UpdateTaskInputSchema } from './tasks.contract.ts';

describe('atendimentos and tarefas contracts', () => {
  it('change nothing that was not sent on an edit (no defaults inside the update schemas)', () => {
    expect(UpdateOccurrenceInputSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(UpdateTaskInputSchema.parse({ version: 3 })).toEqual({ version: 3 });
  });

  it('start a new atendimento aberto and clear an emptied descrição', () => {
    const parsed = OccurrenceInputSchema.parse({
      citizenId: '00000000-0000-4000-8000-000000000001',
      channel: 'whatsapp',
      subject: '  Vaga em creche ',
      description: '',
    });
    expect(parsed).toMatchObject({ status: 'aberto', subject: 'Vaga em creche', description: null });
  });

  it('reopen closed situações and never move a record onto itself', () => {
    expect(canMoveOccurrence('concluido', 'aberto')).toBe(true);
    expect(canMoveOccurrence('cancelado', 'concluido')).toBe(false);
    expect(canMoveTask('concluida', 'em_andamento')).toBe(true);
    expect(canMoveTask('cancelada', 'concluida')).toBe(false);
    for (const s of OCCURRENCE_STATUSES) expect(canMoveOccurrence(s, s)).toBe(false);
    for (const s of TASK_STATUSES) expect(canMoveTask(s, s)).toBe(false);
  });

  it('read comma lists and defaults from the query string', () => {
    expect(
      ListOccurrencesQuerySchema.parse({ status: 'aberto,em_andamento', channel: ['email'] }),
    ).toMatchObject({
      status: ['aberto', 'em_andamento'],
      channel: ['email'],
      view: 'active',
      sort: '-occurredAt',
      page: 1,
      perPage: 25,
    });
    expect(ListTasksQuerySchema.parse({ priorities: 'alta,urgente', assigneeId: 'me' })).toMatchObject({
      priorities: ['alta', 'urgente'],
      assigneeId: 'me',
      sort: 'dueDate',
    });
    expect(ListTasksQuerySchema.safeParse({ status: 'feita' }).success).toBe(false);
  });
});
