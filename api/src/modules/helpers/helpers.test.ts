import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

forEachDatabase((ctx) => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = bearer((await loginAs(ctx.app, 'cajero@mikro.mx')).token);
  });
  const get = (url: string) => ctx.app.inject({ url, headers });

  describe('helper catalogues', () => {
    it('need a session', async () => {
      expect((await ctx.app.inject({ url: '/api/measure-units' })).statusCode).toBe(401);
    });
    it('hold the 52,747 product/service codes, with names for school, academy and store codes', async () => {
      const all = (await get('/api/prodserv-codes?limit=1')).json();
      expect(all.total).toBe(52_747);
      const tuition = (await get('/api/prodserv-codes?code=86121502')).json();
      expect(tuition.data[0]).toEqual({ code: '86121502', name: 'Servicios de educación primaria' });
      const uniforms = (await get(`/api/prodserv-codes?text=${encodeURIComponent('UNIFORMES ESCOLARES')}`)).json();
      expect(uniforms.data.map((i: { code: string }) => i.code)).toContain('53102710');
      const books = (await get('/api/prodserv-codes?search=libros')).json();
      expect(books.total).toBeGreaterThan(1);
    });
    it('look up one measure unit by code (first result) and page by page or offset', async () => {
      expect((await get('/api/measure-units?code=H87')).json().data[0]).toMatchObject({ code: 'H87', name: 'Pieza' });
      const page2 = (await get('/api/measure-units?limit=5&page=2')).json();
      const byOffset = (await get('/api/measure-units?limit=5&offset=5')).json();
      expect(page2.data).toEqual(byOffset.data);
      expect(page2).toMatchObject({ count: 5, page: 2 });
      expect((await get('/api/measure-units?code=ZZZZ')).json()).toMatchObject({ data: [], total: 0 });
    });
    it('search text ignoring case and accents', async () => {
      const found = (await get(`/api/tax-regimes?text=${encodeURIComponent('sueldos y salarios')}`)).json();
      expect(found.data[0]).toMatchObject({ code: '605', fisica: true, moral: false });
      const regime = (await get('/api/tax-regimes?code=612')).json();
      expect(regime.data[0].name).toContain('Actividades Empresariales');
    });
    it('list the menu icons', async () => {
      const icons = (await get('/api/icons?limit=100')).json();
      expect(icons.data.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(['home', 'store', 'graduation-cap']));
    });
  });
});
