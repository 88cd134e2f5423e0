import { describe, expect, it } from '@jest/globals';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { importsApi } from './imports';

describe('importsApi', () => {
  it('sends the file and the chosen mapping as a multipart form to the kind preview', async () => {
    const requests = fakeServer(http, () => [200, { kind: 'clients', rows: [] }]);
    const file = new File(['Nombre\nAna\n'], 'clientes.csv', { type: 'text/csv' });
    await importsApi.preview('clients', file, { Nombre: 'name' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/system/imports/clients/preview' });
    const body = requests[0]?.body as FormData;
    expect(body.get('mapping')).toBe('{"Nombre":"name"}');
    expect((body.get('file') as File).name).toBe('clientes.csv');
  });

  it('asks for the suggested mapping by sending none, and commits to the kind', async () => {
    const requests = fakeServer(http, () => [201, { kind: 'products', imported: 1 }]);
    const file = new File(['x'], 'p.xlsx');
    await importsApi.preview('products', file, null);
    await expect(importsApi.commit('products', file, { Código: 'code' })).resolves.toEqual({ kind: 'products', imported: 1 });
    expect((requests[0]?.body as FormData | undefined)?.has('mapping')).toBe(false);
    expect(requests[1]?.url).toBe('/system/imports/products/commit');
  });
});
