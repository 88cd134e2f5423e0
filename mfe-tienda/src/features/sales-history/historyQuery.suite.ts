import { describe, expect, it } from '@jest/globals';
import { EMPTY_FILTERS, historyQuery, returnLines } from './historyQuery';

describe('historyQuery', () => {
  it('sends only paging when nothing is filtered', () => {
    expect(historyQuery(EMPTY_FILTERS, 1, 10)).toEqual({ page: 1, limit: 10 });
  });

  it('sends the date range, status, method, cashier, client and a numeric folio', () => {
    const filters = { from: '2026-11-01', to: '2026-11-30', status: 'pagada' as const, methodId: 4, cashierId: 7, client: { id: 3, name: 'Rosa' }, folio: ' 12 ' };
    expect(historyQuery(filters, 2, 25)).toEqual({
      page: 2, limit: 25, from: '2026-11-01', to: '2026-11-30', status: 'pagada', methodId: 4, cashierId: 7, clientId: 3, folio: 12,
    });
    expect(historyQuery({ ...EMPTY_FILTERS, folio: 'V1 3' }, 1, 10).folio).toBeUndefined();
  });

  it('finds a sale by the folio as printed on the ticket', () => {
    expect(historyQuery({ ...EMPTY_FILTERS, folio: 'V1-2' }, 1, 10)).toEqual({ page: 1, limit: 10, folio: 2, serie: 'V1' });
    expect(historyQuery({ ...EMPTY_FILTERS, folio: ' v1-2 ' }, 1, 10)).toMatchObject({ folio: 2, serie: 'V1' });
  });
});

describe('returnLines', () => {
  const lines = [
    { id: 1, quantity: '3.000', returnedQuantity: '1.000' },
    { id: 2, quantity: '1.000', returnedQuantity: '0.000' },
  ];

  it('returns the typed quantities', () => {
    expect(returnLines(lines, { 1: '2', 2: '' })).toEqual({ lines: [{ lineId: 1, quantity: '2' }], error: null, errorLineId: null });
  });

  it('refuses more than what is still returnable, zero, or nothing at all', () => {
    expect(returnLines(lines, { 1: '3' }).error).toBe('No puede devolver más de lo vendido');
    expect(returnLines(lines, { 2: '0' }).error).toBe('Escriba cantidades mayores a 0');
    expect(returnLines(lines, {}).error).toBe('Indique qué cantidad devolver');
  });

  it('names the line whose quantity is refused, so the screen says why beside its input', () => {
    expect(returnLines(lines, { 1: '1', 2: '2' }).errorLineId).toBe(2);
    expect(returnLines(lines, { 1: 'dos' }).errorLineId).toBe(1);
    expect(returnLines(lines, {}).errorLineId).toBeNull();
  });

  it('compares weighed quantities exactly: all that is left of 0.300 kg after 0.100 kg went back is 0.2', () => {
    const weighed = [{ id: 3, quantity: '0.300', returnedQuantity: '0.100' }];
    expect(returnLines(weighed, { 3: '0.2' })).toEqual({ lines: [{ lineId: 3, quantity: '0.2' }], error: null, errorLineId: null });
    expect(returnLines(weighed, { 3: '0.201' }).error).toBe('No puede devolver más de lo vendido');
    expect(returnLines(weighed, { 3: '0.0001' }).error).toBe('Escriba cantidades mayores a 0');
  });
});
