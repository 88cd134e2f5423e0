import { describe, expect, it } from '@jest/globals';
import { columnIndex, parseCsv, readSpreadsheet } from './readSpreadsheet';

describe('readSpreadsheet', () => {
  it('parses quoted CSV fields, doubled quotes and CRLF', () => {
    expect(parseCsv('Matrícula,Motivo\r\nA1,"Cambio, de ciudad"\r\nA2,"Dijo ""adiós"""\r\n')).toEqual([
      ['Matrícula', 'Motivo'],
      ['A1', 'Cambio, de ciudad'],
      ['A2', 'Dijo "adiós"'],
    ]);
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a CSV file into headers and numbered rows, skipping empty lines', async () => {
    const file = new File(['Matricula,Grado\nA1,1°\n,\nA2,2°\n'], 'inscripciones.csv', { type: 'text/csv' });
    await expect(readSpreadsheet(file)).resolves.toEqual({
      headers: ['Matricula', 'Grado'],
      rows: [
        { row: 2, cells: ['A1', '1°'] },
        { row: 4, cells: ['A2', '2°'] },
      ],
    });
  });

  it('refuses other files and finds columns by any accepted header', async () => {
    await expect(readSpreadsheet(new File(['x'], 'foto.png'))).rejects.toThrow('Elija un archivo .xlsx o .csv');
    expect(columnIndex(['Matrícula', 'Plan de pago'], ['plandepago', 'plan'])).toBe(1);
    expect(columnIndex(['Matrícula'], ['grupo'])).toBe(-1);
  });
});
