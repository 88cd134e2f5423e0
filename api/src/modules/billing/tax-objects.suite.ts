// A product and a concept carry one tax object (16 %, 0 %, exempt, not subject; 8 % only a product, sold in the
// border region: border-region.test.ts) and SAT keys from SAT's catalogues, whatever writes them: the screens, PATCH, spreadsheet
// imports. A 0 % book is invoiced at TasaOCuota 0.000000, never as exempt, and passes the business-rule validator.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportPreview, InvoiceDetail, Product } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { BORDER_RATE_MESSAGE } from '@mikro/domain';
import { PRODUCT_KEY_MESSAGE, UNIT_KEY_MESSAGE } from '../../shared/sat-concepts';
import { storeSession, type StoreSession } from '../../test-support/store';
import { businessRuleFailures } from './test-support/business-rules';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
let codes = 0;
const code = () => `TO-${process.pid}-${++codes}`;

forEachDatabase((ctx) => {
  let admin: StoreSession;
  beforeAll(async () => {
    admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await admin.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' })).statusCode).toBe(201);
  });
  const product = (body: Record<string, unknown>) =>
    admin.send('POST', '/api/mini-store/products', { name: 'Libro', code: code(), sat_code: '55101509', unitMeasurement: 'H87', price: '420.00', ...body });

  describe('SAT keys', () => {
    it('refuses a product whose ClaveProdServ or ClaveUnidad is not in SAT catalogues, naming the field', async () => {
      const badKey = await product({ sat_code: '99999999' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().fields).toEqual([{ field: 'sat_code', message: PRODUCT_KEY_MESSAGE }]);
      const badUnit = await product({ unitMeasurement: 'ZZ9' });
      expect(badUnit.json().fields).toEqual([{ field: 'unitMeasurement', message: UNIT_KEY_MESSAGE }]);
      const created = (await product({})).json<Product>();
      const patched = await admin.send('PATCH', `/api/mini-store/products/${created.id}`, { sat_code: '15101506' });
      expect(patched.json().fields).toEqual([{ field: 'sat_code', message: PRODUCT_KEY_MESSAGE }]);
    });

    it('refuses school and academy concepts with keys SAT does not have', async () => {
      const school = await admin.send('POST', '/api/school/concepts', { name: 'Cuota', price: '100.00', satCode: '99999999' });
      expect(school.json().fields).toEqual([{ field: 'satCode', message: PRODUCT_KEY_MESSAGE }]);
      const academy = await admin.send('POST', '/api/academies/concepts', { name: 'Cuota', price: '100.00', satCode: '86132000', unitCode: 'XX1' });
      expect(academy.json().fields).toEqual([{ field: 'unitCode', message: UNIT_KEY_MESSAGE }]);
      expect((await admin.send('POST', '/api/school/concepts', { name: 'Cuota', price: '100.00', satCode: '86121500', unitCode: 'E48' })).statusCode).toBe(201);
    });

    it('names the row and the field of an imported product with a key SAT does not have', async () => {
      const csv = Buffer.from(`Código,Nombre,Clave SAT,Unidad SAT,Precio sin IVA\n${code()},Cuaderno,14111514,H87,10\n${code()},Otro,99999999,H87,10\n`);
      const boundary = 'x-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`),
        csv,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const preview = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/imports/products/preview',
        payload,
        headers: { authorization: `Bearer ${admin.login.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-branch-office': String(admin.branchOfficeId) },
      });
      expect(preview.json<ImportPreview>().errors).toEqual([{ row: 3, field: 'sat_code', message: PRODUCT_KEY_MESSAGE }]);
    });
  });

  describe('tax object', () => {
    it('keeps IVA and ObjetoImp in step with the tax object, and a 0 % book at 0 % when an old client sends IVA: false', async () => {
      const book = (await product({ taxObject: 'iva0' })).json<Product & { taxObject: string }>();
      expect(book).toMatchObject({ taxObject: 'iva0', IVA: false, objetoImp: '02', price: '420.00', priceWithIVA: '420.00' });
      const same = await admin.send('PATCH', `/api/mini-store/products/${book.id}`, { IVA: false });
      expect(same.json()).toMatchObject({ taxObject: 'iva0' });
      const taxed = await admin.send('PATCH', `/api/mini-store/products/${book.id}`, { IVA: true });
      expect(taxed.json()).toMatchObject({ taxObject: 'iva16', IVA: true, priceWithIVA: '487.20' });
      const untaxed = await admin.send('PATCH', `/api/mini-store/products/${book.id}`, { taxObject: 'no-objeto' });
      expect(untaxed.json()).toMatchObject({ taxObject: 'no-objeto', IVA: false, objetoImp: '01', priceWithIVA: '420.00' });
    });

    it('refuses 8 % on a concept and a value that is not a tax object, naming taxObject', async () => {
      const concept = await admin.send('POST', '/api/school/concepts', { name: 'Cuota', price: '100.00', satCode: '86121500', unitCode: 'E48', taxObject: 'iva8' });
      expect(concept.json().fields).toEqual([{ field: 'taxObject', message: BORDER_RATE_MESSAGE }]);
      expect((await product({ taxObject: 'iva11' })).json().fields).toEqual([{ field: 'taxObject', message: expect.stringMatching(/IVA 16 %/) }]);
    });

    it('invoices a 0 % book and a 16 % notebook of one sale at their own rates', async () => {
      const book = (await product({ taxObject: 'iva0', stock: '5' })).json<Product>();
      const notebook = (await product({ name: 'Cuaderno', sat_code: '14111514', price: '50.00', stock: '5' })).json<Product>();
      const sold = await admin.send('POST', '/api/mini-store/sales', {
        lines: [{ productId: book.id, quantity: 1 }, { productId: notebook.id, quantity: 1 }],
        payments: [{ methodId: 1, amount: '478.00' }],
      });
      expect(sold).toHaveStatus(201);
      const invoice = await admin.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sold.json<{ id: number }>().id], receiver: customer });
      expect(invoice).toHaveStatus(201);
      const xml = (await admin.send('GET', `/api/billing/invoices/${invoice.json<InvoiceDetail>().id}/xml`)).body;
      expect(xml).toMatch(/<cfdi:Traslado Base="420.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.000000" Importe="0.00"/);
      expect(xml).toMatch(/TasaOCuota="0.160000" Importe="8.00"/);
      expect(xml).not.toMatch(/Exento/);
      expect(businessRuleFailures(xml)).toEqual([]);
    });
  });
});
