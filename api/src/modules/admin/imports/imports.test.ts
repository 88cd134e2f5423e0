import { beforeAll, describe, expect, it } from '@jest/globals';
import { CURP_MESSAGE, PHONE_MESSAGE } from '@mikro/domain';
import type { ImportCommitResult, ImportPreview } from '@mikro/contracts';
import type { LoginResponse, Paginated } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { forEachDatabase } from '../../../test-support/databases';
import { bearer, loginAs } from '../../../test-support/session';
import { checkZip, ZipRefused } from '../../../shared/spreadsheet/zip-guard';
import { csvOf, multipart, rowsOfXlsx, xlsxOf, zipOf, type Cell } from '../../../test-support/upload-files';

const STUDENT_HEADER: Cell[] = ['Matrícula', 'Nombre', 'Apellido paterno', 'CURP', 'Fecha de nacimiento'];

/** The X-Branch-Office of the first branch office the person may enter. */
function firstBranchOf(user: LoginResponse): string {
  const [branch] = user.branchOffices;
  if (!branch) throw new Error(`${user.user.email} has no branch office`);
  return String(branch.id);
}

describe('zip guard', () => {
  it('refuses an entry that inflates beyond the budget, whatever size it declares', () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(2_000_000) }]);
    expect(() => checkZip(bomb, { maxEntries: 10, maxTotalUncompressed: 1_000_000 })).toThrow(ZipRefused);
    expect(() => checkZip(bomb, { maxEntries: 10, maxTotalUncompressed: 3_000_000 })).not.toThrow();
  });

  it('refuses too many entries', () => {
    const many = zipOf(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(() => checkZip(many, { maxEntries: 4, maxTotalUncompressed: 1000 })).toThrow(ZipRefused);
  });
});

