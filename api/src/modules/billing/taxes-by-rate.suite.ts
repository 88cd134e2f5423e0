// Documents that follow an invoice mixing rates keep each rate: a payment complement pays each rate of the invoice
// in proportion (one TrasladoDR per rate, TrasladosP and Totales by rate), a credit note credits each rate at most
// what the invoice carries, and a credit note to the public in general carries the global invoice's period. Every
// document is checked with SAT's files (XSD, cadena, seal) and the independent business-rule validator.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { InvoiceDetail, SaleDetail } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { clients } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { creditNoteFailures, paymentComplementFailures } from './test-support/business-rules';
import { checkedXml as checkedStampedXml } from './test-support/checked-xml';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let cashier: StoreSession;
  let accountant: StoreSession;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
  });

  const checkedXml = (id: number) => checkedStampedXml(db(), id);

  /** Lines of a $250.00 shirt (16 % included) and a $35.00 sandwich (exempt), as a sale body. */
  async function shirtAndSandwich(): Promise<{ productId: number; quantity: number }[]> {
    const shirt = await createProduct(db(), cashier, { priceWithIVA: '250.00', price: '215.52', IVA: true });
    const sandwich = await createProduct(db(), cashier, { priceWithIVA: '35.00', price: '35.00', IVA: false });
    return [
      { productId: shirt, quantity: 1 },
      { productId: sandwich, quantity: 1 },
    ];
  }

  async function cashSale(lines: { productId: number; quantity: number }[], total: string): Promise<SaleDetail> {
    const response = await cashier.send('POST', '/api/mini-store/sales', { lines, payments: [{ methodId: 1, amount: total }] });
    expect(response).toHaveStatus(201);
    return response.json<SaleDetail>();
  }

  async function invoiced(saleId: number): Promise<InvoiceDetail> {
    const response = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
    expect(response).toHaveStatus(201);
    return response.json<InvoiceDetail>();
  }

  const creditNote = (body: Record<string, unknown>) => accountant.send('POST', '/api/billing/credit-notes', { description: 'Devolución de mercancía', ...body });

  describe('payment complements', () => {
    it('pay each rate of a mixed invoice in proportion: 16 % and exempt each with its own TrasladoDR and Totales', async () => {
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
      const fiado = await cashier.send('POST', '/api/mini-store/sales', { lines: await shirtAndSandwich(), payments: [], saleType: 'fiado', clientId: client.id });
      expect(fiado).toHaveStatus(201);
      const invoice = await invoiced(fiado.json<SaleDetail>().id);
      expect(invoice).toMatchObject({ paymentMethod: 'PPD', total: '285.00', iva: '34.48' });
      const invoiceXml = await checkedXml(invoice.id);

      const first = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '100.00', form: '01' });
      expect(first).toHaveStatus(201);
      const firstXml = await checkedXml(first.json<InvoiceDetail>().id);
      // 215.52 × 100 / 285 = 75.62 at 16 % (12.10); 35 × 100 / 285 = 12.28 exempt. It was one 16 % transfer of 87.90.
      expect(firstXml).toContain('BaseDR="75.62" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="12.10"');
      expect(firstXml).toContain('BaseDR="12.28" ImpuestoDR="002" TipoFactorDR="Exento"');
      expect(firstXml).toContain('BaseP="75.62" ImpuestoP="002" TipoFactorP="Tasa" TasaOCuotaP="0.160000" ImporteP="12.10"');
      expect(firstXml).toContain('BaseP="12.28" ImpuestoP="002" TipoFactorP="Exento"');
      expect(firstXml).toContain('TotalTrasladosBaseIVA16="75.62" TotalTrasladosImpuestoIVA16="12.10" TotalTrasladosBaseIVAExento="12.28"');

      const rest = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '185.00', form: '03' });
      expect(rest).toHaveStatus(201);
      const restXml = await checkedXml(rest.json<InvoiceDetail>().id);
      expect(paymentComplementFailures(invoiceXml, [firstXml, restXml])).toEqual([]);
    });
  });

  describe('credit notes', () => {
    it('a bonus on an invoice still to be paid (PPD) forgives part of the debt: FormaPago 15, never 99 with PUE', async () => {
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Luis', last_name_father: 'Garza', creditLimit: '1000' }).returning({ id: clients.id }));
      const fiado = await cashier.send('POST', '/api/mini-store/sales', { lines: await shirtAndSandwich(), payments: [], saleType: 'fiado', clientId: client.id });
      expect(fiado).toHaveStatus(201);
      const invoice = await invoiced(fiado.json<SaleDetail>().id);
      expect(invoice.paymentForm).toBe('99');
      const note = await creditNote({ invoiceId: invoice.id, amount: '28.50', description: 'Descuento por pronto pago' });
      expect(note).toHaveStatus(201);
      expect(note.json<InvoiceDetail>()).toMatchObject({ paymentForm: '15', paymentMethod: 'PUE' });
      const noteXml = await checkedXml(note.json<InvoiceDetail>().id);
      const invoiceXml = await checkedXml(invoice.id);
      expect(creditNoteFailures(invoiceXml, [noteXml])).toEqual([]);
      // What is owed afterwards is 285.00 − 28.50: a complement never receives what the note forgave.
      const tooMuch = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '256.51', form: '01' });
      expect(tooMuch).toHaveStatus(409);
      expect(tooMuch.json().message).toBe('El pago excede el saldo de la factura (256.50).');
      const paid = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '256.50', form: '01' });
      expect(paid).toHaveStatus(201);
      const paidXml = await checkedXml(paid.json<InvoiceDetail>().id);
      expect(paidXml).toContain('ImpSaldoAnt="256.50" ImpPagado="256.50" ImpSaldoInsoluto="0.00"');
      expect(paymentComplementFailures(invoiceXml, [paidXml], ['28.50'])).toEqual([]);
    });

    it('on a PPD invoice never credits more than its payment complements left to pay (409 naming the amount)', async () => {
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Marta', last_name_father: 'Salinas', creditLimit: '1000' }).returning({ id: clients.id }));
      const fiado = await cashier.send('POST', '/api/mini-store/sales', { lines: await shirtAndSandwich(), payments: [], saleType: 'fiado', clientId: client.id });
      expect(fiado).toHaveStatus(201);
      const invoice = await invoiced(fiado.json<SaleDetail>().id);
      expect(invoice.creditable).toBe('285.00');
      expect(await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '200.00', form: '01' })).toHaveStatus(201);
      const detail = async () => (await accountant.send('GET', `/api/billing/invoices/${invoice.id}`)).json<InvoiceDetail>();
      expect((await detail()).creditable).toBe('85.00');

      const bonus = await creditNote({ invoiceId: invoice.id, amount: '85.01', description: 'Descuento por pronto pago' });
      expect(bonus).toHaveStatus(409);
      expect(bonus.json().message).toBe('La nota de crédito excede lo que queda por pagar de la factura (85.00): sus complementos de pago ya recibieron 200.00.');
      // Returning the $250.00 shirt would credit more than the 85.00 still owed.
      const shirt = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 1, quantity: '1' }] });
      expect(shirt).toHaveStatus(409);
      expect(shirt.json().message).toMatch(/\(85\.00\)/);

      const fits = await creditNote({ invoiceId: invoice.id, amount: '85.00', description: 'Descuento por pronto pago' });
      expect(fits).toHaveStatus(201);
      expect(creditNoteFailures(await checkedXml(invoice.id), [await checkedXml(fits.json<InvoiceDetail>().id)])).toEqual([]);
      expect((await detail()).creditable).toBe('0.00');
    });

    it('a bonus of the whole shirt-and-sandwich invoice credits its 34.48 of IVA and the exempt 35.00, not 39.31 of IVA', async () => {
      const invoice = await invoiced((await cashSale(await shirtAndSandwich(), '285.00')).id);
      const invoiceXml = await checkedXml(invoice.id);
      const note = await creditNote({ invoiceId: invoice.id, amount: '285.00', description: 'Bonificación total' });
      expect(note).toHaveStatus(201);
      expect(note.json<InvoiceDetail>()).toMatchObject({ total: '285.00', subtotal: '250.52', iva: '34.48' });
      const noteXml = await checkedXml(note.json<InvoiceDetail>().id);
      expect(noteXml).toContain('Base="35.00" Impuesto="002" TipoFactor="Exento"');
      expect(creditNoteFailures(invoiceXml, [noteXml])).toEqual([]);
    });

    it('a returned concept keeps its own tax, and a second return of it is refused with 409 naming the rate', async () => {
      const invoice = await invoiced((await cashSale(await shirtAndSandwich(), '285.00')).id);
      const invoiceXml = await checkedXml(invoice.id);
      const sandwich = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 2, quantity: '1' }] });
      expect(sandwich).toHaveStatus(201);
      expect(sandwich.json<InvoiceDetail>()).toMatchObject({ total: '35.00', iva: '0.00' });
      const sandwichXml = await checkedXml(sandwich.json<InvoiceDetail>().id);
      expect(sandwichXml).toContain('Descripcion="Devolución: ');

      const again = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 2, quantity: '1' }] });
      expect(again).toHaveStatus(409);
      expect(again.json().message).toBe('La nota de crédito acreditaría más IVA exento del que ampara la factura (base 35.00, impuesto 0.00, menos sus notas de crédito vigentes).');

      const shirt = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 1, quantity: '1' }] });
      expect(shirt).toHaveStatus(201);
      expect(shirt.json<InvoiceDetail>()).toMatchObject({ total: '250.00', iva: '34.48' });
      const shirtXml = await checkedXml(shirt.json<InvoiceDetail>().id);
      expect(creditNoteFailures(invoiceXml, [sandwichXml, shirtXml])).toEqual([]);
      expect((await creditNote({ invoiceId: invoice.id, amount: '0.01' })).statusCode).toBe(409);
    });

    it('refuses a concept the invoice does not have, a quantity above it, and both an amount and returns', async () => {
      const invoice = await invoiced((await cashSale(await shirtAndSandwich(), '285.00')).id);
      const missing = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 3, quantity: '1' }] });
      expect(missing).toHaveStatus(400);
      expect(missing.json().fields[0]).toEqual({ field: 'returns.0.concept', message: 'Elija un concepto entre 1 y 2.' });
      const tooMany = await creditNote({ invoiceId: invoice.id, returns: [{ concept: 1, quantity: '1' }, { concept: 1, quantity: '0.5' }] });
      expect(tooMany).toHaveStatus(400);
      expect(tooMany.json().fields[0].field).toBe('returns.1.quantity');
      const both = await creditNote({ invoiceId: invoice.id, amount: '10.00', returns: [{ concept: 1, quantity: '1' }] });
      expect(both).toHaveStatus(400);
      expect(both.json().fields[0].field).toBe('amount');
    });

    it('a note on a global invoice carries its InformacionGlobal and credits an exempt book without IVA', async () => {
      const book = await createProduct(db(), cashier, { priceWithIVA: '420.00', price: '420.00', IVA: false });
      const pen = await createProduct(db(), cashier, { priceWithIVA: '120.86', price: '104.19', IVA: true });
      const sold = await cashSale([{ productId: book, quantity: 1 }, { productId: pen, quantity: 1 }], '540.86');
      const today = institutionToday();
      const period = { periodicity: '04', months: today.slice(5, 7), year: Number(today.slice(0, 4)) };
      const response = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, ...period, ids: [sold.id] });
      expect(response).toHaveStatus(201);
      const global = response.json<InvoiceDetail>();
      expect(global.iva).toBe('16.67');
      const globalXml = await checkedXml(global.id);

      const note = await creditNote({ invoiceId: global.id, returns: [{ concept: 1, quantity: '1' }] });
      expect(note).toHaveStatus(201);
      expect(note.json<InvoiceDetail>()).toMatchObject({ receiverRfc: 'XAXX010101000', cfdiUse: 'S01', total: '420.00', iva: '0.00' });
      const noteXml = await checkedXml(note.json<InvoiceDetail>().id);
      expect(noteXml).toContain(`<cfdi:InformacionGlobal Periodicidad="04" Meses="${period.months}" Año="${period.year}"/>`);
      expect(creditNoteFailures(globalXml, [noteXml])).toEqual([]);
      // What is left (the pen, 120.86) can still be credited as a bonus, but never more IVA than 16.67.
      const rest = await creditNote({ invoiceId: global.id, amount: '120.86', description: 'Bonificación' });
      expect(rest).toHaveStatus(201);
      expect(rest.json<InvoiceDetail>().iva).toBe('16.67');
      expect(creditNoteFailures(globalXml, [noteXml, await checkedXml(rest.json<InvoiceDetail>().id)])).toEqual([]);
    });
  });
});
