// SAT's substitution: «Sustituir» issues the replacement of a stamped invoice (the same sale, the receiver
// corrected, TipoRelacion 04 to the original) and then cancels the original with motive 01 naming it; motive 01
// accepts only a substitute that relates the original; a sale already invoiced is "facturada". A cancellation
// that waits for the receiver's acceptance keeps the invoice live until the PAC's status settles it.
import { beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InvoiceDetail, PaymentInvoices, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { businessRuleFailures } from './test-support/business-rules';
import { satFailures } from './test-support/sat-checks';
import { CANCELLATION_IN_PROCESS, cancelInvoice, settleCancellations } from './cancellation.service';
import { type BillingDeps } from './documents';
import type { PacAdapter } from './pac/pac';
import { SandboxPac } from './pac/sandbox';
import { secretBox } from './secrets';

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

  async function invoicedSale(): Promise<{ sale: SaleDetail; invoice: InvoiceDetail }> {
    const productId = await createProduct(db(), cashier, { priceWithIVA: '116.00', price: '100.00' });
    const sold = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '116.00' }] });
    expect(sold).toHaveStatus(201);
    const sale = sold.json<SaleDetail>();
    const invoiced = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sale.id], receiver: customer });
    expect(invoiced).toHaveStatus(201);
    return { sale, invoice: invoiced.json<InvoiceDetail>() };
  }
  const detail = async (id: number) => (await accountant.send('GET', `/api/billing/invoices/${id}`)).json<InvoiceDetail>();

  it('«Sustituir» issues the replacement related with 04, then cancels the original with 01 naming it', async () => {
    const { sale, invoice } = await invoicedSale();
    const twice = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sale.id], receiver: customer });
    expect(twice).toHaveStatus(409);
    expect(twice.json().message).toBe(`La venta ${sale.serie}-${sale.folio} ya está facturada.`);

    const corrected = { ...customer, name: 'Daniel Gómez Núñez Treviño', zip: '64010' };
    const response = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/substitute`, { receiver: corrected });
    expect(response).toHaveStatus(201);
    const replacement = response.json<InvoiceDetail>();
    expect(replacement).toMatchObject({ type: 'I', status: 'timbrada', relatedInvoiceId: invoice.id, relatedUuid: invoice.uuid, receiverName: 'DANIEL GÓMEZ NÚÑEZ TREVIÑO', receiverZip: '64010', total: '116.00' });
    expect(replacement.sources.map((s) => s.sourceId)).toEqual([sale.id]);
    const xml = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, replacement.id))).stampedXml!;
    expect(xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${invoice.uuid}"/></cfdi:CfdiRelacionados>`);
    expect([...satFailures(xml), ...businessRuleFailures(xml)]).toEqual([]);

    expect(await detail(invoice.id)).toMatchObject({ status: 'cancelada', cancelMotive: '01', substituteUuid: replacement.uuid });
    // The sale stays invoiced, by the replacement.
    const panel = (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).json<PaymentInvoices>();
    expect(panel.stamped).toBe(1);
    expect((await accountant.send('POST', `/api/billing/invoices/${invoice.id}/substitute`, {})).statusCode).toBe(409);
  });

  it('motive 01 refuses a substitute that does not relate the original (another sale, another customer)', async () => {
    const { invoice } = await invoicedSale();
    const { invoice: other } = await invoicedSale();
    const refused = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '01', substituteUuid: other.uuid });
    expect(refused).toHaveStatus(409);
    expect(refused.json().message).toBe('La factura sustituta debe relacionar a esta con tipo de relación 04 (sustitución); emítala con «Sustituir».');
    expect((await detail(invoice.id)).status).toBe('timbrada');
  });

  it('refuses to substitute an invoice with a live credit note, and one already cancelled', async () => {
    const { invoice } = await invoicedSale();
    expect(await accountant.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '10.00', description: 'Bonificación' })).toHaveStatus(201);
    const withNote = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/substitute`, {});
    expect(withNote).toHaveStatus(409);
    expect(withNote.json().message).toBe('La factura tiene notas de crédito o complementos de pago vigentes o por timbrar; cancélelos antes de sustituirla.');
    const { invoice: cancelled } = await invoicedSale();
    expect(await accountant.send('POST', `/api/billing/invoices/${cancelled.id}/cancel`, { motive: '02' })).toHaveStatus(200);
    expect((await accountant.send('POST', `/api/billing/invoices/${cancelled.id}/substitute`, {})).statusCode).toBe(409);
  });

  it('a cancellation the receiver must accept stays «En proceso de cancelación», live, until the PAC says SAT cancelled it', async () => {
    const { sale, invoice } = await invoicedSale();
    const sandbox = new SandboxPac();
    const sat = { state: 'vigente' as 'vigente' | 'cancelada' };
    const awaitingReceiver: PacAdapter = {
      name: 'sandbox',
      sandbox: true,
      stamp: (xml) => sandbox.stamp(xml),
      cancel: async () => ({ status: 'en_proceso', receipt: '' }),
      status: async () => ({ state: sat.state }),
    };
    const deps: BillingDeps = { db: db(), box: secretBox('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'), pacFor: () => awaitingReceiver };
    const billing = { companyId: accountant.companyId, userId: accountant.userId, branchOfficeId: accountant.branchOfficeId };
    const waiting = await cancelInvoice(deps, billing, invoice.id, { motive: '02' });
    expect(waiting).toMatchObject({ status: 'timbrada', cancelMotive: '02', cancelledAt: null, lastError: CANCELLATION_IN_PROCESS });
    const panel = async () => (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).json<PaymentInvoices>();
    expect((await panel()).stamped).toBe(1);

    expect(await settleCancellations(deps)).toBe(0);
    expect((await detail(invoice.id)).status).toBe('timbrada');
    sat.state = 'cancelada';
    expect(await settleCancellations(deps)).toBe(1);
    expect(await detail(invoice.id)).toMatchObject({ status: 'cancelada', cancelMotive: '02', lastError: '' });
    expect((await panel()).stamped).toBe(0);
  });
});