forEachDatabase((ctx) => {
  let admin: LoginResponse;
  let cashier: LoginResponse;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, 'admin@mikro.mx');
    cashier = await loginAs(ctx.app, 'cajero@mikro.mx');
  });

  const upload = (user: LoginResponse, kind: string, step: 'preview' | 'commit' | 'errors', file: Buffer, fileName: string, mapping?: Record<string, string>) => {
    const form = multipart(file, fileName, mapping ? { mapping: JSON.stringify(mapping) } : {});
    return ctx.app.inject({
      method: 'POST',
      url: `/api/system/imports/${kind}/${step}`,
      payload: form.payload,
      headers: { ...bearer(user.token), ...form.headers, 'x-branch-office': firstBranchOf(user) },
    });
  };
  const countOf = async (path: string, filter: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/${path}?page=1&limit=1&${filter}`,
      headers: { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) },
    });
    return response.json<Paginated<unknown>>().total;
  };

  describe('spreadsheet import', () => {
    it('rejects a file with one bad row, naming the row and the field, and imports nothing; the fixed file imports', async () => {
      const bad = await xlsxOf([
        STUDENT_HEADER,
        ['IMP-001', 'Lucía', 'Hernández', 'HELU100512MNLRRC05', '12/05/2010'],
        ['IMP-002', '', 'Pérez', 'NO-ES-CURP', '31/02/2010'],
        ['IMP-003', 'Mateo', 'Ruiz', '', new Date(Date.UTC(2011, 0, 3))],
      ]);
      const preview = await upload(admin, 'students', 'preview', bad, 'alumnos.xlsx');
      expect(preview.statusCode).toBe(200);
      const body = preview.json<ImportPreview>();
      expect(body).toMatchObject({ total: 3, valid: 2, invalid: 1 });
      expect(body.suggestedMapping).toEqual({ Matrícula: 'enrollment', Nombre: 'name', 'Apellido paterno': 'lastNameFather', CURP: 'curp', 'Fecha de nacimiento': 'birthDate' });
      expect(body.errors).toEqual([
        { row: 3, field: 'birthDate', message: 'Fecha no válida (DD/MM/AAAA)' },
        { row: 3, field: 'name', message: 'Este campo es requerido' },
        { row: 3, field: 'curp', message: CURP_MESSAGE },
      ]);
      expect(body.rows[2]?.values).toMatchObject({ enrollment: 'IMP-003', birthDate: '2011-01-03' });

      const refused = await upload(admin, 'students', 'commit', bad, 'alumnos.xlsx');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: unknown[] }>().errors).toHaveLength(3);
      expect(await countOf('school/students', 'filter=enrollment||$starts||IMP-'.replace(/\|\|/g, '$$$$'))).toBe(0);

      const report = await upload(admin, 'students', 'errors', bad, 'alumnos.xlsx');
      expect(report.headers['content-type']).toContain('spreadsheetml');
      const reportRows = await rowsOfXlsx(report.rawPayload);
      expect(reportRows[0]).toEqual([...STUDENT_HEADER, 'Error']);
      expect(reportRows).toHaveLength(2);
      expect(reportRows[1]?.[0]).toBe('IMP-002');
      expect(String(reportRows[1]?.[5])).toContain('Nombre: Este campo es requerido');

      const fixed = await xlsxOf([
        STUDENT_HEADER,
        ['IMP-001', 'Lucía', 'Hernández', 'HELU100512MNLRRC05', '12/05/2010'],
        ['IMP-002', 'Diego', 'Pérez', 'PEDD100101HNLRRG03', '01/01/2010'],
        ['IMP-003', 'Mateo', 'Ruiz', '', new Date(Date.UTC(2011, 0, 3))],
      ]);
      const committed = await upload(admin, 'students', 'commit', fixed, 'alumnos.xlsx');
      expect(committed.statusCode).toBe(201);
      expect(committed.json<ImportCommitResult>()).toEqual({ kind: 'students', imported: 3 });
      expect(await countOf('school/students', 'filter=enrollment$$$starts$$IMP-')).toBe(3);

      // The same file again: every enrollment is now taken.
      const again = (await upload(admin, 'students', 'preview', fixed, 'alumnos.xlsx')).json<ImportPreview>();
      expect(again.invalid).toBe(3);
      expect(again.errors[0]).toEqual({ row: 2, field: 'enrollment', message: 'Ya existe un registro con ese valor' });
    });

    it('resolves the family, grade and group a student row names; an unknown one is an error of its column and nothing is written', async () => {
      const headers = { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) };
      const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url, headers })).json<T>();
      const family = onlyRow((await get<Paginated<{ id: number }>>(`/api/school/families?page=1&limit=5&filter=name$$$eq$$${encodeURIComponent('Familia Martínez Rivera')}`)).data, 'family');
      const gradeOf = async (name: string) => onlyRow((await get<Paginated<{ id: number }>>(`/api/school/grades?page=1&limit=5&filter=name$$$eq$$${encodeURIComponent(name)}`)).data, 'grade').id;
      const groupOf = async (name: string) => onlyRow((await get<Paginated<{ id: number }>>(`/api/school/classrooms?page=1&limit=5&filter=name$$$eq$$${encodeURIComponent(name)}`)).data, 'group').id;
      const header: Cell[] = ['Matrícula', 'Nombre', 'Apellido paterno', 'Familia', 'Grado', 'Grupo'];
      const bad = await xlsxOf([
        header,
        ['REL-001', 'Sofía', 'Martínez', 'familia martinez rivera', '1° Primaria', '1° A'],
        ['REL-002', 'Iker', 'Martínez', 'Familia Inexistente', '1° Primaria', ''],
        ['REL-003', 'Paula', 'Soto', '', '2° PRIMARIA', '1° A'],
        ['REL-004', 'Bruno', 'Soto', String(family.id), '', '2° A'],
        ['REL-005', 'Elsa', 'Soto', '', '9° Primaria', ''],
      ]);
      const preview = (await upload(admin, 'students', 'preview', bad, 'alumnos.xlsx')).json<ImportPreview>();
      expect(preview.suggestedMapping).toMatchObject({ Familia: 'family', Grado: 'grade', Grupo: 'group' });
      expect(preview.errors).toEqual([
        { row: 3, field: 'family', message: 'No existe la familia «Familia Inexistente»' },
        { row: 4, field: 'group', message: 'No existe el grupo «1° A» en ese grado' },
        { row: 6, field: 'grade', message: 'No existe el grado «9° Primaria»' },
      ]);
      expect(preview.rows[0]?.values).toMatchObject({ family: 'familia martinez rivera', grade: '1° Primaria', group: '1° A' });

      const refused = await upload(admin, 'students', 'commit', bad, 'alumnos.xlsx');
      expect(refused.statusCode).toBe(400);
      expect(await countOf('school/students', 'filter=enrollment$$$starts$$REL-')).toBe(0);
      const reportRows = await rowsOfXlsx((await upload(admin, 'students', 'errors', bad, 'alumnos.xlsx')).rawPayload);
      expect(reportRows.map((row) => row[6])).toEqual(['Error', 'Familia: No existe la familia «Familia Inexistente»', 'Grupo: No existe el grupo «1° A» en ese grado', 'Grado: No existe el grado «9° Primaria»']);

      const fixed = await xlsxOf([
        header,
        ['REL-001', 'Sofía', 'Martínez', 'familia martinez rivera', '1° Primaria', '1° A'],
        ['REL-002', 'Iker', 'Martínez', '', '1° Primaria', ''],
        ['REL-004', 'Bruno', 'Soto', String(family.id), '', '2° A'],
      ]);
      const committed = await upload(admin, 'students', 'commit', fixed, 'alumnos.xlsx');
      expect(committed.statusCode).toBe(201);
      const stored = await get<Paginated<{ enrollment: string; familyId: number | null; gradeId: number | null; classroomId: number | null }>>('/api/school/students?page=1&limit=10&filter=enrollment$$$starts$$REL-&sort=enrollment,ASC');
      expect(stored.data.map(({ enrollment, familyId, gradeId, classroomId }) => ({ enrollment, familyId, gradeId, classroomId }))).toEqual([
        { enrollment: 'REL-001', familyId: family.id, gradeId: await gradeOf('1° Primaria'), classroomId: await groupOf('1° A') },
        { enrollment: 'REL-002', familyId: null, gradeId: await gradeOf('1° Primaria'), classroomId: null },
        // The group's grade fills the grade the row left empty.
        { enrollment: 'REL-004', familyId: family.id, gradeId: await gradeOf('2° Primaria'), classroomId: await groupOf('2° A') },
      ]);
    });

    it('resolves the grade of interest of a prospect row', async () => {
      const csv = csvOf([
        ['Nombre', 'Apellido paterno', 'Grado de interés'],
        ['Lía', 'Prospecto', '3° primaria'],
        ['Leo', 'Prospecto', 'Kínder'],
      ]);
      const preview = (await upload(admin, 'prospects', 'preview', csv, 'prospectos.csv')).json<ImportPreview>();
      expect(preview.errors).toEqual([{ row: 3, field: 'grade', message: 'No existe el grado «Kínder»' }]);
    });

    it('answers 404 for a kind that cannot be imported and 400 naming mapping for a mapping that is not text → text', async () => {
      const csv = csvOf([['Nombre'], ['Ana']]);
      expect((await upload(admin, 'cuentas', 'preview', csv, 'c.csv')).statusCode).toBe(404);
      const form = multipart(csv, 'c.csv', { mapping: JSON.stringify({ Nombre: 5 }) });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/imports/clients/preview',
        payload: form.payload,
        headers: { ...bearer(admin.token), ...form.headers, 'x-branch-office': firstBranchOf(admin) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: unknown[] }>().fields).toEqual([{ field: 'mapping', message: 'Formato no válido' }]);
    });

    it('uses the mapping the user chose and reports repeated unique values within the file', async () => {
      const csv = csvOf([
        ['clave', 'articulo', 'precio publico'],
        ['MAP-1', 'Lápiz', '11.60'],
        ['MAP-1', 'Goma', '5.80'],
      ]);
      const mapping = { clave: 'code', articulo: 'name', 'precio publico': 'priceWithIVA' };
      const preview = (await upload(admin, 'products', 'preview', csv, 'productos.csv', mapping)).json<ImportPreview>();
      expect(preview.rows[0]?.values).toMatchObject({ code: 'MAP-1', name: 'Lápiz', price: '10.00', priceWithIVA: '11.60' });
      expect(preview.errors).toEqual([{ row: 3, field: 'code', message: 'Ya existe un registro con ese valor (repetido en la fila 2)' }]);
    });

    it('writes all rows or none: a negative stock on the last of 600 rows leaves no product behind', async () => {
      const rows: Cell[][] = [['Código', 'Nombre', 'Precio sin IVA', 'Existencia']];
      for (let i = 1; i <= 600; i++) rows.push([`TX-${i}`, `Producto ${i}`, 10, i === 600 ? -1 : 5]);
      const response = await upload(admin, 'products', 'commit', await xlsxOf(rows), 'productos.xlsx');
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('La existencia no puede ser negativa');
      expect(await countOf('mini-store/products', 'filter=code$$$starts$$TX-')).toBe(0);
    });

    it('sells a product imported in KGM by the kilogram and one in LTR by the litre', async () => {
      const csv = csvOf([
        ['Código', 'Nombre', 'Unidad SAT', 'Precio sin IVA', 'Lleva IVA', 'Existencia'],
        ['UN-KG', 'Jamón por kilo', 'KGM', '150', 'No', '8.5'],
        ['UN-LT', 'Leche a granel', 'LTR', '25', 'No', '20'],
        ['UN-PZ', 'Goma', 'H87', '5', 'Sí', '10'],
      ]);
      expect((await upload(admin, 'products', 'commit', csv, 'unidades.csv')).statusCode).toBe(201);
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/mini-store/products?filter=code$$$starts$$UN-&sort=code,ASC',
        headers: { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) },
      });
      expect(listed.json<{ code: string; unity: number }[]>().map((p) => [p.code, p.unity])).toEqual([
        ['UN-KG', 1],
        ['UN-LT', 8],
        ['UN-PZ', 6],
      ]);
    });

    it('lets a cashier import products (store screen) but not students', async () => {
      const csv = csvOf([
        ['Código', 'Nombre', 'Precio con IVA', 'Lleva IVA'],
        ['CAJ-1', 'Sacapuntas', '23.20', 'Sí'],
      ]);
      const committed = await upload(cashier, 'products', 'commit', csv, 'p.csv');
      expect(committed.statusCode).toBe(201);
      expect(await countOf('mini-store/products', 'filter=code$$$eq$$CAJ-1')).toBe(1);
      expect((await upload(cashier, 'students', 'preview', csv, 'p.csv')).statusCode).toBe(403);
    });

    it('refuses files that are not plain spreadsheets, with a clear message', async () => {
      const message = async (file: Buffer, name: string) => {
        const response = await upload(admin, 'clients', 'preview', file, name);
        return { status: response.statusCode, message: response.json<{ message: string }>().message };
      };
      expect(await message(csvOf([['Nombre', 'Correo'], ['=HYPERLINK("http://x")', 'a@b.mx']]), 'c.csv')).toEqual({
        status: 400,
        message: expect.stringContaining('fórmulas (fila 2, columna 1)'),
      });
      expect((await message(await xlsxOf([['Nombre'], [{ formula: 'A1&"x"' }]]), 'c.xlsx')).message).toContain('fórmulas');
      // A text cell that a spreadsheet program would run as a formula: refused in xlsx exactly as in CSV.
      expect((await message(await xlsxOf([['Nombre'], ['=HYPERLINK("http://evil.example")']]), 'c.xlsx')).message).toContain('fórmulas');
      expect((await message(csvOf([['Nombre'], ['=HYPERLINK("http://evil.example")']]), 'c.csv')).message).toContain('fórmulas');
      expect(await message(Buffer.from('%PDF-1.7 not a sheet'), 'c.xlsx')).toEqual({ status: 400, message: 'El archivo no es una hoja de cálculo: suba un archivo .xlsx o .csv' });
      expect((await message(Buffer.from('MZ\x90\x00binary'), 'c.exe')).status).toBe(400);
      expect((await message(Buffer.from('Nombre,Correo\n"Ana "x" López,a@b.mx\n'), 'c.csv')).message).toContain('CSV no es válido');
      expect((await message(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(120 * 1024 * 1024) }]), 'bomba.xlsx')).message).toContain('demasiado grande');
      expect(await message(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'grande.csv')).toEqual({ status: 413, message: 'El archivo supera el límite de 5 MB' });
      const tooMany = csvOf([['Nombre'], ...Array.from({ length: 5001 }, (_, i) => [`Cliente ${i}`])]);
      expect((await message(tooMany, 'muchos.csv')).message).toBe('El archivo tiene más de 5000 filas; el máximo es 5000');
    });

    it('refuses a bad e-mail or phone on its row and field, and keeps a client\'s credit limit from the template\'s column', async () => {
      const template = await ctx.app.inject({ method: 'GET', url: '/api/system/imports/clients/template', headers: { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) } });
      const [templateHeader] = await rowsOfXlsx(template.rawPayload);
      expect(templateHeader).toContain('Límite de crédito');
      const header: Cell[] = ['Nombre', 'Apellido paterno', 'Correo', 'Teléfono', 'Límite de crédito'];
      const bad = await xlsxOf([
        header,
        ['Renata', 'Cliente Importada', 'renata@example.com', '(81) 1234-5678', '1,500.50'],
        ['Tomás', 'Cliente Importado', 'tomas@example', '8112345678', ''],
        ['Inés', 'Cliente Importada', '', '12-ab', '-5'],
      ]);
      const body = (await upload(admin, 'clients', 'preview', bad, 'clientes.xlsx')).json<ImportPreview>();
      expect(body.suggestedMapping['Límite de crédito']).toBe('creditLimit');
      expect(body.errors).toEqual([
        { row: 3, field: 'email', message: 'Introduce un correo electrónico valido.' },
        { row: 4, field: 'phone', message: PHONE_MESSAGE },
        { row: 4, field: 'creditLimit', message: 'El límite de crédito debe ser un número mayor o igual a 0' },
      ]);
      const families = await xlsxOf([['Familia', 'Teléfono', 'Correo'], ['Familia Teléfono Malo', '555', 'no-es-correo']]);
      expect((await upload(admin, 'families', 'preview', families, 'familias.xlsx')).json<ImportPreview>().errors).toEqual([
        { row: 2, field: 'phone', message: PHONE_MESSAGE },
        { row: 2, field: 'email', message: 'Introduce un correo electrónico valido.' },
      ]);

      const fixed = await xlsxOf([header, ['Renata', 'Cliente Importada', 'renata@example.com', '(81) 1234-5678', '1,500.50']]);
      expect((await upload(admin, 'clients', 'commit', fixed, 'clientes.xlsx')).statusCode).toBe(201);
      const saved = await ctx.app.inject({ method: 'GET', url: '/api/mini-store/clients?page=1&limit=5&filter=last_name_father$$$eq$$Cliente%20Importada', headers: { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) } });
      expect(saved.json<Paginated<{ creditLimit: string; phone: string }>>().data).toEqual([expect.objectContaining({ creditLimit: '1500.50', phone: '8112345678' })]);
    });

    it('serves a template whose example row previews clean for every kind', async () => {
      for (const kind of ['students', 'families', 'clients', 'prospects', 'products', 'teachers']) {
        const template = await ctx.app.inject({ method: 'GET', url: `/api/system/imports/${kind}/template`, headers: { ...bearer(admin.token), 'x-branch-office': firstBranchOf(admin) } });
        expect(template.statusCode).toBe(200);
        const preview = (await upload(admin, kind, 'preview', template.rawPayload, 'plantilla.xlsx')).json<ImportPreview>();
        expect({ kind, errors: preview.errors, valid: preview.valid }).toEqual({ kind, errors: [], valid: 1 });
        expect(Object.keys(preview.suggestedMapping)).toEqual(preview.headers);
      }
    });
  });
});
