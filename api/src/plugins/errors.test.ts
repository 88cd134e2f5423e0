import { describe, expect, it } from '@jest/globals';
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

  it('states the range for amounts and for ids above the range', () => {
    expect(toFieldErrors([{ keyword: 'minimum', instancePath: '/quantity', params: { comparison: '>=', limit: 1 } }])).toEqual([
      { field: 'quantity', message: 'Debe ser al menos 1' },
    ]);
    expect(toFieldErrors([{ keyword: 'exclusiveMinimum', instancePath: '/quantity', params: { comparison: '>', limit: 0 } }])).toEqual([
      { field: 'quantity', message: 'Debe ser mayor que cero' },
    ]);
    expect(toFieldErrors([{ keyword: 'maximum', instancePath: '/roleId', params: { comparison: '<=', limit: 2147483647 } }])).toEqual([
      { field: 'roleId', message: 'Debe ser como máximo 2147483647' },
    ]);
  });

  it('speaks for the most specific branch of a text-or-number value', () => {
    const errors = [
      { keyword: 'type', instancePath: '/lines/0/quantity', params: { type: 'string' } },
      { keyword: 'exclusiveMinimum', instancePath: '/lines/0/quantity', params: { comparison: '>', limit: 0 } },
      { keyword: 'anyOf', instancePath: '/lines/0/quantity', params: {} },
    ];
    expect(toFieldErrors(errors)).toEqual([{ field: 'lines.0.quantity', message: 'Debe ser mayor que cero' }]);
    expect(toFieldErrors([{ keyword: 'pattern', instancePath: '/amount', params: { pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$' } }])).toEqual([
      { field: 'amount', message: 'Debe ser un número (sin letras ni separadores de miles)' },
    ]);
  });

  it('says a text is too long in Spanish, as the forms do', () => {
    expect(toFieldErrors([{ keyword: 'maxLength', instancePath: '/name', params: { limit: 120 } }])).toEqual([{ field: 'name', message: 'Máximo 120 caracteres' }]);
  });

  it('names the sign of an amount or quantity that cannot be negative', () => {
    const amount = (value: unknown) =>
      toFieldErrors([{ keyword: 'pattern', instancePath: '/payments/0/amount', params: { pattern: '^\\d{1,12}(\\.\\d{1,2})?$' } }], 'body', { payments: [{ amount: value }] });
    expect(amount('-5.00')).toEqual([{ field: 'payments.0.amount', message: 'No puede ser negativo' }]);
    expect(amount('-0.5')).toEqual([{ field: 'payments.0.amount', message: 'No puede ser negativo' }]);
    expect(amount('1,000.00')).toEqual([{ field: 'payments.0.amount', message: 'Debe ser un número mayor o igual a cero (sin letras ni separadores de miles)' }]);
    expect(amount('-5,00')).toEqual([{ field: 'payments.0.amount', message: 'Debe ser un número mayor o igual a cero (sin letras ni separadores de miles)' }]);
    // Without the value sent, the reason still says the number cannot be below zero.
    expect(toFieldErrors([{ keyword: 'pattern', instancePath: '/quantity', params: { pattern: '^\\d{1,11}(\\.\\d{1,3})?$' } }])).toEqual([
      { field: 'quantity', message: 'Debe ser un número mayor o igual a cero (sin letras ni separadores de miles)' },
    ]);
  });

  it('names what a refused day, code of digits or unknown field should be', () => {
    expect(toFieldErrors([{ keyword: 'format', instancePath: '/from', params: { format: 'date' } }])).toEqual([
      { field: 'from', message: 'Fecha no válida: use el formato AAAA-MM-DD (por ejemplo 2026-01-31)' },
    ]);
    expect(toFieldErrors([{ keyword: 'pattern', instancePath: '/sat_code', params: { pattern: '^\\d{8}$' } }])).toEqual([
      { field: 'sat_code', message: 'Debe tener 8 dígitos' },
    ]);
    expect(toFieldErrors([{ keyword: 'pattern', instancePath: '/curp', params: { pattern: '^[A-Z]{4}\\d{6}$' } }])).toEqual([{ field: 'curp', message: 'Formato no válido' }]);
  });
});
