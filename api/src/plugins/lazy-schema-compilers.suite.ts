import { describe, expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { DEMO_PASSWORD } from '../db/seed/index';
import { compilePendingSchemas } from './lazy-schema-compilers';

describe('schemas compiled on a route\'s first request', () => {
  forEachDatabase((ctx) => {
    it('still refuses a bad body with the field and the reason', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'a@b.mx' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'password', message: 'Este campo es requerido' }]);
    });

    it('still answers through the response schema, which leaves out what it does not declare', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'admin@mikro.mx', password: DEMO_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toBeDefined();
      expect(response.json().user.password).toBeUndefined();
      expect(response.json().user.passwordHash).toBeUndefined();
    });

    it('compiles every route\'s schemas without an error', () => {
      expect(() => compilePendingSchemas()).not.toThrow();
    });
  });
});
