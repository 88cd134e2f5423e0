import { beforeAll, describe, expect, it } from '@jest/globals';
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
    it("hold SAT's product/service codes in force, each with SAT's description and similar words", async () => {
      const all = (await get('/api/prodserv-codes?limit=1')).json();
      // 52,747 codes published, one of them (15101506, petrol) no longer in force.
      expect(all.total).toBe(52_746);
      expect((await get('/api/prodserv-codes?code=15101506')).json().total).toBe(0);
      const tuition = (await get('/api/prodserv-codes?code=86121501')).json();
      expect(tuition.data[0]).toEqual({ code: '86121501', name: 'Servicios educativos preescolares', similar: '' });
      const notebooks = (await get('/api/prodserv-codes?code=14111514')).json();
      expect(notebooks.data[0].name).toBe('Blocs o cuadernos de papel');
      const uniforms = (await get(`/api/prodserv-codes?text=${encodeURIComponent('UNIFORMES CORPORATIVOS')}`)).json();
      expect(uniforms.data.map((i: { code: string }) => i.code)).toContain('53102710');
      const books = (await get('/api/prodserv-codes?search=libros')).json();
      expect(books.total).toBeGreaterThan(1);
    });
    it("find a product/service code by SAT's similar words, every word of the search, accents and case ignored", async () => {
      // 01010101 "No existe en el catálogo" is what SAT calls "Público en general".
      const general = (await get(`/api/prodserv-codes?search=${encodeURIComponent('publico en GENERAL')}`)).json();
      expect(general.data.map((i: { code: string }) => i.code)).toContain('01010101');
      const horses = (await get('/api/prodserv-codes?search=potrillos')).json();
      expect(horses.data[0]).toMatchObject({ code: '10101506', name: 'Caballos' });
      const paper = (await get(`/api/prodserv-codes?search=${encodeURIComponent('cuadernos papel')}`)).json();
      expect(paper.data.map((i: { code: string }) => i.code)).toContain('14111514');
    });
    it('honour the query builder: s (JSON search) and filter, with paging over the matches', async () => {
      const s = (value: unknown) => `s=${encodeURIComponent(JSON.stringify(value))}`;
      // What a list screen sends when the user types H87: before, the whole list came back.
      const typed = (await get(`/api/measure-units?${s({ $or: [{ code: { $contL: 'H87' } }, { name: { $contL: 'H87' } }] })}`)).json();
      expect(typed.total).toBe(1);
      expect(typed.data[0]).toMatchObject({ code: 'H87', name: 'Pieza' });
      const byName = (await get(`/api/measure-units?${s({ name: { $contL: 'PIEZA' } })}&limit=100`)).json();
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.data.every((u: { name: string }) => /pieza/i.test(u.name))).toBe(true);
      const filtered = (await get(`/api/measure-units?filter=${encodeURIComponent('code$$$eq$$KGM')}`)).json();
      expect(filtered).toMatchObject({ total: 1, data: [{ code: 'KGM' }] });
      const both = (await get(`/api/tax-regimes?filter=${encodeURIComponent('moral$$$eq$$true')}&filter=${encodeURIComponent('code$$$starts$$60')}`)).json();
      expect(both.total).toBeGreaterThan(0);
      expect(both.data.every((r: { code: string; moral: boolean }) => r.moral && r.code.startsWith('60'))).toBe(true);
      const words = s({ name: { $contL: 'metro' } });
      const first = (await get(`/api/measure-units?${words}&limit=5&page=1`)).json();
      const second = (await get(`/api/measure-units?${words}&limit=5&page=2`)).json();
      expect(first.total).toBeGreaterThan(10);
      expect(second).toMatchObject({ page: 2, count: 5, total: first.total });
      expect(second.data[0].code).not.toBe(first.data[0].code);
      // The exact code comes first even when other codes contain it.
      const exact = (await get(`/api/prodserv-codes?${s({ $or: [{ code: { $contL: '86121501' } }, { name: { $contL: '86121501' } }] })}`)).json();
      expect(exact.data[0].code).toBe('86121501');
    });
    it('refuse an unknown field, operator or a malformed search with 400', async () => {
      const unknownField = await get(`/api/measure-units?s=${encodeURIComponent(JSON.stringify({ price: { $eq: 1 } }))}`);
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json().fields).toEqual([{ field: 'price', message: 'Campo no permitido' }]);
      expect((await get(`/api/measure-units?filter=${encodeURIComponent('code$$$like$$H')}`)).statusCode).toBe(400);
      expect((await get('/api/measure-units?s=%7Bnot-json')).statusCode).toBe(400);
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
