import { describe, expect, it } from '@jest/globals';
import { EMPTY_HISTORY_FILTERS, folioNumber, paymentFilters } from './paymentFilters';

describe('the school payment history filters', () => {
  it.each([
    ['118', 118],
    ['C1-118', 118],
    ['c1 - 118', 118],
    [' 7 ', 7],
    ['C1-', null],
    ['0', null],
    ['Lucía', null],
    ['', null],
  ])('read the folio %p as %p', (text, folio) => {
    expect(folioNumber(text)).toBe(folio);
  });

  it('send only what is set', () => {
    expect(paymentFilters(EMPTY_HISTORY_FILTERS)).toEqual({});
    expect(paymentFilters({ from: '2026-11-01', to: '2026-11-28', folio: 'C1-118', status: 'cancelled' })).toEqual({ from: '2026-11-01', to: '2026-11-28', folio: 118, status: 'cancelled' });
  });
});
