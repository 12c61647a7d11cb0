// Tarefas (/api/tasks): the list ('minhas tarefas' is assigneeId=me), the record, board moves, deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeTaskStatusInputSchema,
  IdParamsSchema,
  ListTasksQuerySchema,
  OkSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  UpdateTaskInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import './tasks-overdue.ts';
import './tasks.extensions.ts';
import { selectTaskPage } from './tasks.repository.ts';
import * as service from './tasks.service.ts';

const tags = ['Tarefas'];
const COUNT_BUDGET_MS = 40;

export const tasksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/tasks',
    {
      preValidation: requireAbility('read', 'tasks'),
      schema: {
        tags,
        summary: 'Listar tarefas (situação, responsável ou "me", prioridade, prazo, demanda, eleitor)',
        querystring: ListTasksQuerySchema,
        response: { 200: TaskListSchema },
      },
    },
    (request) =>
      selectTaskPage(
        deps.database.db,
        request.tenant,
        request.query,
        deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null,
      ),
  );

  app.post(
    '/tasks',
    {
      preValidation: requireAbility('create', 'tasks'),
      schema: { tags, summary: 'Criar tarefa', body: TaskInputSchema, response: { 201: TaskSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTask(deps, request.tenant, request.body)),
  );

  app.get(
    '/tasks/:id',
    {
      preValidation: requireAbility('read', 'tasks'),
      schema: { tags, summary: 'Ver tarefa', params: IdParamsSchema, response: { 200: TaskSchema } },
    },
    (request) => service.getTask(deps, request.tenant, request.params.id),
  );

  app.put(
    '/tasks/:id',
    {
      preValidation: requireAbility('update', 'tasks'),
      schema: {
        tags,
        summary: 'Editar tarefa (com a versão lida; 409 se outra pessoa salvou antes)',
        params: IdParamsSchema,
        body: UpdateTaskInputSchema,
        response: { 200: TaskSchema },
      },
    },
    (request) => service.updateTask(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/tasks/:id/status',
    {
      preValidation: requireAbility('update', 'tasks'),
      schema: {
        tags,
        summary: 'Mover a tarefa de situação (quadro, marcar como concluída); mudanças não permitidas: 409',
        params: IdParamsSchema,
        body: ChangeTaskStatusInputSchema,
        response: { 200: TaskSchema },
      },
    },
    (request) => service.changeTaskStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: requireAbility('delete', 'tasks'),
      schema: { tags, summary: 'Excluir tarefa', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteTask(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Tarefa excluída.' };
    },
  );

  app.post(
    '/tasks/:id/restore',
    {
      preValidation: requireAbility('delete', 'tasks'),
      schema: {
        tags,
        summary: 'Desfazer a exclusão de uma tarefa',
        params: IdParamsSchema,
        response: { 200: TaskSchema },
      },
    },
    (request) => service.restoreTask(deps, request.tenant, request.params.id),
  );
};
