// A global invoice declares the period of its tickets (InformacionGlobal): a ticket of another month, two-month period
// or year is refused naming the ticket; the right period (bimonthly as Meses 13–18) is issued and passes SAT's checks
// and the business rules.
import { beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InvoiceDetail, SaleDetail } from '@mikro/contracts';
import { globalMonthsOf, institutionToday } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { businessRuleFailures } from './test-support/business-rules';
import { satFailures } from './test-support/sat-checks';

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let cashier: StoreSession;
  let accountant: StoreSession;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
  });

  it('refuses tickets outside the declared month or year, naming the ticket, and issues the right two-month period', async () => {
    const productId = await createProduct(db(), cashier, { priceWithIVA: '58.00', price: '50.00' });
    const sold = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '58.00' }] });
    expect(sold).toHaveStatus(201);
    const ticket = sold.json<SaleDetail>();
    const today = institutionToday();
    const year = Number(today.slice(0, 4));
    const month = today.slice(5, 7);
    const global = (period: { periodicity: string; months: string; year: number }) =>
      accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, ids: [ticket.id], ...period });
    const day = `${today.slice(8, 10)}/${month}/${year}`;

    const otherMonth = month === '01' ? '02' : '01';
    const wrongMonth = await global({ periodicity: '04', months: otherMonth, year });
    expect(wrongMonth).toHaveStatus(409);
    expect(wrongMonth.json().message).toBe(`El ticket ${ticket.serie}-${ticket.folio} del ${day} no corresponde al periodo declarado (${otherMonth}/${year}); facture cada periodo por separado.`);
    const wrongYear = await global({ periodicity: '04', months: month, year: year - 1 });
    expect(wrongYear).toHaveStatus(409);
    expect(wrongYear.json().message).toMatch(`El ticket ${ticket.serie}-${ticket.folio} del ${day} no corresponde al periodo declarado (${month}/${year - 1})`);
    const otherPair = globalMonthsOf(today, '05') === '13' ? '14' : '13';
    expect(await global({ periodicity: '05', months: otherPair, year })).toHaveStatus(409);

    const issued = await global({ periodicity: '05', months: globalMonthsOf(today, '05'), year });
    expect(issued).toHaveStatus(201);
    const invoice = issued.json<InvoiceDetail>();
    expect(invoice).toMatchObject({ globalPeriodicity: '05', globalMonths: globalMonthsOf(today, '05'), globalYear: year });
    const xml = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoice.id))).stampedXml!;
    expect([...satFailures(xml), ...businessRuleFailures(xml)]).toEqual([]);
  });
});
