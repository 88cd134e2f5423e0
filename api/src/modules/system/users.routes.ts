import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../../schemas';
import { callerOf } from '../../plugins/auth';
import { changePassword, createUser, getUser, listUsers, MIN_PASSWORD_LENGTH, PASSWORD_UPDATED, updateUser } from './users.service';
import { ErrorSchema, IdParamsSchema, pagedSchema, RoleRefSchema } from './schemas';

const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  img: Type.String(),
  isActive: Type.Boolean(),
  role: RoleRefSchema,
  branchOffices: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const BranchOfficeIds = Type.Array(Id, { maxItems: 100 });
/** A photo uploaded through POST /api/files, or '' for the default image. */
const UserImage = Type.String({ pattern: '^(/api/files/[0-9a-f-]{36})?$' });
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
        querystring: Type.Object({
          filter: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
          or: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
          sort: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
          // Kept as digit strings: the CRUD parser reads them itself.
          limit: Type.Optional(Digits),
          per_page: Type.Optional(Digits),
          page: Type.Optional(Digits),
          offset: Type.Optional(Digits),
          s: Type.Optional(Type.String()),
          fields: Type.Optional(Type.String()),
          join: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
        }),
        response: { 200: Type.Union([Type.Array(UserSchema), pagedSchema(UserSchema)]), ...errors },
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
        body: Type.Object({
          name: Name,
          email: Email,
          password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200 }),
          passwordConfirm: Type.String({ minLength: 1, maxLength: 200 }),
          roleId: Id,
          branchOfficeIds: BranchOfficeIds,
          isActive: Type.Optional(Type.Boolean()),
          img: Type.Optional(UserImage),
        }),
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
        body: Type.Object(
          {
            name: Type.Optional(Name),
            email: Type.Optional(Email),
            roleId: Type.Optional(Id),
            branchOfficeIds: Type.Optional(BranchOfficeIds),
            isActive: Type.Optional(Type.Boolean()),
            img: Type.Optional(UserImage),
          },
          { additionalProperties: false },
        ),
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
        body: Type.Object({
          id: Id,
          password: Type.Optional(Type.String({ maxLength: 200 })),
          passwordConfirm: Type.Optional(Type.String({ maxLength: 200 })),
          passwordOld: Type.Optional(Type.String({ maxLength: 200 })),
          // Sent by existing clients; ignored: the server decides who is an admin.
          isAdmin: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Type.Object({ msg: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await changePassword(app.db, callerOf(request), request.body);
      return { msg: PASSWORD_UPDATED };
    },
  );
};
