// @test-environment jsdom
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { importsApi } from './imports';

describe('importsApi.downloadTemplate', () => {
  const createObjectURL = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
  });

  it('names the template in Spanish (plantilla-clientes.xlsx)', async () => {
    fakeServer(http, () => [200, new Blob(['x'])]);
    URL.createObjectURL = jest.fn(() => 'blob:plantilla');
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await importsApi.downloadTemplate('clients');
    await importsApi.downloadTemplate('students');
    expect(names).toEqual(['plantilla-clientes.xlsx', 'plantilla-alumnos.xlsx']);
    click.mockRestore();
  });
});
