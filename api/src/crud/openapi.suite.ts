import { expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { CATALOG_RESOURCES } from '../modules/catalogs/index';

forEachDatabase((ctx) => {
  it('documents every catalogue resource and its routes on the OpenAPI page', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const resource of CATALOG_RESOURCES) {
      expect(paths).toContain(`/api${resource.path}`);
      expect(paths).toContain(`/api${resource.path}/{id}`);
    }
    expect(paths).toContain('/api/mini-store/products/bulk');
    expect(paths).toContain('/api/mini-store/products/soft-restore/{id}');
    expect(paths).toContain('/api/prodserv-codes');
  });
});
