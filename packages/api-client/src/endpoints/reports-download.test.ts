// @test-environment jsdom
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { attachmentName } from './download';
import { reportsApi } from './reports';

describe('reportsApi.download', () => {
  const createObjectURL = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    jest.restoreAllMocks();
  });

  /** The names the browser was asked to save files under. */
  function savedNames(): string[] {
    URL.createObjectURL = jest.fn(() => 'blob:reporte');
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return names;
  }

  it("saves the file under the API's name, not a date of the browser's own", async () => {
    const requests = fakeServer(http, () => [200, new Blob(['x']), { 'content-disposition': 'attachment; filename="colegio-adeudos-2026-11-25.pdf"' }]);
    const names = savedNames();
    await reportsApi.download('colegio-adeudos', 'pdf', { to: '2026-11-25', page: 3, limit: 50 });
    expect(names).toEqual(['colegio-adeudos-2026-11-25.pdf']);
    // Paging is the screen's: the file carries every row.
    expect(requests[0]!.url).toBe('/reports/colegio-adeudos/pdf');
    expect(requests[0]!.params).toEqual({ to: '2026-11-25' });
  });

  it('falls back to the report key when the answer names no file', async () => {
    fakeServer(http, () => [200, new Blob(['x'])]);
    const names = savedNames();
    await reportsApi.download('tienda-stock', 'excel', {});
    expect(names).toEqual(['tienda-stock.xlsx']);
  });
});

describe('attachmentName', () => {
  it('reads the quoted or bare file name of a Content-Disposition', () => {
    expect(attachmentName('attachment; filename="recibo-C1-7.pdf"')).toBe('recibo-C1-7.pdf');
    expect(attachmentName('attachment; filename=ventas.xlsx')).toBe('ventas.xlsx');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(undefined)).toBeNull();
  });
});
