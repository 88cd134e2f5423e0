// IVA 8 % (border region) is the rate of what an establishment in SAT's border region sells (ADR 0036): a product may
// carry it, priced with 1.08; a branch office in the region sells it at 8 % and its invoice, payment complements and
// credit notes state TasaOCuota 0.080000; any other branch office refuses to sell it. Every document passes SAT's
// files (XSD, cadena, seal) and the independent business-rule validator.
import { beforeAll, expect, it } from '@jest/globals';
import type { InvoiceDetail, PriceListItem, Product, SaleDetail } from '@mikro/contracts';
import { borderRateSaleMessage } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { clients } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createPriceList, storeSession, type StoreSession } from '../../test-support/store';
import { creditNoteFailures, paymentComplementFailures } from './test-support/business-rules';
import { checkedXml as checkedStampedXml } from './test-support/checked-xml';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
let codes = 0;
const code = () => `BR-${process.pid}-${++codes}`;

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let border: StoreSession;
  let elsewhere: StoreSession;

  beforeAll(async () => {
    border = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    elsewhere = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
    const marked = await border.send('PATCH', `/api/billing/border-region/${border.branchOfficeId}`, { borderRegion: true });
    expect(marked).toHaveStatus(200);
    for (const session of [border, elsewhere]) expect((await session.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' })).statusCode).toBe(201);
  });

  const product = async (session: StoreSession) => {
    const created = await session.send('POST', '/api/mini-store/products', {
      name: 'Playera', code: code(), sat_code: '53101602', unitMeasurement: 'H87', price: '100.00', stock: '10', taxObject: 'iva8',
    });
    expect(created).toHaveStatus(201);
    return created.json<Product & { taxObject: string }>();
  };

  const checkedXml = (id: number) => checkedStampedXml(db(), id);

  const invoiced = async (saleId: number) => {
    const response = await border.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
    expect(response).toHaveStatus(201);
    return response.json<InvoiceDetail>();
  };

  it('tells which branch offices are in the border region, a fiscal setting of the company', async () => {
    const regions = await border.send('GET', '/api/billing/border-region');
    expect(regions).toHaveStatus(200);
    expect(regions.json()).toEqual(
      expect.arrayContaining([
        { id: border.branchOfficeId, name: 'Matriz Centro', borderRegion: true },
        { id: elsewhere.branchOfficeId, name: 'Sucursal Norte', borderRegion: false },
      ]),
    );
    expect(await border.send('PATCH', '/api/billing/border-region/999999', { borderRegion: true })).toHaveStatus(404);
    const cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    expect(await cashier.send('PATCH', `/api/billing/border-region/${cashier.branchOfficeId}`, { borderRegion: false })).toHaveStatus(403);
  });

  it('prices an 8 % product with 1.08, sells it at 8 % in the border region and invoices TasaOCuota 0.080000', async () => {
    const shirt = await product(border);
    expect(shirt).toMatchObject({ taxObject: 'iva8', IVA: true, objetoImp: '02', price: '100.00', priceWithIVA: '108.00' });
    const sold = await border.send('POST', '/api/mini-store/sales', { lines: [{ productId: shirt.id, quantity: 1 }], payments: [{ methodId: 1, amount: '108.00' }] });
    expect(sold).toHaveStatus(201);
    expect(sold.json<SaleDetail>()).toMatchObject({ total: '108.00' });
    const invoice = await invoiced(sold.json<SaleDetail>().id);
    expect(invoice).toMatchObject({ subtotal: '100.00', iva: '8.00', total: '108.00' });
    const xml = await checkedXml(invoice.id);
    expect(xml).toContain('Base="100.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.080000" Importe="8.00"');
    expect(xml).not.toContain('0.160000');
  });

  it("splits an 8 % product's price-list price at 1.08, whichever price is given", async () => {
    const shirt = await product(border);
    const list = await createPriceList(db(), border, '0');
    const url = `/api/mini-store/price-lists/${list}/items`;
    const fromTaxed = await border.send('PUT', url, { items: [{ productId: shirt.id, priceWithIVA: '54.00' }] });
    expect(fromTaxed).toHaveStatus(200);
    expect(fromTaxed.json<PriceListItem[]>()).toMatchObject([{ productId: shirt.id, price: '50.00', priceWithIVA: '54.00' }]);
    const fromPrice = await border.send('PUT', url, { items: [{ productId: shirt.id, price: '25.00' }] });
    expect(fromPrice.json<PriceListItem[]>()).toMatchObject([{ productId: shirt.id, price: '25.00', priceWithIVA: '27.00' }]);
  });

  it('keeps 8 % in the payment complements and credit notes of a PPD invoice', async () => {
    const shirt = await product(border);
    const client = onlyRow(await db().insert(clients).values({ companyId: border.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
    const fiado = await border.send('POST', '/api/mini-store/sales', { lines: [{ productId: shirt.id, quantity: 2 }], payments: [], saleType: 'fiado', clientId: client.id });
    expect(fiado).toHaveStatus(201);
    const invoice = await invoiced(fiado.json<SaleDetail>().id);
    expect(invoice).toMatchObject({ paymentMethod: 'PPD', total: '216.00', iva: '16.00' });
    const invoiceXml = await checkedXml(invoice.id);

    const paid = await border.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '108.00', form: '01' });
    expect(paid).toHaveStatus(201);
    const paidXml = await checkedXml(paid.json<InvoiceDetail>().id);
    expect(paidXml).toContain('BaseDR="100.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.080000" ImporteDR="8.00"');
    expect(paidXml).toContain('TotalTrasladosBaseIVA8="100.00" TotalTrasladosImpuestoIVA8="8.00"');

    const note = await border.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '54.00', description: 'Descuento' });
    expect(note).toHaveStatus(201);
    expect(note.json<InvoiceDetail>()).toMatchObject({ total: '54.00', iva: '4.00' });
    const noteXml = await checkedXml(note.json<InvoiceDetail>().id);
    expect(noteXml).toContain('TasaOCuota="0.080000" Importe="4.00"');
    expect(creditNoteFailures(invoiceXml, [noteXml])).toEqual([]);
    expect(paymentComplementFailures(invoiceXml, [paidXml])).toEqual([]);
  });

  it('refuses to sell an 8 % product in a branch office outside the border region (409 naming it)', async () => {
    const shirt = await product(elsewhere);
    const sold = await elsewhere.send('POST', '/api/mini-store/sales', { lines: [{ productId: shirt.id, quantity: 1 }], payments: [{ methodId: 1, amount: '108.00' }] });
    expect(sold).toHaveStatus(409);
    expect(sold.json().message).toBe(borderRateSaleMessage(shirt.name));
  });
});
