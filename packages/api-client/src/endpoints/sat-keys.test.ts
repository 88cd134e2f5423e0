import { describe, expect, it } from '@jest/globals';
import { helpersHttp } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { satKeySearch } from './helpers';

describe('satKeySearch', () => {
  it('searches SAT product keys and units on the helpers host by code or words, as code and description', async () => {
    const requests = fakeServer(helpersHttp, (request) => [
      200,
      request.url === 'api/prodserv-codes' ? [{ code: 86121500, name: 'Servicios escolares' }] : { data: [{ code: 'E48', name: 'Unidad de servicio' }], total: 1 },
    ]);

    await expect(satKeySearch.productCodes('escolar')).resolves.toEqual([{ code: '86121500', name: 'Servicios escolares' }]);
    await expect(satKeySearch.units('servicio')).resolves.toEqual([{ code: 'E48', name: 'Unidad de servicio' }]);
    expect(requests.map((r) => [r.url, r.params])).toEqual([
      ['api/prodserv-codes', { search: 'escolar', limit: 8 }],
      ['api/measure-units', { search: 'servicio', limit: 8 }],
    ]);
  });
});
