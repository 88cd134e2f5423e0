import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { changePassword, createUser, getUser, listUsers, PASSWORD_UPDATED, updateUser } from './users.service';
import {
  CreateUserBodySchema,
  ErrorSchema,
  IdParamsSchema,
  MessageSchema,
  UpdatePasswordBodySchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from './schemas';

const secured = { security: [{ bearerAuth: [] }], tags: ['users'] };
const errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/system/users',
    {
      config: { permission: { route: '/usuarios', action: 'ver' } },
      schema: {
        ...secured,
        summary: 'Usuarios (lenguaje de consulta CRUD: filter, or, sort, limit, page, offset; delimitador $$)',
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...errors },
      },
    },
    (request) => listUsers(app.db, callerOf(request).companyId, request.query),
  );

  app.get(
    '/api/system/users/:id',
    {
      config: { permission: { route: '/usuarios', action: 'ver' } },
      schema: { ...secured, summary: 'Un usuario', params: IdParamsSchema, response: { 200: UserSchema, ...errors } },
    },
    (request) => getUser(app.db, callerOf(request).companyId, request.params.id),
  );

  app.post(
    '/api/system/users/store',
    {
      config: { permission: { route: '/usuarios', action: 'crear' } },
      schema: {
        ...secured,
        summary: 'Crear usuario',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, callerOf(request).companyId, request.body);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/system/users/:id',
    {
      config: { permission: { route: '/usuarios', action: 'editar' } },
      schema: {
        ...secured,
        summary: 'Modificar usuario (incluye activar/desactivar)',
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    (request) => updateUser(app.db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/system/users/update-password',
    {
      schema: {
        ...secured,
        summary: 'Cambiar contraseña (la propia, o la de otro usuario siendo administrador)',
        body: UpdatePasswordBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await changePassword(app.db, callerOf(request), request.body);
      return { msg: PASSWORD_UPDATED };
    },
  );
};
