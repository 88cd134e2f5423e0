// Deleting a role that users hold is refused naming them, so the administrator knows whom to move first; a role
// nobody holds is deleted.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { users } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

forEachDatabase((ctx) => {
  let admin: BranchSession;
  beforeAll(async () => {
    admin = await branchSession(ctx.app, 'admin@mikro.mx');
  });

  const newRole = async (name: string) => {
    const created = await admin.send('POST', '/api/system/roles', { name, description: '', isActive: true });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const holders = (roleId: number, names: string[]) =>
    ctx.database.db.insert(users).values(names.map((name, i) => ({ companyId: admin.companyId, name, email: `rol-${roleId}-${i}@mikro.mx`, passwordHash: 'x', roleId })));

  describe('deleting a role', () => {
    it('is refused while users hold it, naming up to three of them and how many more', async () => {
      const roleId = await newRole('Rol con usuarios');
      await holders(roleId, ['Beatriz Ruiz', 'Ana López', 'Carlos Díaz', 'Diana Mora']);
      const refused = await admin.send('DELETE', `/api/system/roles/${roleId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'No se puede eliminar el rol: lo tienen asignado 4 usuarios (Ana López, Beatriz Ruiz, Carlos Díaz y 1 más). Asígneles otro rol antes de eliminarlo.',
      );
    });

    it('names the one user who holds it', async () => {
      const roleId = await newRole('Rol de una persona');
      await holders(roleId, ['Elena Soto']);
      const refused = await admin.send('DELETE', `/api/system/roles/${roleId}`);
      expect(refused.json().message).toBe('No se puede eliminar el rol: lo tiene asignado 1 usuario (Elena Soto). Asígnele otro rol antes de eliminarlo.');
    });

    it('deletes a role nobody holds', async () => {
      const roleId = await newRole('Rol sin usuarios');
      expect((await admin.send('DELETE', `/api/system/roles/${roleId}`)).statusCode).toBe(200);
    });
  });
});
