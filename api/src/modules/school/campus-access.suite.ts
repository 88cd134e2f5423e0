import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Campus, MenuItem } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { schoolSession, type SchoolSession } from '../../test-support/school';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

forEachDatabase((ctx) => {
  let school: SchoolSession;
  let admin: SchoolSession;

  beforeAll(async () => {
    school = await schoolSession(ctx.app);
    admin = await schoolSession(ctx.app, 'admin@mikro.mx');
  });

  describe('campuses for the school staff', () => {
    it('the school role reads the campuses its screens choose from, with only the «ver» action', async () => {
      const list = await school.send('GET', '/api/system/campuses?limit=50');
      expect(list.statusCode).toBe(200);
      const campuses = list.json<Campus[]>();
      expect(campuses.map((c) => c.name)).toContain('Plantel Centro');
      expect(campuses.every((c) => c.branchOfficeId === school.branchOfficeId)).toBe(true);
      const [first] = campuses;
      if (!first) throw new Error('no campus listed');
      expect((await school.send('GET', `/api/system/campuses/${first.id}`)).statusCode).toBe(200);
      const entry = flatten(school.login.menu).find((item) => item.url === '/campus');
      expect(entry?.actions).toEqual(['ver']);
    });

    it('the school role cannot create, change or delete a campus; nothing changes', async () => {
      const [campus] = (await admin.send('GET', '/api/system/campuses?limit=1')).json<Campus[]>();
      if (!campus) throw new Error('no campus listed');
      const create = await school.send('POST', '/api/system/campuses', { name: 'Plantel intruso', branchOfficeId: school.branchOfficeId });
      expect(create.statusCode).toBe(403);
      expect((await school.send('PATCH', `/api/system/campuses/${campus.id}`, { name: 'Cambiado' })).statusCode).toBe(403);
      expect((await school.send('PUT', `/api/system/campuses/${campus.id}`, { ...campus, name: 'Cambiado' })).statusCode).toBe(403);
      expect((await school.send('DELETE', `/api/system/campuses/${campus.id}`)).statusCode).toBe(403);
      const after = (await admin.send('GET', `/api/system/campuses/${campus.id}`)).json<Campus>();
      expect(after.name).toBe(campus.name);
      const names = (await admin.send('GET', '/api/system/campuses?limit=50')).json<Campus[]>().map((c) => c.name);
      expect(names).not.toContain('Plantel intruso');
    });

    it('a cashier still cannot read campuses', async () => {
      const cashier = await schoolSession(ctx.app, 'cajero@mikro.mx');
      expect((await cashier.send('GET', '/api/system/campuses')).statusCode).toBe(403);
    });
  });
});
