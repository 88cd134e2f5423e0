import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';

describe('toFieldErrors', () => {
  it('answers a selection left empty (an id of 0) as required, not as out of range', () => {
    expect(toFieldErrors([{ keyword: 'minimum', instancePath: '/roleId', params: { comparison: '>=', limit: 1 } }])).toEqual([
      { field: 'roleId', message: 'Este campo es requerido.' },
    ]);
    expect(toFieldErrors([{ keyword: 'minimum', instancePath: '/lines/0/productId', params: { comparison: '>=', limit: 1 } }])).toEqual([
      { field: 'lines.0.productId', message: 'Este campo es requerido.' },
    ]);
  });

  it('keeps the range reason for amounts and for ids above the range', () => {
    expect(toFieldErrors([{ keyword: 'minimum', instancePath: '/quantity', params: { comparison: '>=', limit: 1 } }])).toEqual([
      { field: 'quantity', message: 'Valor fuera del rango permitido' },
    ]);
    expect(toFieldErrors([{ keyword: 'maximum', instancePath: '/roleId', params: { comparison: '<=', limit: 2147483647 } }])).toEqual([
      { field: 'roleId', message: 'Valor fuera del rango permitido' },
    ]);
  });
});
