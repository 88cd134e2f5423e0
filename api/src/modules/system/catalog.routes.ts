// Branch offices of the company and the permission map of a role (roles and cycles are engine resources).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, isAdminRole } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import { hasPermission } from '../../shared/access';
import { listCompanyBranchOffices } from './branch-offices.service';
import { rolePermissionsOf } from './permissions.service';
import { findRole } from './roles.service';
import { BranchOfficesSchema, ErrorSchema, RolePermissionsQuerySchema, RolePermissionsSchema } from './schemas';

const secured = { security: [{ bearerAuth: [] }] };

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/system/branch-offices',
    {
      schema: {
        ...secured,
        tags: ['branch-offices'],
        summary: 'Sucursales de la empresa con sus módulos',
        response: { 200: BranchOfficesSchema },
      },
    },
    (request) => listCompanyBranchOffices(app.db, callerOf(request).companyId),
  );

  app.post(
    '/api/system/permissions/permission-role',
    {
      schema: {
        ...secured,
        tags: ['permissions'],
        summary: 'Permisos de un rol (el propio, o cualquiera con permiso sobre /roles)',
        body: RolePermissionsQuerySchema,
        response: { 200: RolePermissionsSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { idRole } = request.body;
      if (idRole !== caller.roleId && !caller.isAdmin && !(await hasPermission(app.db, caller.roleId, '/roles', 'ver'))) {
        throw forbidden();
      }
      const role = await findRole(app.db, caller.companyId, idRole);
      if (!role) throw notFound('Rol no encontrado');
      return rolePermissionsOf(app.db, role.id, isAdminRole(role));
    },
  );
};
