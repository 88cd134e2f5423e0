import { describe, expect, it } from 'vitest';
import { checkRows, parseCsv } from './csvRows';
import { clientFromRow } from './clientRows';
import { productFromRow } from './productRows';

describe('CSV import', () => {
  it('reads rows by header, trimming cells and skipping blank lines', () => {
    expect(parseCsv('\uFEFFcodigo, nombre\nA-1 , Goma \n\n')).toEqual([{ codigo: 'A-1', nombre: 'Goma' }]);
  });

  it('numbers rows as the spreadsheet does (header is line 1)', () => {
    expect(checkRows([{ a: '1' }, { a: '2' }], (row) => ({ value: row.a, errors: [] })).map((row) => row.line)).toEqual([2, 3]);
  });

  it('derives the price with IVA from the price, or the reverse', () => {
    expect(productFromRow({ codigo: 'G-1', nombre: 'Goma', clave_sat: '44111503', precio: '50' }).value).toMatchObject({ price: '50.00', priceWithIVA: '58.00', IVA: true, unitMeasurement: 'H87' });
    expect(productFromRow({ codigo: 'G-1', nombre: 'Goma', clave_sat: '44111503', precio_con_iva: '58', iva: 'no' }).value).toMatchObject({ price: '58', priceWithIVA: '58', IVA: false });
  });

  it('reports every problem of a product row', () => {
    expect(productFromRow({ codigo: '', nombre: 'Goma', clave_sat: '123', existencia: '-1' }).errors).toEqual([
      'Falta el código',
      'La clave SAT tiene 8 dígitos',
      'Falta el precio o no es un número',
      'La existencia debe ser un número mayor o igual a 0',
    ]);
  });

  it('refuses a generic RFC and builds the search name of a client', () => {
    expect(clientFromRow({ nombre: 'Ana', rfc: 'XAXX010101000' }).errors).toEqual(['El RFC no puede ser XEXX010101000 o XAXX010101000.']);
    expect(clientFromRow({ nombre: 'José', apellido_paterno: 'Núñez', tipo: 'Alumno' }).value).toMatchObject({ search_name: 'JOSE NUNEZ', type: 'alumno' });
  });
});
