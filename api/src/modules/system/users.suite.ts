import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Paginated, User } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

forEachDatabase((ctx) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
  });
  const get = (url: string, token = admin) => ctx.app.inject({ url, headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH', url: string, payload: object, token = admin) =>
    ctx.app.inject({ method, url, payload, headers: bearer(token) });

  describe('listing users', () => {
    it('answers a plain array without page or offset', async () => {
      const response = await get('/api/system/users');
      expect(response.statusCode).toBe(200);
      const users = response.json<User[]>();
      expect(users.map((u) => u.email)).toEqual(['admin@mikro.mx', 'cajero@mikro.mx', 'escolar@mikro.mx', 'contador@mikro.mx']);
      expect(users[1]).toMatchObject({ role: { id: 2, name: 'Cajero' }, isActive: true });
      expect(users[1]?.branchOffices.map((b) => b.name)).toEqual(['Matriz Centro', 'Sucursal Norte']);
      expect(users[0]).not.toHaveProperty('passwordHash');
    });

    it('pages with page and limit', async () => {
      const response = await get('/api/system/users?page=2&limit=3');
      const page = response.json<Paginated<User>>();
      expect(page).toMatchObject({ count: 1, total: 4, page: 2, pageCount: 2 });
      expect(page.data[0]?.email).toBe('contador@mikro.mx');
      const byOffset = (await get('/api/system/users?offset=1&limit=2')).json<Paginated<User>>();
      expect(byOffset.data.map((u) => u.email)).toEqual(['cajero@mikro.mx', 'escolar@mikro.mx']);
    });

    it('checks an e-mail exists with the $$ equality filter', async () => {
      const found = (await get('/api/system/users?filter=email$$$eq$$cajero@mikro.mx')).json<User[]>();
      expect(found.map((u) => u.email)).toEqual(['cajero@mikro.mx']);
      const missing = (await get('/api/system/users?filter=email$$$eq$$nadie@mikro.mx')).json<User[]>();
      expect(missing).toEqual([]);
    });

    it('combines filters on name, role and isActive', async () => {
      const byName = (await get(`/api/system/users?filter=${encodeURIComponent('name$$$contL$$RUIZ')}`)).json<User[]>();
      expect(byName.map((u) => u.email)).toEqual(['cajero@mikro.mx']);
      const byRole = (await get('/api/system/users?filter=role.id$$$eq$$4&filter=isActive$$$eq$$true')).json<User[]>();
      expect(byRole.map((u) => u.email)).toEqual(['contador@mikro.mx']);
    });

    it('names an unknown field or operator in a 400', async () => {
      const field = await get('/api/system/users?filter=password$$$eq$$x');
      expect(field.statusCode).toBe(400);
      expect(field.json().message).toContain('password');
      const operator = await get('/api/system/users?filter=email$$$like$$x');
      expect(operator.statusCode).toBe(400);
      expect(operator.json().message).toContain('$like');
    });
  });

  describe('creating and updating users', () => {
    const newUser = {
      name: 'Pedro Caja',
      email: 'pedro@mikro.mx',
      password: 'Segura2026!',
      passwordConfirm: 'Segura2026!',
      roleId: 2,
      branchOfficeIds: [2],
    };

    it('creates a user who can then log in, and refuses a duplicate e-mail', async () => {
      const created = await send('POST', '/api/system/users/store', newUser);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email: 'pedro@mikro.mx', role: { id: 2 }, branchOffices: [{ id: 2, name: 'Sucursal Norte' }] });
      const session = await loginAs(ctx.app, 'pedro@mikro.mx', 'Segura2026!');
      expect(session.branchOffices.map((b) => b.name)).toEqual(['Sucursal Norte']);

      const duplicate = await send('POST', '/api/system/users/store', { ...newUser, email: 'PEDRO@mikro.mx' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('El correo ya está registrado');
    });

    it('validates the new user with field reasons', async () => {
      const response = await send('POST', '/api/system/users/store', { ...newUser, email: 'no-es-correo' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'email', message: 'Introduce un correo electrónico valido.' }]);
      const otherCompanyBranch = await send('POST', '/api/system/users/store', { ...newUser, email: 'x@mikro.mx', branchOfficeIds: [99] });
      expect(otherCompanyBranch.statusCode).toBe(400);
    });

    it('updates and deactivates a user, whose sessions then stop working', async () => {
      const pedro = onlyRow((await get('/api/system/users?filter=email$$$eq$$pedro@mikro.mx')).json<User[]>(), 'user');
      const session = await loginAs(ctx.app, 'pedro@mikro.mx', 'Segura2026!');
      const renamed = await send('PATCH', `/api/system/users/${pedro.id}`, { name: 'Pedro Caja Norte', branchOfficeIds: [1, 2] });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Pedro Caja Norte', branchOffices: [{ id: 1 }, { id: 2 }] });

      const deactivated = await send('PATCH', `/api/system/users/${pedro.id}`, { isActive: false });
      expect(deactivated.json().isActive).toBe(false);
      expect((await get('/api/system/auth/me', session.token)).statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/auth/login',
        payload: { email: 'pedro@mikro.mx', password: 'Segura2026!' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe('Usuario o contraseña incorrectos');
    });

    it('answers 404 for a user of nobody', async () => {
      expect((await get('/api/system/users/9999')).statusCode).toBe(404);
    });
  });

  describe('changing passwords', () => {
    const change = (payload: object, token: string) => send('POST', '/api/system/users/update-password', payload, token);

    it('rejects different passwords', async () => {
      const { token, user } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const response = await change({ id: user.id, password: 'NuevaClave1', passwordConfirm: 'OtraClave1', passwordOld: 'Mikro2026!', isAdmin: false }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'Las contraseñas no coinciden', message: 'Las contraseñas no coinciden' });
    });

    it('requires the right current password from a non-admin, whatever the body claims', async () => {
      const { token, user } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const response = await change({ id: user.id, password: 'NuevaClave1', passwordConfirm: 'NuevaClave1', passwordOld: 'mala', isAdmin: true }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('La contraseña actual es incorrecta');
    });

    it('forbids a non-admin to change another user', async () => {
      const { token } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const response = await change({ id: 1, password: 'NuevaClave1', passwordConfirm: 'NuevaClave1', passwordOld: 'Mikro2026!', isAdmin: true }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBeTruthy();
    });

    it('lets a user change their own password; the new one logs in', async () => {
      const { token, user } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const response = await change({ id: user.id, password: 'NuevaClave1', passwordConfirm: 'NuevaClave1', passwordOld: 'Mikro2026!', isAdmin: false }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Contraseña actualizada' });
      await expect(loginAs(ctx.app, 'escolar@mikro.mx', 'NuevaClave1')).resolves.toMatchObject({ user: { id: user.id } });
      await expect(loginAs(ctx.app, 'escolar@mikro.mx')).rejects.toThrow(/401/);
    });

    it('lets an admin set a password without the old one, for themselves or others', async () => {
      const { token } = await loginAs(ctx.app, 'admin@mikro.mx');
      const contador = onlyRow((await get('/api/system/users?filter=email$$$eq$$contador@mikro.mx')).json<User[]>(), 'user');
      const response = await change({ id: contador.id, password: 'Contable2026', passwordConfirm: 'Contable2026', isAdmin: true }, token);
      expect(response.statusCode).toBe(200);
      await expect(loginAs(ctx.app, 'contador@mikro.mx', 'Contable2026')).resolves.toBeTruthy();
    });
  });
});
