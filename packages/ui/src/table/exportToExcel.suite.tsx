import ExcelJS from 'exceljs';
import { describe, expect, it } from '@jest/globals';
import { buildWorkbook, exportMatrix } from './exportToExcel';
import type { Column } from './types';

interface Product {
  id: number;
  name: string;
  price: string;
  isActive: boolean;
  classification: { name: string } | null;
}

const columns: Column<Product>[] = [
  { key: 'name', header: 'Nombre' },
  { key: 'price', header: 'Precio', exportValue: (row) => Number(row.price) },
  { key: 'classification', header: 'Clasificación', exportValue: (row) => row.classification?.name },
  { key: 'isActive', header: 'Activo' },
  { key: 'buttons', header: 'Acciones', exportable: false },
  { key: 'object', header: <b>Sin título</b> },
];

const rows: Product[] = [
  { id: 1, name: 'Goma', price: '12.50', isActive: true, classification: { name: 'Papelería' } },
  { id: 2, name: 'Lápiz', price: '8.00', isActive: false, classification: null },
];

describe('Excel export', () => {
  it('takes the plain columns and their export values, booleans as Sí/No', () => {
    expect(exportMatrix(columns, rows)).toEqual({
      headers: ['Nombre', 'Precio', 'Clasificación', 'Activo'],
      cells: [
        ['Goma', 12.5, 'Papelería', 'Sí'],
        ['Lápiz', 8, null, 'No'],
      ],
    });
  });

  it('writes a workbook whose first row is the header', async () => {
    const bytes = await buildWorkbook({ fileName: 'Productos', columns, rows });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Productos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'Precio', 'Clasificación', 'Activo']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Goma', 12.5, 'Papelería', 'Sí']);
    expect(sheet.rowCount).toBe(3);
  });
});
