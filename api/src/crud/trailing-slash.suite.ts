import { expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';

forEachDatabase((ctx) => {
  it('answers GET /resource/ and GET /resource/{id}/ with a trailing slash, as the generic client sends them', async () => {
    const login = await loginAs(ctx.app, 'admin@mikro.mx');
    const headers = { ...bearer(login.token), 'x-branch-office': '1' };
    const list = await ctx.app.inject({ url: '/api/mini-store/products/?limit=1&page=1', headers });
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0] as { id: number };
    const one = await ctx.app.inject({ url: `/api/mini-store/products/${first.id}/`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(first.id);
  });
});
